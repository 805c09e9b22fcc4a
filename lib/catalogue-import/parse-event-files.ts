import type { z } from 'zod';
import { readCsvTable, decodeText, type CsvRow } from '@/lib/catalogue-import/csv-table';
import type { CircleRow, EmptyDeskRow, EventData, EventInfo, ExhibitorRow, PlacementRow, ShopKind, ShopLinkRow, WorkRow } from '@/lib/catalogue-import/event-data';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import {
  CIRCLES_FILE, circleColumns, EVENT_FILE, EXHIBITORS_FILE, exhibitorColumns, GENRES_FILE, genreColumns, IMAGES_FILE, LINKS_FILE, linkColumns,
  parseSpaceCode, VENUE_FILE, WORKS_FILE, workColumns,
} from '@/lib/catalogue-import/format';
import { FANDOMS_FILE, parseFandomsFile } from '@/lib/catalogue-import/fandoms-file';
import { parseVenue, spaceKey } from '@/lib/catalogue-import/parse-venue';
import type { Problems } from '@/lib/catalogue-import/problems';
import { circleRowSchema, eventJsonSchema, exhibitorRowSchema, genreRowSchema, linkRowSchema, workRowSchema } from '@/lib/catalogue-import/schemas';
import { circleOwnTexts, exhibitorOwnTexts, workOwnTexts } from '@/lib/catalogue-import/translation-columns';
import { zodProblems } from '@/lib/catalogue-import/zod-problems';

/** The files every event folder has; links.csv and exhibitors.csv may be left out when there are none. */
export const REQUIRED_FILES = [EVENT_FILE, VENUE_FILE, GENRES_FILE, CIRCLES_FILE, WORKS_FILE] as const;
export const KNOWN_FILES: ReadonlySet<string> = new Set([...REQUIRED_FILES, LINKS_FILE, EXHIBITORS_FILE, IMAGES_FILE, FANDOMS_FILE]);

function parseRows<S extends z.ZodType>(file: string, rows: readonly CsvRow[], schema: S, problems: Problems, refused?: (row: CsvRow) => void): { line: number; row: z.infer<S> }[] {
  const parsed: { line: number; row: z.infer<S> }[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row.cells);
    if (result.success) parsed.push({ line: row.line, row: result.data });
    else {
      zodProblems(file, row.line, result.error, row.cells, problems);
      refused?.(row);
    }
  }
  return parsed;
}

