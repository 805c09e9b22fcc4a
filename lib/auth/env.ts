import 'server-only';
import { z } from 'zod';

const optionalText = z.string().trim().min(1).optional();
const optionalIssuer = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional();

const schema = z
  .object({
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (npm start generates one)'),
    AUTH_GOOGLE_ID: optionalText,
    AUTH_GOOGLE_SECRET: optionalText,
    AUTH_IDP_ISSUER: optionalIssuer,
    AUTH_IDP_ID: optionalText,
    AUTH_IDP_SECRET: optionalText,
    AUTH_IDP_NAME: optionalText,
    AUTH_LEGACY_ISSUER: optionalIssuer,
    AUTH_LEGACY_ID: optionalText,
    AUTH_LEGACY_SECRET: optionalText,
    API_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, context) => {
    // A provider half configured is a deployment mistake, not "disabled".
    const groups = [
      ['AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET'],
      ['AUTH_IDP_ISSUER', 'AUTH_IDP_ID', 'AUTH_IDP_SECRET'],
      ['AUTH_LEGACY_ISSUER', 'AUTH_LEGACY_ID', 'AUTH_LEGACY_SECRET'],
    ] as const;
    for (const group of groups) {
      const set = group.filter((name) => env[name] !== undefined);
      if (set.length > 0 && set.length < group.length) {
        for (const name of group.filter((name) => env[name] === undefined)) {
          context.addIssue({ code: 'custom', path: [name], message: `is required when ${set.join(', ')} is set` });
        }
      }
    }
  });

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AuthEnv {
  secret: string;
  google: { clientId: string; clientSecret: string } | undefined;
  identityProvider: (OidcClientSettings & { name: string | undefined }) | undefined;
  legacy: OidcClientSettings | undefined;
  apiTokenSecret: string | undefined;
}

function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

export function parseAuthEnv(env: Record<string, string | undefined>): AuthEnv {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid authentication configuration:\n${problems.join('\n')}`);
  }
  const e = result.data;
  return {
    secret: e.AUTH_SECRET,
    google: e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET ? { clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET } : undefined,
    identityProvider:
      e.AUTH_IDP_ISSUER && e.AUTH_IDP_ID && e.AUTH_IDP_SECRET
        ? { issuer: e.AUTH_IDP_ISSUER, clientId: e.AUTH_IDP_ID, clientSecret: e.AUTH_IDP_SECRET, name: e.AUTH_IDP_NAME }
        : undefined,
    legacy:
      e.AUTH_LEGACY_ISSUER && e.AUTH_LEGACY_ID && e.AUTH_LEGACY_SECRET
        ? { issuer: e.AUTH_LEGACY_ISSUER, clientId: e.AUTH_LEGACY_ID, clientSecret: e.AUTH_LEGACY_SECRET }
        : undefined,
    apiTokenSecret: e.API_TOKEN_SECRET,
  };
}

let cached: AuthEnv | undefined;

/** Parsed on first use (not at import), so that `next build` needs no secrets. */
export function authEnv(): AuthEnv {
  cached ??= parseAuthEnv(process.env);
  return cached;
}
