import { getTranslations } from 'next-intl/server';
import { templateArguments as args } from '@/lib/i18n/message-template';
import { startReasons, type StartReason } from '@/lib/plan/route-start';
import { visitStatuses, type VisitStatus } from '@/lib/plan/visit-status';

/** The plan's strings, formatted on the server; templates keep their `{name}` for the browser to fill. */
export async function planTexts() {
  const [t, images] = await Promise.all([getTranslations('Plan'), getTranslations('ImageViewer')]);
  const plain = ['intro', 'day', 'entrance', 'recompute', 'ownOrder', 'empty', 'route', 'wall', 'shutter', 'wallHint', 'wallInfo', 'shutterInfo', 'pinned', 'pin', 'unpin', 'dragHint', 'works', 'noPrice', 'amount', 'memo', 'queuedOffline', 'saved', 'priorities', 'must', 'want', 'ifTime', 'savePriorities', 'budget', 'planned', 'spent', 'left', 'cap', 'currency', 'rate', 'budgetSettings', 'saveBudget', 'overCap', 'showOnMap', 'print', 'exportJson', 'exportCsv', 'importPlan'] as const;
  return {
    ...(Object.fromEntries(plain.map((key) => [key, t(key)])) as Record<(typeof plain)[number], string>),
    dayOption: t('dayOption', args('day', 'weekday')),
    entranceOption: t('entranceOption', args('hall')),
    startsElsewhere: t('startsElsewhere', args('hall', 'entrance', 'reason')),
    startReason: Object.fromEntries(startReasons.map((reason) => [reason, t(`startReason.${reason}`)])) as Record<StartReason, string>,
    startThere: t('startThere', args('hall')),
    routeLength: t('routeLength', args('metres', 'shorter')),
    stopNumber: t('stopNumber', args('number')),
    menuOf: images('menuOf', args('name')),
    moveUp: t('moveUp', args('name')),
    moveDown: t('moveDown', args('name')),
    visitOf: t('visitOf', args('name')),
    failed: t('failed', args('reason')),
    priorityOf: t('priorityOf', args('colour')),
    approx: t('approx', args('amount')),
    imported: t('imported', args('count')),
    visit: Object.fromEntries(visitStatuses.map((status) => [status, t(`visit.${status}`)])) as Record<VisitStatus, string>,
  };
}

export type PlanTexts = Awaited<ReturnType<typeof planTexts>>;
