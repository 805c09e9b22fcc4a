'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import { callAction } from '@/components/favorites/call-action';
import type { ActionResult } from '@/lib/errors';
import { fillTemplate } from '@/lib/i18n/message-template';
import { importPlanFileAction } from '@/lib/plan/actions/import-plan-file';
import type { PlanStopData } from '@/lib/plan/plan-day-data';
import { planFile, planToCsv, planToJson } from '@/lib/plan/plan-file';
import type { PlanTexts } from './plan-texts';

type FileControlsProps = {
  day: number;
  entranceHall: string;
  ordered: readonly PlanStopData[];
  texts: PlanTexts;
  report: (result: ActionResult<unknown>, quiet?: boolean) => boolean;
  announce: (kind: 'error' | 'status', text: string) => void;
};

function download(name: string, type: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** The plan as a JSON or CSV download, made in the browser from what the page shows, and its import. */
export function PlanFileControls({ day, entranceHall, ordered, texts, report, announce }: FileControlsProps) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const file = () => planFile(day, entranceHall, ordered);

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    const result = await callAction(() => importPlanFileAction({ text }));
    if (input.current) input.current.value = '';
    if (!report(result) || !result.ok) return;
    announce('status', fillTemplate(texts.imported, { count: result.data.imported }));
    router.push(`/plan?day=${result.data.day}`);
    router.refresh();
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <button type="button" className="min-h-11 text-primary-700 underline" onClick={() => download(`plan-day${day}.json`, 'application/json', planToJson(file()))}>
        {texts.exportJson}
      </button>
      <button type="button" className="min-h-11 text-primary-700 underline" onClick={() => download(`plan-day${day}.csv`, 'text/csv', planToCsv(file()))}>
        {texts.exportCsv}
      </button>
      <label className="min-h-11 cursor-pointer py-2 text-primary-700 underline">
        {texts.importPlan}
        <input ref={input} type="file" accept=".json,.csv,application/json,text/csv" className="sr-only" onChange={(event) => void importFile(event.target.files?.[0])} />
      </label>
    </div>
  );
}
