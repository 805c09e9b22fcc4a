/// <reference lib="webworker" />
import type { RuntimeCaching } from 'serwist';
import { isStorableMemo, normalizeMemo } from '@/lib/favorites/limits';
import { parseRouteId } from '@/lib/catalogue/route-id';
import { listOwnedFavorites, listPending, QueueOwnerError, readQueueOwner, recordEdit } from '@/lib/offline/device/device-store';
import { mayShowQueue, readDeviceOwner } from '@/lib/offline/device/device-owner';
import { memberLocale } from '@/lib/offline/service-worker/sw-offline-answer';
import { renderOfflineCirclePage } from '@/lib/offline-search/service-worker/offline-circle-page';
import { deviceCirclePage } from '@/lib/offline-search/offline-list-rows';
import { decodeSnapshotColumns, type CatalogueSnapshot, type SnapshotFacets, type SnapshotLanguage } from '@/lib/offline-search/snapshot-format';
import type { SnapshotRow } from '@/lib/offline-search/snapshot-rows';
import { readOwnedSnapshotInfo, readSnapshotJson } from '@/lib/offline-search/device/snapshot-store';

// Service-worker side of a circle's page offline: any circle of the catalogue on the device (decision
// 027), not only those saved with the event days. The device holds only the variant the member may see,
// and only the device owner's copy is opened (lib/offline/device/device-owner.ts). The memo form posts back to the page's address; the worker queues
// the edit like the event-day editor and answers with the page again.

declare const self: ServiceWorkerGlobalScope;

type DecodedCatalogue = { hash: string; language?: SnapshotLanguage; facets: SnapshotFacets; rows: Map<number, SnapshotRow> };

// Decoding the whole catalogue takes a moment; the worker keeps it while it lives, for the next circle.
let decoded: Promise<DecodedCatalogue | undefined> | undefined;

const CIRCLE_PATH = /^\/circle\/([^/]+)$/;

/** The circle a page address names, or null for any other page. */
export function circlePageId(url: URL): number | null {
  const segment = CIRCLE_PATH.exec(url.pathname)?.[1];
  return segment === undefined ? null : parseRouteId(segment);
}

async function decode(hash: string): Promise<DecodedCatalogue | undefined> {
  const json = await readSnapshotJson();
  if (json === undefined) return undefined;
  const snapshot = JSON.parse(json) as CatalogueSnapshot;
  const rows = decodeSnapshotColumns(snapshot.columns);
  const language = snapshot.language;
  return { hash, ...(language && { language }), facets: snapshot.facets, rows: new Map(rows.map((row) => [row.id, row])) };
}

async function deviceCatalogue(): Promise<DecodedCatalogue | undefined> {
  const info = await readOwnedSnapshotInfo().catch(() => undefined);
  if (!info) return undefined;
  const held = await decoded?.catch(() => undefined);
  // A copy saved again since (another hash) is decoded afresh.
  if (held?.hash !== info.hash) decoded = decode(info.hash);
  return decoded?.catch(() => undefined);
}

/** The memo the device holds for the circle, of the device owner's waiting edits or saved favourites only. */
async function deviceMemo(circleId: number): Promise<{ memo: string; waiting: boolean }> {
  const [owner, queueOwner, pending, favorites] = await Promise.all([
    readDeviceOwner(),
    readQueueOwner().catch(() => undefined),
    listPending().catch(() => []),
    listOwnedFavorites().catch(() => []),
  ]);
  const queued = mayShowQueue(owner, queueOwner) ? pending.find((change) => change.circleId === circleId)?.memo : undefined;
  if (queued) return { memo: queued.value, waiting: true };
  return { memo: favorites.find((favorite) => favorite.circleId === circleId)?.memo ?? '', waiting: false };
}

type RefusedMemo = { memo: string; reason: 'invalid' | 'queueOfAnother' };

/**
 * The circle's page from the catalogue on the device, or undefined when the device holds no catalogue or
 * the circle is not in it (the offline page answers then). `refused` carries a memo the form posted that
 * could not be kept, shown again with the reason.
 */
export async function offlineCirclePage(request: Request, refused?: RefusedMemo): Promise<Response | undefined> {
  const url = new URL(request.url);
  const id = circlePageId(url);
  if (id === null) return undefined;
  const catalogue = await deviceCatalogue();
  if (!catalogue) return undefined;
  const locale = await memberLocale(url);
  const circle = deviceCirclePage(catalogue, id, locale);
  if (!circle) return undefined;
  const memo = await deviceMemo(id);
  const html = renderOfflineCirclePage(locale, {
    circle,
    memo: refused?.memo ?? memo.memo,
    memoWaiting: memo.waiting,
    memoRefused: refused?.reason,
    formAction: `${url.pathname}${url.search}`,
  });
  return new Response(html, { status: refused === undefined ? 200 : 422, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The worker's route for the memo form of the offline circle page. */
export const offlineMemoRoute: RuntimeCaching = {
  matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && circlePageId(url) !== null,
  method: 'POST',
  handler: keepOfflineMemo,
};

/**
 * The memo form of the offline circle page. Only a form of this site's own pages is taken: a page
 * elsewhere posting here would otherwise queue an edit sent later with the member's session. Anything
 * else goes to the network as it came.
 */
async function keepOfflineMemo({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url);
  const id = circlePageId(url);
  const referrer = URL.canParse(request.referrer) ? new URL(request.referrer) : null;
  // The page is the catalogue's member's, who must be the device owner: the edit is theirs.
  const owner = (await readOwnedSnapshotInfo().catch(() => undefined))?.userId;
  if (id === null || referrer?.origin !== self.location.origin || owner === undefined) return fetch(request);
  const form = await request.formData().catch(() => undefined);
  const posted = form?.get('memo');
  const memo = typeof posted === 'string' ? normalizeMemo(posted) : '';
  const refuse = async (reason: RefusedMemo['reason']) => (await offlineCirclePage(request, { memo, reason })) ?? Response.redirect(url.href, 303);
  if (typeof posted !== 'string' || !isStorableMemo(memo)) return refuse('invalid');
  try {
    await recordEdit(id, { memo }, owner);
  } catch (error) {
    if (error instanceof QueueOwnerError) return refuse('queueOfAnother');
    throw error;
  }
  // After a post, the page is asked for again: a reload then repeats the reading, not the edit.
  return Response.redirect(url.href, 303);
}
