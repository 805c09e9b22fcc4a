import { LISTED_CIRCLE_SQL } from '@/lib/catalogue/listed-circles';
import { createPrismaClient } from '@/lib/db/client';
import { consentCookie } from '@/lib/consent/consent-cookie';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { localeCookie } from '@/lib/i18n/locales';
import { signInWithPassword } from './sign-in';

// What bench:http and bench:web send: the browser of a member after the first visit, signed in, the
// cookie notice accepted and the language remembered (bench:map sets the same two). Without them every
// answer would carry the consent dialog and a Set-Cookie for the language, which a returning member
// never gets.

/** The Cookie header of a returning visitor who is not signed in. */
export const visitorCookie = `${consentCookie.name}=${consentCookie.acceptedValue}; ${localeCookie.name}=en`;

/** The Cookie header of the Platinum demo member, signed in through the login form's own endpoint. */
export async function platinumMemberCookie(origin: string): Promise<string> {
  // The server's first database connections can time out on a loaded machine (the pool's connect timeout
  // is the statement timeout); a sign-in that failed that way is tried again, up to three times in all.
  for (let attempt = 1; ; attempt++) {
    try {
      return `${await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD)}; ${visitorCookie}`;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`sign-in failed (${error instanceof Error ? error.message : String(error)}), trying again`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/**
 * Circles whose detail pages a member can open, the ones with the most works first (the fullest pages),
 * ties by id so that every run picks the same ones.
 */
export async function detailCircleIds(databaseUrl: string, count: number): Promise<number[]> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const rows = await client.$queryRaw<{ id: number }[]>`
      SELECT c.id FROM "Circle" c JOIN "Event" e ON e.id = c."eventId" AND e.code = ${process.env.EVENT ?? 'C999'}
      WHERE ${LISTED_CIRCLE_SQL}
      ORDER BY (SELECT count(*) FROM "Work" w WHERE w."circleId" = c.id) DESC, c.id LIMIT ${count}`;
    if (rows.length === 0) throw new Error('The demo event has no published circles.');
    return rows.map((row) => row.id);
  } finally {
    await client.$disconnect();
  }
}

/**
 * Fails the run early when a page does not answer 200 to these cookies: a redirect would be measured
 * instead. A server error is asked again, six times in all, five seconds apart: on a loaded machine a new
 * server's first database connections can time out while it builds its search index, as for the sign-in above.
 */
export async function expectPage(origin: string, pagePath: string, cookie: string, attempt = 1): Promise<void> {
  const response = await fetch(`${origin}${pagePath}`, { headers: { Cookie: cookie }, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status >= 500 && attempt < 6) {
    console.log(`${pagePath} answered ${response.status}, asking again`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return expectPage(origin, pagePath, cookie, attempt + 1);
  }
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status} ${response.headers.get('location') ?? ''}; the benchmark needs the page itself.`);
}
