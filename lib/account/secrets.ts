import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { authEnv } from '@/lib/auth/env';

/** 256 random bits, URL-safe: 43 characters. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function randomSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// A six-digit code has a million values, so a plain hash would be reversed at once from a database copy;
// keyed with the server secret it cannot be, as long as the secret is not leaked with it.
export function hashResetCode(userId: string, code: string): string {
  return createHmac('sha256', authEnv().secret).update(`password-reset:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
