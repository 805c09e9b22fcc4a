import { z } from 'zod';

/** Sign-in as this server uses it. */
export interface AuthConfig {
  /** Signs the session cookies; required to serve (checked at start), absent while building. */
  secret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  identityProvider: (OidcClientSettings & { name: string | undefined }) | undefined;
  legacy: OidcClientSettings | undefined;
  apiTokenSecret: string | undefined;
}

interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const optionalText = z.string().trim().min(1).optional();
const optionalIssuer = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional();

export const authEnvShape = {
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (npm start generates one)').optional(),
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
};

type AuthEnv = { [Key in keyof typeof authEnvShape]?: z.output<(typeof authEnvShape)[Key]> };

const providerGroups = [
  ['AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET'],
  ['AUTH_IDP_ISSUER', 'AUTH_IDP_ID', 'AUTH_IDP_SECRET'],
  ['AUTH_LEGACY_ISSUER', 'AUTH_LEGACY_ID', 'AUTH_LEGACY_SECRET'],
] as const;

// A provider half configured is a deployment mistake, not "disabled".
export function authConfigProblems(env: Record<string, string>): string[] {
  return providerGroups.flatMap((group) => {
    const set = group.filter((name) => name in env);
    if (set.length === 0 || set.length === group.length) return [];
    return group.filter((name) => !(name in env)).map((name) => `${name} is required when ${set.join(', ')} is set`);
  });
}

export function authConfigFrom(env: AuthEnv): AuthConfig {
  return {
    secret: env.AUTH_SECRET,
    google: env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET ? { clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET } : undefined,
    identityProvider:
      env.AUTH_IDP_ISSUER && env.AUTH_IDP_ID && env.AUTH_IDP_SECRET
        ? { issuer: env.AUTH_IDP_ISSUER, clientId: env.AUTH_IDP_ID, clientSecret: env.AUTH_IDP_SECRET, name: env.AUTH_IDP_NAME }
        : undefined,
    legacy:
      env.AUTH_LEGACY_ISSUER && env.AUTH_LEGACY_ID && env.AUTH_LEGACY_SECRET
        ? { issuer: env.AUTH_LEGACY_ISSUER, clientId: env.AUTH_LEGACY_ID, clientSecret: env.AUTH_LEGACY_SECRET }
        : undefined,
    apiTokenSecret: env.API_TOKEN_SECRET,
  };
}
