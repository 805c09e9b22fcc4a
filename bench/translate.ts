// `npm run bench:translate`: the demo event's circle texts through DeepL's wire protocol (the local
// stand-in, tests/support/deepl-stand-in.ts) on a temporary embedded PostgreSQL: the first translation
// of the whole event (texts, characters and requests sent per language, time), the same again (nothing
// may be sent), and a 1 % correction (descriptions of 1 % of the circles edited), which must send only
// the edited texts. The stand-in answers at once: the times are the product's own work, not DeepL's.
// Also the search index's read of the rows (lib/catalogue/searchable-rows.ts) before and after, which
// now joins the stored translations, and the adult offline snapshot's brotli size (decision 027) before
// any translation (as it was before snapshots carried them) and after, per language: at most 1.5 times.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { writeFilesToFolder } from '@/lib/catalogue-import/export-event';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { isListedCircle } from '@/lib/catalogue/listed-circles';
import { createDeepLTranslator } from '@/lib/catalogue-translation/deepl-translator';
import { translateCatalogue, type TranslationReport } from '@/lib/catalogue-translation/translate-catalogue';
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres';
import { applyMigrations } from '@/lib/db/migrations';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { loadFacets } from '@/lib/catalogue/facets';
import { loadRowTranslations, type TranslationLocale } from '@/lib/catalogue/row-translations';
import { buildSnapshot } from '@/lib/offline-search/server/build-snapshot';
import { createPrismaClient } from '@/lib/db/client';
import { startDeepLStandIn } from '@/tests/support/deepl-stand-in';
import { numberArgument } from './support/arguments';

const CHANGED_SHARE = 0.01;

function correction(data: EventData): { data: EventData; edited: Set<string> } {
  const circles = data.circles.map((circle) => ({ ...circle }));
  const step = Math.round(1 / CHANGED_SHARE);
  const edited = new Set<string>();
  for (let index = 0; index < circles.length; index += step) {
    const circle = circles[index];
    if (!circle) continue;
    circle.description = `${circle.description}（${index}番の訂正：新刊は完売しました）`;
    // Circles the catalogue does not list are not translated (lib/catalogue-translation/pending-texts.ts).
    if (isListedCircle(circle)) edited.add(circle.description);
  }
  return { data: { ...data, circles }, edited };
}

const line = (label: string, report: TranslationReport, ms: number) =>
  `${label} ` + report.locales.map((r) => `${r.locale}_texts=${r.texts} ${r.locale}_chars=${r.characters} ${r.locale}_requests=${r.requests}`).join(' ') + ` pending=${report.locales.reduce((n, r) => n + r.pending, 0)} ms=${ms.toFixed(0)}`;

const folder = await mkdtemp(path.join(tmpdir(), 'translate-bench-'));
await chmod(folder, 0o755);
// --pg-port and --deepl-port: where the temporary cluster and the stand-in listen (free ports by default).
const cluster = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port: numberArgument('pg-port', 0) || 56000 + Math.floor(Math.random() * 3000) });
const deepl = await startDeepLStandIn({ ...(numberArgument('deepl-port', 0) > 0 && { port: numberArgument('deepl-port', 0) }) });
try {
  await cluster.createDatabase('catalogue');
  const url = cluster.urlFor('catalogue');
  await applyMigrations(url);
  const data = generateDemoEvent({ seed: 1, scale: 1 });
  const importFolder = async (name: string, event: EventData) => {
    const dir = path.join(folder, name);
    await writeFilesToFolder(dir, writeEventFiles(event));
    return importCatalogueFiles(url, dir, { dryRun: false, currentEventCode: event.event.code });
  };
  const { eventId } = await importFolder('full', data);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const translator = createDeepLTranslator({ apiKey: deepl.apiKey, serverUrl: deepl.url });
  const timed = async () => {
    const started = performance.now();
    const report = await translateCatalogue(client, eventId as number, translator);
    return { report, ms: performance.now() - started };
  };
  const prisma = createPrismaClient(url, 2);
  /** The adult snapshot's brotli in KB, with the translations of `language` (none: a Japanese reader's, or before any). */
  const snapshotKb = async (language?: TranslationLocale) => {
    const id = eventId as number;
    const [{ rows }, facets] = await Promise.all([loadSearchableRows(prisma, id), loadFacets(prisma, id)]);
    const translations = language && { language, byRow: await loadRowTranslations(prisma, id, language) };
    const built = await buildSnapshot(id, 'adult', rows, facets, translations);
    await built.brotliReady;
    return (built.brotli ?? built.gzip).length / 1000;
  };
  const rowsMs = async () => {
    const started = performance.now();
    await loadSearchableRows(prisma, eventId as number);
    return performance.now() - started;
  };
  try {
    const rowsBefore = await rowsMs();
    const untranslatedKb = await snapshotKb();
    const first = await timed();
    console.log(line('first', first.report, first.ms));
    const [enKb, zhKb, jaKb] = [await snapshotKb('en'), await snapshotKb('zh'), await snapshotKb()];
    const ratio = (kb: number) => (kb / untranslatedKb).toFixed(2);
    console.log(`offline-snapshot before_kb=${untranslatedKb.toFixed(1)} en_kb=${enKb.toFixed(1)} zh_kb=${zhKb.toFixed(1)} ja_kb=${jaKb.toFixed(1)} en_ratio=${ratio(enKb)} zh_ratio=${ratio(zhKb)} bound_ratio=1.5`);
    const again = await timed();
    console.log(line('again', again.report, again.ms));
    const { data: corrected, edited } = correction(data);
    await importFolder('corrected', corrected);
    const before = deepl.translateRequests.length;
    const delta = await timed();
    const sent = new Set(deepl.translateRequests.slice(before).flatMap((request) => request.texts));
    const onlyEdited = [...sent].every((text) => edited.has(text)) && sent.size === edited.size;
    console.log(line('correction', delta.report, delta.ms));
    console.log(`index_rows_ms before=${rowsBefore.toFixed(0)} after=${(await rowsMs()).toFixed(0)}`);
    console.log(
      `translate circles=${data.circles.length} works=${data.works.length} first_chars=${first.report.locales.reduce((n, r) => n + r.characters, 0)} ` +
        `first_requests=${first.report.locales.reduce((n, r) => n + r.requests, 0)} first_s=${(first.ms / 1000).toFixed(1)} again_requests=${again.report.locales.reduce((n, r) => n + r.requests, 0)} ` +
        `correction_texts=${sent.size} edited_texts=${edited.size} correction_chars=${delta.report.locales.reduce((n, r) => n + r.characters, 0)} only_edited=${onlyEdited ? 1 : 0}`,
    );
  } finally {
    await client.end();
    await prisma.$disconnect();
  }
} finally {
  await deepl.stop();
  await cluster.stop();
  await rm(folder, { recursive: true, force: true });
}
