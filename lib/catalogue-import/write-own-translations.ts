import type pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { sqlTimestamp } from '@/lib/catalogue-import/sql-insert';
import type { CircleOwnTexts, ExhibitorOwnTexts, WorkOwnTexts } from '@/lib/catalogue-import/translation-columns';

// The circles' and exhibitors' own translations (decision 042) are written inside the import's
// transaction, after the rows, for every circle and booth of the delivery: a translation a later delivery
// leaves out is removed with it. The change summary does not list them; a circle or booth whose own texts
// changed gets the import's time as its edit time, so that cached pages and the device's catalogue see them.

const noCircleTexts: CircleOwnTexts = { descriptionEn: '', descriptionZh: '', supplementEn: '', supplementZh: '' };
const noWorkTexts: WorkOwnTexts = { titleEn: '', titleZh: '', detailEn: '', detailZh: '' };
const noExhibitorTexts: ExhibitorOwnTexts = { overviewEn: '', overviewZh: '', productInfoEn: '', productInfoZh: '' };

/** Returns the ids of the circles whose own translations changed. */
export async function writeOwnTranslations(client: pg.ClientBase, data: EventData, ids: { circles: readonly number[]; exhibitors: readonly number[] }, touchedAt: string | null): Promise<number[]> {
  const circleIds = ids.circles;
  const circles = data.circles.map((circle, index) => ({ id: circleIds[index] ?? 0, texts: circle.own ?? noCircleTexts }));
  const circleResult = await client.query<{ id: number }>(
    `UPDATE "Circle" c SET "descriptionEn" = v.de, "descriptionZh" = v.dz, "supplementEn" = v.se, "supplementZh" = v.sz
     FROM unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(id, de, dz, se, sz)
     WHERE c.id = v.id AND (c."descriptionEn", c."descriptionZh", c."supplementEn", c."supplementZh") IS DISTINCT FROM (v.de, v.dz, v.se, v.sz)
     RETURNING c.id`,
    [circles.map((c) => c.id), circles.map((c) => c.texts.descriptionEn), circles.map((c) => c.texts.descriptionZh), circles.map((c) => c.texts.supplementEn), circles.map((c) => c.texts.supplementZh)],
  );
  const works = data.works.map((work) => ({ circleId: circleIds[work.circleIndex] ?? 0, position: work.sortOrder, texts: work.own ?? noWorkTexts }));
  const workResult = await client.query<{ circleId: number }>(
    `UPDATE "Work" w SET "titleEn" = v.te, "titleZh" = v.tz, "detailEn" = v.de, "detailZh" = v.dz
     FROM unnest($1::int4[], $2::int4[], $3::text[], $4::text[], $5::text[], $6::text[]) AS v(cid, pos, te, tz, de, dz)
     WHERE w."circleId" = v.cid AND w."sortOrder" = v.pos AND (w."titleEn", w."titleZh", w."detailEn", w."detailZh") IS DISTINCT FROM (v.te, v.tz, v.de, v.dz)
     RETURNING w."circleId"`,
    [works.map((w) => w.circleId), works.map((w) => w.position), works.map((w) => w.texts.titleEn), works.map((w) => w.texts.titleZh), works.map((w) => w.texts.detailEn), works.map((w) => w.texts.detailZh)],
  );
  const changed = [...new Set([...circleResult.rows.map((row) => row.id), ...workResult.rows.map((row) => row.circleId)])];
  if (touchedAt !== null && changed.length > 0) await client.query(`UPDATE "Circle" SET "updatedAt" = $2::timestamp WHERE id = ANY($1::int4[])`, [changed, sqlTimestamp(touchedAt)]);
  await writeExhibitorTranslations(client, data, ids.exhibitors, touchedAt);
  return changed;
}

async function writeExhibitorTranslations(client: pg.ClientBase, data: EventData, exhibitorIds: readonly number[], touchedAt: string | null): Promise<void> {
  const booths = data.exhibitors.map((exhibitor, index) => ({ id: exhibitorIds[index] ?? 0, texts: exhibitor.own ?? noExhibitorTexts }));
  // A new event keeps the files' edit times; a correction's booth is edited now.
  const touch = touchedAt === null ? '' : `, "updatedAt" = $6::timestamp`;
  await client.query(
    `UPDATE "Exhibitor" x SET "overviewEn" = v.oe, "overviewZh" = v.oz, "productInfoEn" = v.pe, "productInfoZh" = v.pz${touch}
     FROM unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(id, oe, oz, pe, pz)
     WHERE x.id = v.id AND (x."overviewEn", x."overviewZh", x."productInfoEn", x."productInfoZh") IS DISTINCT FROM (v.oe, v.oz, v.pe, v.pz)`,
    [
      booths.map((b) => b.id), booths.map((b) => b.texts.overviewEn), booths.map((b) => b.texts.overviewZh), booths.map((b) => b.texts.productInfoEn), booths.map((b) => b.texts.productInfoZh),
      ...(touchedAt === null ? [] : [sqlTimestamp(touchedAt)]),
    ],
  );
}
