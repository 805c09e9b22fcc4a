import { existsSync } from 'node:fs';

// Chromium's headless shell, the browser Playwright itself runs headless, where Debian's package is
// installed (`.ci/run` installs it): the same engine without the desktop browser's parts, and the
// end-to-end step in about three quarters of the time (decision 037). The full Chromium otherwise.
// CHROMIUM_PATH chooses another. The end-to-end tests and bench:web's Lighthouse runs use the same one.
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';

export function chromiumPath(env: Record<string, string | undefined> = process.env, exists: (file: string) => boolean = existsSync): string {
  return env.CHROMIUM_PATH ?? (exists(headlessShell) ? headlessShell : fullChromium);
}

/**
 * The full Chromium (Debian's `chromium`, which `.ci/run` installs beside the shell), headless, for the
 * spec of a notification on the phone: the headless shell keeps `Notification.permission` at 'denied'
 * whatever the context grants, so no page there can turn notifications on and no worker can show one
 * (decision 044). CHROMIUM_FULL_PATH chooses another full browser.
 */
export function notificationChromiumPath(env: Record<string, string | undefined> = process.env): string {
  return env.CHROMIUM_FULL_PATH ?? fullChromium;
}
