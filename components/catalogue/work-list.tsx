/* eslint-disable @next/next/no-img-element -- work images come at their own sizes from the catalogue */
import { getLocale, getTranslations } from 'next-intl/server';
import type { CircleDetail } from '@/lib/catalogue/circle-detail';
import { shownPrice, type ShownPrice } from '@/lib/catalogue/work-price';
import { workSizeKey } from '@/lib/catalogue/work-size';
import type { AppLocale } from '@/lib/i18n/locales';
import type { TranslatedTextLabels } from '@/lib/catalogue/shown-text';
import { TranslatedText, TranslatedTitle } from '@/components/circle-page/translated-text';
import { altTexts } from '@/components/catalogue-images/alt-texts';
import { ImageGallery } from '@/components/catalogue-images/image-gallery';
import { viewerLabels } from '@/components/catalogue-images/viewer-text';

/** The works a circle distributes: size, pages, price, detail and the new mark. */
export async function WorkList({ works, translatedLabels }: { works: CircleDetail['works']; translatedLabels: TranslatedTextLabels }) {
  const t = await getTranslations('CircleDetail');
  const locale = (await getLocale()) as AppLocale;
  if (works.length === 0) return <p className="text-slate-700">{t('noWorks')}</p>;
  const sizeText = (size: string) => {
    const key = workSizeKey(size);
    return key === undefined ? size : t(`sizes.${key}`);
  };
  const priceText = (price: ShownPrice) => (price.kind === 'written' ? price.text : price.kind === 'yen' ? t('priceValue', { price: price.yen }) : t('priceUnknown'));
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {await Promise.all(works.map(async (work) => (
        <li key={work.id} className="flex gap-3 py-3">
          {/* The covers beside their work, as the printed catalogue's listings have them. */}
          {work.covers.length > 0 && (
            <div className="shrink-0">
              <ImageGallery
                images={work.covers}
                alts={altTexts(work.covers, (number) => t('coverAlt', { title: work.title, number }))}
                title={t('coverTitle', { title: work.title })}
                labels={await viewerLabels(work.covers.length)}
                size="cover"
              />
            </div>
          )}
          <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            <TranslatedTitle shown={work.shownTitle} labels={translatedLabels} locale={locale} />
            {work.isNew && <span className="ml-2 rounded bg-secondary-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-secondary-800">{t('newWork')}</span>}
          </h3>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {work.size !== '' && (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('size')}</dt>
                <dd>{sizeText(work.size)}</dd>
              </div>
            )}
            {work.pages !== null && (
              <div className="flex gap-1.5">
                <dt className="text-slate-600">{t('pageCount')}</dt>
                <dd>{t('pages', { count: work.pages })}</dd>
              </div>
            )}
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t('price')}</dt>
              <dd>{priceText(shownPrice(locale, work))}</dd>
            </div>
          </dl>
          {work.detail !== '' && (
            <div className="mt-1">
              <span className="sr-only">{t('detail')}: </span>
              <TranslatedText shown={work.shownDetail} labels={translatedLabels} locale={locale} className="text-sm text-slate-700" />
            </div>
          )}
          {work.images.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {work.images.map((image) => (
                <li key={image.url}>
                  <img src={image.url} alt={t('workImageAlt', { title: work.title })} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" className="max-h-48 w-auto rounded border border-slate-200" />
                </li>
              ))}
            </ul>
          )}
          </div>
        </li>
      )))}
    </ul>
  );
}
