import { createHash } from 'node:crypto';
import type { PrismaClient } from '@/lib/db/client';
import { applyChecklistImport, type ImportResult } from './apply-import';
import { planChecklistImport, type ImportPlan, type ImportRequest } from './import-plan';
import { createMatchIndexCache, type MatchIndexCache } from './match-index-cache';

export interface ChecklistImporter {
  preview(request: ImportRequest): Promise<ImportPlan>;
  /** Applies the plan the preview of the same file made, or plans it again when there is none. */
  apply(request: ImportRequest): Promise<ImportResult>;
  /** Builds the event's match index ahead of the first preview, once per process. */
  warm(eventCode: string): Promise<void>;
}

// A preview is applied within minutes or not at all; a plan of a full file holds some megabytes.
const PLAN_TTL_MS = 10 * 60_000;
const MAX_PLANS = 16;

/** Previews' plans by user, event, option and file; plain data, so bundles of one process may share it. */
export type PlanStore = Map<string, { plan: ImportPlan; at: number }>;

function planKey({ userId, eventCode, overwriteExisting, bytes }: ImportRequest): string {
  const digest = createHash('sha256').update(bytes).digest('base64url');
  return `${userId}:${eventCode}:${overwriteExisting ? 1 : 0}:${digest}`;
}

/**
 * Preview and apply for one process. The browser sends the file twice, so the apply step trusts
 * nothing it says; the plan the preview made for the same user, file and option is reused when the
 * catalogue has not changed since (another instance, or a changed catalogue, plans again). A favourite
 * added in between is safe: without the replace option the write leaves existing favourites alone.
 */
export function createChecklistImporter(
  client: PrismaClient,
  cache: MatchIndexCache = createMatchIndexCache(client),
  plans: PlanStore = new Map(),
): ChecklistImporter {
  const warmed = new Set<string>();

  function keep(key: string, kept: { plan: ImportPlan; at: number }): void {
    const now = Date.now();
    for (const [other, { at }] of plans) if (now - at > PLAN_TTL_MS) plans.delete(other);
    plans.delete(key);
    plans.set(key, kept);
    while (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value ?? key);
  }

  async function plan(request: ImportRequest): Promise<ImportPlan> {
    const result = await planChecklistImport(client, cache, request);
    keep(planKey(request), { plan: result, at: Date.now() });
    return result;
  }

  return {
    preview: plan,
    async warm(eventCode) {
      if (warmed.has(eventCode)) return;
      warmed.add(eventCode);
      await cache.get(eventCode);
    },
    async apply(request) {
      const key = planKey(request);
      const kept = plans.get(key);
      plans.delete(key);
      const fresh = kept !== undefined && Date.now() - kept.at <= PLAN_TTL_MS && (await cache.get(request.eventCode)) === kept.plan.catalogue;
      const plan = fresh ? kept.plan : await planChecklistImport(client, cache, request);
      return applyChecklistImport(client, plan, new Date(), request.keep);
    },
  };
}
