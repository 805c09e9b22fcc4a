import 'server-only';
import { z } from 'zod';
import { requirePlan } from '@/lib/auth/guards';
import { getConfig } from '@/lib/config/get-config';
import { db } from '@/lib/db';
import { AppError, errorResponse, parseOrThrow } from '@/lib/errors';
import { isCrossSiteOrigin } from '@/lib/http/own-origin';
import packageJson from '@/package.json';
import { createChecklistImporter, type ChecklistImporter, type PlanStore } from './checklist-importer';
import { isChecklistError } from './errors';
import { exportUserChecklist, userShiftJisLosses, type UserExport } from './export-favorites';
import type { ImportRequest } from './import-plan';
import { createMatchIndexCache, type MatchIndexCache } from './match-index-cache';
import { readImportUpload } from './import-upload';
import { toPreviewBody, type ImportBody, type PreviewBody } from './preview-body';
import { readUpload } from './read-upload';
import type { ShiftJisLosses } from './shift-jis-losses';

export interface ShiftJisCheckBody extends ShiftJisLosses {
  /** Favourites that lose characters beyond those listed. */
  moreFavorites: number;
}

// The match index and the previews' plans live on globalThis: Next bundles the page and each route
// handler separately, and the dev server reloads modules. Only data is shared; the importer itself is
// per bundle, so the errors it throws are the classes this bundle's error mapper knows.
const globalForChecklist = globalThis as unknown as { checklistMatchIndex?: MatchIndexCache; checklistPlans?: PlanStore };
let bundleImporter: ChecklistImporter | undefined;

function importer(): ChecklistImporter {
  globalForChecklist.checklistMatchIndex ??= createMatchIndexCache(db);
  globalForChecklist.checklistPlans ??= new Map();
  bundleImporter ??= createChecklistImporter(db, globalForChecklist.checklistMatchIndex, globalForChecklist.checklistPlans);
  return bundleImporter;
}

const exportQuerySchema = z.object({
  encoding: z.enum(['utf-8', 'shift_jis']).catch('utf-8'),
  /** `lossy=accept`: the member saw which characters Shift_JIS loses and wants the file anyway. */
  lossy: z.enum(['accept']).optional().catch(undefined),
});

const importQuerySchema = z.object({
  overwrite: z.enum(['1', '0']).catch('0').transform((value) => value === '1'),
});

function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * Uploads come from this site's own page. Session cookies are SameSite=Lax, which already keeps other
 * sites' posts anonymous; a browser's Origin header that names another site than APP_ORIGIN is refused as well.
 */
function requireSameOrigin(request: Request): void {
  if (isCrossSiteOrigin(request.headers.get('origin'), getConfig().origin)) throw new AppError('forbidden', 'Errors.auth.restricted');
}

export async function exportForRequest(request: Request): Promise<UserExport> {
  const user = await requirePlan();
  const { encoding, lossy } = parseOrThrow(exportQuerySchema, query(request));
  const config = getConfig();
  return exportUserChecklist(db, {
    userId: user.id,
    eventCode: config.eventCode,
    encoding,
    programVersion: packageJson.version,
    origin: config.origin,
    allowLoss: lossy === 'accept',
  });
}

// The screen lists at most this many; the rest are counted.
const SHOWN_LOSSES = 50;

/** What a Shift_JIS export would lose, asked before the download so the member can choose UTF-8 instead. */
export async function shiftJisCheckForRequest(): Promise<ShiftJisCheckBody> {
  const user = await requirePlan();
  const config = getConfig();
  const { favorites, labels } = await userShiftJisLosses(db, { userId: user.id, eventCode: config.eventCode, origin: config.origin });
  return { favorites: favorites.slice(0, SHOWN_LOSSES), moreFavorites: Math.max(0, favorites.length - SHOWN_LOSSES), labels };
}

async function importRequest(request: Request, read: (request: Request) => Promise<{ bytes: Uint8Array; keep?: ReadonlySet<number> }>): Promise<ImportRequest> {
  requireSameOrigin(request);
  const user = await requirePlan();
  const { overwrite } = parseOrThrow(importQuerySchema, query(request));
  const { bytes, keep } = await read(request);
  return { userId: user.id, eventCode: getConfig().eventCode, bytes, overwriteExisting: overwrite, keep };
}

export async function previewForRequest(request: Request): Promise<PreviewBody> {
  return toPreviewBody(await importer().preview(await importRequest(request, async (body) => ({ bytes: await readUpload(body) }))));
}

export async function importForRequest(request: Request): Promise<ImportBody> {
  const { count, skipped, skippedCount } = await importer().apply(await importRequest(request, readImportUpload));
  return { count, skipped, skippedCount };
}

/**
 * Called where the import button is shown: the first preview after a start then finds the match index
 * built (about half a second of CPU) instead of building it while the user waits.
 */
export function warmChecklistImport(): void {
  Promise.resolve()
    .then(() => importer().warm(getConfig().eventCode))
    .catch((error: unknown) => console.error('[checklist] could not build the match index', error));
}

/** The shared mapper, after logging what an unexpected failure hid behind its message. */
export function checklistErrorResponse(error: unknown): Response {
  if (isChecklistError(error) && error.cause !== undefined) console.error('[checklist]', error.cause);
  return errorResponse(error);
}
