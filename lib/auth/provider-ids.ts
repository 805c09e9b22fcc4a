/** Provider ids as Auth.js knows them; they appear in callback URLs and in Account rows. */
export const providerIds = {
  credentials: 'credentials',
  /** The confirmation link of a new account (lib/auth/email-link.ts). */
  emailLink: 'email-link',
  google: 'google',
  identityProvider: 'idp',
  legacy: 'legacy',
} as const;

