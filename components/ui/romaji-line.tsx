/**
 * A Japanese name's reading in romaji, on its own line under the name, marked as Latin-script Japanese
 * for screen readers; nothing where the name needs none ('').
 */
export function RomajiLine({ romaji, size = 'text-sm' }: { romaji: string; size?: 'text-sm' | 'text-xs' }) {
  if (romaji === '') return null;
  return (
    <p lang="ja-Latn" className={`${size} text-slate-600`}>
      {romaji}
    </p>
  );
}
