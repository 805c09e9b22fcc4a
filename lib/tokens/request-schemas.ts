import { z } from 'zod';
import { birthdateSchema, nicknameMaxLength, nicknameSchema } from '@/lib/account/schemas';
import type { BodyMediaType } from './request-body';

// The request bodies of /api/v2, with the field names the older catalogue's clients send. The handlers parse with these schemas and
// the OpenAPI document is generated from them (`z.toJSONSchema`), so the two cannot disagree. Rules that
// zod keeps in code (refinements) are stated again as metadata, in JSON Schema's own words.

export const idTokenHeader = 'id-token';

/** The token request is a form, as the older catalogue's clients send it; JSON is accepted for clients that post JSON. */
export const tokenRequestMediaTypes: readonly BodyMediaType[] = ['application/x-www-form-urlencoded', 'application/json'];

export const tokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials', { error: 'Errors.api.unsupportedGrantType' }),
  scope: z
    .string({ error: 'Errors.field.required' })
    // A pattern rather than a refinement, so that the document carries the rule.
    .regex(/(?:^| )openid(?: |$)/, { error: 'Errors.api.openidScopeRequired' })
    .meta({ description: 'Space-separated scopes; must include openid.', examples: ['openid'] }),
});

/** After trimming: not empty, no control or format characters nor line separators (the member-text rule, decision 039). */
const nicknamePattern = '^\\s*[^\\p{Cc}\\p{Cf}\\s][^\\p{Cc}\\p{Cf}\\u2028\\u2029]*\\s*$';

export const nicknameBody = z.object({
  nickname: nicknameSchema.shape.nickname.meta({
    pattern: nicknamePattern,
    description: `Surrounding white space is removed; then 1 to ${nicknameMaxLength} characters, none of them a control or format character.`,
  }),
});

/** The earliest birthdate accepted; the latest is today in Japan, which the document states when served. */
export const earliestBirthdate = '1900-01-01';

export const birthDateBody = z.object({
  birthDate: birthdateSchema.meta({
    format: 'date',
    formatMinimum: earliestBirthdate,
    description: `A calendar date (YYYY-MM-DD) from ${earliestBirthdate} to today. Once set, it can be corrected once; later changes go through the operator.`,
  }),
});

export const displayR18Body = z.object({
  displayR18: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Errors.field.invalid' })
    .transform((value) => value === true || value === 1),
});
