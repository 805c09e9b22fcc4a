import { getTranslations } from 'next-intl/server';

export async function FavoritesLoading() {
  const t = await getTranslations('FavoritesPage');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8" aria-busy="true">
      <p role="status" className="text-slate-700">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="mt-4 h-96 animate-pulse rounded-lg bg-[repeating-linear-gradient(to_bottom,var(--color-slate-100)_0_48px,white_48px_56px)]" />
    </div>
  );
}
