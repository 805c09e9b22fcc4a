import { describe, expect, it } from 'vitest';
import { CUT_HEIGHT, CUT_WIDTH, cutEtag, formatSpaceCode, parseCutKey, renderCutSvg } from '@/lib/catalogue/cut-image';

const subject = (name: string, author = '月島ゆう') => ({ seed: 10_123_456, spaceCode: '水 東ア-12ab', name, author, updatedAt: new Date('2026-12-01T00:00:00Z'), adult: false });

describe('generated cut images', () => {
  it('draws a small SVG at the classic cut size with the space code and name', () => {
    const svg = renderCutSvg(subject('サークル夜想曲'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`width="${CUT_WIDTH}" height="${CUT_HEIGHT}"`);
    expect(svg).toContain('水 東ア-12ab');
    expect(svg).toContain('サークル夜想曲');
    expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
  });

  it('stays under 2 KB and within the width for very long names', () => {
    const svg = renderCutSvg(subject('Wandering Velvet Lighthouse Publishing Department', 'Ryo & friends'));
    expect(svg).toContain('>Wandering Velvet Lighthouse</text>');
    expect(svg).toContain('>Publishing Department</text>');
    expect(renderCutSvg(subject('夜'.repeat(60)))).toContain('textLength="183"');
    const huge = renderCutSvg(subject('夜'.repeat(500), '月'.repeat(500)));
    expect(new TextEncoder().encode(huge).length).toBeLessThan(2048);
    expect(huge).toContain('…');
  });

  it('escapes markup in names', () => {
    const svg = renderCutSvg(subject('<script>"&\'</script>', 'a<b'));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&quot;&amp;&#39;');
    expect(svg).toContain('a&lt;b');
  });

  it('draws the same picture for the same id and different ones for others', () => {
    expect(renderCutSvg(subject('x'))).toBe(renderCutSvg(subject('x')));
    const grounds = new Set(Array.from({ length: 20 }, (_, index) => renderCutSvg({ ...subject('x'), seed: index }).slice(0, 400)));
    expect(grounds.size).toBeGreaterThan(10);
  });

  it('reads cut URLs and names versions', () => {
    expect(parseCutKey('10234567')).toEqual({ kind: 'circle', wcid: 10_234_567 });
    expect(parseCutKey('booth-12')).toEqual({ kind: 'booth', exhibitorId: 12 });
    expect(parseCutKey('12a')).toBeNull();
    expect(parseCutKey('../etc')).toBeNull();
    const key = { kind: 'circle', wcid: 5 } as const;
    expect(cutEtag(key, new Date(1000))).not.toBe(cutEtag(key, new Date(2000)));
  });

  it('formats a space code as the catalogue prints it', () => {
    const space = (side: string) => ({ spaceNumber: 5, side, day: { date: new Date('2026-12-30T00:00:00Z') }, block: { name: 'ア', hall: { area: 'EAST' } } });
    expect(formatSpaceCode([space('a'), space('b')])).toBe('水 東ア-05ab');
    expect(formatSpaceCode([])).toBe('');
  });
});
