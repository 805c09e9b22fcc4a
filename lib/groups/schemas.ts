import { z } from 'zod';
import { circleIdSchema } from '@/lib/favorites/schemas';
import { intId, prefixedIntId, wholeNumber, wholeNumberInput } from '@/lib/validation/bounded-number';
import { memberText } from '@/lib/validation/member-text';
import { MAX_GROUP_NAME, MAX_LINE_LABEL, MAX_LINE_YEN, MAX_WANT_QUANTITY, markStatuses } from './group-limits';

// Shared by the groups' server actions, route handlers and the plain functions they call. Messages are
// keys under `Errors` in messages/*.json.

/** 128 random bits in base64url: the group's id and the invitation's token have the same shape. */
export const groupIdSchema = z.string({ error: 'Errors.groups.notFound' }).regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Errors.groups.notFound' });
export const inviteTokenSchema = z.string({ error: 'Errors.groups.inviteInvalid' }).regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Errors.groups.inviteInvalid' });
const userIdSchema = z.string({ error: 'Errors.field.invalid' }).min(1).max(64, { error: 'Errors.field.invalid' });
const yenSchema = wholeNumberInput({ min: 0, max: MAX_LINE_YEN }, 'Errors.groups.invalidAmount');
const workIdSchema = intId('Errors.field.invalid');

export const createGroupSchema = z.object({
  name: memberText({ lines: false, min: 1, max: MAX_GROUP_NAME, errors: { required: 'Errors.groups.invalidName', tooLong: 'Errors.groups.invalidName', invalid: 'Errors.groups.invalidName', characters: 'Errors.field.invalidCharacters' } }),
});

export const groupRefSchema = z.object({ groupId: groupIdSchema });
export const revokeInviteSchema = z.object({ groupId: groupIdSchema, inviteId: z.string({ error: 'Errors.field.invalid' }).min(1).max(64, { error: 'Errors.field.invalid' }) });
export const acceptInviteSchema = z.object({ token: inviteTokenSchema });
export const removeMemberSchema = z.object({ groupId: groupIdSchema, userId: userIdSchema });

const quantitySchema = wholeNumberInput({ min: 0, max: MAX_WANT_QUANTITY }, 'Errors.groups.invalidQuantity');

/** A work of the circle, or a free line with its amount per copy; quantity 0 takes the work off the wants. */
export const setWantSchema = z.union([
  z.object({ groupId: groupIdSchema, circleId: circleIdSchema, workId: workIdSchema, quantity: quantitySchema }),
  z.object({
    groupId: groupIdSchema,
    circleId: circleIdSchema,
    label: memberText({ lines: false, min: 1, max: MAX_LINE_LABEL, errors: { required: 'Errors.groups.invalidLabel', tooLong: 'Errors.groups.invalidLabel', invalid: 'Errors.groups.invalidLabel', characters: 'Errors.field.invalidCharacters' } }),
    amountYen: yenSchema,
    quantity: quantitySchema.min(1, { error: 'Errors.groups.invalidQuantity' }),
  }),
]);

export const removeWantSchema = z.object({ groupId: groupIdSchema, wantId: intId('Errors.field.invalid') });
/** `shared` as a boolean from code, or "true" / "false" from a form. */
const sharedSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'Errors.field.invalid' });
export const shareMemoSchema = z.object({ groupId: groupIdSchema, circleId: circleIdSchema, shared: sharedSchema });
/** An empty choice (the form's "not assigned") takes the circle off every buyer. */
export const assignCircleSchema = z.object({ groupId: groupIdSchema, circleId: circleIdSchema, buyerId: z.preprocess((value) => (value === '' ? null : value), userIdSchema.nullable()) });


/** `w<workId>` or `l<wantId>`: both ids are int4, so a longer number names nothing and is refused as input. */
const itemSchema = prefixedIntId('wl', 'Errors.field.invalid');
const markStatusSchema = z.enum(markStatuses, { error: 'Errors.plan.invalidVisitStatus' });

export const setMarkSchema = z.object({ groupId: groupIdSchema, item: itemSchema, status: markStatusSchema, priceYen: yenSchema.nullable().optional() });

const editedAtSchema = wholeNumber({ min: 0, max: 8_640_000_000_000_000 }, 'Errors.field.invalid');

/** Marks a device queued offline: the latest value of each field with the time it was made. */
export const syncMarksSchema = z.object({
  groupId: groupIdSchema,
  marks: z
    .array(
      z.object({
        item: itemSchema,
        status: z.object({ value: markStatusSchema, editedAt: editedAtSchema }).optional(),
        price: z.object({ value: yenSchema.nullable(), editedAt: editedAtSchema }).optional(),
      }),
      { error: 'Errors.field.invalid' },
    )
    .max(1000, { error: 'Errors.field.invalid' }),
});