function parseEventJson(files: EventFiles, problems: Problems, now: string): { event: EventInfo; days: EventData['days'] } | undefined {
  const bytes = files.get(EVENT_FILE);
  const text = bytes && decodeText(EVENT_FILE, bytes, problems);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.add({ file: EVENT_FILE, message: `is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const parsed = eventJsonSchema.safeParse(json);
  if (!parsed.success) {
    zodProblems(EVENT_FILE, undefined, parsed.error, json, problems);
    return undefined;
  }
  const e = parsed.data;
  const dayNumbers = new Set<number>();
  for (const day of e.days) {
    if (dayNumbers.has(day.day)) problems.add({ file: EVENT_FILE, field: 'days', message: `day ${day.day} appears twice` });
    dayNumbers.add(day.day);
  }
  const iso = (value: string) => new Date(value).toISOString();
  return {
    event: {
      code: e.code, nameEn: e.name.en, nameJa: e.name.ja, nameZh: e.name.zh, venueNameEn: '', venueNameJa: '', venueNameZh: '', planValidUntil: iso(e.plan.validUntil),
      monthlyPriceYen: e.plan.monthlyPriceYen, campaignPriceYen: e.plan.campaignPriceYen,
      campaignStartsAt: e.campaign ? iso(e.campaign.startsAt) : null, campaignEndsAt: e.campaign ? iso(e.campaign.endsAt) : null,
      freeTrialStartsAt: e.freeTrial ? iso(e.freeTrial.startsAt) : null, freeTrialEndsAt: e.freeTrial ? iso(e.freeTrial.endsAt) : null,
      createdAt: e.createdAt ? iso(e.createdAt) : now,
    },
    days: [...e.days].sort((a, b) => a.day - b.day).map((day) => ({ dayNumber: day.day, date: day.date })),
  };
}

/**
 * Reads and checks every data file of an event folder into rows, reporting every problem (file, line,
 * field) instead of stopping at the first. Returns undefined when there was any: nothing may be written.
 */
export function parseEventFiles(files: EventFiles, problems: Problems, now = new Date().toISOString(), options: { release?: boolean } = {}): EventData | undefined {
  for (const file of REQUIRED_FILES) if (!files.has(file)) problems.add({ file, message: 'is missing from the event folder' });
  const head = parseEventJson(files, problems, now);
  const venueBytes = files.get(VENUE_FILE);
  const venue = parseVenue(venueBytes && decodeText(VENUE_FILE, venueBytes, problems), problems);
  const table = (file: string, columns: readonly string[]) => {
    const bytes = files.get(file);
    if (options.release) files.delete(file);
    return bytes ? readCsvTable(file, bytes, columns, problems) : [];
  };
  const iso = (value: string | null) => (value === null ? now : new Date(value).toISOString());

  // Genres
  const genres: EventData['genres'] = [];
  const genreIndex = new Map<number, number>();
  const refusedGenreLine = new Map<number, number>();
  const refusedGenre = ({ line, cells }: CsvRow) => {
    if (/^\d+$/.test(cells.code?.trim() ?? '')) refusedGenreLine.set(Number(cells.code), line);
  };
  for (const { line, row } of parseRows(GENRES_FILE, table(GENRES_FILE, genreColumns), genreRowSchema, problems, refusedGenre)) {
    if (genreIndex.has(row.code)) problems.add({ file: GENRES_FILE, line, field: 'code', message: `duplicate genre code ${row.code}` });
    else {
      genreIndex.set(row.code, genres.length);
      genres.push({ code: row.code, nameEn: row.name_en, nameJa: row.name_ja, nameZh: row.name_zh });
    }
  }

  // Circles and their spaces
  const dayIndex = new Map((head?.days ?? []).map((day, index) => [day.dayNumber, index]));
  const circles: CircleRow[] = [];
  const placements: PlacementRow[] = [];
  const circleIndex = new Map<number, number>();
  const circleLine = new Map<number, number>();
  const numbers = new Map<number, number>();
  const spaceOwner = new Map<string, number>();
  // A circle row refused for another cell still says whose works and links hang on it.
  const refusedCircle = ({ line, cells }: CsvRow) => {
    const id = /^\d+$/.test(cells.id?.trim() ?? '') ? Number(cells.id) : undefined;
    if (id !== undefined && !circleLine.has(id)) circleLine.set(id, line);
  };
  for (const { line, row } of parseRows(CIRCLES_FILE, table(CIRCLES_FILE, circleColumns), circleRowSchema, problems, refusedCircle)) {
    const at = (field: string, message: string) => problems.add({ file: CIRCLES_FILE, line, field, message });
    const before = problems.total;
    if (circleIndex.has(row.id)) at('id', `duplicate circle id ${row.id} (first on line ${circleLine.get(row.id)})`);
    if (numbers.has(row.circle_number)) at('circle_number', `duplicate circle number ${row.circle_number} (first on line ${numbers.get(row.circle_number)})`);
    const genre = genreIndex.get(row.genre);
    const genreRefusedOn = refusedGenreLine.get(row.genre);
    if (genre === undefined && genreRefusedOn !== undefined) problems.skip(CIRCLES_FILE, GENRES_FILE, genreRefusedOn);
    else if (genre === undefined) at('genre', `unknown genre ${row.genre} (not in ${GENRES_FILE})`);
    const codes = row.spaces.split(/[\s,/，、／]+/u).filter(Boolean);
    if (codes.length > 0 && row.day === null) at('day', 'a circle with spaces needs its day');
    if (codes.length === 0 && row.day !== null) at('spaces', 'a circle with a day needs its spaces');
    const day = row.day === null ? undefined : dayIndex.get(row.day);
    if (row.day !== null && day === undefined && head) at('day', `day ${row.day} is not a day of the event`);
    const own: PlacementRow[] = [];
    for (const code of codes) {
      const parsed = parseSpaceCode(code);
      if (!parsed) {
        at('spaces', `"${code}" is not a space (like 東ア-01a, 東ア01a or 東ア-01ab)`);
        continue;
      }
      for (const side of parsed.sides) {
        const key = spaceKey(parsed.area, parsed.block, parsed.spaceNumber, side);
        const space = venue.spaces.get(key);
        if (!space) {
          if (venueBytes) at('spaces', `space ${code} is not in ${VENUE_FILE}`);
          continue;
        }
        const taken = `${row.day}:${key}`;
        const owner = spaceOwner.get(taken);
        if (owner !== undefined && owner !== line) at('spaces', `space ${code} on day ${row.day} is also given to the circle on line ${owner}`);
        spaceOwner.set(taken, line);
        if (day !== undefined) own.push({ ...space, dayIndex: day, circleIndex: circles.length });
      }
    }
    if (codes.length > 2 && own.length > 2) at('spaces', 'a circle has one or two spaces');
    if (!circleIndex.has(row.id)) circleLine.set(row.id, line);
    if (!numbers.has(row.circle_number)) numbers.set(row.circle_number, line);
    if (problems.total > before || genre === undefined) continue;
    circleIndex.set(row.id, circles.length);
    placements.push(...own);
    circles.push({
      wcid: row.id, circleNumber: row.circle_number, name: row.name, nameKana: row.name_kana, author: row.author, authorKana: row.author_kana,
      genreIndex: genre, description: row.description, supplementComment: row.supplement, cashless: row.cashless, isAdult: row.adult,
      lotteryStatus: row.lottery === 'selected' ? 'SELECTED' : 'NOT_SELECTED', wantsPublication: row.publish,
      catalogPage: row.catalog_page, cutIndex: row.cut_index, websiteUrl: row.website_url, pixivUrl: row.pixiv_url, xUrl: row.x_url,
      createdAt: iso(row.created_at), updatedAt: iso(row.updated_at), ...circleOwnTexts(row),
    });
  }
  // Every space of the venue stands on every day: those no circle has that day stay as empty desks.
  const emptyDesks: EmptyDeskRow[] = [];
  for (const [key, space] of venue.spaces) {
    (head?.days ?? []).forEach((day, index) => {
      if (!spaceOwner.has(`${day.dayNumber}:${key}`)) emptyDesks.push({ ...space, dayIndex: index });
    });
  }
  const knownCircle = (file: string, line: number, id: number) => {
    const index = circleIndex.get(id);
    const refusedLine = circleLine.get(id);
    if (index !== undefined) return index;
    if (refusedLine === undefined) problems.add({ file, line, field: 'circle_id', message: `circle ${id} is not in ${CIRCLES_FILE}` });
    else problems.skip(file, CIRCLES_FILE, refusedLine);
    return undefined;
  };

  // Works, keyed by (circle, position) so that a work keeps its id through corrections
  const works: WorkRow[] = [];
  const workLine = new Map<string, number>();
  for (const { line, row } of parseRows(WORKS_FILE, table(WORKS_FILE, workColumns), workRowSchema, problems)) {
    const index = knownCircle(WORKS_FILE, line, row.circle_id);
    const key = `${row.circle_id}:${row.position}`;
    if (workLine.has(key)) problems.add({ file: WORKS_FILE, line, field: 'position', message: `circle ${row.circle_id} has two works at position ${row.position} (line ${workLine.get(key)})` });
    workLine.set(key, line);
    if (index === undefined) continue;
    works.push({ circleIndex: index, title: row.title, size: row.size, pages: row.pages, detail: row.detail, priceYen: row.price_yen.yen, priceText: row.price_yen.text, isNew: row.new, isAdult: row.adult, sortOrder: row.position, ...workOwnTexts(row) });
  }

  const shopLinks: ShopLinkRow[] = [];
  for (const { line, row } of parseRows(LINKS_FILE, table(LINKS_FILE, linkColumns), linkRowSchema, problems)) {
    const index = knownCircle(LINKS_FILE, line, row.circle_id);
    if (index !== undefined) shopLinks.push({ circleIndex: index, kind: row.kind.toUpperCase() as ShopKind, shopName: row.shop_name, url: row.url });
  }

  const exhibitors: ExhibitorRow[] = [];
  const boothLine = new Map<number, number>();
  for (const { line, row } of parseRows(EXHIBITORS_FILE, table(EXHIBITORS_FILE, exhibitorColumns), exhibitorRowSchema, problems)) {
    const booth = venue.booths.get(row.booth);
    if (boothLine.has(row.booth)) problems.add({ file: EXHIBITORS_FILE, line, field: 'booth', message: `duplicate booth ${row.booth} (first on line ${boothLine.get(row.booth)})` });
    else if (!booth) problems.add({ file: EXHIBITORS_FILE, line, field: 'booth', message: `booth ${row.booth} is not in ${VENUE_FILE}` });
    else if (head && row.days.some((day) => !dayIndex.has(day))) problems.add({ file: EXHIBITORS_FILE, line, field: 'days', message: `day ${row.days.find((day) => !dayIndex.has(day))} is not a day of the event` });
    else exhibitors.push({ ...booth, boothNumber: row.booth, dayNumbers: row.days, name: row.name, nameKana: row.name_kana, overview: row.overview, productInfo: row.product_info, publicUrl: row.url, boothCode: row.booth_code, updatedAt: iso(row.updated_at), ...exhibitorOwnTexts(row) });
    boothLine.set(row.booth, line);
  }

  const fandoms = parseFandomsFile(files, new Set(genres.map((genre) => genre.code)), problems);
  if (problems.any || !head) return undefined;
  const event = { ...head.event, venueNameEn: venue.name?.en ?? '', venueNameJa: venue.name?.ja ?? '', venueNameZh: venue.name?.zh ?? '' };
  const data: EventData = { event, days: head.days, halls: venue.halls, blocks: venue.blocks, placements, emptyDesks, genres, circles, works, shopLinks, exhibitors };
  return files.has(FANDOMS_FILE) ? { ...data, fandoms } : data;
}
