import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { withRequestHeaders } from '@/tests/support/request-scope';

// A signed-in member's catalogue page, step by step as a request runs through the proxy and the page,
// with every session decode and every database statement counted.

vi.mock('next/headers', () => import('@/tests/support/request-scope'));
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock('next-auth/jwt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-auth/jwt')>();
  return {
    ...actual,
    getToken: async (...args: Parameters<typeof actual.getToken>) => {
      decodes.count += 1;
      return actual.getToken(...args);
    },
  };
});

describe('reads per request of a catalogue page', () => {
  let database: TestDatabase;
  let queries = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' });
    const counted = createPrismaClient(database.url, 2).$extends({
      query: {
        async $allOperations({ args, query }) {
          queries += 1;
          return query(args);
        },
      },
    });
    (globalThis as { prisma?: unknown }).prisma = counted;
    await database.db.user.create({
      data: {
        id: 'member',
        email: 'member@example.com',
        emailVerified: new Date(),
        nickname: 'Member',
        birthdate: new Date('1990-01-01'),
        showAdult: true,
        termsAcceptedAt: new Date(),
        legacyLink: { create: { legacySubject: 'old-site-member' } },
        roles: { create: { role: 'PLATINUM' } },
      },
    });
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  it('decodes the session once and reads the user once; the page reads only the member’s own state', async () => {
    const { sessionCookie } = await import('@/lib/auth/session-cookie');
    const { guardRoutes } = await import('@/lib/auth/guard-step');
    const { forwardedRequestHeaders, forwardRequestPath } = await import('@/lib/proxy/steps');
    const { userHandoffHeader } = await import('@/lib/http/request-path');
    const { getCurrentUser } = await import('@/lib/auth/current-user');
    const { memberOverlay } = await import('@/lib/catalogue/member-overlay');
    const { name } = sessionCookie();
    const token = await encode({ token: { sub: 'member', sv: 0, sid: 'session-1' }, secret: process.env.AUTH_SECRET ?? '', salt: name });
    const request = new NextRequest('http://localhost:3000/circle/list?keyword=a', { headers: { cookie: `${name}=${token}` } });

    // The proxy: the session cookie decoded and the user loaded, handed to the page in a sealed header.
    const response = await guardRoutes(request, forwardRequestPath(request));
    const handedOver = forwardedRequestHeaders(response)?.get(userHandoffHeader) ?? null;
    expect(response.headers.get('location')).toBeNull();
    expect(handedOver).not.toBeNull();
    expect(decodes.count).toBe(1);
    expect(queries).toBe(1);

    // The page: the layout, the guard, the metadata and the favourites island all ask for the user.
    await withRequestHeaders({ cookie: `${name}=${token}`, [userHandoffHeader]: handedOver ?? '' }, async () => {
      for (let asked = 0; asked < 4; asked += 1) expect((await getCurrentUser())?.id).toBe('member');
    });
    expect(decodes.count).toBe(1);
    expect(queries).toBe(1);

    // The member's own state over the shared page: one statement more.
    await memberOverlay('member', [1, 2, 3]);
    expect(queries).toBe(2);
  });
});
