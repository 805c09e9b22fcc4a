import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';

export async function HomeJapaneseSite({ href }: { href: string }) {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-japanese-site" className="mx-auto max-w-6xl px-4 py-10 md:px-8">
      <h2 id="home-japanese-site" className="text-xl font-bold text-slate-900">
        {t('japaneseSiteHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('japaneseSiteBody')}</p>
      <a href={href} hrefLang="ja" className={`${buttonStyles.outline} mt-4`}>
        {t('japaneseSite')}
      </a>
    </section>
  );
}
