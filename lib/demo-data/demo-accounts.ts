import type pg from 'pg';
import { addDays, addMs } from '@/lib/demo-data/event-info';
import { createRandom } from '@/lib/demo-data/random';
import { insertRows, sqlTimestamp } from '@/lib/catalogue-import/sql-insert';
import type { DemoEventData } from '@/lib/demo-data/types';

export const DEMO_PASSWORD = 'demo-password';

export type DemoAccountKey = 'platinum' | 'member' | 'minor';
export type DemoAccount = { key: DemoAccountKey; email: string; password: string; description: string };

/** The accounts the start script and the README print; all share one password. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'platinum',
    email: 'platinum@demo.example',
    password: DEMO_PASSWORD,
    description: 'Platinum member, 30, adult content on: favourites in several colours with memos, colour labels, a paid plan',
  },
  { key: 'member', email: 'member@demo.example', password: DEMO_PASSWORD, description: 'Signed up without a plan: sees what the Platinum plan unlocks' },
  { key: 'minor', email: 'minor@demo.example', password: DEMO_PASSWORD, description: 'Under 18 (15 at the event): adult content stays hidden' },
];

const userId = (key: DemoAccountKey) => `demo-user-${key}`;

/** A birthdate `years` years before `date`, minus `days` days. */
function birthdate(date: string, years: number, days = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return addDays(new Date(Date.UTC(year - years, month - 1, day)).toISOString().slice(0, 10), -days);
}

export const DEMO_FAVOURITES: readonly (readonly [color: number, memo: string])[] = [
  [1, 'Must buy: new book and the set'],
  [1, '新刊2冊（友人の分も）'],
  [2, ''],
  [3, 'Check the tapestry'],
  [4, '先买这个'],
  [5, 'If there is time'],
  [6, '午後にもう一度'],
  [7, ''],
  [9, 'Sold out early last time: go first!'],
  [10, 'Ask about mail order'],
  [12, '朋友托买'],
  [0, 'Memo only: maybe next event'],
];

export const DEMO_COLOR_LABELS: readonly (readonly [color: number, label: string])[] = [
  [1, 'Must have'],
  [2, '時間があれば'],
  [3, 'Friends asked'],
  [4, '第二天'],
  [10, 'Goods'],
];

/** Placed circles spread over the days, one of them with two spaces, picked by the seed. */
export function pickFavouriteCircles(data: DemoEventData): number[] {
  const random = createRandom(data.seed, 'favourites');
  const spaces = new Map<number, number>();
  for (const placement of data.placements) spaces.set(placement.circleIndex, (spaces.get(placement.circleIndex) ?? 0) + 1);
  const placed = [...spaces.keys()];
  const picked = new Set<number>([random.pick(placed.filter((index) => spaces.get(index) === 2))]);
  while (picked.size < DEMO_FAVOURITES.length) picked.add(random.pick(placed));
  return [...picked];
}

export type DemoAccountContext = { data: DemoEventData; circleIds: readonly number[]; passwordHash: string };

