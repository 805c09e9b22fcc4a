import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableTextColor } from '@/lib/color/contrast';
import { palette } from '@/lib/favorites/palette';

// The filter form's colour chips take their colours from this style sheet by the box's value.
const css = readFileSync(path.join(import.meta.dirname, '../../../components/favorites/palette.css'), 'utf8');
const rules = [...css.matchAll(/\.cf-swatches > label:has\(> \[value='(\d+)'\]\) \{\s*background: (#[0-9A-Fa-f]{6});\s*color: (#[0-9A-Fa-f]{6});\s*\}/g)].map(
  (match) => ({ n: Number(match[1]), background: match[2]?.toUpperCase(), text: match[3]?.toUpperCase() }),
);

describe('palette.css', () => {
  it('gives each palette colour its own chip rule, in the palette’s colour with the text that reads on it', () => {
    expect(rules).toEqual(palette.map((color) => ({ n: color.n, background: color.hex, text: readableTextColor(color.hex) })));
  });

  it('has no rule for a colour the palette does not have', () => {
    expect(css.match(/\[value='/g)?.length).toBe(palette.length);
  });
});
