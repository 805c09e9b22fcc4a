import { describe, expect, it } from 'vitest';
import { chromiumPath } from '@/tests/support/chromium-path';

describe('chromiumPath', () => {
  it("prefers Debian's headless shell, which CI installs, over the full Chromium", () => {
    expect(chromiumPath({}, (file) => file === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
    expect(chromiumPath({}, () => false)).toBe('/usr/bin/chromium');
  });

  it('takes CHROMIUM_PATH over either', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe('/opt/chrome/chrome');
  });
});
