'use client';
/* eslint-disable @next/next/no-img-element -- menus and cuts come at their size from the cut store; next/image would add client code for no gain */

import { useState } from 'react';
import { callAction } from '@/components/favorites/call-action';
import { fillTemplate } from '@/lib/i18n/message-template';
import { savePlannedSpendAction } from '@/lib/plan/actions/save-planned-spend';
import { setStopPinnedAction } from '@/lib/plan/actions/set-stop-pinned';
import { plannedSpend } from '@/lib/plan/budget';
import type { PlanStopData } from '@/lib/plan/plan-day-data';
import { visitStatuses, type VisitStatus } from '@/lib/plan/visit-status';
import type { ActionResult } from '@/lib/errors';
import type { PlanTexts } from './plan-texts';
import { RomajiLine } from '@/components/ui/romaji-line';
import { SpaceBadge } from './space-badge';

type StopItemProps = {
  stop: PlanStopData;
  index: number;
  count: number;
  texts: PlanTexts;
  yen: (amount: number) => string;
  colourHex: string;
  onMark: (circleId: number, status: VisitStatus) => void;
  onMove: (from: number, to: number) => void;
  onPatch: (circleId: number, patch: Partial<PlanStopData>) => void;
  report: (result: ActionResult<unknown>) => boolean;
};

const markStyles: Record<VisitStatus, string> = {
  NOT_VISITED: 'aria-pressed:bg-slate-700',
  BOUGHT: 'aria-pressed:bg-primary-700',
  SOLD_OUT: 'aria-pressed:bg-secondary-700',
  SKIPPED: 'aria-pressed:bg-slate-500',
};

/** One numbered stop: where, who, what to buy and for how much, and how the visit went. */
export function PlanStopItem({ stop, index, count, texts, yen, colourHex, onMark, onMove, onPatch, report }: StopItemProps) {
  const [amount, setAmount] = useState(stop.plannedYen === null ? '' : String(stop.plannedYen));
  const number = index + 1;

  const saveSpend = async (workIds: number[], amountYen: number | null) => {
    const before = { plannedWorkIds: stop.plannedWorkIds, plannedYen: stop.plannedYen };
    onPatch(stop.circleId, { plannedWorkIds: workIds, plannedYen: amountYen });
    if (!report(await callAction(() => savePlannedSpendAction({ circleId: stop.circleId, workIds, amountYen })))) onPatch(stop.circleId, before);
  };
  const togglePin = async () => {
    onPatch(stop.circleId, { pinned: !stop.pinned });
    if (!report(await callAction(() => setStopPinnedAction({ circleId: stop.circleId, pinned: !stop.pinned })))) onPatch(stop.circleId, { pinned: stop.pinned });
  };

  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      draggable
      aria-label={fillTemplate(texts.stopNumber, { number })}
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(index))}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData('text/plain'));
        if (Number.isInteger(from)) onMove(from, index);
      }}
    >
      <div className="flex items-start gap-3">
        {stop.picture.url !== '' && (
          // Lazy, and sized by its attributes so that the list never moves when it arrives.
          <img
            src={stop.picture.url}
            alt={stop.picture.menu ? stop.picture.alt || fillTemplate(texts.menuOf, { name: stop.name }) : ''}
            width={42}
            height={60}
            loading="lazy"
            decoding="async"
            className="h-[60px] w-[42px] shrink-0 rounded-sm border border-slate-200 bg-white object-contain"
          />
        )}
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full text-base font-bold text-white" style={{ backgroundColor: '#334155', boxShadow: `0 0 0 3px ${colourHex}` }} aria-hidden>
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-mono text-sm text-slate-700">
            {stop.space}
            {stop.wall && <SpaceBadge label={stop.shutter ? texts.shutter : texts.wall} explanation={stop.shutter ? texts.shutterInfo : texts.wallInfo} />}
            {stop.pinned && <span className="ml-2 rounded bg-primary-100 px-1.5 py-0.5 text-xs font-semibold text-primary-900">{texts.pinned}</span>}
          </p>
          <h3 className="font-semibold break-words text-slate-900">{stop.name}</h3>
          <RomajiLine romaji={stop.romaji} size="text-xs" />
          {stop.memo && <p className="text-sm whitespace-pre-wrap text-slate-700"><span className="sr-only">{texts.memo}: </span>{stop.memo}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <button type="button" className="size-11 rounded border border-slate-300 text-lg disabled:opacity-40" disabled={index === 0} aria-label={fillTemplate(texts.moveUp, { name: stop.name })} onClick={() => onMove(index, index - 1)}>↑</button>
          <button type="button" className="size-11 rounded border border-slate-300 text-lg disabled:opacity-40" disabled={index === count - 1} aria-label={fillTemplate(texts.moveDown, { name: stop.name })} onClick={() => onMove(index, index + 1)}>↓</button>
        </div>
      </div>

      <div role="group" aria-label={fillTemplate(texts.visitOf, { name: stop.name })} className="mt-2 grid grid-cols-4 gap-1">
        {visitStatuses.map((status) => (
          <button key={status} type="button" aria-pressed={stop.visit === status} onClick={() => onMark(stop.circleId, status)} className={`min-h-11 rounded border border-slate-300 px-1 text-xs font-semibold text-slate-800 aria-pressed:text-white ${markStyles[status]}`}>
            {texts.visit[status]}
          </button>
        ))}
      </div>

      <details className="mt-2 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-slate-800">
          {texts.works} · {texts.planned} {yen(plannedSpend(stop))}
        </summary>
        <ul className="space-y-1">
          {stop.works.map((work) => (
            <li key={work.id}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 accent-primary-700"
                  checked={stop.plannedWorkIds.includes(work.id)}
                  onChange={(event) => void saveSpend(event.target.checked ? [...stop.plannedWorkIds, work.id] : stop.plannedWorkIds.filter((id) => id !== work.id), stop.plannedYen)}
                />
                <span className="flex-1">{work.title}</span>
                <span className="tabular-nums">{work.priceYen === null ? texts.noPrice : yen(work.priceYen)}</span>
              </label>
            </li>
          ))}
        </ul>
        <label className="mt-2 block">
          {texts.amount}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => void saveSpend(stop.plannedWorkIds, amount.trim() === '' ? null : Number(amount))}
          />
        </label>
        <button type="button" className="mt-2 min-h-11 text-primary-700 underline" onClick={() => void togglePin()}>
          {stop.pinned ? texts.unpin : texts.pin}
        </button>
      </details>
    </li>
  );
}
