import { paletteColor } from '@/lib/favorites/palette';

type ColorChipProps = { color: number; names: readonly string[]; memoOnly: string };

/** A colour as a swatch and its name; colour 0 is a memo without a check. */
export function ColorChip({ color, names, memoOnly }: ColorChipProps) {
  const hex = paletteColor(color)?.hex;
  if (hex === undefined) return <span className="text-slate-600">{memoOnly}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden className="size-3.5 shrink-0 rounded-full border border-slate-400" style={{ backgroundColor: hex }} />
      {names[color - 1] ?? String(color)}
    </span>
  );
}
