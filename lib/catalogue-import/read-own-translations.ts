import type pg from 'pg';
import type { CurrentEvent } from '@/lib/catalogue-import/read-current';
import { ownTextsIfAny, type CircleOwnTexts, type ExhibitorOwnTexts, type WorkOwnTexts } from '@/lib/catalogue-import/translation-columns';

// The export writes the circles' and exhibitors' own translations back (decision 042), so that export and
// import give the same catalogue. Read apart from readCurrentEvent, which the import also calls: it
// compares without them, and a large delivery's texts are what its memory goes on (issue 49). Machine
// translations (TextTranslation) are not the circle's and are never read here.

async function byId<Texts>(client: pg.ClientBase, sql: string, ids: readonly number[]): Promise<Map<number, Texts>> {
  const result = await client.query<{ id: number; texts: Texts }>(sql, [ids]);
  return new Map(result.rows.map((row) => [row.id, row.texts]));
}

/** The event's rows with their own translations, rows without any left as they are. */
export async function withOwnTranslations(client: pg.ClientBase, current: CurrentEvent): Promise<CurrentEvent> {
  const { data, ids } = current;
  const circles = await byId<CircleOwnTexts>(
    client,
    `SELECT id, json_build_object('descriptionEn', "descriptionEn", 'descriptionZh', "descriptionZh", 'supplementEn', "supplementEn", 'supplementZh', "supplementZh") AS texts FROM "Circle"
     WHERE id = ANY($1::int4[]) AND ("descriptionEn", "descriptionZh", "supplementEn", "supplementZh") <> ('', '', '', '')`,
    ids.circles,
  );
  const works = await byId<WorkOwnTexts>(
    client,
    `SELECT id, json_build_object('titleEn', "titleEn", 'titleZh', "titleZh", 'detailEn', "detailEn", 'detailZh', "detailZh") AS texts FROM "Work" WHERE id = ANY($1::int4[]) AND ("titleEn", "titleZh", "detailEn", "detailZh") <> ('', '', '', '')`,
    ids.works,
  );
  const exhibitors = await byId<ExhibitorOwnTexts>(
    client,
    `SELECT id, json_build_object('overviewEn', "overviewEn", 'overviewZh', "overviewZh", 'productInfoEn', "productInfoEn", 'productInfoZh', "productInfoZh") AS texts FROM "Exhibitor"
     WHERE id = ANY($1::int4[]) AND ("overviewEn", "overviewZh", "productInfoEn", "productInfoZh") <> ('', '', '', '')`,
    ids.exhibitors,
  );
  const own = <Row, Texts extends Record<string, string>>(rows: readonly Row[], rowIds: readonly number[], texts: Map<number, Texts>) =>
    rows.map((row, index) => {
      const found = texts.get(rowIds[index] ?? 0);
      return found ? { ...row, ...ownTextsIfAny(found) } : row;
    });
  return {
    ...current,
    data: { ...data, circles: own(data.circles, ids.circles, circles), works: own(data.works, ids.works, works), exhibitors: own(data.exhibitors, ids.exhibitors, exhibitors) },
  };
}
