/* eslint-disable @next/next/no-img-element -- thumbnails come converted at their size from the cut store; next/image would add client code for no gain */
import { getTranslations } from 'next-intl/server';
import { formStyles } from '@/components/ui/styles';
import { assignCircleAction } from '@/lib/groups/actions/assign-circle';
import { markStatuses } from '@/lib/groups/group-limits';
import type { GroupCircle, GroupMemberView } from '@/lib/groups/group-view';
import { GroupActionForm } from './group-action-form';

/** One wanted circle: who wants what, the totals, who buys, and the mark buttons of each item. */
export async function GroupCircleCard({ groupId, circle, members, yen }: { groupId: string; circle: GroupCircle; members: GroupMemberView[]; yen: (amount: number) => string }) {
  const [t, images] = await Promise.all([getTranslations('Groups'), getTranslations('ImageViewer')]);
  const name = new Map(members.map((m) => [m.userId, m.nickname]));
  return (
    <li className="rounded-lg border border-slate-200 p-3" aria-label={circle.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex items-center gap-2">
          {circle.thumb && (
            // Lazy and sized by its attributes, in a 42 × 60 box, so that the list never moves when it arrives.
            <img
              src={circle.thumb.url}
              alt={circle.thumb.alt || images('thumbnailOf', { name: circle.name })}
              width={42}
              height={60}
              loading="lazy"
              decoding="async"
              className="h-[60px] w-[42px] shrink-0 rounded-sm border border-slate-200 bg-white object-contain"
            />
          )}
          <h3 className="font-semibold">
            <a href={`/circle/${circle.circleId}`}>{circle.name}</a>
          </h3>
        </div>
        <span className="text-sm text-slate-600">{circle.space}</span>
      </div>
      <p className="text-sm text-slate-600">
        {t('wantedBy')}: {circle.wantedBy} · {t('total')}: {circle.quantity} · {yen(circle.yen)}
      </p>
      {circle.sharedMemos.map((memo) => (
        <p key={memo.userId} className="mt-1 rounded bg-slate-50 p-2 text-sm">
          <span className="font-medium">{t('sharedMemo', { name: name.get(memo.userId) ?? '' })}:</span> {memo.memo}
        </p>
      ))}
      <ul className="mt-2 space-y-2">
        {circle.items.map((item) => (
          <li key={item.item} className="border-t border-slate-100 pt-2">
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <span className="font-medium">{item.title}</span>
              <span>
                ×{item.quantity} · {item.mark?.priceYen != null ? yen(item.mark.priceYen) : item.unitYen != null ? yen(item.unitYen) : '—'}
              </span>
            </div>
            <p className="text-xs text-slate-600">{item.wants.map((w) => `${name.get(w.userId) ?? ''} ×${w.quantity}`).join(', ')}</p>
            <div className="mt-1 flex flex-wrap gap-1" role="group" aria-label={item.title}>
              {markStatuses.map((status) => (
                <button
                  key={status}
                  type="button"
                  data-group-mark={status}
                  data-item={item.item}
                  aria-pressed={(item.mark?.status ?? 'NOT_VISITED') === status}
                  className="min-h-10 rounded-md border border-slate-300 px-2 text-sm aria-pressed:border-primary-700 aria-pressed:bg-primary-700 aria-pressed:text-white"
                >
                  {t(`status.${status}`)}
                </button>
              ))}
            </div>
            {item.mark && item.mark.status !== 'NOT_VISITED' && <p className="text-xs text-slate-600">{t('markedBy', { name: name.get(item.mark.markedById) ?? '' })}</p>}
          </li>
        ))}
      </ul>
      <GroupActionForm action={assignCircleAction} submit={t('assign')} pending={t('saving')} className="mt-2 flex flex-wrap items-end gap-2" buttonClass="min-h-10 rounded-md border border-primary-700 px-3 text-sm font-semibold text-primary-700">
        <input type="hidden" name="groupId" value={groupId} />
        <input type="hidden" name="circleId" value={circle.circleId} />
        <label className="min-w-0 flex-1 text-sm">
          <span className={formStyles.label}>{t('buyer')}</span>
          <select name="buyerId" defaultValue={circle.buyerId ?? ''} className={formStyles.input}>
            <option value="">{t('nobody')}</option>
            {members.map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.nickname}
              </option>
            ))}
          </select>
        </label>
      </GroupActionForm>
    </li>
  );
}
