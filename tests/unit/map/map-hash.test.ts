import { describe, expect, it } from 'vitest';
import { boothMapLink, circleMapLink } from '@/lib/catalogue/map-link';
import { emptyMapHash, formatMapHash, parseMapHash } from '@/lib/map/map-hash';

describe('the map hash', () => {
  it('reads the catalogue’s circle and booth links, and writes them back unchanged', () => {
    const circle = circleMapLink({ wcid: 10277669, day: 2, hall: 'E4' });
    const booth = boothMapLink({ boothId: 12, hall: 'W3' });
    const circleHash = circle.slice(circle.indexOf('#'));
    const boothHash = booth.slice(booth.indexOf('#'));
    expect(parseMapHash(circleHash)).toEqual({ wcid: 10277669, day: 2, hall: 'E4', category: 'circle', keyword: '', scope: 'hall' });
    expect(parseMapHash(boothHash)).toEqual({ boothId: 12, hall: 'W3', category: 'circle', keyword: '', scope: 'hall' });
    expect(formatMapHash(parseMapHash(circleHash))).toBe(circleHash);
    expect(formatMapHash(parseMapHash(boothHash))).toBe(boothHash);
  });

  it('keeps the map’s search keys and round-trips text that needs escaping', () => {
    const state = { ...emptyMapHash, day: 1, category: 'booth' as const, keyword: '東方 / 50%', genreCode: 234, scope: 'all' as const };
    const hash = formatMapHash(state);
    expect(hash).toBe('#/day=Day1/category=booth/keyword=%E6%9D%B1%E6%96%B9%20%2F%2050%25/genreCode=234/scope=all');
    expect(parseMapHash(hash)).toEqual(state);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parseMapHash('#abc/day=Day9/hall=X1/boothId=-3/genreCode=x/category=other/keyword=%E0%A4%A')).toEqual(emptyMapHash);
    expect(parseMapHash('')).toEqual(emptyMapHash);
    expect(parseMapHash('#/day=2')).toEqual({ ...emptyMapHash, day: 2 });
    expect(formatMapHash(emptyMapHash)).toBe('');
  });
});
