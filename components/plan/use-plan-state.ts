'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { callAction } from '@/components/favorites/call-action';
import type { ActionResult } from '@/lib/errors';
import { fillTemplate } from '@/lib/i18n/message-template';
import { savePlanDayAction } from '@/lib/plan/actions/save-plan-day';
import { applySavedOrder, computeRoute, moveStop, stopsInOrder } from '@/lib/plan/day-route';
import type { PlanDayData, PlanStopData } from '@/lib/plan/plan-day-data';
import { keepRouteForMap } from '@/lib/plan/route-handoff';
import type { VisitStatus } from '@/lib/plan/visit-status';
import { saveVisitMark } from './save-visit-mark';

export type Notice = { kind: 'error' | 'status'; text: string; id: number };

/**
 * The day's plan as the member edits it: stops, settings, entrance and own order, each change shown at
 * once and saved by its server action; a visit mark made offline is queued on the device
 * (`save-visit-mark.ts`).
 */
export function usePlanState(data: PlanDayData, texts: { failed: string; queuedOffline: string; saved: string }) {
  const [stops, setStops] = useState(data.stops);
  const [settings, setSettings] = useState(data.settings);
  const [entrance, setEntrance] = useState(data.entranceHall);
  const [savedOrder, setSavedOrder] = useState(data.savedOrder);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errorMessage = useErrorMessage();

  const route = useMemo(() => computeRoute({ stops, halls: data.halls, settings }, entrance), [stops, data.halls, settings, entrance]);
  const order = useMemo(() => applySavedOrder(route.circleIds, savedOrder), [route, savedOrder]);
  const ordered = useMemo(() => stopsInOrder(stops, order), [stops, order]);

  // The map draws this order when opened from the plan (lib/plan/route-handoff.ts).
  useEffect(() => keepRouteForMap(data.day, order), [data.day, order]);

  const announce = useCallback((kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }), []);
  const report = useCallback(
    (result: ActionResult<unknown>, quiet = true): boolean => {
      if (result.ok) {
        if (!quiet) announce('status', texts.saved);
        return true;
      }
      announce('error', fillTemplate(texts.failed, { reason: errorMessage(result.error.messageKey) }));
      return false;
    },
    [announce, errorMessage, texts.failed, texts.saved],
  );

  const patchStop = useCallback((circleId: number, patch: Partial<PlanStopData>) => setStops((all) => all.map((stop) => (stop.circleId === circleId ? { ...stop, ...patch } : stop))), []);

  const saveDay = useCallback(
    async (entranceHall: string, stopOrder: number[]) => report(await callAction(() => savePlanDayAction({ day: data.day, entranceHall, stopOrder }))),
    [data.day, report],
  );

  const mark = useCallback(
    async (circleId: number, status: VisitStatus) => {
      const before = stops.find((stop) => stop.circleId === circleId)?.visit ?? 'NOT_VISITED';
      patchStop(circleId, { visit: status });
      const outcome = await saveVisitMark(circleId, data.day, status);
      if (outcome.kind === 'queued') announce('status', texts.queuedOffline);
      if (outcome.kind !== 'failed') return;
      patchStop(circleId, { visit: before });
      announce('error', fillTemplate(texts.failed, { reason: errorMessage(outcome.messageKey) }));
    },
    [stops, patchStop, data.day, announce, errorMessage, texts.queuedOffline, texts.failed],
  );

  const move = useCallback(
    (from: number, to: number) => {
      const next = moveStop(order, from, to);
      setSavedOrder(next);
      void saveDay(entrance, next);
    },
    [order, entrance, saveDay],
  );

  const recompute = useCallback(() => {
    setSavedOrder([]);
    void saveDay(entrance, []);
  }, [entrance, saveDay]);

  const chooseEntrance = useCallback(
    (hall: string) => {
      setEntrance(hall);
      void saveDay(hall, savedOrder);
    },
    [savedOrder, saveDay],
  );

  return { stops, ordered, route, settings, setSettings, entrance, ownOrder: savedOrder.length > 0, notice, announce, report, patchStop, mark, move, recompute, chooseEntrance };
}
