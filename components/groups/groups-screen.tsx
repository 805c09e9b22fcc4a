import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles, formStyles, pageContainer } from '@/components/ui/styles';
import { createGroupAction } from '@/lib/groups/actions/create-group';
import { listGroups } from '@/lib/groups/group-edits';
import { MAX_GROUP_NAME } from '@/lib/groups/group-limits';
import { GroupActionForm } from './group-action-form';

/** `/group`: the member's groups for this event and a form to start one. */
export async function GroupsScreen({ userId }: { userId: string }) {
  const [t, routes, groups] = await Promise.all([getTranslations('Groups'), getTranslations('Routes'), listGroups(userId)]);
  return (
    <div className={pageContainer}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('groups')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {groups.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {groups.map((group) => (
            <li key={group.id}>
              <Link href={`/group/${group.id}`} className="flex min-h-12 items-center justify-between gap-3 px-4 py-3">
                <span className="font-semibold">{group.name}</span>
                <span className="text-sm text-slate-600">
                  {t('members', { count: group.memberCount })}
                  {group.isOwner && ` · ${t('owner')}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section className="mt-8" aria-labelledby="create-group">
        <h2 id="create-group" className="text-lg font-semibold">
          {t('create')}
        </h2>
        <GroupActionForm action={createGroupAction} submit={t('create')} pending={t('creating')} after="group" className="mt-2 flex flex-wrap items-end gap-2" buttonClass={buttonStyles.primary}>
          <label className="min-w-0 flex-1">
            <span className={formStyles.label}>{t('name')}</span>
            <input name="name" required maxLength={MAX_GROUP_NAME} className={formStyles.input} />
          </label>
        </GroupActionForm>
      </section>
    </div>
  );
}
