import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TranslatedText } from '@/components/circle-page/translated-text';
import { translatedTextLabels } from '@/lib/catalogue/shown-text';
import type { BoothDetail } from '@/lib/catalogue/booth-detail';
import { altTexts } from '@/components/catalogue-images/alt-texts';
import { ImageGallery } from '@/components/catalogue-images/image-gallery';
import { viewerLabels } from '@/components/catalogue-images/viewer-text';

export async function BoothDetailView({ booth }: { booth: BoothDetail }) {
  const [t, tText] = await Promise.all([getTranslations('BoothDetail'), getTranslations('TranslatedText')]);
  const locale = await getLocale();
  const translatedLabels = translatedTextLabels(tText);
  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8">
      <p>
        <Link href="/booth" prefetch={false} className="text-sm font-semibold">
          ← {t('backToList')}
        </Link>
      </p>
      {booth.banners.length > 0 && (
        <section className="mt-4" aria-label={t('banner')}>
          <ImageGallery
            images={booth.banners}
            alts={altTexts(booth.banners, (number) => t('bannerAlt', { name: booth.name, number }))}
            title={t('bannerTitle', { name: booth.name })}
            labels={await viewerLabels(booth.banners.length)}
            size="banner"
          />
        </section>
      )}
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG of known size */}
        <img src={booth.cutUrl} alt={t('cutAlt', { name: booth.name })} width={211} height={300} className="h-[300px] w-[211px] shrink-0 rounded border border-slate-200 bg-slate-100" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">{booth.name}</h1>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-600">{t('number')}</dt>
            <dd>{booth.boothNumber}</dd>
            <dt className="text-slate-600">{t('space')}</dt>
            <dd className="flex flex-wrap gap-x-3">
              <span className="font-semibold">{booth.space}</span>
              <a href={booth.mapHref}>{t('showOnMap')}</a>
            </dd>
            {booth.days && (
              <>
                <dt className="text-slate-600">{t('days')}</dt>
                <dd>{booth.days}</dd>
              </>
            )}
            {booth.publicUrl && (
              <>
                <dt className="text-slate-600">{t('publicLink')}</dt>
                <dd>
                  <a href={booth.publicUrl} rel="noopener noreferrer nofollow" target="_blank" className="break-all">
                    {booth.publicUrl}
                  </a>
                </dd>
              </>
            )}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{t('updated', { date: booth.updatedAt })}</p>
        </div>
      </div>
      {booth.overview !== '' && (
        <section className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">{t('overview')}</h2>
          <div className="mt-2">
            <TranslatedText shown={booth.shownOverview} labels={translatedLabels} locale={locale} className="text-slate-800" />
          </div>
        </section>
      )}
      {booth.productInfo !== '' && (
        <section className="mt-8">
          <h2 className="text-lg font-semibold text-slate-900">{t('productInfo')}</h2>
          <div className="mt-2">
            <TranslatedText shown={booth.shownProductInfo} labels={translatedLabels} locale={locale} className="text-slate-800" />
          </div>
        </section>
      )}
    </article>
  );
}
