'use client';

import type { ColorOption } from './favorite-types';

type ColorPickerProps = {
  colors: readonly ColorOption[];
  selected: number | null;
  label: string;
  onPick: (color: number) => void;
};

/** The 18 colours as buttons, each named by the user's label; 1-9 also answer to their number key. */
export function ColorPicker({ colors, selected, label, onPick }: ColorPickerProps) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-6 gap-1.5">
      {colors.map((color) => (
        <button
          key={color.n}
          type="button"
          aria-label={color.name}
          aria-pressed={selected === color.n}
          aria-keyshortcuts={color.n <= 9 ? String(color.n) : undefined}
          title={`${color.n}: ${color.name}`}
          onClick={() => onPick(color.n)}
          className="flex size-9 items-center justify-center rounded-md border border-slate-300 text-[0.65rem] font-bold text-white [text-shadow:0_0_2px_#000] aria-pressed:ring-2 aria-pressed:ring-slate-900 aria-pressed:ring-offset-1"
          style={{ backgroundColor: color.hex }}
        >
          {color.n}
        </button>
      ))}
    </div>
  );
}