/** Replaces the demo accounts; the caller runs this inside the seeding transaction. */
export async function writeDemoAccounts(client: pg.ClientBase, { data, circleIds, passwordHash }: DemoAccountContext): Promise<void> {
  const { event, days } = data;
  const firstDay = days[0]?.date ?? '';
  const signedUp = addMs(event.campaignStartsAt, -10 * 86_400_000);
  const paidAt = addMs(event.campaignStartsAt, 3 * 86_400_000 + 12 * 3_600_000);
  await client.query('DELETE FROM "User" WHERE email = ANY($1::text[])', [demoAccounts.map((account) => account.email)]);

  const births: Record<DemoAccountKey, string> = { platinum: birthdate(firstDay, 30, 90), member: birthdate(firstDay, 24, 200), minor: birthdate(firstDay, 15) };
  const at = sqlTimestamp(signedUp);
  await insertRows(client, 'User', [
    ['id', 'text', (account) => userId(account.key)],
    ['email', 'text', (account) => account.email],
    ['emailVerified', 'timestamp', () => at],
    ['passwordHash', 'text', () => passwordHash],
    ['nickname', 'text', (account) => `Demo ${account.key}`],
    ['birthdate', 'date', (account) => births[account.key]],
    ['showAdult', 'bool', (account) => account.key === 'platinum'],
    ['termsAcceptedAt', 'timestamp', () => at],
    ['createdAt', 'timestamp', () => at],
    ['updatedAt', 'timestamp', () => at],
  ], demoAccounts);
  // The birthdate each account gave at sign-up, as lib/account/age-fields.ts records it (docs/decisions/031):
  // the minor's one correction is still there to try.
  await insertRows(client, 'BirthdateChange', [
    ['id', 'text', (account) => `demo-birthdate-${account.key}`],
    ['userId', 'text', (account) => userId(account.key)],
    ['birthdate', 'date', (account) => births[account.key]],
    ['channel', '"BirthdateChannel"', () => 'SIGN_UP'],
    ['changedAt', 'timestamp', () => at],
  ], demoAccounts);
  // Every account of the product is linked to the older circle site, so the demo ones are too.
  await insertRows(client, 'LegacyAccountLink', [
    ['userId', 'text', (account) => userId(account.key)],
    ['legacySubject', 'text', (account) => `demo-legacy-${account.key}`],
    ['legacyEmail', 'text', (account) => account.email],
    ['linkedAt', 'timestamp', () => at],
  ], demoAccounts);

  const platinum = userId('platinum');
  const paid = sqlTimestamp(paidAt);
  const until = sqlTimestamp(event.planValidUntil);
  await client.query(
    `INSERT INTO "UserRole" ("userId", role, "grantedAt", "expiresAt", source) VALUES ($1, 'PLATINUM', $2, $3, 'demo')`,
    [platinum, paid, until],
  );
  await client.query(
    `INSERT INTO "Subscription" (id, "userId", plan, status, "currentPeriodEnd", "expiresAt", "createdAt", "updatedAt")
     VALUES ('demo-subscription-platinum', $1, 'PLATINUM', 'ACTIVE', $3, $3, $2, $2)`,
    [platinum, paid, until],
  );
  await client.query(
    `INSERT INTO "Payment" (id, "userId", "subscriptionId", plan, "orderNumber", "amountYen", status, "paidAt", "expiresAt", "createdAt")
     VALUES ('demo-payment-platinum-1', $1, 'demo-subscription-platinum', 'PLATINUM', $2, $3, 'PAID', $4, $5, $4)`,
    [platinum, `DEMO-${event.code}-000001`, event.campaignPriceYen, paid, until],
  );

  const favourites = pickFavouriteCircles(data).map((circleIndex, order) => ({ circleIndex, order }));
  await insertRows(client, 'Favorite', [
    ['userId', 'text', () => platinum],
    ['circleId', 'int4', ({ circleIndex }) => circleIds[circleIndex] ?? null],
    ['color', 'int4', ({ order }) => DEMO_FAVOURITES[order]?.[0] ?? 1],
    ['memo', 'text', ({ order }) => DEMO_FAVOURITES[order]?.[1] ?? ''],
    ['colorUpdatedAt', 'timestamp', ({ order }) => sqlTimestamp(addMs(paidAt, (order + 1) * 3_600_000))],
    ['memoUpdatedAt', 'timestamp', ({ order }) => sqlTimestamp(addMs(paidAt, (order + 2) * 3_600_000))],
    ['createdAt', 'timestamp', ({ order }) => sqlTimestamp(addMs(paidAt, (order + 1) * 3_600_000))],
  ], favourites);
  await insertRows(client, 'ColorLabel', [
    ['userId', 'text', () => platinum],
    ['color', 'int4', ([color]) => color],
    ['label', 'text', ([, label]) => label],
  ], DEMO_COLOR_LABELS);
}
