import 'server-only';
import { providerIds } from '@/lib/auth/provider-ids';
import { db } from '@/lib/db';

export interface SignInMethod {
  /** `password`, or the Auth.js provider id (`google`, `idp`, `legacy`). */
  provider: string;
  linkedAt: string;
  /** The address the old site reported, for the old-site link only. */
  email?: string;
}

/** The settings page's "linked sign-in methods" and /api/v2/UserSnsLogins. */
export async function listSignInMethods(userId: string): Promise<SignInMethod[]> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      passwordHash: true,
      createdAt: true,
      accounts: { select: { provider: true, createdAt: true }, orderBy: { createdAt: 'asc' } },
      legacyLink: { select: { legacyEmail: true, linkedAt: true } },
    },
  });
  if (!user) return [];
  const methods: SignInMethod[] = [];
  if (user.passwordHash) methods.push({ provider: 'password', linkedAt: user.createdAt.toISOString() });
  for (const account of user.accounts) {
    if (account.provider === providerIds.legacy) continue;
    methods.push({ provider: account.provider, linkedAt: account.createdAt.toISOString() });
  }
  if (user.legacyLink) {
    methods.push({
      provider: providerIds.legacy,
      linkedAt: user.legacyLink.linkedAt.toISOString(),
      ...(user.legacyLink.legacyEmail && { email: user.legacyLink.legacyEmail }),
    });
  }
  return methods;
}
