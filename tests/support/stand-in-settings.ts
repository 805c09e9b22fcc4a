import path from 'node:path';
import { identityProviderClient, legacySiteClient } from './test-identities';

export interface StandInSettings {
  identityProviderPort: number;
  legacySitePort: number;
  smtpPort: number;
  identityProviderIssuer: string;
  legacySiteIssuer: string;
  smtpUrl: string;
  /** Every mail the SMTP stand-in receives lands here as one JSON file. */
  mailDir: string;
  /** The Stripe stand-in: its API and hosted checkout page, and the secret its webhooks are signed with. */
  stripePort: number;
  stripeApiUrl: string;
  stripeWebhookSecret: string;
  /** The DeepL stand-in (deepl-stand-in.ts) that `npm run catalogue:translate` is pointed at. */
  deeplPort: number;
  deeplApiUrl: string;
  deeplApiKey: string;
  /** The Web Push service stand-in (push-stand-in.ts) that the devices' subscriptions point at. */
  pushPort: number;
  pushUrl: string;
}

/**
 * Where the end-to-end stand-ins listen: fixed ports next to the app's port, so the Playwright config,
 * the stand-in process and the specs agree without talking to each other.
 */
export function standInSettings(appPort: number, dataDir: string): StandInSettings {
  const identityProviderPort = appPort + 10;
  const legacySitePort = appPort + 11;
  const smtpPort = appPort + 12;
  const stripePort = appPort + 13;
  const deeplPort = appPort + 14;
  const pushPort = appPort + 15;
  return {
    identityProviderPort,
    legacySitePort,
    smtpPort,
    identityProviderIssuer: `http://127.0.0.1:${identityProviderPort}`,
    legacySiteIssuer: `http://127.0.0.1:${legacySitePort}`,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailDir: path.join(dataDir, 'mail'),
    stripePort,
    stripeApiUrl: `http://127.0.0.1:${stripePort}`,
    stripeWebhookSecret: 'whsec_end_to_end_stand_in',
    deeplPort,
    deeplApiUrl: `http://127.0.0.1:${deeplPort}`,
    deeplApiKey: 'end-to-end-stand-in:fx',
    pushPort,
    pushUrl: `http://127.0.0.1:${pushPort}`,
  };
}

/** The app's settings for the stand-ins. */
export function appEnvironmentFor(settings: StandInSettings): Record<string, string> {
  return {
    SMTP_URL: settings.smtpUrl,
    AUTH_IDP_ISSUER: settings.identityProviderIssuer,
    AUTH_IDP_ID: identityProviderClient.clientId,
    AUTH_IDP_SECRET: identityProviderClient.clientSecret,
    AUTH_IDP_NAME: 'Convention ID',
    AUTH_LEGACY_ISSUER: settings.legacySiteIssuer,
    AUTH_LEGACY_ID: legacySiteClient.clientId,
    AUTH_LEGACY_SECRET: legacySiteClient.clientSecret,
    STRIPE_SECRET_KEY: 'sk_test_end_to_end',
    STRIPE_WEBHOOK_SECRET: settings.stripeWebhookSecret,
    STRIPE_API_URL: settings.stripeApiUrl,
    DEEPL_API_KEY: settings.deeplApiKey,
    DEEPL_SERVER_URL: settings.deeplApiUrl,
  };
}
