import { CUT_HEIGHT, CUT_WIDTH } from '@/lib/cut-images/cut-size';
import type { PrismaClient } from '@/lib/db/client';
import { MAX_INT4, parseWholeNumber } from '@/lib/validation/whole-number';
import { escapeHtml } from '@/lib/html/safe-html';
import { isListedCircle } from './listed-circles';

/**
 * Cut images: a circle or corporate booth whose organiser sent a cut file has it converted and stored
 * (`lib/cut-images/`, decision 033); every other one gets a small SVG drawn from its id, so that the
 * catalogue shows a cut for each entry. URLs: `/cuts/{wcid}` for a circle (image kind 2) and
 * `/cuts/booth-{exhibitorId}` for a booth (image kind 5).
 */
export { CUT_HEIGHT, CUT_WIDTH };
export const CIRCLE_CUT_KIND = 2;
export const EXHIBITOR_CUT_KIND = 5;
// Part of the ETag: bump it when the drawing changes so that caches fetch the new one.
const RENDER_VERSION = 1;

export const circleCutPath = (wcid: number) => `/cuts/${wcid}`;
export const boothCutPath = (exhibitorId: number) => `/cuts/booth-${exhibitorId}`;

export type CutKey = { kind: 'circle'; wcid: number } | { kind: 'booth'; exhibitorId: number };

/** The cut a path segment names, or null for anything else (never throws, ids stay within int4). */
export function parseCutKey(segment: string): CutKey | null {
  if (segment.startsWith('booth-')) {
    const exhibitorId = parseWholeNumber(segment.slice('booth-'.length), 1, MAX_INT4);
    return exhibitorId === undefined ? null : { kind: 'booth', exhibitorId };
  }
  const wcid = parseWholeNumber(segment, 1, MAX_INT4);
  return wcid === undefined ? null : { kind: 'circle', wcid };
}

export type CutSubject = {
  seed: number;
  spaceCode: string;
  name: string;
  author: string;
  updatedAt: Date;
  adult: boolean;
  /** The stored cut's key stem when the organiser sent a cut file; null draws the SVG. */
  storageKey: string | null;
};

const AREA_KANJI: Record<string, string> = { EAST: '東', WEST: '西', SOUTH: '南' };
const WEEKDAY_KANJI = ['日', '月', '火', '水', '木', '金', '土'];

type PlacedSpace = { spaceNumber: number; side: string; day: { date: Date }; block: { name: string; hall: { area: string } } };

/** `水 東ア-12ab`, the way the printed catalogue heads a cut; both halves of a two-space circle share one code. */
export function formatSpaceCode(spaces: readonly PlacedSpace[]): string {
  const first = spaces[0];
  if (!first) return '';
  const sides = spaces.map((space) => space.side).join('');
  const weekday = WEEKDAY_KANJI[first.day.date.getUTCDay()] ?? '';
  return `${weekday} ${AREA_KANJI[first.block.hall.area] ?? ''}${first.block.name}-${String(first.spaceNumber).padStart(2, '0')}${sides}`;
}

/** What a cut shows, or null for ids that do not exist or entries not published in the catalogue. */
export async function findCutSubject(client: PrismaClient, key: CutKey): Promise<CutSubject | null> {
  if (key.kind === 'booth') {
    const booth = await client.exhibitor.findUnique({
      where: { id: key.exhibitorId },
      select: { name: true, boothCode: true, updatedAt: true, images: storedCut(EXHIBITOR_CUT_KIND) },
    });
    return (
      booth && {
        seed: key.exhibitorId * 7919,
        spaceCode: booth.boothCode,
        name: booth.name,
        author: '',
        updatedAt: booth.updatedAt,
        adult: false,
        storageKey: booth.images[0]?.storageKey ?? null,
      }
    );
  }
  const circle = await client.circle.findUnique({
    where: { wcid: key.wcid },
    select: {
      name: true,
      author: true,
      updatedAt: true,
      lotteryStatus: true,
      wantsPublication: true,
      isAdult: true,
      images: storedCut(CIRCLE_CUT_KIND),
      placements: {
        select: { spaceNumber: true, side: true, day: { select: { date: true } }, block: { select: { name: true, hall: { select: { area: true } } } } },
        orderBy: [{ dayId: 'asc' }, { spaceNumber: 'asc' }, { side: 'asc' }],
      },
    },
  });
  if (!circle || !isListedCircle(circle)) return null;
  return {
    seed: key.wcid,
    spaceCode: formatSpaceCode(circle.placements),
    name: circle.name,
    author: circle.author,
    updatedAt: circle.updatedAt,
    adult: circle.isAdult,
    storageKey: circle.images[0]?.storageKey ?? null,
  };
}

/** The one cut image row of an entry that has a stored file. */
const storedCut = (kind: number) => ({ where: { kind, storageKey: { not: null } }, select: { storageKey: true }, take: 1 }) as const;

const NAME_WIDTH = 183;

/** Cuts stay small whatever a circle types: longer texts end in an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/** Rough advance of a line in ems: CJK and full-width characters take a whole em, Latin about half. */
function ems(text: string): number {
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0x2e80 ? 1 : 0.56;
  return width;
}

