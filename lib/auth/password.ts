import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at 19 MiB of memory, 2 passes and one lane: the OWASP minimum for argon2id. A sign-in costs about
 * 20-40 ms of one core, and memory stays bounded when many people sign in at once, as they do when the
 * catalogue opens. Stronger settings would multiply that memory by every concurrent sign-in on every app
 * instance. Hashes carry their parameters, so raising them later keeps old hashes verifiable.
 */
const OPTIONS = {
  // argon2id is 2 in the package's Algorithm enum, which cannot be imported as a value under isolatedModules.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export async function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash; never throws for those. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
