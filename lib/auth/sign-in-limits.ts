import 'server-only';
import { clearRateLimit, enforceRateLimits, refundRateLimit } from '@/lib/rate-limit';
import type { RateLimitPolicy } from '@/lib/rate-limit/fixed-window';
import {
  signInAttemptsPerAddress,
  signInFailuresPerAccount,
  signInFailuresPerAddress,
  signInFailuresPerDevice,
  signInFailuresPerPair,
} from '@/lib/rate-limit/policies';
import type { KnownDevice } from './known-device';

export interface SignInAttempt {
  email: string;
  address: string;
  device: KnownDevice | null;
}

interface Counted {
  policy: RateLimitPolicy;
  subject: string;
  /** What a correct password does to the counter: a failure counter forgets this attempt or all of them. */
  onSuccess: 'keep' | 'refund' | 'clear';
}

/**
 * The counters one attempt goes into. Every attempt is counted before the password is checked, so parallel
 * guesses cannot pass a limit, and a correct password takes its attempt back from the failure counters.
 * A device the account signed in on before answers only to its own counter: a guesser elsewhere, even
 * behind the same carrier address, cannot lock the member out of it.
 */
function countersOf({ email, address, device }: SignInAttempt): Counted[] {
  const attempts: Counted = { policy: signInAttemptsPerAddress, subject: address, onSuccess: 'keep' };
  if (device) return [attempts, { policy: signInFailuresPerDevice, subject: device.id, onSuccess: 'clear' }];
  return [
    attempts,
    { policy: signInFailuresPerPair, subject: `${email} ${address}`, onSuccess: 'clear' },
    { policy: signInFailuresPerAccount, subject: email, onSuccess: 'refund' },
    { policy: signInFailuresPerAddress, subject: address, onSuccess: 'refund' },
  ];
}

/** Counts the attempt; throws a `rateLimited` AppError when a counter is over its limit. */
export async function countSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await enforceRateLimits(countersOf(attempt));
}

/**
 * After the right password: the attempt was no failure. The account's and the address's counters give
 * back only this attempt (a member signing in must not wipe a guesser's count), the pair and the device,
 * which are the member's own, start over.
 */
export async function forgiveSignInAttempt(attempt: SignInAttempt): Promise<void> {
  await Promise.all(
    countersOf(attempt).map(({ policy, subject, onSuccess }) =>
      onSuccess === 'clear' ? clearRateLimit(policy, subject) : onSuccess === 'refund' ? refundRateLimit(policy, subject) : undefined,
    ),
  );
}
