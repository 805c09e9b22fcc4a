// A circle's X account as organisers write it: `@handle`, `x.com/handle`, `https://twitter.com/handle`.
// All are kept as one address, `https://x.com/handle`, so that an unchanged account never reads as a change
// and every circle page links to the same place.

const HANDLE = '[A-Za-z0-9_]{1,15}';
const WRITTEN_HANDLE = new RegExp(`^@(${HANDLE})$`, 'u');
const X_HOST = /^(?:www\.|mobile\.)?(?:x|twitter)\.com$/iu;
const PROFILE_PATH = new RegExp(`^/@?(${HANDLE})/?$`, 'u');
const BARE_X_ADDRESS = /^(?:www\.|mobile\.)?(?:x|twitter)\.com\//iu;

/** `https://x.com/handle` for an account written either way; any other text is returned as written. */
export function xAccountAddress(written: string): string {
  const handle = WRITTEN_HANDLE.exec(written)?.[1];
  if (handle) return `https://x.com/${handle}`;
  const withScheme = BARE_X_ADDRESS.test(written) ? `https://${written}` : written;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return written;
  }
  const profile = X_HOST.test(url.hostname) && !url.search && !url.hash ? PROFILE_PATH.exec(url.pathname)?.[1] : undefined;
  return profile ? `https://x.com/${profile}` : withScheme;
}
