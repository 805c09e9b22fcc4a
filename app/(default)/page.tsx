import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeFeatures } from '@/components/home/home-features';
import { HomeHero } from '@/components/home/home-hero';
import { HomeJapaneseSite } from '@/components/home/home-japanese-site';
import { HomePlan } from '@/components/home/home-plan';
import { MemberHome } from '@/components/home/member-home';
import { MinorHome } from '@/components/home/minor-home';
import { getCurrentUser } from '@/lib/auth/current-user';
import { checkPermission } from '@/lib/auth/permissions';
import { restrictionReason } from '@/lib/auth/restriction-reason';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { getConfig } from '@/lib/config/get-config';
import { getCurrentPlanOffer } from '@/lib/payments/current-offer';
import { getMemberPlan } from '@/lib/payments/member-plan';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';
import { todayInJapan } from '@/lib/time/japan-time';

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Home');
  return publicPageMetadata({ path: '/', title: t('metaTitle'), description: t('metaDescription'), searchParams });
}

// The PWA starts here: a signed-in user gets a start page that leads on, a visitor what the plan offers.
export default async function HomePage() {
  const user = await getCurrentUser();
  if (user && restrictionReason(user, todayInJapan()) === 'underAge') return <MinorHome nickname={user.nickname} />;
  if (user) {
    const [index, plan, offer] = await Promise.all([getCatalogueIndex(), getMemberPlan(user.id), getCurrentPlanOffer()]);
    // The same rule as the offline center's: saving days needs what the favourites page needs.
    const today = todayInJapan();
    const canSaveDays = checkPermission({ user, requiredRoles: ['Platinum'], needsAdult: true, needsLogin: true, today }) === 'authorized';
    return <MemberHome nickname={user.nickname} days={index.facets.days} plan={plan} offer={offer} canSaveDays={canSaveDays} today={today} />;
  }
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomePlan />
      <HomeJapaneseSite href={getConfig().baseUrls.webCatalogue} />
    </>
  );
}
