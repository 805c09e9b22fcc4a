import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { safeReturnPath } from '@/lib/auth/safe-return-path';
import { bypasses } from '@/tests/support/return-path-bypasses';

const origin = 'http://localhost:3000';

describe('safeReturnPath', () => {
  it.each(bypasses.map((value) => [JSON.stringify(value), value] as const))('refuses %s', (_, value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it('keeps paths of the site, normalised as a browser would', () => {
    expect(safeReturnPath('/circle/list?day=1#wcid/key=1', origin)).toBe('/circle/list?day=1#wcid/key=1');
    expect(safeReturnPath('/map/../user/favorites', origin)).toBe('/user/favorites');
    expect(safeReturnPath('/@evil.example', origin)).toBe('/@evil.example');
    expect(safeReturnPath('/circle/list?keyword=a%20b', origin)).toBe('/circle/list?keyword=a%20b');
    expect(safeReturnPath('/ａ', origin)).toBe('/%EF%BD%81');
    expect(safeReturnPath('/', origin)).toBe('/');
  });

  it('leaves encoded text in the query and hash alone, since they cannot change the host', () => {
    expect(safeReturnPath('/circle/list?next=%2F%2Fevil.example', origin)).toBe('/circle/list?next=%2F%2Fevil.example');
    expect(safeReturnPath('/print#%5C', origin)).toBe('/print#%5C');
  });

  it('refuses a site origin that is no URL', () => {
    expect(safeReturnPath('/circle/list', 'not a url')).toBeNull();
  });
});

// Paths built from the segments and separators that bypasses are made of (an empty segment makes `//`),
// so that generated strings hit the interesting corners often, plus any text at all.
const segment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('', '.', '..', 'evil.example', 'a', '%2f', '%5c', '%09', '\t', '\n', '@') },
  { weight: 2, arbitrary: fc.constantFrom(' ', '\u3000', '\u202e', '%0a', '%2F', '%', ':', 'javascript:', 'https:', '?', '#', 'ｅｖｉｌ', '。') },
  { weight: 1, arbitrary: fc.string({ maxLength: 4, unit: 'grapheme' }) },
);
const separator = fc.constantFrom('/', '/', '/', '\\', '%2f');
const crafted = fc
  .array(fc.tuple(separator, segment), { maxLength: 6 })
  .map((parts) => parts.map(([before, text]) => before + text).join(''));
const anyText = fc.oneof({ weight: 4, arbitrary: crafted }, { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) });

describe('safeReturnPath, for generated text', () => {
  it.prop([anyText], { numRuns: 3000 })('answers null or a path that stays on the site and is its own answer', (value) => {
    const path = safeReturnPath(value, origin);
    if (path === null) return;
    expect(path.startsWith('/')).toBe(true);
    expect(new URL(path, origin).origin).toBe(origin);
    expect(new URL(path, 'https://other.example').origin).toBe('https://other.example');
    expect(safeReturnPath(path, origin)).toBe(path);
  });
});