/** A text line that fits `maxWidth`, shrinking the font and at the smallest size squeezing the glyphs. */
function line(text: string, y: number, maxWidth: number, maxSize: number, extra = ''): string {
  const width = Math.max(ems(text), 1);
  const size = Math.max(9, Math.min(maxSize, Math.floor(maxWidth / width)));
  const squeeze = width * size > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="105.5" y="${y}" font-size="${size}" text-anchor="middle"${squeeze}${extra}>${escapeHtml(text)}</text>`;
}

/** One line, or two when one would need a font smaller than 14 px; splits at the space nearest the middle. */
function nameLines(name: string): string[] {
  if (ems(name) * 14 <= NAME_WIDTH) return [name];
  const chars = Array.from(name);
  const middle = chars.length / 2;
  let space = -1;
  chars.forEach((char, index) => {
    if (char === ' ' && (space < 0 || Math.abs(index - middle) < Math.abs(space - middle))) space = index;
  });
  const cut = space > 0 ? space : Math.ceil(middle);
  return [chars.slice(0, cut).join('').trim(), chars.slice(cut).join('').trim()];
}

function mix(seed: number): number {
  let z = (seed ^ 0x5bd1e995) >>> 0;
  z = Math.imul(z ^ (z >>> 15), 0x2c1b3c6d) >>> 0;
  z = Math.imul(z ^ (z >>> 12), 0x297a2d39) >>> 0;
  return (z ^ (z >>> 15)) >>> 0;
}

const PATTERNS = [
  (id: string, a: string, b: string) => `<pattern id="${id}" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="14" height="14" fill="${a}"/><rect width="7" height="14" fill="${b}"/></pattern>`,
  (id: string, a: string, b: string) => `<pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="${a}"/><circle cx="9" cy="9" r="4" fill="${b}"/></pattern>`,
  (id: string, a: string, b: string) => `<pattern id="${id}" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${a}"/><rect width="10" height="10" fill="${b}"/><rect x="10" y="10" width="10" height="10" fill="${b}"/></pattern>`,
  (id: string, a: string, b: string) => `<pattern id="${id}" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="${a}"/><path d="M0 9q6-6 12 0t12 0" stroke="${b}" stroke-width="3" fill="none"/></pattern>`,
];

/** The cut as an SVG document of well under 2 KB: a patterned ground, a motif, the space code and the name. */
export function renderCutSvg(subject: Pick<CutSubject, 'seed' | 'spaceCode' | 'name' | 'author'>): string {
  const bits = mix(subject.seed);
  const hue = bits % 360;
  const accent = (hue + 150 + ((bits >>> 9) % 60)) % 360;
  const pattern = PATTERNS[(bits >>> 17) % PATTERNS.length] ?? PATTERNS[0];
  // The id is unique per cut so that cuts inlined into one HTML page do not share a pattern.
  const id = `cut${bits.toString(36)}`;
  const ground = pattern?.(id, `hsl(${hue} 70% 88%)`, `hsl(${hue} 60% 78%)`) ?? '';
  const names = nameLines(clip(subject.name, 64));
  const author = clip(subject.author, 40);
  const top = (names.length > 1 ? 244 : 254) + (author ? 0 : 8);
  const cx = 40 + ((bits >>> 3) % 131);
  const cy = 90 + ((bits >>> 11) % 90);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CUT_WIDTH}" height="${CUT_HEIGHT}" viewBox="0 0 ${CUT_WIDTH} ${CUT_HEIGHT}" font-family="sans-serif">`,
    `<defs>${ground}</defs><rect width="${CUT_WIDTH}" height="${CUT_HEIGHT}" fill="url(#${id})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${34 + ((bits >>> 5) % 30)}" fill="hsl(${accent} 65% 60%)" fill-opacity=".55"/>`,
    `<rect x=".5" y=".5" width="${CUT_WIDTH - 1}" height="${CUT_HEIGHT - 1}" fill="none" stroke="#333"/>`,
    `<rect x=".5" y=".5" width="120" height="26" fill="#fff" stroke="#333"/>`,
    `<text x="7" y="19" font-size="${Math.min(14, Math.floor(108 / Math.max(ems(subject.spaceCode), 1)))}" font-weight="bold">${escapeHtml(subject.spaceCode)}</text>`,
    `<rect x="8" y="222" width="195" height="68" rx="6" fill="#fff" fill-opacity=".88"/>`,
    ...names.map((text, index) => line(text, top + index * 19, NAME_WIDTH, names.length > 1 ? 15 : 20, ' font-weight="bold"')),
    author ? line(author, names.length > 1 ? 282 : 278, NAME_WIDTH, 13) : '',
    '</svg>',
  ];
  return parts.join('');
}

export function cutEtag(key: CutKey, updatedAt: Date): string {
  const id = key.kind === 'circle' ? `c${key.wcid}` : `b${key.exhibitorId}`;
  return `"${id}-${updatedAt.getTime().toString(36)}-${RENDER_VERSION}"`;
}

/** A cut's URL with its version: such a URL never changes content, so browsers may keep it for a year. */
export function versionedCutPath(path: string, updatedAt: Date): string {
  return `${path}?v=${updatedAt.getTime().toString(36)}`;
}
