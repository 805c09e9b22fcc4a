'use client';

import { readableTextColor } from '@/lib/color/contrast';
import type { ColorOption } from './favorite-types';

type ColorPickerProps = {
  colors: readonly ColorOption[];
  selected: number | null;
  label: string;
  onPick: (color: number) => void;
};

/**
 * The 18 colours as buttons that show the user's name for each colour (its default name until renamed)
 * beside its number, in black or white, whichever keeps the text at 4.5:1 on that colour. 1-9 also answer
 * to their number key.
 */
export function ColorPicker({ colors, selected, label, onPick }: ColorPickerProps) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-3 gap-1.5">
      {colors.map((color) => (
        <button
          key={color.n}
          type="button"
          aria-label={color.name}
          aria-pressed={selected === color.n}
          aria-keyshortcuts={color.n <= 9 ? String(color.n) : undefined}
          title={`${color.n}: ${color.name}`}
          onClick={() => onPick(color.n)}
          className="relative flex min-h-11 min-w-0 items-center rounded-md border border-slate-400 pt-3 pr-1 pb-1 pl-1.5 text-left text-xs leading-tight font-semibold aria-pressed:ring-2 aria-pressed:ring-slate-900 aria-pressed:ring-offset-1"
          style={{ backgroundColor: color.hex, color: readableTextColor(color.hex) }}
        >
          {/* The number (also its key) in a corner, so that the name has the button's width. */}
          <span aria-hidden="true" className="absolute top-0.5 left-1.5 text-[0.625rem] leading-none font-normal tabular-nums">
            {color.n}
          </span>
          <span aria-hidden="true" className="line-clamp-2 min-w-0 hyphens-auto break-words">
            {color.name}
          </span>
        </button>
      ))}
    </div>
  );
}
