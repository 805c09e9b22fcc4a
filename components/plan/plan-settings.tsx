'use client';

import { useState } from 'react';
import { callAction } from '@/components/favorites/call-action';
import { formStyles, buttonStyles } from '@/components/ui/styles';
import type { ActionResult } from '@/lib/errors';
import { fillTemplate } from '@/lib/i18n/message-template';
import { saveBudgetAction } from '@/lib/plan/actions/save-budget';
import { savePrioritiesAction } from '@/lib/plan/actions/save-priorities';
import { budgetTotals, inOwnCurrency } from '@/lib/plan/budget';
import { priorityOfColour } from '@/lib/plan/day-route';
import type { PlanSettingsData, PlanStopData } from '@/lib/plan/plan-day-data';
import { priorityClasses, type PriorityClass } from '@/lib/plan/priorities';
import type { PlanTexts } from './plan-texts';

export type ColourName = { n: number; hex: string; name: string };

type SettingsProps = {
  stops: readonly PlanStopData[];
  settings: PlanSettingsData;
  colours: readonly ColourName[];
  texts: PlanTexts;
  yen: (amount: number) => string;
  onSettings: (settings: PlanSettingsData) => void;
  report: (result: ActionResult<unknown>, quiet?: boolean) => boolean;
};

/** Which colours come first, and the day's money: planned, spent and left against the cap. */
export function PlanSettings({ stops, settings, colours, texts, yen, onSettings, report }: SettingsProps) {
  // Colour 0 is a group's circle the member did not mark: it has no priority of its own to set.
  const used = [...new Set([...stops.map((stop) => stop.color).filter((colour) => colour > 0), ...settings.labelledColours])].sort((a, b) => a - b);
  const priorityOf = priorityOfColour(settings);
  const [choice, setChoice] = useState(() => new Map(used.map((colour) => [colour, priorityOf(colour)])));
  const [cap, setCap] = useState(settings.capYen === null ? '' : String(settings.capYen));
  const [currency, setCurrency] = useState(settings.currencyCode ?? '');
  const [rate, setRate] = useState(settings.yenPerUnit === null ? '' : String(settings.yenPerUnit));
  const totals = budgetTotals(stops, settings.capYen);
  const own = (amount: number) => (settings.currencyCode && settings.yenPerUnit ? ` (${fillTemplate(texts.approx, { amount: `${inOwnCurrency(amount, settings.yenPerUnit)} ${settings.currencyCode}` })})` : '');

  const savePriorities = async () => {
    const priorities = Object.fromEntries(priorityClasses.map((priority) => [priority, used.filter((colour) => choice.get(colour) === priority)])) as Record<PriorityClass, number[]>;
    if (report(await callAction(() => savePrioritiesAction(priorities)), false)) onSettings({ ...settings, priorities });
  };
  const saveBudget = async () => {
    const input = { capYen: cap.trim() === '' ? null : Number(cap), currencyCode: currency, yenPerUnit: rate.trim() === '' ? null : Number(rate) };
    const result = await callAction(() => saveBudgetAction(input));
    if (report(result, false) && result.ok) onSettings({ ...settings, ...result.data });
  };

  return (
    <div className="space-y-3">
      <section aria-labelledby="plan-budget" className="rounded-lg border border-slate-200 bg-white p-3">
        <h2 id="plan-budget" className="font-semibold text-slate-900">{texts.budget}</h2>
        <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
          <div><dt className="text-slate-600">{texts.planned}</dt><dd className="font-semibold tabular-nums" data-testid="budget-planned">{yen(totals.planned)}{own(totals.planned)}</dd></div>
          <div><dt className="text-slate-600">{texts.spent}</dt><dd className="font-semibold tabular-nums" data-testid="budget-spent">{yen(totals.spent)}{own(totals.spent)}</dd></div>
          {totals.left !== null && (
            <div><dt className="text-slate-600">{texts.left}</dt><dd className={`font-semibold tabular-nums ${totals.left < 0 ? 'text-secondary-700' : ''}`} data-testid="budget-left">{yen(totals.left)}{own(totals.left)}{totals.left < 0 && <span className="block text-xs">{texts.overCap}</span>}</dd></div>
          )}
        </dl>
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 text-sm text-primary-700">{texts.budgetSettings}</summary>
          <label className={formStyles.label}>{texts.cap}<input className={formStyles.input} type="number" inputMode="numeric" min={0} value={cap} onChange={(e) => setCap(e.target.value)} /></label>
          <label className={`${formStyles.label} mt-2`}>{texts.currency}<input className={formStyles.input} value={currency} maxLength={3} autoCapitalize="characters" onChange={(e) => setCurrency(e.target.value)} /></label>
          <label className={`${formStyles.label} mt-2`}>{texts.rate}<input className={formStyles.input} type="number" inputMode="decimal" min={0} step="any" value={rate} onChange={(e) => setRate(e.target.value)} /></label>
          <button type="button" className={`${buttonStyles.outline} mt-2`} onClick={() => void saveBudget()}>{texts.saveBudget}</button>
        </details>
      </section>

      <details className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">{texts.priorities}</summary>
        <p className={formStyles.hint}>{texts.wallHint}</p>
        <ul className="mt-2 space-y-2">
          {used.map((colour) => {
            const named = colours.find((c) => c.n === colour);
            return (
              <li key={colour} className="flex items-center gap-2">
                <span className="size-4 shrink-0 rounded-full border border-slate-400" style={{ backgroundColor: named?.hex }} aria-hidden />
                <label className="flex flex-1 items-center justify-between gap-2 text-sm">
                  <span>{named?.name ?? colour}</span>
                  <select
                    className="min-h-11 rounded border border-slate-300 px-2"
                    aria-label={fillTemplate(texts.priorityOf, { colour: named?.name ?? String(colour) })}
                    value={choice.get(colour) ?? 'ifTime'}
                    onChange={(event) => setChoice(new Map(choice).set(colour, event.target.value as PriorityClass))}
                  >
                    {priorityClasses.map((priority) => <option key={priority} value={priority}>{texts[priority]}</option>)}
                  </select>
                </label>
              </li>
            );
          })}
        </ul>
        <button type="button" className={`${buttonStyles.outline} mt-2`} onClick={() => void savePriorities()}>{texts.savePriorities}</button>
      </details>
    </div>
  );
}
