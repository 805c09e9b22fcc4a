/** A circle's name on a printout, with its romaji under it where the name is Japanese (for readers of neither kana nor kanji). */
export function PrintCircleName({ entry }: { entry: { name: string; romaji: string } }) {
  return (
    <>
      {entry.name}
      {entry.romaji !== '' && (
        <span lang="ja-Latn" className="print-romaji">
          {entry.romaji}
        </span>
      )}
    </>
  );
}
