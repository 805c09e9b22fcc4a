/**
 * Shown while a list page renders for the first time: the status line and grey stripes of the list's
 * row height. Kept small: every list response carries it for the next navigation. The stripes fill the
 * screen's height, so that the footer stays below it until the list arrives: a shorter placeholder left
 * the footer in view, and the list pushed it away (a layout shift of about 0.19 on a phone).
 */
export function ListPlaceholder({ label, rows }: { label: string; rows: 'cards' | 'table' }) {
  const stripes =
    rows === 'cards'
      ? 'bg-[repeating-linear-gradient(to_bottom,var(--color-slate-100)_0_100px,white_100px_116px)]'
      : 'bg-[repeating-linear-gradient(to_bottom,var(--color-slate-100)_0_48px,white_48px_56px)]';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8" aria-busy="true">
      <p role="status" className="text-slate-700">
        {label}
      </p>
      <div aria-hidden="true" className={`mt-4 h-dvh animate-pulse rounded-lg ${stripes}`} />
    </div>
  );
}
