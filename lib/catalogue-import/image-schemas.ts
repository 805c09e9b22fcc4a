// images.csv's row (decision 040), beside the other files' schemas in schemas.ts; the JSON Schema is
// generated from it too.
import { z } from 'zod';
import { IMAGE_KINDS, type ImageKindName } from '@/lib/catalogue-import/format';
import { flag } from '@/lib/catalogue-import/schemas';
import { wholeNumberText } from '@/lib/validation/bounded-number';

/** Who an image belongs to, as images.csv names it. */
export type ImageOwner = { kind: 'circle'; circleId: number } | { kind: 'work'; circleId: number; position: number } | { kind: 'booth'; booth: number };

const OWNER_MESSAGE = 'must be a circle id (12345), a work as circle id/position (12345/2) or a booth (booth-7)';

/** `12345` a circle, `12345/2` its work at position 2, `booth-7` a corporate booth; undefined for anything else. */
export function parseImageOwner(text: string): ImageOwner | undefined {
  const value = text.trim().normalize('NFKC');
  let match = /^(\d{1,10})$/.exec(value);
  if (match) return { kind: 'circle', circleId: Number(match[1]) };
  match = /^(\d{1,10})\/(\d{1,3})$/.exec(value);
  if (match) return { kind: 'work', circleId: Number(match[1]), position: Number(match[2]) };
  match = /^booth-(\d{1,5})$/i.exec(value);
  if (match) return { kind: 'booth', booth: Number(match[1]) };
  return undefined;
}

/** The owner written back the one way the export writes it, also the key kept across imports. */
export function imageOwnerText(owner: ImageOwner): string {
  if (owner.kind === 'circle') return String(owner.circleId);
  if (owner.kind === 'work') return `${owner.circleId}/${owner.position}`;
  return `booth-${owner.booth}`;
}

/** Which owner each kind belongs to: a menu or announcement to a circle, a cover to a work, a banner to a booth. */
export const OWNER_OF_KIND: Readonly<Record<ImageKindName, ImageOwner['kind']>> = { menu: 'circle', announcement: 'circle', cover: 'work', banner: 'booth' };
const KIND_MESSAGE: Readonly<Record<ImageKindName, string>> = {
  menu: 'a menu belongs to a circle: owner is its id (12345)',
  announcement: 'an announcement belongs to a circle: owner is its id (12345)',
  cover: "a cover belongs to a work: owner is the circle's id and the work's position (12345/2)",
  banner: 'a banner belongs to a corporate booth: owner is booth-<number> (booth-7)',
};

const alt = z.string().max(500).optional().transform((value) => (value ?? '').trim());
// A path under images/, as written in the folder or zip: no way out of it.
const file = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(500)
  .refine((name) => !name.startsWith('/') && !name.includes('\\') && !name.split('/').includes('..'), 'must be a path inside images/ (no .., no leading /)')
  .refine((name) => /\.(jpe?g|png|webp)$/i.test(name), 'must name a .jpg, .png or .webp file')
  .describe('The file under images/, e.g. 12345-menu.jpg or 12345/cover-2.png');

export const imageRowSchema = z
  .object({
    owner: z.string().max(40).describe('A circle id (12345), a work as circle id/position (12345/2), or a booth (booth-7)'),
    kind: z.string().trim().toLowerCase().pipe(z.enum(IMAGE_KINDS)).describe(`One of ${IMAGE_KINDS.join(', ')} (any case)`),
    position: wholeNumberText({ min: 0, max: 99 }, 'must be a whole number from 0 to 99').describe('Order among the owner\'s images of this kind, from 0'),
    file,
    adult: flag,
    alt_ja: alt,
    alt_en: alt,
    alt_zh: alt,
  })
  .transform((row, context) => {
    const owner = parseImageOwner(row.owner);
    if (!owner) {
      context.addIssue({ code: 'custom', path: ['owner'], message: OWNER_MESSAGE });
      return z.NEVER;
    }
    if (OWNER_OF_KIND[row.kind] !== owner.kind) {
      context.addIssue({ code: 'custom', path: ['kind'], message: KIND_MESSAGE[row.kind] });
      return z.NEVER;
    }
    return { ...row, owner };
  });
