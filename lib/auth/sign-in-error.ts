import { CredentialsSignin } from 'next-auth';
import { AppError } from '@/lib/errors';
import { isSignInErrorCode, signInErrorMessageKeys, type SignInErrorCode } from './sign-in-codes';

/**
 * Auth.js puts `code` into the redirect URL (`/auth/login?error=CredentialsSignin&code=…`) and onto the
 * error thrown by a server-side `signIn`, so the login page can show the matching message.
 */
export class SignInError extends CredentialsSignin {
  constructor(code: SignInErrorCode) {
    super();
    this.code = code;
  }
}

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
    case 'linkInvalid':
    case 'linkUsed':
    case 'linkExpired':
      return new AppError('invalidInput', signInErrorMessageKeys[code]);
  }
}
