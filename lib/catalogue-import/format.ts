// The exchange format's file names and columns (docs/catalogue-format.md). Readers and writers both take
// them from here, so that the documentation, the import and the export cannot drift apart.
import type { Area } from '@/lib/catalogue-import/event-data';
import { CIRCLE_TRANSLATION_COLUMNS, EXHIBITOR_TRANSLATION_COLUMNS, WORK_TRANSLATION_COLUMNS } from '@/lib/catalogue-import/translation-columns';

export const FORMAT_VERSION = 1;

export const EVENT_FILE = 'event.json';
export const VENUE_FILE = 'venue.geojson';
export const GENRES_FILE = 'genres.csv';
export const CIRCLES_FILE = 'circles.csv';
export const WORKS_FILE = 'works.csv';
export const LINKS_FILE = 'links.csv';
export const EXHIBITORS_FILE = 'exhibitors.csv';
export const CUTS_FOLDER = 'cuts/';
export const IMAGES_FILE = 'images.csv';
export const IMAGES_FOLDER = 'images/';

export const genreColumns = ['code', 'name_en', 'name_ja', 'name_zh'] as const;
export const circleColumns = [
  'id', 'circle_number', 'name', 'name_kana', 'author', 'author_kana', 'genre', 'day', 'spaces', 'adult', 'lottery', 'publish',
  'description', 'supplement', 'cashless', 'catalog_page', 'cut_index', 'website_url', 'pixiv_url', 'x_url', 'created_at', 'updated_at',
  ...CIRCLE_TRANSLATION_COLUMNS,
] as const;
export const workColumns = ['circle_id', 'position', 'title', 'size', 'pages', 'price_yen', 'new', 'adult', 'detail', ...WORK_TRANSLATION_COLUMNS] as const;
export const linkColumns = ['circle_id', 'kind', 'shop_name', 'url'] as const;
/** links.csv kinds: shops first, then the accounts and pages a circle is found at. */
export const LINK_KINDS = ['mail_order', 'ebook', 'booth', 'melonbooks', 'toranoana', 'x', 'pixiv', 'bluesky', 'skeb', 'fanbox', 'litlink', 'website'] as const;
export type LinkKindName = (typeof LINK_KINDS)[number];
export const LINK_KINDS_WITH_SHOP_NAME: ReadonlySet<string> = new Set<LinkKindName>(['mail_order', 'ebook']);
export const imageColumns = ['owner', 'kind', 'position', 'file', 'adult', 'alt_ja', 'alt_en', 'alt_zh'] as const;
/** images.csv kinds: a circle's menu (お品書き) and announcements, a work's cover, a corporate booth's banner. */
export const IMAGE_KINDS = ['menu', 'cover', 'banner', 'announcement'] as const;
export type ImageKindName = (typeof IMAGE_KINDS)[number];
export const exhibitorColumns = [
  'booth', 'name', 'name_kana', 'overview', 'product_info', 'url', 'booth_code', 'days', 'updated_at', ...EXHIBITOR_TRANSLATION_COLUMNS,
] as const;

/** Columns a file may leave out (older spreadsheets); every other column must be in the header. */
export const optionalColumns: ReadonlySet<string> = new Set(['created_at', 'updated_at', 'supplement', 'catalog_page', 'cut_index', 'days', 'alt_ja', 'alt_en', 'alt_zh', ...CIRCLE_TRANSLATION_COLUMNS, ...WORK_TRANSLATION_COLUMNS, ...EXHIBITOR_TRANSLATION_COLUMNS]);

export const areaLetters: Readonly<Record<Area, string>> = { EAST: '東', WEST: '西', SOUTH: '南' };
export const areaByLetter: Readonly<Record<string, Area>> = { 東: 'EAST', 西: 'WEST', 南: 'SOUTH' };

/** `東ア-07a`: a space as circles.csv writes it; `ab` for both halves of one desk. */
export function spaceCode(area: Area, block: string, spaceNumber: number, sides: string): string {
  return `${areaLetters[area]}${block}-${String(spaceNumber).padStart(2, '0')}${sides}`;
}

// After the area and the block: an optional dash of any width, the number and the sides, read after NFKC
// so that full-width digits and letters (`東ア－０１Ａ`) and upper-case sides are the same space. The block
// is kept as written: `Ａ` and `a` are different blocks, and spaceKey folds only its width.
const SPACE_REST = /^[-‐‑–—−]?(\d{1,4})(ab|a|b)$/iu;

export type ParsedSpace = { area: Area; block: string; spaceNumber: number; sides: ('a' | 'b')[] };

/** `東ア-07a` as the importer reads it: also `東ア07a`, `東ア－０７Ａ`, `東ア-07AB`. */
export function parseSpaceCode(code: string): ParsedSpace | undefined {
  const [letter = '', block = '', ...rest] = [...code.trim()];
  const area = areaByLetter[letter];
  const match = SPACE_REST.exec(rest.join('').normalize('NFKC'));
  if (!area || !match || /^[\s\d-]$/u.test(block.normalize('NFKC'))) return undefined;
  const [, number = '', sides = ''] = match;
  const lower = sides.toLowerCase();
  return { area, block, spaceNumber: Number(number), sides: lower === 'ab' ? ['a', 'b'] : [lower as 'a' | 'b'] };
}
