// The zod schemas that read the exchange format; docs/catalogue-format.schema.json is generated from them
// (`npm run catalogue:schema`). CSV cells arrive as strings: the cell schemas say how each one is read.
import { z } from 'zod';
import { FORMAT_VERSION, LINK_KINDS, LINK_KINDS_WITH_SHOP_NAME } from '@/lib/catalogue-import/format';
import { xAccountAddress } from '@/lib/catalogue-import/link-address';
import { circleTranslationCells, exhibitorTranslationCells, workTranslationCells } from '@/lib/catalogue-import/translation-columns';
import { MAX_INT4 } from '@/lib/validation/whole-number';
import { boundedNumber, wholeNumber, wholeNumberText } from '@/lib/validation/bounded-number';

const isoInstant = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601 with a zone: 2026-12-30T01:00:00.000Z');
const isoDate = z.iso.date().describe('A calendar day: 2026-12-30');
const yen = wholeNumber({ min: 0, max: 10_000_000 });

export const eventJsonSchema = z
  .object({
    format: z.literal(FORMAT_VERSION),
    code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, - and _ only, at most 32 (the EVENT setting)'),
    name: z.object({ en: z.string().min(1).max(200), ja: z.string().min(1).max(200), zh: z.string().min(1).max(200) }).strict(),
    days: z.array(z.object({ day: wholeNumber({ min: 1, max: 7 }), date: isoDate }).strict()).min(1).max(7),
    plan: z.object({ monthlyPriceYen: yen, campaignPriceYen: yen, validUntil: isoInstant }).strict(),
    campaign: z.object({ startsAt: isoInstant, endsAt: isoInstant }).strict().nullable(),
    freeTrial: z.object({ startsAt: isoInstant, endsAt: isoInstant }).strict().nullable(),
    createdAt: isoInstant.optional(),
  })
  .strict();
export type EventJson = z.infer<typeof eventJsonSchema>;

const area = z.enum(['EAST', 'WEST', 'SOUTH']);
const hallNumber = wholeNumber({ min: 1, max: 99 });
const blockName = z.string().refine((name) => [...name].length === 1, 'one character');
/** Metres from the venue's origin: a venue is smaller than 100 km each way. */
const metres = boundedNumber({ min: -100_000, max: 100_000 });
const position = z.tuple([metres, metres]);
const polygon = z
  .object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position).min(4)).min(1) })
  .describe('Metres on a local plane: x eastwards, y southwards from the venue origin');

export const venueFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('hall'), area, hall: hallNumber, corporate: z.boolean(),
      floor: wholeNumber({ min: 1, max: 9 }).default(1).describe('1 the ground floor; an upper hall may stand above a lower one on the plan'),
    }),
    z.object({ kind: z.literal('block'), area, hall: hallNumber, block: blockName, wall: z.boolean(), order: wholeNumber({ min: 1, max: MAX_INT4 }) }),
    z.object({
      kind: z.literal('space'), area, hall: hallNumber, block: blockName, number: wholeNumber({ min: 1, max: 9999 }),
      side: z.enum(['a', 'b']), layout: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    }),
    z.object({ kind: z.literal('booth'), area, hall: hallNumber, booth: wholeNumber({ min: 1, max: MAX_INT4 }) }),
  ]),
  geometry: polygon,
});
export type VenueFeature = z.infer<typeof venueFeatureSchema>;

export const venueSchema = z.object({
  type: z.literal('FeatureCollection'),
  name: z.object({ en: z.string().min(1).max(200), ja: z.string().min(1).max(200), zh: z.string().min(1).max(200) }).strict().optional().describe("The venue's name in three languages"),
  features: z.array(z.unknown()),
});

// ── CSV cells ──
const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const whole = (min: number, max: number) => wholeNumberText({ min, max }, `must be a whole number from ${min} to ${max}`);
const optionalWhole = (min: number, max: number) => z.union([z.literal('').transform(() => null), whole(min, max)]);
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']))
  .transform((value) => value === '1' || value === 'true' || value === 'yes');
const HTTP_MESSAGE = 'must be an http(s) address';
const X_MESSAGE = 'must be an X account: @handle or an address such as https://x.com/handle';
const httpAddress = z.url({ protocol: /^https?$/, error: HTTP_MESSAGE }).max(2000);
const xAddress = z
  .string()
  .trim()
  .transform(xAccountAddress)
  .pipe(z.url({ protocol: /^https?$/, error: X_MESSAGE }).max(2000))
  .describe('An X account: @handle, x.com/handle or https://twitter.com/handle, kept as https://x.com/handle');
