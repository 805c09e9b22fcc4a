import { accessTokenLifetimeSeconds } from './api-tokens';
import { idTokenHeader } from './exchange';

const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const errorResponses = {
  '400': { description: 'Invalid input', content: json(ref('Error')) },
  '401': { description: 'Missing, expired, forged or revoked credentials', content: json(ref('Error')) },
  '403': { description: 'Not allowed for this account', content: json(ref('Error')) },
};

const tokenRequest = {
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        required: ['grant_type', 'scope'],
        properties: { grant_type: { const: 'client_credentials' }, scope: { type: 'string', examples: ['openid'] } },
      },
    },
  },
};

const userInfoResponse = { '200': { description: 'The user info', content: json(ref('UserInfo')) }, ...errorResponses };

const bearerPost = (summary: string, body?: object) => ({
  post: { summary, security: [{ bearer: [] }], ...(body && { requestBody: { required: true, content: json(body) } }), responses: userInfoResponse },
});

/** The /api/v2 surface (the seed's section 7), served at /api/v2/openapi.json. */
export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: { title: 'Web catalogue account API', version: '2' },
    servers: [{ url: `${serverUrl}/api/v2` }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'messageKey'],
              properties: {
                code: { type: 'string', examples: ['unauthenticated'] },
                messageKey: { type: 'string', description: 'Translation key under Errors in the catalogue messages' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
        Tokens: {
          type: 'object',
          required: ['access_token', 'id_token', 'token_type', 'expires_in'],
          properties: {
            access_token: { type: 'string' },
            id_token: { type: 'string' },
            token_type: { const: 'Bearer' },
            expires_in: { type: 'integer', examples: [accessTokenLifetimeSeconds] },
            scope: { type: 'string' },
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
            roles: { type: 'array', items: { enum: ['Platinum', 'Bronze'] } },
          },
        },
      },
    },
    paths: {
      '/EntraId2Token': {
        post: {
          summary: 'Exchange an id token of the identity provider for this site’s tokens',
          parameters: [{ name: idTokenHeader, in: 'header', required: true, schema: { type: 'string' } }],
          requestBody: tokenRequest,
          responses: { '200': { description: 'Tokens', content: json(ref('Tokens')) }, ...errorResponses },
        },
      },
      '/Cookie2Token': {
        post: {
          summary: 'Exchange the session cookie of this site for tokens',
          security: [{}],
          requestBody: tokenRequest,
          responses: { '200': { description: 'Tokens', content: json(ref('Tokens')) }, ...errorResponses },
        },
      },
      '/UserInfo': { ...bearerPost('The signed-in user') },
      '/UpdateNickname': bearerPost('Change the nickname', { type: 'object', required: ['nickname'], properties: { nickname: { type: 'string', maxLength: 40 } } }),
      '/UpdateBirthDate': bearerPost('Change the birthdate', { type: 'object', required: ['birthDate'], properties: { birthDate: { type: 'string', format: 'date' } } }),
      '/UpdateDisplayR18': bearerPost('Show or hide adult content', {
        type: 'object',
        required: ['displayR18'],
        properties: { displayR18: { oneOf: [{ type: 'boolean' }, { enum: [0, 1] }] } },
      }),
      '/UserSnsLogins': {
        get: {
          summary: 'Linked sign-in methods',
          security: [{ bearer: [] }],
          responses: {
            '200': {
              description: 'Sign-in methods',
              content: json({
                type: 'object',
                properties: {
                  userSnsAuths: {
                    type: 'array',
                    items: { type: 'object', required: ['provider', 'linkedAt'], properties: { provider: { type: 'string' }, linkedAt: { type: 'string', format: 'date-time' }, email: { type: 'string' } } },
                  },
                },
              }),
            },
            ...errorResponses,
          },
        },
      },
    },
  };
}
