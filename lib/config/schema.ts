import { z } from 'zod';
import { appOriginEnvShape, httpUrl } from './app-origin';
import { defaultBaseUrls, type BaseUrls } from './base-urls';
import { buildEnvShape } from './build';
import { databaseEnvShape, databaseSettingsFrom, type DatabaseSettings } from './database';
import { appEnvironments, defaultStagingTestDomain, resolveEnvironment, type AppEnvironment } from './environment';
import { authConfigFrom, authConfigProblems, authEnvShape, type AuthConfig } from './auth';
import { ConfigError, issueProblems, withoutEmptyValues } from './config-error';
import { instanceEnvShape } from './instance';
import { liveStreamEnvShape } from './live-streams';
import { listenEnvShape, listenProblems, listenSettingsFrom, type ListenSettings } from './listen';
import { cutStoreConfigProblems, cutStoreEnvShape, cutStoreSettingsFrom, type CutStoreSettings } from './cut-store';
import { localStateEnvShape } from './local-state';
import { mailConfigFrom, mailEnvShape, type MailConfig } from './mail';
import { markupHandoffEnvShape, markupHandoffFrom } from './markup-handoff';
import { operator } from './operator';
import { pushConfigProblems, pushEnvShape } from './push';
import { paymentsConfigFrom, paymentsConfigProblems, paymentsEnvShape, type PaymentsConfig } from './payments';
import { translationEnvShape } from './translation';
import { trustedProxiesEnvShape, trustedProxiesFrom, type TrustedProxies } from './trusted-proxies';

export { ConfigError } from './config-error';

export interface RuntimeConfig {
  origin: string;
  /** Whether APP_ORIGIN was set, rather than `origin` being the development default. */
  originConfigured: boolean;
  appEnv: AppEnvironment;
  eventCode: string;
  baseUrls: BaseUrls;
  authCookie: { name: string | undefined; domain: string | undefined };
  auth: AuthConfig;
  mail: MailConfig;
  payments: PaymentsConfig | undefined;
  trustedProxies: TrustedProxies;
  /** Where the server listens and who may see operators' details (instance name, readiness, metrics). */
  listen: ListenSettings;
  database: DatabaseSettings;
  /** Where converted cut images are kept. */
  cutStore: CutStoreSettings;
  /** Where the inquiry form's messages are mailed. */
  inquiryMailTo: string;
  /** Static server markup sent once, in the HTML only (decision 016). */
  markupHandoff: boolean;
}

const optionalUrl = httpUrl.optional();

const envSchema = z
  .object({
    ...appOriginEnvShape,
    APP_ENV: z.enum(appEnvironments, { error: `must be one of ${appEnvironments.join(', ')}` }).optional(),
    STAGING_TEST_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
      .default(defaultStagingTestDomain),
    EVENT: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, "-" or "_"')
      .default('C999'),
    BASE_URL_WEB_CATALOGUE: optionalUrl,
    BASE_URL_PIXIV: optionalUrl,
    CIRCLE_AUTH_COOKIE_NAME: z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a valid cookie name').optional(),
    CIRCLE_AUTH_COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i, 'must be a domain').optional(),
    INQUIRY_MAIL_TO: z.email('must be an email address').default(operator.supportEmail),
    ...authEnvShape,
    ...mailEnvShape,
    ...paymentsEnvShape,
    ...trustedProxiesEnvShape,
    ...listenEnvShape,
    ...databaseEnvShape,
    ...cutStoreEnvShape,
    // Read where they are used (readSettings), checked here with the rest at start.
    ...instanceEnvShape,
    ...localStateEnvShape,
    ...buildEnvShape,
    ...markupHandoffEnvShape,
    ...translationEnvShape,
    ...liveStreamEnvShape,
    ...pushEnvShape,
  });

/**
 * Serving needs what building does not: the session secret. `npm start` generates one locally; a
 * production deployment sets it, and a server without it refuses to start.
 */
function servingProblems(env: Record<string, string>): string[] {
  return 'AUTH_SECRET' in env ? [] : ['AUTH_SECRET is required to serve (at least 32 characters, the same on every instance)'];
}

/** A developer's own machine by the origin it serves (no APP_ORIGIN: the development default), unless APP_ENV says otherwise. */
function isLocalOrigin(values: Record<string, string>): boolean {
  const origin = values.APP_ORIGIN ?? 'http://localhost';
  // A bad origin is its own problem, reported with the rest; it says nothing of where the server runs.
  if (!URL.canParse(origin)) return true;
  const hostname = new URL(origin).hostname;
  const override = appEnvironments.find((name) => name === values.APP_ENV);
  return resolveEnvironment({ hostname, override, stagingTestDomain: values.STAGING_TEST_DOMAIN }) === 'development';
}

/** Every setting the server reads, parsed at once; a ConfigError lists every problem found. */
export function parseConfig(env: Record<string, string | undefined>, options: { serving?: boolean } = {}): RuntimeConfig {
  const values = withoutEmptyValues(env);
  const result = envSchema.safeParse(values);
  const problems = [
    ...(result.success ? [] : issueProblems(result.error)),
    ...(options.serving ? servingProblems(values) : []),
    ...authConfigProblems(values),
    ...paymentsConfigProblems(values),
    ...cutStoreConfigProblems(values),
    ...pushConfigProblems(values, { serving: options.serving ?? false, local: isLocalOrigin(values) }),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const trustedProxies = trustedProxiesFrom(parsed);
  const listen = listenSettingsFrom(parsed);
  const listenIssues = listenProblems(listen, trustedProxies);
  if (listenIssues.length > 0) throw new ConfigError(listenIssues);
  const origin = new URL(parsed.APP_ORIGIN);
  const appEnv = resolveEnvironment({
    hostname: origin.hostname,
    override: parsed.APP_ENV,
    stagingTestDomain: parsed.STAGING_TEST_DOMAIN,
  });
  const defaults = defaultBaseUrls(appEnv);
  const baseUrls: BaseUrls = {
    webCatalogue: parsed.BASE_URL_WEB_CATALOGUE ?? defaults.webCatalogue,
    pixiv: parsed.BASE_URL_PIXIV ?? defaults.pixiv,
  };
  return {
    origin: origin.origin,
    originConfigured: 'APP_ORIGIN' in values,
    appEnv,
    eventCode: parsed.EVENT,
    baseUrls,
    authCookie: { name: parsed.CIRCLE_AUTH_COOKIE_NAME, domain: parsed.CIRCLE_AUTH_COOKIE_DOMAIN },
    auth: authConfigFrom(parsed),
    mail: mailConfigFrom(parsed),
    payments: paymentsConfigFrom(parsed),
    trustedProxies,
    listen,
    database: databaseSettingsFrom(parsed),
    cutStore: cutStoreSettingsFrom(parsed),
    inquiryMailTo: parsed.INQUIRY_MAIL_TO,
    markupHandoff: markupHandoffFrom(parsed),
  };
}
