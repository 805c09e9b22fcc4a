import { CredentialsSignin } from 'next-auth';

export const signInErrorCodes = ['invalidCredentials', 'emailNotVerified', 'rateLimited'] as const;

export type SignInErrorCode = (typeof signInErrorCodes)[number];

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

export function isSignInErrorCode(value: unknown): value is SignInErrorCode {
  return typeof value === 'string' && (signInErrorCodes as readonly string[]).includes(value);
}

export const signInErrorMessageKeys = {
  invalidCredentials: 'Errors.auth.invalidCredentials',
  emailNotVerified: 'Errors.auth.emailNotVerified',
  rateLimited: 'Errors.rateLimited',
} as const satisfies Record<SignInErrorCode, `Errors.${string}`>;
