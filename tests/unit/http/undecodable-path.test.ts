import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUndecodablePath, undecodablePathTarget, withDecodablePath } from '@/lib/http/undecodable-path';

describe('paths that do not decode as UTF-8', () => {
  it.each(['/circle/%C3%28', '/booth/%C3%28', '/cuts/%FF', '/api/map/day/%E0%A4%A', '/%', '/a/%zz'])('finds %s undecodable', (url) => {
    expect(hasUndecodablePath(url)).toBe(true);
  });

  it.each(['/circle/123', '/circle/list?keyword=%C3%28', '/circle/%E6%9D%B1', '/', '/a%20b#%zz'])('lets %s through', (url) => {
    expect(hasUndecodablePath(url)).toBe(false);
  });

  it('never flags a path that was encoded from any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => !hasUndecodablePath(`/${encodeURIComponent(text)}`)), { numRuns: 500 });
  });

  it('sends an undecodable request to the not-found path and leaves others alone', () => {
    const seen: string[] = [];
    const listener = withDecodablePath((request) => seen.push(request.url ?? ''));
    listener({ url: '/circle/%C3%28?x=1' } as IncomingMessage, {} as ServerResponse);
    listener({ url: '/circle/12' } as IncomingMessage, {} as ServerResponse);
    expect(seen).toEqual([undecodablePathTarget, '/circle/12']);
  });
});
