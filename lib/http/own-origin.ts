// Whether a request comes from this site's own pages, decided from the configured origin (APP_ORIGIN)
// alone. The Host and X-Forwarded-Host headers are the client's to write unless a trusted proxy
// overwrites them, so a check against them lets any site that names itself there through (issue 47).
// This is the one module that decides it (tests/unit/architecture/request-origin.test.ts).

/**
 * True when a browser's Origin header names another site than `appOrigin`. A request without the header
 * (a hand-made one, which carries no one's cookies unwillingly) is not cross-site; an Origin that is not
 * a URL (`null` from a sandboxed frame or a file) is.
 */
export function isCrossSiteOrigin(origin: string | null | undefined, appOrigin: string): boolean {
  if (origin === null || origin === undefined) return false;
  try {
    return new URL(origin).origin !== new URL(appOrigin).origin;
  } catch {
    return true;
  }
}

/** What Next's own server action check compares the Origin with, when the Host it was sent to differs. */
export function serverActionAllowedOrigins(appOrigin: string): string[] {
  return [new URL(appOrigin).host];
}
