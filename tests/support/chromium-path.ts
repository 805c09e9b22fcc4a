import { existsSync } from 'node:fs';

// Chromium's headless shell, the browser Playwright itself runs headless, where Debian's package is
// installed (`.ci/run` installs it): the same engine without the desktop browser's parts, and the
// end-to-end step in about three quarters of the time (decision 037). The full Chromium otherwise.
// CHROMIUM_PATH chooses another. The end-to-end tests and bench:web's Lighthouse runs use the same one.
const headlessShell = '/usr/bin/chromium-headless-shell';

export function chromiumPath(env: Record<string, string | undefined> = process.env, exists: (file: string) => boolean = existsSync): string {
  return env.CHROMIUM_PATH ?? (exists(headlessShell) ? headlessShell : '/usr/bin/chromium');
}
