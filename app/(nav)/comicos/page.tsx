import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContainer } from '@/components/ui/styles';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

const episodeIds = ['first', 'catalogue', 'buying', 'cosplay', 'health'] as const;

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Comicos');
  return publicPageMetadata({ path: '/comicos', title: t('title'), description: t('metaDescription'), searchParams });
}

export default async function ComicosPage() {
  const t = await getTranslations('Comicos');
  return (
    <div className={pageContainer}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('title')}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t('lead')}</p>
      <h2 className="mt-10 text-lg font-bold text-primary-800">{t('episodesHeading')}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {episodeIds.map((id, index) => (
          <li key={id} className="rounded-xl border border-slate-200 p-5">
            <p aria-hidden="true" className="text-3xl font-black text-secondary-600">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-2 font-bold text-slate-900">{t(`episodes.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`episodes.${id}.body`)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm text-slate-600">{t('note')}</p>
    </div>
  );
}
