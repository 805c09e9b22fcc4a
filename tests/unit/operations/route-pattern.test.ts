import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutePatterns, routePatternMatcher } from '@/lib/operations/route-pattern';

const patterns = appRoutePatterns(path.resolve(import.meta.dirname, '..', '..', '..', 'app'));
const routeFor = routePatternMatcher(patterns);

describe('route patterns for metrics labels', () => {
  it('are read from the app folder without route groups', () => {
    expect(patterns).toEqual(expect.arrayContaining(['/', '/circle/[id]', '/circle/list', '/api/auth/[...nextauth]', '/api/offline/catalogue/[variant]/[hash]/from/[from]']));
    expect(patterns.some((pattern) => pattern.includes('('))).toBe(false);
  });

  it('name the route, never the id, the query or an unknown path', () => {
    expect(routeFor('/circle/123?keyword=x')).toBe('/circle/[id]');
    expect(routeFor('/circle/list?genre=1')).toBe('/circle/list');
    expect(routeFor('/api/auth/callback/credentials')).toBe('/api/auth/[...nextauth]');
    expect(routeFor('/api/offline/catalogue/adult/abc/from/def')).toBe('/api/offline/catalogue/[variant]/[hash]/from/[from]');
    expect(routeFor('/_next/static/chunks/a1b2.js')).toBe('/_next');
    expect(routeFor('/wp-login.php')).toBe('other');
    expect(routeFor('/circle/1/2/3')).toBe('other');
  });
});
