import { CredentialsSignin } from 'next-auth';
import { AppError } from '@/lib/errors';
import { isSignInErrorCode, signInErrorMessageKeys } from './sign-in-error';

/** A failed server-side credentials sign-in as the AppError the login form shows. */
export function appErrorFromSignIn(error: CredentialsSignin): AppError {
  const code = isSignInErrorCode(error.code) ? error.code : 'invalidCredentials';
  switch (code) {
    case 'rateLimited':
      return new AppError('rateLimited', signInErrorMessageKeys.rateLimited);
    case 'emailNotVerified':
      return new AppError('forbidden', signInErrorMessageKeys.emailNotVerified);
    case 'invalidCredentials':
      return new AppError('unauthenticated', signInErrorMessageKeys.invalidCredentials);
  }
}

/** `error` (and `code`) query values that Auth.js and the old-account link put on /auth/login. */
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
