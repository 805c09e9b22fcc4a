// The end-to-end run's stand-ins, started by Playwright before the app: the identity provider, the old
// circle site, an SMTP server, Stripe, DeepL and a Web Push service, on fixed local ports. Every received mail is written as a JSON file
// so that the specs (other processes) can read the codes and links in it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { standInSettings } from './stand-in-settings';
import { identityProviderClient, identityProviderUsers, legacySiteClient, legacySiteUsers } from './test-identities';
import { startDeepLStandIn } from './deepl-stand-in';
import { startPushStandIn } from './push-stand-in';
import { postTo, startStripeStandIn } from './stripe-stand-in';
import { startTestIdentityProvider } from './test-identity-provider';
import { startTestSmtpServer } from './test-smtp-server';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

async function main() {
  const appOrigin = required('E2E_APP_ORIGIN').replace(/\/$/, '');
  const settings = standInSettings(Number(required('E2E_PORT')), required('E2E_DATA_DIR'));
  mkdirSync(settings.mailDir, { recursive: true });

  const smtp = await startTestSmtpServer({
    port: settings.smtpPort,
    onMail(mail) {
      const file = path.join(settings.mailDir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(file, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }));
    },
  });
  const identityProvider = await startTestIdentityProvider({
    port: settings.identityProviderPort,
    title: 'Convention ID',
    users: identityProviderUsers,
    clients: [{ ...identityProviderClient, redirectUris: [`${appOrigin}/api/auth/callback/idp`] }],
  });
  const legacySite = await startTestIdentityProvider({
    port: settings.legacySitePort,
    title: 'Circle site',
    users: legacySiteUsers,
    clients: [{ ...legacySiteClient, redirectUris: [`${appOrigin}/api/auth/callback/legacy`] }],
  });
  const stripe = await startStripeStandIn({
    port: settings.stripePort,
    webhookSecret: settings.stripeWebhookSecret,
    deliverTo: postTo(`${appOrigin}/api/stripe/webhook`),
  });
  const deepl = await startDeepLStandIn({ port: settings.deeplPort, apiKey: settings.deeplApiKey });
  const push = await startPushStandIn({ port: settings.pushPort });
  console.log(`Stand-ins: identity provider ${identityProvider.issuer}, old circle site ${legacySite.issuer}, SMTP ${smtp.url}, Stripe ${stripe.url}, DeepL ${deepl.url}, push service ${push.url}`);

  const stop = async () => {
    await Promise.allSettled([identityProvider.stop(), legacySite.stop(), smtp.stop(), stripe.stop(), deepl.stop(), push.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`Could not start the stand-ins: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
