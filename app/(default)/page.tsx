import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { HomeFeatures } from '@/components/home/home-features';
import { HomeHero } from '@/components/home/home-hero';
import { HomeJapaneseSite } from '@/components/home/home-japanese-site';
import { HomePlan } from '@/components/home/home-plan';
import { getConfig } from '@/lib/config/get-config';
import { locales, openGraphLocales } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t, site] = await Promise.all([
    getLocale(),
    getTranslations('Home'),
    getTranslations('Metadata'),
  ]);
  const title = t('metaTitle');
  const description = t('metaDescription');
  return {
    title,
    description,
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      url: '/',
      siteName: site('siteName'),
      title,
      description,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]),
    },
    twitter: { card: 'summary', title, description },
  };
}

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomePlan />
      <HomeJapaneseSite href={getConfig().baseUrls.webCatalogue} />
    </>
  );
}
