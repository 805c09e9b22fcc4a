import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Restriction');
  return { title: t('title'), robots: { index: false } };
}

export default async function RestrictionPage() {
  const t = await getTranslations('Restriction');
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{t('message')}</h1>
      <h2 className="mt-8 font-semibold text-slate-800">{t('hintsHeading')}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
        <li>{t('hintAdult')}</li>
        <li>{t('hintConsent')}</li>
      </ul>
    </div>
  );
}
