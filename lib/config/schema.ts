import { z } from 'zod';
import { defaultBaseUrls, type BaseUrls } from './base-urls';
import { databaseEnvShape, databaseSettingsFrom, type DatabaseSettings } from './database';
import { appEnvironments, defaultStagingTestDomain, resolveEnvironment, type AppEnvironment } from './environment';
import { operator } from './operator';
import { paymentsConfigFrom, paymentsConfigProblems, paymentsEnvShape, type PaymentsConfig } from './payments';
import { trustedProxiesEnvShape, trustedProxiesFrom, type TrustedProxies } from './trusted-proxies';

export const logLevels = ['debug', 'info', 'warn', 'error'] as const;

export type LogLevel = (typeof logLevels)[number];

export const identityProviderRedirectPath = '/auth/msal';

export interface IdentityProviderConfig {
  clientId: string;
  authority: string;
  knownAuthorities: string[];
  redirectPath: string;
}

export interface RuntimeConfig {
  origin: string;
  appEnv: AppEnvironment;
  eventCode: string;
  logLevel: LogLevel;
  baseUrls: BaseUrls;
  authCookie: { name: string | undefined; domain: string | undefined };
  identityProvider: IdentityProviderConfig | undefined;
  payments: PaymentsConfig | undefined;
  trustedProxies: TrustedProxies;
  database: DatabaseSettings;
  /** Where the inquiry form's messages are mailed. */
  inquiryMailTo: string;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const optionalUrl = httpUrl.optional();

const hostnameList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'must be a comma-separated list of host names')));

const envSchema = z
  .object({
    APP_ORIGIN: httpUrl.default('http://localhost:3000'),
    APP_ENV: z.enum(appEnvironments, { error: `must be one of ${appEnvironments.join(', ')}` }).optional(),
    STAGING_TEST_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
      .default(defaultStagingTestDomain),
    EVENT: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, "-" or "_"')
      .default('C999'),
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
    BASE_URL_CIRCLE_SITE: optionalUrl,
    BASE_URL_PORTAL: optionalUrl,
    BASE_URL_WEB_CATALOGUE: optionalUrl,
    BASE_URL_AUTH: optionalUrl,
    BASE_URL_DOCS: optionalUrl,
    BASE_URL_MAIN_SITE: optionalUrl,
    BASE_URL_PAYMENT_SCRIPT: optionalUrl,
    BASE_URL_PIXIV: optionalUrl,
    CIRCLE_AUTH_COOKIE_NAME: z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a valid cookie name').optional(),
    CIRCLE_AUTH_COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain').optional(),
    IDP_CLIENT_ID: z.string().min(1).optional(),
    IDP_AUTHORITY: optionalUrl,
    IDP_KNOWN_AUTHORITIES: hostnameList.optional(),
    INQUIRY_MAIL_TO: z.email('must be an email address').default(operator.supportEmail),
    ...paymentsEnvShape,
    ...trustedProxiesEnvShape,
    ...databaseEnvShape,
  });

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid runtime configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// .env files often carry `NAME=` for "not set"; treating it as a value would fail the URL checks.
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

// Checked apart from the schema so that a half-configured identity provider is reported together with
// every other problem, not only once the rest parses.
function identityProviderProblems(env: Record<string, string>): string[] {
  const hasClient = 'IDP_CLIENT_ID' in env;
  const hasAuthority = 'IDP_AUTHORITY' in env;
  if (hasClient && !hasAuthority) return ['IDP_AUTHORITY is required when IDP_CLIENT_ID is set'];
  if (hasAuthority && !hasClient) return ['IDP_CLIENT_ID is required when IDP_AUTHORITY is set'];
  return [];
}

export function parseConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const values = withoutEmptyValues(env);
  const result = envSchema.safeParse(values);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`)),
    ...identityProviderProblems(values),
    ...paymentsConfigProblems(values),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const origin = new URL(parsed.APP_ORIGIN);
  const appEnv = resolveEnvironment({
    hostname: origin.hostname,
    override: parsed.APP_ENV,
    stagingTestDomain: parsed.STAGING_TEST_DOMAIN,
  });
  const defaults = defaultBaseUrls(appEnv);
  const baseUrls: BaseUrls = {
    circleSite: parsed.BASE_URL_CIRCLE_SITE ?? defaults.circleSite,
    portal: parsed.BASE_URL_PORTAL ?? defaults.portal,
    webCatalogue: parsed.BASE_URL_WEB_CATALOGUE ?? defaults.webCatalogue,
    auth: parsed.BASE_URL_AUTH ?? defaults.auth,
    docs: parsed.BASE_URL_DOCS ?? defaults.docs,
    mainSite: parsed.BASE_URL_MAIN_SITE ?? defaults.mainSite,
    paymentScript: parsed.BASE_URL_PAYMENT_SCRIPT ?? defaults.paymentScript,
    pixiv: parsed.BASE_URL_PIXIV ?? defaults.pixiv,
  };
  return {
    origin: origin.origin,
    appEnv,
    eventCode: parsed.EVENT,
    logLevel: parsed.LOG_LEVEL,
    baseUrls,
    authCookie: { name: parsed.CIRCLE_AUTH_COOKIE_NAME, domain: parsed.CIRCLE_AUTH_COOKIE_DOMAIN },
    identityProvider:
      parsed.IDP_CLIENT_ID && parsed.IDP_AUTHORITY
        ? {
            clientId: parsed.IDP_CLIENT_ID,
            authority: parsed.IDP_AUTHORITY,
            knownAuthorities: parsed.IDP_KNOWN_AUTHORITIES ?? [new URL(parsed.IDP_AUTHORITY).hostname],
            redirectPath: identityProviderRedirectPath,
          }
        : undefined,
    payments: paymentsConfigFrom(parsed),
    trustedProxies: trustedProxiesFrom(parsed),
    database: databaseSettingsFrom(parsed),
    inquiryMailTo: parsed.INQUIRY_MAIL_TO,
  };
}
