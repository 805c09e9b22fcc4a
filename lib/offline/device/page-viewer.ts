// The member the current page was made for, as the offline indicator (on every page) was told by the
// server. Edits queued on the device from the page's controls are written down as this member's
// (lib/offline/device/device-store.ts), so that they are never sent with another member's session.
let viewer: string | null = null;

export function setPageViewer(userId: string | null): void {
  viewer = userId;
}

/** The signed-in member of this page, or undefined before the page has said or when nobody is signed in. */
export function pageViewer(): string | undefined {
  return viewer ?? undefined;
}
