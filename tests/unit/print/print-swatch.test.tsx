import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrintSwatch } from '@/components/print/print-swatch';
import { palette } from '@/lib/favorites/palette';
import { contrastRatio } from '@/lib/color/contrast';

/** The text colour the swatch writes its number in, as #RRGGBB (a #RGB shorthand written out). */
function numberColor(html: string): string {
  const [, value = ''] = /(?:;|")color:\s*([^;"]+)/.exec(html) ?? [];
  return value.trim().replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3');
}

// The number inside a printed colour mark is small bold text: it needs WCAG's 4.5:1 on every colour,
// the mid-tones (dark cyan, grey) included, where a brightness cut-off picked white at about 4:1.
describe('the print swatch', () => {
  it.each(palette.map((color) => [color.n, color.key, color.hex] as const))('writes the number of colour %i (%s, %s) at 4.5:1 or more', (n, _key, hex) => {
    const html = renderToStaticMarkup(<PrintSwatch color={{ n, hex, label: 'Colour' }} />);
    expect(html).toContain(`>${n}</span>`);
    expect(contrastRatio(hex, numberColor(html))).toBeGreaterThanOrEqual(4.5);
  });
});
