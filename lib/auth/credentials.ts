import 'server-only';
import { signInSchema } from '@/lib/auth/sign-in-schema';
import { db } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { clientAddress } from '@/lib/rate-limit';
import { knownDeviceOf, rememberDevice } from './known-device';
import { hashPassword, verifyPassword } from './password';
import { SignInError } from './sign-in-error';
import { countSignInAttempt, forgiveSignInAttempt } from './sign-in-limits';

export interface AuthorizedUser {
  id: string;
  email: string;
  name: string;
}

let dummyHash: Promise<string> | undefined;

// Checking a password against a throwaway hash when the account does not exist keeps the answer time
// the same, so the timing does not tell which addresses have accounts.
function hashForMissingAccount(): Promise<string> {
  const hash = dummyHash ?? hashPassword('no account has this password');
  dummyHash = hash;
  return hash;
}

/**
 * The Credentials provider's `authorize`: rate limits (lib/auth/sign-in-limits.ts), then argon2id. An
 * unverified address is reported only after the right password, so the code reveals nothing to a guesser.
 */
export async function authorizeCredentials(input: unknown, request: Request): Promise<AuthorizedUser> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) throw new SignInError('invalidCredentials');
  const { email, password } = parsed.data;
  const attempt = { email, address: clientAddress(request.headers), device: knownDeviceOf(request.headers, email) };

  try {
    await countSignInAttempt(attempt);
  } catch (error) {
    if (isAppError(error) && error.code === 'rateLimited') throw new SignInError('rateLimited');
    throw error;
  }

  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, nickname: true, passwordHash: true, emailVerified: true } });
  const valid = await verifyPassword(user?.passwordHash ?? (await hashForMissingAccount()), password);
  if (!user?.passwordHash || !valid) throw new SignInError('invalidCredentials');
  await forgiveSignInAttempt(attempt);
  if (!user.emailVerified) throw new SignInError('emailNotVerified');

  await rememberDevice(email, attempt.device);
  return { id: user.id, email, name: user.nickname };
}
