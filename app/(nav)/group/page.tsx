import { getTranslations } from 'next-intl/server';
import { GroupsScreen } from '@/components/groups/groups-screen';
import { PagePlaceholder } from '@/components/shell/page-placeholder';
import { pageContainer } from '@/components/ui/styles';
import { guardPage } from '@/lib/auth/guard-page';
import { mayBuyPlan } from '@/lib/auth/route-access';
import { groupPageViewer } from '@/lib/groups/group-page-viewer';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => routeMetadata('groups');

export default async function GroupsPage() {
  const viewer = await groupPageViewer('GROUPS');
  if (viewer) return <GroupsScreen userId={viewer.userId} />;
  // Without the plan the shell offers it; a member who cannot buy it (under 18) is told when it opens.
  const [{ user }, t] = await Promise.all([guardPage('GROUPS'), getTranslations('Groups')]);
  return (
    <>
      <PagePlaceholder page="groups" />
      {!mayBuyPlan(user, todayInJapan()) && <p className={`${pageContainer} -mt-6 text-slate-700`}>{t('needsPlanFromEighteen')}</p>}
    </>
  );
}
