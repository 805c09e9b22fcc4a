import { getTranslations } from 'next-intl/server';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import type { FavoritesQuery } from '@/lib/favorites/favorites-query';
import type { ColorOption } from './favorite-types';

type Option = { value: string; label: string };

type FiltersProps = {
  query: FavoritesQuery;
  colors: readonly ColorOption[];
  counts: ReadonlyMap<number, number>;
  days: readonly Option[];
  halls: readonly Option[];
};

/**
 * The filters as a plain GET form: the URL is the state, and the form works before any script has
 * loaded. The colour boxes carry the count of each colour, so they double as the per-colour totals.
 */
export async function FavoritesFilters({ query, colors, counts, days, halls }: FiltersProps) {
  const t = await getTranslations('FavoritesPage');
  const memoOnly = counts.get(0) ?? 0;
  return (
    <form method="get" action="/user/favorites" aria-label={t('filters')} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <fieldset>
        <legend className={formStyles.label}>{t('colors')}</legend>
        <p className="text-xs text-slate-600">{t('countsHint')}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 text-sm md:grid-cols-1">
          {colors.map((color) => (
            <li key={color.n}>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="color" value={color.n} defaultChecked={query.color.includes(color.n)} className="size-4 accent-primary-700" />
                <span aria-hidden className="size-4 shrink-0 rounded-full border border-slate-400" style={{ backgroundColor: color.hex }} />
                <span>{t('colorCount', { color: color.name, count: counts.get(color.n) ?? 0 })}</span>
              </label>
            </li>
          ))}
          {memoOnly > 0 && (
            <li>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="color" value={0} defaultChecked={query.color.includes(0)} className="size-4 accent-primary-700" />
                <span aria-hidden className="size-4 shrink-0 rounded-full border border-dashed border-slate-400" />
                <span>{t('colorCount', { color: t('memoOnly'), count: memoOnly })}</span>
              </label>
            </li>
          )}
        </ul>
      </fieldset>
      <label className="block">
        <span className={formStyles.label}>{t('day')}</span>
        <select name="day" defaultValue={query.day ?? ''} className={formStyles.input}>
          <option value="">{t('allDays')}</option>
          {days.map((day) => (
            <option key={day.value} value={day.value}>
              {day.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={formStyles.label}>{t('hall')}</span>
        <select name="hall" defaultValue={query.hall ?? ''} className={formStyles.input}>
          <option value="">{t('allHalls')}</option>
          {halls.map((hall) => (
            <option key={hall.value} value={hall.value}>
              {hall.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={formStyles.label}>{t('memo')}</span>
        <input type="search" name="memo" defaultValue={query.memo} className={formStyles.input} />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t('apply')}
        </button>
        <a href="/user/favorites" className="text-sm font-semibold">
          {t('reset')}
        </a>
      </div>
    </form>
  );
}
