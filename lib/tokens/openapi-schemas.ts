import { appErrorCodes, statusByCode } from '@/lib/errors';
import { knownRoles } from '@/lib/auth/roles';
import { accessTokenLifetimeSeconds } from './api-tokens';

// The response bodies of /api/v2 as JSON Schema. They describe TypeScript types (TokenResponse, UserInfo,
// SignInMethod, ErrorBody); the contract test validates every answer of the real handlers against them.

const messageKey = { type: 'string', pattern: '^Errors\\.', description: 'Translation key under Errors in the catalogue messages' };

export const responseSchemas = {
  Tokens: {
    type: 'object',
    required: ['access_token', 'id_token', 'token_type', 'expires_in', 'scope'],
    properties: {
      access_token: { type: 'string' },
      id_token: { type: 'string' },
      token_type: { const: 'Bearer' },
      expires_in: { type: 'integer', examples: [accessTokenLifetimeSeconds] },
      scope: { const: 'openid' },
    },
  },
  UserInfo: {
    type: 'object',
    required: ['sub', 'nickname', 'email', 'email_verified', 'updated_at', 'circlems_r18', 'birthdate', 'roles'],
    properties: {
      sub: { type: 'string' },
      nickname: { type: 'string' },
      email: { type: ['string', 'null'] },
      email_verified: { type: 'boolean' },
      updated_at: { type: 'integer', description: 'Seconds since the epoch' },
      circlems_r18: { enum: [0, 1] },
      birthdate: { type: ['string', 'null'], format: 'date' },
      roles: { type: 'array', items: { enum: [...knownRoles] } },
    },
  },
  SignInMethods: {
    type: 'object',
    required: ['userSnsAuths'],
    properties: {
      userSnsAuths: {
        type: 'array',
        items: {
          type: 'object',
          required: ['provider', 'linkedAt'],
          properties: { provider: { type: 'string' }, linkedAt: { type: 'string', format: 'date-time' }, email: { type: 'string' } },
        },
      },
    },
  },
  Error: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'messageKey'],
        properties: {
          code: { enum: [...appErrorCodes, 'internal'] },
          messageKey,
          fields: { type: 'object', description: 'Field path to the message key of its first problem', additionalProperties: messageKey },
        },
      },
    },
  },
};

/** The error body of one status, its code fixed: a client can rely on the pair. */
export function errorSchemaFor(status: number) {
  const code = appErrorCodes.find((candidate) => statusByCode[candidate] === status) ?? 'internal';
  const { error } = responseSchemas.Error.properties;
  return { ...responseSchemas.Error, properties: { error: { ...error, properties: { ...error.properties, code: { const: code } } } } };
}
