import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles, pageContainer } from '@/components/ui/styles';
import { acceptInviteAction } from '@/lib/groups/actions/accept-invite';
import type { InvitePreview } from '@/lib/groups/invites';
import { GroupActionForm } from './group-action-form';

/** `/group-invite/:token`: all a non-member sees of a group: its name, its owner and its size. */
export async function InviteScreen({ token, preview, hasPlan, mayBuyPlan }: { token: string; preview: InvitePreview | null; hasPlan: boolean; mayBuyPlan: boolean }) {
  const [t, errors] = await Promise.all([getTranslations('Groups'), getTranslations('Errors.groups')]);
  return (
    <div className={pageContainer}>
      {preview === null ? (
        <p role="alert" className="text-slate-800">
          {errors('inviteInvalid')}
        </p>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('inviteTitle', { group: preview.groupName })}</h1>
          <p className="mt-2 text-slate-700">{t('inviteBy', { owner: preview.ownerNickname, count: preview.memberCount })}</p>
          {preview.alreadyMember && preview.groupId ? (
            <p className="mt-4">
              {t('alreadyMember')}{' '}
              <Link href={`/group/${preview.groupId}`} className="font-semibold">
                {t('toGroup')}
              </Link>
            </p>
          ) : hasPlan ? (
            <GroupActionForm action={acceptInviteAction} submit={t('join')} pending={t('joining')} after="group" className="mt-4" buttonClass={buttonStyles.primary}>
              <input type="hidden" name="token" value={token} />
            </GroupActionForm>
          ) : mayBuyPlan ? (
            // What to do first, and the way to do it: joining comes after the plan.
            <p className="mt-4">
              {t('needsPlan')}{' '}
              <Link href="/pay" className="inline-flex min-h-11 items-center font-semibold">
                {t('getPlan')}
              </Link>
            </p>
          ) : (
            <p className="mt-4">{t('needsPlanFromEighteen')}</p>
          )}
        </>
      )}
    </div>
  );
}
