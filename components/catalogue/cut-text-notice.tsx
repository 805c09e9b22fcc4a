import { getTranslations } from 'next-intl/server';
import type { CutSearchText } from '@/lib/catalogue/list-query';

/** Says which search texts were longer than a search reads and were cut, rather than cutting silently. */
export async function CutTextNotice({ cut }: { cut: readonly CutSearchText[] }) {
  if (cut.length === 0) return null;
  const t = await getTranslations('CircleList');
  const label = { keyword: t('keyword'), favoriteMemo: t('memo') };
  return (
    <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {cut.map(({ field, max }) => (
        <p key={field}>{t('textCut', { field: label[field], max })}</p>
      ))}
    </div>
  );
}
