export const signInErrorCodes = ['invalidCredentials', 'emailNotVerified', 'rateLimited', 'linkInvalid', 'linkUsed', 'linkExpired'] as const;

export type SignInErrorCode = (typeof signInErrorCodes)[number];

export function isSignInErrorCode(value: unknown): value is SignInErrorCode {
  return typeof value === 'string' && (signInErrorCodes as readonly string[]).includes(value);
}

export const signInErrorMessageKeys = {
  invalidCredentials: 'Errors.auth.invalidCredentials',
  emailNotVerified: 'Errors.auth.emailNotVerified',
  rateLimited: 'Errors.rateLimited',
  linkInvalid: 'Errors.account.invalidVerificationLink',
  linkUsed: 'Errors.account.verificationLinkUsed',
  linkExpired: 'Errors.account.verificationLinkExpired',
} as const satisfies Record<SignInErrorCode, `Errors.${string}`>;

/** The message for the `error` (and `code`) query values that Auth.js and the old-account link put on /auth/login. */
export function loginErrorMessageKey(error: string | undefined, code?: string): `Errors.${string}` | undefined {
  if (!error) return undefined;
  if (error === 'CredentialsSignin') return signInErrorMessageKeys[isSignInErrorCode(code) ? code : 'invalidCredentials'];
  switch (error) {
    case 'LegacyNotLinked':
      return 'Errors.auth.legacyNotLinked';
    case 'LegacyAlreadyLinked':
      return 'Errors.auth.legacyAlreadyLinked';
    case 'OAuthAccountNotLinked':
      return 'Errors.auth.accountLinkedElsewhere';
    case 'AccessDenied':
      return 'Errors.auth.accessDenied';
    default:
      return 'Errors.auth.signInFailed';
  }
}
