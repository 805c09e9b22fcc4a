import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageContainer } from '@/components/ui/styles';

export type PlaceholderKey = keyof Messages['Placeholders'];

export async function PagePlaceholder({
  page,
  values,
}: {
  page: PlaceholderKey;
  values?: Record<string, string | number>;
}) {
  const [routes, placeholders] = await Promise.all([getTranslations('Routes'), getTranslations('Placeholders')]);
  return (
    <div className={pageContainer}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes(page, values)}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{placeholders(page)}</p>
    </div>
  );
}
