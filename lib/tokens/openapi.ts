import { z } from 'zod';
import { sessionCookie } from '@/lib/auth/session-cookie';
import { allowHeader } from '@/lib/http/route-methods';
import { todayInJapan } from '@/lib/time/japan-time';
import { errorSchemaFor, responseSchemas } from './openapi-schemas';
import { API_BODY_MAX_BYTES } from './request-body';
import { birthDateBody, displayR18Body, idTokenHeader, nicknameBody, tokenRequestMediaTypes, tokenRequestSchema } from './request-schemas';

const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: keyof typeof responseSchemas) => ({ $ref: `#/components/schemas/${name}` });

/** A request schema from the zod schema the handler parses with, as the client sends it. */
function requestSchema(schema: z.ZodType): object {
  const body = z.toJSONSchema(schema, { io: 'input' });
  // The dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12), not repeated per schema.
  delete body.$schema;
  return body;
}

const failures = {
  400: 'The body does not parse or breaks a rule of its schema; `fields` names each field and its problem.',
  401: 'Missing, expired, forged or revoked credentials.',
  403: 'Not allowed for this account (for UpdateBirthDate: a correction from under 18 to 18 or over, which staff make after an inquiry).',
  404: 'Not available: the sign-in method is off on this server, or the account no longer exists.',
  409: 'The birthdate was already corrected once; further changes go through the operator.',
  413: `The body is larger than ${API_BODY_MAX_BYTES} bytes (refused before it is read).`,
  415: 'The body is not in one of the media types listed for the call (parameters other than charset=utf-8 are allowed).',
  429: 'Too many token requests: 60 an hour per account, 3,000 in 15 minutes per address; `Retry-After` says when to try again.',
  500: 'An unexpected failure (or the identity provider’s keys could not be fetched); the detail is logged, not shown.',
} as const;

type FailureStatus = keyof typeof failures;

function responses(success: object, statuses: FailureStatus[]) {
  const answers: Record<string, object> = { '200': success };
  for (const status of statuses) {
    answers[String(status)] = {
      description: failures[status],
      content: json(errorSchemaFor(status)),
      ...(status === 401 && { headers: { 'WWW-Authenticate': { schema: { const: 'Bearer' } } } }),
      ...(status === 429 && { headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'Seconds' } } }),
    };
  }
  return answers;
}

const bodyStatuses: FailureStatus[] = [400, 413, 415];

function tokenOperation(operationId: string, summary: string, extra: object, statuses: FailureStatus[]) {
  const schema = requestSchema(tokenRequestSchema);
  return {
    post: {
      operationId,
      summary,
      ...extra,
      requestBody: { required: true, content: Object.fromEntries(tokenRequestMediaTypes.map((type) => [type, { schema }])) },
      responses: responses({ description: 'Tokens', content: json(ref('Tokens')) }, [...bodyStatuses, ...statuses, 429, 500]),
    },
  };
}

function updateOperation(operationId: string, summary: string, body: object, statuses: FailureStatus[] = []) {
  return {
    post: {
      operationId,
      summary,
      security: [{ bearer: [] }],
      requestBody: { required: true, content: json(body) },
      responses: responses({ description: 'The user info after the change', content: json(ref('UserInfo')) }, [...bodyStatuses, 401, 404, ...statuses, 500]),
    },
  };
}

const userInfoOperation = (operationId: string) => ({
  operationId,
  summary: 'The signed-in user (any request body is ignored)',
  security: [{ bearer: [] }],
  responses: responses({ description: 'The user info', content: json(ref('UserInfo')) }, [401, 500]),
});

/**
 * The /api/v2 surface (docs/decisions/013), served at /api/v2/openapi.json. Built per request: the
 * latest birthdate accepted is today in Japan.
 */
export function openApiDocument(today: Date = new Date()) {
  const latestBirthdate = todayInJapan(today);
  const birthDate = z.object({ birthDate: birthDateBody.shape.birthDate.meta({ formatMaximum: latestBirthdate }) });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Web catalogue account API',
      version: '2',
      description:
        `Every call answers a method it does not list with 405 and an Allow header naming the methods it serves (\`Allow: ${allowHeader(['POST'])}\` for the calls that take POST only). ` +
        'Errors share one JSON shape: `{ "error": { "code", "messageKey", "fields"? } }`.',
    },
    // Relative: the document is right on every host that serves it.
    servers: [{ url: '/api/v2' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token from Cookie2Token or EntraId2Token' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie().name, description: 'The web session of this site' },
      },
      schemas: responseSchemas,
    },
    paths: {
      '/EntraId2Token': tokenOperation(
        'entraId2Token',
        'Exchange an id token of the identity provider for this site’s tokens',
        { parameters: [{ name: idTokenHeader, in: 'header', required: true, schema: { type: 'string' }, description: 'An id token issued to this site by the identity provider' }] },
        [401, 403, 404],
      ),
      '/Cookie2Token': tokenOperation('cookie2Token', 'Exchange the session cookie of this site for tokens', { security: [{ sessionCookie: [] }] }, [401]),
      '/UserInfo': { get: userInfoOperation('getUserInfo'), post: userInfoOperation('postUserInfo') },
      '/UpdateNickname': updateOperation('updateNickname', 'Change the nickname', requestSchema(nicknameBody)),
      '/UpdateBirthDate': updateOperation('updateBirthDate', 'Set or correct the birthdate', requestSchema(birthDate), [403, 409]),
      '/UpdateDisplayR18': updateOperation('updateDisplayR18', 'Show or hide adult content', requestSchema(displayR18Body)),
      '/UserSnsLogins': {
        get: {
          operationId: 'listUserSnsLogins',
          summary: 'Linked sign-in methods',
          security: [{ bearer: [] }],
          responses: responses({ description: 'Sign-in methods', content: json(ref('SignInMethods')) }, [401, 500]),
        },
      },
    },
  };
}
