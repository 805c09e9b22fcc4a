import { InviteScreen } from '@/components/groups/invite-screen';
import { guardPage } from '@/lib/auth/guard-page';
import { mayBuyPlan } from '@/lib/auth/route-access';
import { readInviteOrNull } from '@/lib/groups/invites';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => routeMetadata('groupInvite');

export default async function GroupInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { user } = await guardPage('GROUP_INVITE');
  const { token } = await params;
  return <InviteScreen token={token} preview={await readInviteOrNull(user.id, token)} hasPlan={user.roles.includes('Platinum')} mayBuyPlan={mayBuyPlan(user, todayInJapan())} />;
}
