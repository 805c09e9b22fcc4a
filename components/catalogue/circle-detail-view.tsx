/* eslint-disable @next/next/no-img-element -- cuts and announcement images come at their own sizes from the catalogue; next/image would add client code for no gain here */
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FavoriteControls } from '@/components/favorites/favorite-controls';
import { FavoriteControlsSlot } from '@/components/favorites/favorite-controls-slot';
import { MemoFallback } from '@/components/favorites/memo-fallback';
import { circlePageOf, type CircleDetail } from '@/lib/catalogue/circle-detail';
import { circleLinkLists } from '@/lib/catalogue/circle-links';
import { circlePageLabels } from '@/lib/catalogue/circle-page';
import type { MemberOverlay } from '@/lib/catalogue/member-overlay';
import { colorNamesWith } from '@/components/favorites/color-options';
import { CircleFacts } from '@/components/circle-page/circle-facts';
import { BackToListLink } from './back-to-list-link';
import { TranslatedText } from '@/components/circle-page/translated-text';
import { translatedTextLabels } from '@/lib/catalogue/shown-text';
import { WorkList } from './work-list';
import { RomajiLine } from '@/components/ui/romaji-line';
import { altTexts } from '@/components/catalogue-images/alt-texts';
import { ImageGallery } from '@/components/catalogue-images/image-gallery';
import { viewerLabels } from '@/components/catalogue-images/viewer-text';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="break-all">
      {children}
    </a>
  );
}

/** The circle as every member of a kind sees it, with this member's favourite (`member`) laid over it. */
export async function CircleDetailView({ circle, member }: { circle: CircleDetail; member: MemberOverlay }) {
  const locale = await getLocale();
  const [t, tPage, tText, names] = await Promise.all([getTranslations('CircleDetail'), getTranslations('CirclePage'), getTranslations('TranslatedText'), colorNamesWith(member.colorLabels, locale)]);
  const translatedLabels = translatedTextLabels(tText);
  const page = circlePageOf(circle, locale);
  const labels = circlePageLabels(tPage);
  const favorite = member.favorites.get(circle.id);
  const favoriteColor = favorite && favorite.color > 0 ? favorite.color : null;
  const { shops, links } = circleLinkLists(circle);

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8">
      <p>
        <BackToListLink label={t('backToList')} />
      </p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {/* The page's largest paint on a phone: asked for first, before the scripts. */}
        <img src={circle.cutUrl} alt={t('cutAlt', { name: circle.name })} width={211} height={300} fetchPriority="high" className="h-[300px] w-[211px] shrink-0 rounded border border-slate-200 bg-slate-100" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold break-words text-slate-900 md:text-3xl">{page.name}</h1>
              <RomajiLine romaji={page.romaji} />
            </div>
            <FavoriteControlsSlot circleId={circle.id} color={favoriteColor} label={favoriteColor ? `${t('favorite')}: ${names.get(favoriteColor) ?? ''}` : null} />
          </div>
          <CircleFacts page={page} labels={labels} mapLinkLabel={(space) => tPage('showOnMapFor', { space })} />
          <p className="mt-3 text-sm text-slate-600">{t('updated', { date: circle.updatedAt })}</p>
        </div>
      </div>

      {/* What the circle sells and for how much: first, for those who read little Japanese above all. */}
      {circle.menus.length > 0 && (
        <Section title={t('menu')}>
          <ImageGallery
            images={circle.menus}
            alts={altTexts(circle.menus, (number) => t('menuAlt', { name: circle.name, number }))}
            title={t('menuTitle', { name: circle.name })}
            labels={await viewerLabels(circle.menus.length)}
            size="menu"
          />
        </Section>
      )}
      <Section title={t('myMemo')}>
        {/* The favourites island replaces the text with the memo editor. */}
        <div data-favorite-memo={circle.id}>
          <MemoFallback text={favorite?.memo ? favorite.memo : t('noMemo')} />
        </div>
      </Section>
      <FavoriteControls entries={[[circle.id, favorite?.color ?? null, favorite?.memo ?? '']]} colorLabels={member.colorLabels} />
      {page.description.text !== '' && (
        <Section title={labels.description}>
          <TranslatedText shown={page.description} labels={translatedLabels} locale={locale} className="text-slate-800" />
        </Section>
      )}
      {circle.supplementComment.text !== '' && (
        <Section title={t('supplement')}>
          <TranslatedText shown={circle.supplementComment} labels={translatedLabels} locale={locale} className="text-slate-800" />
        </Section>
      )}
      {(circle.images.length > 0 || circle.announcements.length > 0) && (
        <Section title={t('images')}>
          {circle.announcements.length > 0 && (
            <ImageGallery
              images={circle.announcements}
              alts={altTexts(circle.announcements, (number) => t('imageAlt', { name: circle.name, number }))}
              title={t('announcementTitle', { name: circle.name })}
              labels={await viewerLabels(circle.announcements.length)}
              size="menu"
            />
          )}
          <ul className="flex flex-wrap gap-3">
            {circle.images.map((image, index) => (
              <li key={image.url}>
                <img src={image.url} alt={t('imageAlt', { number: index + 1, name: circle.name })} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" className="max-h-80 w-auto rounded border border-slate-200" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={labels.works}>
        <WorkList works={circle.works} translatedLabels={translatedLabels} />
      </Section>
      {shops.length > 0 && (
        <Section title={t('shops')}>
          <ul className="space-y-1">
            {shops.map((shop) => (
              <li key={shop.href}>
                <span className="mr-2 text-sm text-slate-600">{t(shop.labelKey)}</span>
                <ExternalLink href={shop.href}>{shop.text}</ExternalLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {links.length > 0 && (
        <Section title={t('links')}>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <span className="mr-2 text-sm text-slate-600">{t(link.labelKey)}</span>
                <ExternalLink href={link.href}>{link.text}</ExternalLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
