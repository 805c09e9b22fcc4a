import { getTranslations } from 'next-intl/server';

/**
 * Shown while a list page renders for the first time; later filter changes keep the old list in view.
 * Kept small: every list response carries it for the next navigation.
 */
export async function ListLoading() {
  const t = await getTranslations('CircleList');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8" aria-busy="true">
      <p role="status" className="text-slate-700">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="mt-4 h-96 animate-pulse rounded-lg bg-[repeating-linear-gradient(to_bottom,var(--color-slate-100)_0_100px,white_100px_116px)]" />
    </div>
  );
}
