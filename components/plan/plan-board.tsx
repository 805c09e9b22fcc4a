'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { formStyles } from '@/components/ui/styles';
import { fillTemplate } from '@/lib/i18n/message-template';
import type { PlanDayData } from '@/lib/plan/plan-day-data';
import { startAwayFromEntrance } from '@/lib/plan/route-start';
import { PlanFileControls } from './plan-file-controls';
import { PlanSettings, type ColourName } from './plan-settings';
import { PlanStopItem } from './plan-stop-item';
import type { PlanTexts } from './plan-texts';
import { usePlanState } from './use-plan-state';

type PlanBoardProps = { data: PlanDayData; texts: PlanTexts; locale: string; colours: readonly ColourName[] };

/** The day's plan: day and entrance, budget and priorities, and the numbered walk. */
export function PlanBoard({ data, texts, locale, colours }: PlanBoardProps) {
  const plan = usePlanState(data, texts);
  const yen = useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' });
    return (amount: number) => format.format(amount);
  }, [locale]);
  // Where the walk really starts, when its first stop is away from the chosen entrance.
  const start = startAwayFromEntrance(plan.ordered, { halls: data.halls, settings: plan.settings }, plan.entrance, plan.ownOrder);
  const hallName = (key: string) => data.halls.find((hall) => hall.key === key)?.name ?? key;
  const shorter = plan.route.placementLength > 0 ? Math.max(0, Math.round((1 - plan.route.length / plan.route.placementLength) * 100)) : 0;

  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">{texts.intro}</p>
      <div className="grid grid-cols-2 gap-3">
        <nav aria-label={texts.day} className="col-span-2 flex flex-wrap gap-2">
          {data.days.map((day) => (
            <Link key={day.day} href={`/plan?day=${day.day}`} aria-current={day.day === data.day ? 'page' : undefined} className="min-h-11 rounded-full border border-primary-700 px-4 py-2 text-sm font-semibold text-primary-700 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white">
              {fillTemplate(texts.dayOption, { day: day.day, weekday: day.label })}
            </Link>
          ))}
        </nav>
        <label className={`${formStyles.label} col-span-2`}>
          {texts.entrance}
          <select className={formStyles.input} value={plan.entrance} onChange={(event) => plan.chooseEntrance(event.target.value)}>
            {data.halls.map((hall) => (
              <option key={hall.key} value={hall.key}>{fillTemplate(texts.entranceOption, { hall: hall.name })}</option>
            ))}
          </select>
        </label>
        {start && (
          <p role="status" className="col-span-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
            {fillTemplate(texts.startsElsewhere, { hall: hallName(start.hallKey), entrance: hallName(plan.entrance), reason: texts.startReason[start.reason] })}{' '}
            <button type="button" className="min-h-11 font-semibold text-primary-700 underline" onClick={() => plan.chooseEntrance(start.hallKey)}>
              {fillTemplate(texts.startThere, { hall: hallName(start.hallKey) })}
            </button>
          </p>
        )}
      </div>

      <PlanSettings stops={plan.stops} settings={plan.settings} colours={colours} texts={texts} yen={yen} onSettings={plan.setSettings} report={plan.report} />

      {plan.notice && (
        <FormMessage key={plan.notice.id} kind={plan.notice.kind === 'error' ? 'error' : 'success'}>
          {plan.notice.text}
        </FormMessage>
      )}

      <section aria-labelledby="plan-route">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="plan-route" className="text-lg font-semibold text-slate-900">{texts.route}</h2>
          {plan.ordered.length > 0 && (
            <div className="flex flex-wrap gap-3 text-sm">
              <Link className="min-h-11 py-2 text-primary-700 underline" href={`/map#/day=Day${data.day}/route=1`}>{texts.showOnMap}</Link>
              <a className="min-h-11 py-2 text-primary-700 underline" href={`/print-type-4?days=${data.day}`}>{texts.print}</a>
            </div>
          )}
        </div>
        {plan.ordered.length === 0 ? (
          <p className="mt-2 text-slate-700">{texts.empty}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              {fillTemplate(texts.routeLength, { metres: Math.round(plan.route.length), shorter })} {texts.dragHint}
            </p>
            {plan.ownOrder && (
              <p className="mt-1 text-sm text-slate-700">
                {texts.ownOrder}{' '}
                <button type="button" className="min-h-11 text-primary-700 underline" onClick={plan.recompute}>{texts.recompute}</button>
              </p>
            )}
            <ol className="mt-3 space-y-3">
              {plan.ordered.map((stop, index) => (
                <PlanStopItem
                  key={stop.circleId}
                  stop={stop}
                  index={index}
                  count={plan.ordered.length}
                  texts={texts}
                  yen={yen}
                  colourHex={colours.find((colour) => colour.n === stop.color)?.hex ?? '#94a3b8'}
                  onMark={(circleId, status) => void plan.mark(circleId, status)}
                  onMove={plan.move}
                  onPatch={plan.patchStop}
                  report={plan.report}
                />
              ))}
            </ol>
          </>
        )}
        <div className="mt-4">
          <PlanFileControls day={data.day} entranceHall={plan.entrance} ordered={plan.ordered} texts={texts} report={plan.report} announce={plan.announce} />
        </div>
      </section>
    </div>
  );
}
