import { getTranslations } from 'next-intl/server';
import { formStyles, pageContainer } from '@/components/ui/styles';
import { setWantAction } from '@/lib/groups/actions/set-want';
import { shareMemoAction } from '@/lib/groups/actions/share-memo';
import { MAX_LINE_LABEL, MAX_LINE_YEN, MAX_WANT_QUANTITY } from '@/lib/groups/group-limits';
import { loadCircleWants } from '@/lib/groups/wants';
import { GroupActionForm } from './group-action-form';

const smallButton = 'min-h-10 rounded-md border border-primary-700 px-3 text-sm font-semibold text-primary-700';

/** On a circle's page: for each of the member's groups, which works they want from it and how many. */
export async function CircleWantPanel({ userId, circleId, works }: { userId: string; circleId: number; works: { id: number; title: string; priceYen: number | null }[] }) {
  const { groups, hasMemo } = await loadCircleWants(userId, circleId);
  if (groups.length === 0) return null;
  const t = await getTranslations('Groups');
  return (
    <section className={pageContainer} aria-labelledby="circle-want-panel">
      <h2 id="circle-want-panel" className="text-lg font-semibold">
        {t('addWant')}
      </h2>
      {groups.map((group) => (
        <div key={group.groupId} className="mt-3 rounded-lg border border-slate-200 p-3">
          <h3 className="font-semibold">{t('wantIn', { group: group.name })}</h3>
          {group.wants.length > 0 && (
            <ul className="mt-1 text-sm text-slate-700">
              {group.wants.map((want, index) => (
                <li key={index}>
                  {want.workId === null ? want.label : (works.find((w) => w.id === want.workId)?.title ?? '')} ×{want.quantity}
                </li>
              ))}
            </ul>
          )}
          {works.length > 0 && (
            <GroupActionForm action={setWantAction} submit={t('save')} pending={t('saving')} className="mt-2 flex flex-wrap items-end gap-2" buttonClass={smallButton}>
              <input type="hidden" name="groupId" value={group.groupId} />
              <input type="hidden" name="circleId" value={circleId} />
              <label className="min-w-0 flex-1 text-sm">
                <span className={formStyles.label}>{t('item')}</span>
                <select name="workId" className={formStyles.input}>
                  {works.map((work) => (
                    <option key={work.id} value={work.id}>
                      {work.title}
                      {work.priceYen != null ? ` (¥${work.priceYen})` : ''}
                    </option>
                  ))}
                </select>
              </label>
              <label className="w-20 text-sm">
                <span className={formStyles.label}>{t('quantity')}</span>
                <input name="quantity" type="number" inputMode="numeric" min={0} max={MAX_WANT_QUANTITY} defaultValue={1} className={formStyles.input} />
              </label>
            </GroupActionForm>
          )}
          <GroupActionForm action={setWantAction} submit={t('addFree')} pending={t('saving')} className="mt-2 flex flex-wrap items-end gap-2" buttonClass={smallButton}>
            <input type="hidden" name="groupId" value={group.groupId} />
            <input type="hidden" name="circleId" value={circleId} />
            <label className="min-w-0 flex-1 text-sm">
              <span className={formStyles.label}>{t('free')}</span>
              <input name="label" required maxLength={MAX_LINE_LABEL} className={formStyles.input} />
            </label>
            <label className="w-28 text-sm">
              <span className={formStyles.label}>{t('amount')}</span>
              <input name="amountYen" type="number" inputMode="numeric" min={0} max={MAX_LINE_YEN} required className={formStyles.input} />
            </label>
            <label className="w-20 text-sm">
              <span className={formStyles.label}>{t('quantity')}</span>
              <input name="quantity" type="number" inputMode="numeric" min={1} max={MAX_WANT_QUANTITY} defaultValue={1} className={formStyles.input} />
            </label>
          </GroupActionForm>
          {hasMemo && (
            <GroupActionForm action={shareMemoAction} submit={group.memoShared ? t('unshareMemo') : t('shareMemo')} pending={t('saving')} className="mt-2" buttonClass="text-sm text-primary-700 underline">
              <input type="hidden" name="groupId" value={group.groupId} />
              <input type="hidden" name="circleId" value={circleId} />
              <input type="hidden" name="shared" value={String(!group.memoShared)} />
            </GroupActionForm>
          )}
        </div>
      ))}
    </section>
  );
}
