import { describe, expect, it } from 'vitest';
import { parseMediaType, requireMediaType } from '@/lib/http/media-type';

const withType = (contentType: string | null) => new Request('http://localhost/', { method: 'POST', headers: contentType === null ? {} : { 'content-type': contentType } });

describe('media types', () => {
  it('parses type, subtype and parameters case-insensitively', () => {
    const parsed = parseMediaType(' Application/JSON ; Charset="utf-8";q=1 ');
    expect(parsed?.essence).toBe('application/json');
    expect(Object.fromEntries(parsed?.parameters ?? [])).toEqual({ charset: 'utf-8', q: '1' });
  });

  it.each(['', 'json', 'application/', '/json', 'application/json extra', 'application/json; =x', 'application/json; charset="open'])('rejects %j', (value) => {
    expect(parseMediaType(value)).toBeUndefined();
  });

  it('accepts only the listed types, exactly, in UTF-8', () => {
    expect(requireMediaType(withType('application/json; charset=UTF-8'), ['application/json'])).toBe('application/json');
    for (const refused of [null, 'application/jsonp', 'text/plain;a=application/json', 'application/json; charset=latin1']) {
      expect(() => requireMediaType(withType(refused), ['application/json'])).toThrow(expect.objectContaining({ code: 'unsupportedMediaType' }));
    }
  });
});
