/** Provider ids as Auth.js knows them; they appear in callback URLs and in Account rows. */
export const providerIds = {
  credentials: 'credentials',
  google: 'google',
  identityProvider: 'idp',
  legacy: 'legacy',
} as const;

