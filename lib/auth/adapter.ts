import 'server-only';
import { PrismaAdapter } from '@auth/prisma-adapter';
import { decodeJwt } from 'jose';
import type { Adapter, AdapterAccount } from 'next-auth/adapters';
import { db } from '@/lib/db';
import { providerIds } from './provider-ids';

function emailClaim(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const { email } = decodeJwt(idToken);
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/**
 * The Prisma adapter, with two changes to linking: the providers' access and refresh tokens are not
 * stored (the product never calls those providers' APIs, and a database leak should not hand them out),
 * and an old-site account also gets its LegacyAccountLink row in the same transaction.
 */
export function createAdapter(): Adapter {
  const base = PrismaAdapter(db);
  return {
    ...base,
    async linkAccount(account: AdapterAccount) {
      const data = { userId: account.userId, type: account.type, provider: account.provider, providerAccountId: account.providerAccountId };
      if (account.provider !== providerIds.legacy) {
        await db.account.create({ data });
        return;
      }
      await db.$transaction([
        db.account.create({ data }),
        db.legacyAccountLink.create({
          data: { userId: account.userId, legacySubject: account.providerAccountId, legacyEmail: emailClaim(account.id_token) },
        }),
      ]);
    },
  };
}
