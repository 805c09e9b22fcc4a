'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles } from '@/components/ui/styles';
import { palette, type PaletteColor } from '@/lib/favorites/palette';
import { recordEdit, type LocalFavorite } from '@/lib/offline/device/device-store';
import type { FavoriteChange } from '@/lib/offline/schemas';

type Props = { favorites: LocalFavorite[]; pending: FavoriteChange[]; labels: { color: number; label: string }[] };

/**
 * The saved favourites, editable with or without a network: every edit is kept on the device at once and
 * queued; the queue is sent when the device is online (components/pwa/use-pending-sender.ts).
 */
export function SavedFavoritesEditor({ favorites, pending, labels }: Props) {
  const t = useTranslations('Offline.favorites');
  const defaults = useTranslations('Favorites.colors');
  const waiting = new Set(pending.map((change) => change.circleId));
  // The member's own name for a colour, else its translated default, as the favourites page names it.
  const colorName = (color: PaletteColor) => labels.find((label) => label.color === color.n)?.label || defaults(color.key as Parameters<typeof defaults>[0]);
  return (
    <section aria-labelledby="saved-favorites-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="saved-favorites-title" className="font-bold text-slate-900">
        {t('title')}
      </h3>
      <p className={formStyles.hint}>{t('hint')}</p>
      {favorites.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {favorites.map((favorite) => (
            <li key={favorite.circleId} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">
                <a href={`/circle/${favorite.circleId}`} className="text-primary-800">
                  {favorite.name}
                </a>
                {favorite.author && <span className="ml-2 font-normal text-slate-600">{favorite.author}</span>}
                {waiting.has(favorite.circleId) && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('notSent')}</span>}
              </p>
              <label className="mt-2 block text-sm">
                <span className="sr-only">{t('color', { name: favorite.name })}</span>
                <select
                  className={formStyles.input}
                  value={favorite.color}
                  onChange={(event) => void recordEdit(favorite.circleId, { color: Number(event.target.value) || null })}
                >
                  <option value={0}>{t('noColor')}</option>
                  {palette.map((color) => (
                    <option key={color.n} value={color.n}>
                      {colorName(color)}
                    </option>
                  ))}
                </select>
              </label>
              <MemoField favorite={favorite} label={t('memo', { name: favorite.name })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Saves the memo when the field is left, the way a memo is written at a crowded desk: type, then move on. */
function MemoField({ favorite, label }: { favorite: LocalFavorite; label: string }) {
  const [text, setText] = useState(favorite.memo);
  const [base, setBase] = useState(favorite.memo);
  // A memo replaced by the sync (a newer edit from elsewhere) shows up unless the user is typing over it.
  if (favorite.memo !== base) {
    setBase(favorite.memo);
    if (text === base) setText(favorite.memo);
  }
  return (
    <label className="mt-2 block text-sm">
      <span className="sr-only">{label}</span>
      <textarea
        className={formStyles.input}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text !== favorite.memo) void recordEdit(favorite.circleId, { memo: text });
        }}
      />
    </label>
  );
}
