import { describe, expect, it } from 'vitest';
import { chromiumPath, notificationChromiumPath } from '@/tests/support/chromium-path';

describe('chromiumPath', () => {
  it("prefers Debian's headless shell, which CI installs, over the full Chromium", () => {
    expect(chromiumPath({}, (file) => file === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
    expect(chromiumPath({}, () => false)).toBe('/usr/bin/chromium');
  });

  it('takes CHROMIUM_PATH over either', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });
});

describe('notificationChromiumPath', () => {
  it('is the full Chromium, whatever shell the other specs run in, unless CHROMIUM_FULL_PATH names another', () => {
    expect(notificationChromiumPath({ CHROMIUM_PATH: '/usr/bin/chromium-headless-shell' })).toBe('/usr/bin/chromium');
    expect(notificationChromiumPath({ CHROMIUM_FULL_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });
});
