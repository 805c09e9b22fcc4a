import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles, pageContainer } from '@/components/ui/styles';
import { applySplitAction } from '@/lib/groups/actions/apply-split';
import { leaveGroupAction } from '@/lib/groups/actions/leave-group';
import { removeMemberAction } from '@/lib/groups/actions/remove-member';
import { revokeInviteAction } from '@/lib/groups/actions/revoke-invite';
import { listOpenInvites } from '@/lib/groups/invites';
import { loadMyRoute } from '@/lib/groups/apply-split';
import { loadGroupView, type GroupPageViewer } from '@/lib/groups/group-view';
import { GroupActionForm } from './group-action-form';
import { GroupCircleCard } from './group-circle-card';
import { GroupLive } from './group-live';
import { InviteLink } from './invite-link';

/** `/group/:groupId`: the group as one member sees it, live. */
export async function GroupScreen({ viewer, groupId }: { viewer: GroupPageViewer; groupId: string }) {
  const [t, group, route, invites] = await Promise.all([getTranslations('Groups'), loadGroupView(viewer, groupId), loadMyRoute(viewer, groupId), listOpenInvites(viewer.userId, groupId)]);
  const date = new Intl.DateTimeFormat(viewer.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });
  const format = new Intl.NumberFormat(viewer.locale, { style: 'currency', currency: 'JPY' });
  const yen = (amount: number) => format.format(amount);
  const circleName = new Map(group.circles.map((c) => [c.circleId, `${c.name} (${c.space})`]));
  return (
    <div className={pageContainer}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{group.name}</h1>
        <GroupLive groupId={group.id} version={group.version} text={{ pending: t('pending', { count: '{count}' }), live: t('live'), polling: t('livePolling') }} />
      </div>
      <nav className="mt-2 flex flex-wrap gap-3 text-sm">
        <Link href={`/group/${group.id}/settle`} className="font-semibold">
          {t('settle')}
        </Link>
        <Link href="/group">{t('open')}: {t('members', { count: group.members.length })}</Link>
      </nav>

      <section className="mt-4" aria-labelledby="group-members">
        <h2 id="group-members" className="sr-only">
          {t('members', { count: group.members.length })}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {group.members.map((member) => (
            <li key={member.userId} className="flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm">
              {member.nickname}
              {member.isOwner && <span className="text-xs text-slate-600">{t('owner')}</span>}
              {group.isOwner && !member.isOwner && (
                <GroupActionForm action={removeMemberAction} submit={t('remove')} pending={t('saving')} buttonClass="text-xs text-secondary-700 underline">
                  <input type="hidden" name="groupId" value={group.id} />
                  <input type="hidden" name="userId" value={member.userId} />
                </GroupActionForm>
              )}
            </li>
          ))}
        </ul>
        {group.isOwner && group.members.length > 1 && <p className="mt-2 text-sm text-slate-600">{t('removeHint')}</p>}
        {group.isOwner && (
          <div className="mt-3">
            <InviteLink
              groupId={group.id}
              hasOpenLinks={invites.length > 0}
              buttonClass={buttonStyles.outline}
              text={{ newInvite: t('newInvite'), replace: t('replaceInvite'), replaceHint: t('replaceInviteHint'), copy: t('copy'), copied: t('copied'), hint: t('inviteHint'), label: t('invite') }}
            />
            {invites.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm" aria-label={t('openInvites')}>
                {invites.map((invite) => (
                  <li key={invite.inviteId} className="flex flex-wrap items-center gap-2">
                    {t('inviteUntil', { expiry: date.format(invite.expiresAt) })}
                    <GroupActionForm action={revokeInviteAction} submit={t('revoke')} pending={t('saving')} buttonClass="text-xs text-secondary-700 underline">
                      <input type="hidden" name="groupId" value={group.id} />
                      <input type="hidden" name="inviteId" value={invite.inviteId} />
                    </GroupActionForm>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>

      {route.length > 0 ? (
        route.map(({ day, circleIds }) => (
          <section key={day} className="mt-6" aria-labelledby={`my-route-${day}`}>
            <h2 id={`my-route-${day}`} className="text-lg font-semibold">
              {t('yourRoute', { day })}
            </h2>
            <ol className="mt-1 list-decimal pl-6 text-sm">
              {circleIds.map((id) => (
                <li key={id}>{circleName.get(id)}</li>
              ))}
            </ol>
          </section>
        ))
      ) : (
        <p className="mt-6 text-sm text-slate-600">{t('noRoute')}</p>
      )}

      <section className="mt-6" aria-labelledby="group-wanted">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="group-wanted" className="text-lg font-semibold">
            {t('wanted')}
          </h2>
          {group.circles.length > 0 && (
            <GroupActionForm action={applySplitAction} submit={t('split')} pending={t('saving')} buttonClass={buttonStyles.primary}>
              <input type="hidden" name="groupId" value={group.id} />
            </GroupActionForm>
          )}
        </div>
        {group.circles.length > 0 && <p className="text-sm text-slate-600">{t('splitHint')}</p>}
        {group.hiddenCircles > 0 && <p className="mt-1 text-sm text-slate-600">{t('hidden', { count: group.hiddenCircles })}</p>}
        {group.circles.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('noWants')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {group.circles.map((circle) => (
              <GroupCircleCard key={circle.circleId} groupId={group.id} circle={circle} members={group.members} yen={yen} />
            ))}
          </ul>
        )}
      </section>

      <GroupActionForm action={leaveGroupAction} submit={t('leave')} pending={t('saving')} after="list" confirm={t('confirmLeave')} className="mt-8" buttonClass="text-sm text-secondary-700 underline">
        <input type="hidden" name="groupId" value={group.id} />
      </GroupActionForm>
    </div>
  );
}
