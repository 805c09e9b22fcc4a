import { z } from 'zod';
import { MAX_COLOR } from '@/lib/favorites/palette';
import { intId, wholeNumberInput } from '@/lib/validation/bounded-number';
import { memberText } from '@/lib/validation/member-text';
import { BULK_MAX, LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from './limits';

// Shared by the server actions and the logic they call; the controls read the limits from ./limits.
// Messages are keys under `Errors` in messages/*.json.

// Past int4 no circle exists, and the query would fail rather than find nothing.
export const circleIdSchema = intId('Errors.favorites.circleNotFound');

/** A favourite colour, favorite1..favorite18. */
export const colorSchema = wholeNumberInput({ min: 1, max: MAX_COLOR }, 'Errors.favorites.invalidColor');

export const memoSchema = memberText({ lines: true, max: MEMO_MAX_LENGTH, errors: { tooLong: 'Errors.favorites.memoTooLong', characters: 'Errors.field.invalidCharacters', invalid: 'Errors.field.invalid' } });

export const labelSchema = memberText({ lines: false, max: LABEL_MAX_LENGTH, errors: { tooLong: 'Errors.favorites.labelTooLong', characters: 'Errors.field.invalidCharacters', invalid: 'Errors.field.invalid' } });

const circleIdsSchema = z
  .array(circleIdSchema, { error: 'Errors.favorites.noneSelected' })
  .min(1, { error: 'Errors.favorites.noneSelected' })
  .max(BULK_MAX, { error: 'Errors.favorites.tooMany' })
  .transform((ids) => [...new Set(ids)]);

export const setColorSchema = z.object({ circleId: circleIdSchema, color: colorSchema });
export const removeFavoriteSchema = z.object({ circleId: circleIdSchema });
export const saveMemoSchema = z.object({ circleId: circleIdSchema, memo: memoSchema });
export const renameLabelSchema = z.object({ color: colorSchema, label: labelSchema });
export const bulkSetColorSchema = z.object({ circleIds: circleIdsSchema, color: colorSchema });
export const bulkRemoveSchema = z.object({ circleIds: circleIdsSchema });

// What the domain functions take: input the action has parsed with the schemas above.
export type ColorChange = z.output<typeof setColorSchema>;
export type FavoriteRemoval = z.output<typeof removeFavoriteSchema>;
export type MemoChange = z.output<typeof saveMemoSchema>;
export type LabelChange = z.output<typeof renameLabelSchema>;
export type BulkColorChange = z.output<typeof bulkSetColorSchema>;
export type BulkRemoval = z.output<typeof bulkRemoveSchema>;