const url = z.union([z.literal('').transform(() => null), httpAddress]);
const optionalXAddress = z.union([z.literal('').transform(() => null), xAddress]);
const optionalInstant = z.union([z.literal('').transform(() => null), isoInstant]).optional().transform((value) => value ?? null);

export const genreRowSchema = z.object({ code: whole(1, 999), name_en: required(200), name_ja: required(200), name_zh: required(200) });

export const circleRowSchema = z.object({
  id: whole(1, 2_147_483_647),
  circle_number: whole(1, 2_147_483_647),
  name: required(200),
  name_kana: text(200),
  author: text(200),
  author_kana: text(200),
  genre: whole(1, 999),
  day: optionalWhole(1, 7),
  spaces: text(100),
  adult: flag,
  lottery: z.string().trim().toLowerCase().pipe(z.enum(['selected', 'not_selected'])),
  publish: flag,
  description: text(5000),
  supplement: text(5000).optional().transform((value) => value ?? ''),
  cashless: flag,
  catalog_page: optionalWhole(1, 99_999).optional().transform((value) => value ?? null),
  cut_index: optionalWhole(1, 99).optional().transform((value) => value ?? null),
  website_url: url,
  pixiv_url: url,
  x_url: optionalXAddress,
  created_at: optionalInstant,
  updated_at: optionalInstant,
  ...circleTranslationCells,
});

// A price as organisers write it: `500`, `500円`, `¥1,000`, `1,500`, full-width `５００`, or `未定` (not yet
// decided). The yen are the number; the text as written is kept when it is anything but that number.
const PRICE_MESSAGE = 'price must be yen as a number, e.g. 500 or 500円';
const PRICE_PATTERN = /^[¥\\]?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*円?$/u;
const UNDECIDED_PRICE = '未定';
const price = z
  .string()
  .trim()
  .max(40, PRICE_MESSAGE)
  .transform((written, context) => {
    if (written === '' || written === UNDECIDED_PRICE) return { yen: null, text: written };
    const digits = PRICE_PATTERN.exec(written.normalize('NFKC'))?.[1]?.replaceAll(',', '');
    const yen = digits === undefined ? Number.NaN : Number(digits);
    if (!Number.isSafeInteger(yen) || yen > 10_000_000) {
      context.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return { yen, text: written === String(yen) ? '' : written };
  })
  .describe('Yen as written: 500, 500円, ¥1,000, 1,500, full-width digits, or 未定 (not decided yet); empty for none');

export const workRowSchema = z.object({
  circle_id: whole(1, 2_147_483_647),
  position: whole(0, 999),
  title: required(300),
  size: text(40),
  pages: optionalWhole(0, 100_000),
  price_yen: price,
  new: flag,
  adult: flag,
  detail: text(5000),
  ...workTranslationCells,
});

// A shop's link needs the shop's name; an account's (`x`, `pixiv` …) may leave it empty, its kind says it.
export const linkRowSchema = z
  .object({
    circle_id: whole(1, 2_147_483_647),
    kind: z.string().trim().toLowerCase().pipe(z.enum(LINK_KINDS)).describe(`One of ${LINK_KINDS.join(', ')} (any case)`),
    shop_name: text(200).describe('The shop as shown; required for mail_order and ebook, optional for the others'),
    url: z.string().trim().min(1, 'must not be empty').max(2000).describe('An http(s) address; for x also @handle or x.com/handle, kept as https://x.com/handle'),
  })
  .transform((row, context) => {
    const address = (row.kind === 'x' ? xAddress : httpAddress).safeParse(row.url);
    if (!address.success) context.addIssue({ code: 'custom', path: ['url'], message: row.kind === 'x' ? X_MESSAGE : HTTP_MESSAGE });
    const shopName = row.shop_name.trim();
    if (shopName === '' && LINK_KINDS_WITH_SHOP_NAME.has(row.kind)) context.addIssue({ code: 'custom', path: ['shop_name'], message: 'must not be empty' });
    return address.success ? { ...row, shop_name: shopName, url: address.data } : z.NEVER;
  });

export const exhibitorRowSchema = z.object({
  booth: whole(1, 99_999),
  name: required(200),
  name_kana: text(200),
  overview: text(5000),
  product_info: text(5000),
  url,
  booth_code: required(40),
  days: z
    .string()
    .trim()
    .regex(/^(\d(\s*[ ,]\s*\d)*)?$/u, 'must be day numbers such as 1 or 1 2, or empty for every day')
    .transform((value) => [...new Set(value.split(/[\s,]+/u).filter(Boolean).map(Number))].sort((a, b) => a - b))
    .optional()
    .transform((value) => value ?? [])
    .describe('The days the booth stands (1 or 1 2); empty for every day of the event'),
  updated_at: optionalInstant,
  ...exhibitorTranslationCells,
});
