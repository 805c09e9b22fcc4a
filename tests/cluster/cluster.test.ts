import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '@/lib/demo-data/demo-accounts';
import { seedDemoEvent } from '@/lib/demo-data/seed-demo-event';
import { signInFailuresPerPair } from '@/lib/rate-limit/policies';
import { startCluster, type Cluster } from '@/scripts/support/cluster';
import { copySeededPostgres, SEEDED_DEMO_SEED } from '@/tests/support/seeded-postgres';
import { ClusterClient } from './cluster-client';

// Ports apart from the end-to-end run's (3100 and up, its database at 54100); CLUSTER_TEST_PORT and
// EMBEDDED_POSTGRES_PORT move them.
const port = Number(process.env.CLUSTER_TEST_PORT ?? 3200);
// Through PgBouncer in transaction mode, as an event day's cluster runs (decision 034);
// CLUSTER_TEST_POOLER=0 connects the instances to PostgreSQL directly.
const pooler = process.env.CLUSTER_TEST_POOLER !== '0';
const root = path.resolve(import.meta.dirname, '..', '..');
const webhookSecret = 'whsec_cluster_test';
const refreshSeconds = 1;
const refreshAllowanceMs = refreshSeconds * 1000 + 6_000;
const [platinum, member] = demoAccounts;

let cluster: Cluster;
let dataDir: string;
let sql: pg.Client;

const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await sql.query<T>(text, values)).rows;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-cluster-'));
  chmodSync(dataDir, 0o755);
  // Under `npm test`, a copy of the run's seeded database; alone, the cluster seeds its own.
  const seeded = copySeededPostgres(path.join(dataDir, 'postgres'));
  // The instances get this process's settings, less the test runner's own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'DATABASE_URL'));
  cluster = await startCluster({
    root,
    port,
    instances: 2,
    dataDir,
    embeddedPostgresPort: Number(process.env.EMBEDDED_POSTGRES_PORT ?? port + 51_000),
    pooler,
    // Within the hook's own limit (vitest.cluster.config.ts), so that a start that cannot finish says why.
    deadlineMs: 840_000,
    baseEnv: env,
    env: {
      CATALOGUE_REFRESH_SECONDS: String(refreshSeconds),
      // Operators are 127.0.0.1 alone, so that a request from 127.0.0.2 stands for a visitor.
      INTERNAL_ADDRESSES: '127.0.0.1',
      STRIPE_SECRET_KEY: 'sk_test_cluster',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      // No handler used here calls Stripe; a call would fail at once instead of leaving the machine.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
    prepare: seeded ? undefined : async (url) => void (await seedDemoEvent(url, { seed: SEEDED_DEMO_SEED, scale: 1 })),
    quiet: true,
    log: () => {},
  });
  sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email: string, password: string): Promise<ClusterClient> {
  const client = new ClusterClient(cluster.url);
  const { location } = await client.signIn(email, password);
  expect(location).not.toContain('error');
  return client;
}

describe(`two instances behind nginx${pooler ? ', through PgBouncer' : ''}`, () => {
  it.runIf(pooler)('connects the instances through the pooler', async () => {
    expect(new URL(cluster.instanceDatabaseUrl).port).toBe(String(port + 50));
    // A session through PgBouncer runs on a server connection that has the app's statement timeout.
    const pooled = new pg.Client({ connectionString: cluster.instanceDatabaseUrl });
    await pooled.connect();
    try {
      expect((await pooled.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout).toBe('5s');
    } finally {
      await pooled.end();
    }
  });

  it('takes turns: both instances answer', async () => {
    const client = new ClusterClient(cluster.url);
    const answered = new Set<string>();
    for (let request = 0; request < 6; request += 1) answered.add((await client.json<{ status: string }>('/api/ready')).instance);
    expect([...answered].sort()).toEqual(['instance-1', 'instance-2']);
  });

  it('keeps the instances off every address but loopback, and their names from visitors', async () => {
    // 127.0.0.2 is this machine too, but not the address the instances listen on; so is any other
    // interface's address.
    const others = ['127.0.0.2', ...Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).filter((entry) => entry.family === 'IPv4' && !entry.internal).map((entry) => entry.address))];
    const reach = (host: string, port: number) =>
      new Promise<string>((resolve) => {
        const socket = connect({ host, port }, () => (socket.destroy(), resolve('connected')));
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    for (const host of others) expect(await reach(host, cluster.instances[0]!.port)).toBe('ECONNREFUSED');
    // A visitor (here 127.0.0.2, outside this test's INTERNAL_ADDRESSES) gets neither the name nor the
    // checks through nginx, whatever it forges; this test's own requests from 127.0.0.1 get both.
    const visitor = await new Promise<{ instance: unknown; body: string }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path: '/api/ready', localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '127.0.0.1' } }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ instance: response.headers['x-instance'], body }));
      });
      sent.on('error', reject).end();
    });
    expect(visitor.instance).toBeUndefined();
    expect(JSON.parse(visitor.body)).toEqual({ status: 'ready' });
    expect((await new ClusterClient(cluster.url).json<{ checks?: unknown }>('/api/ready')).body.checks).toBeDefined();
  });

  it('shows a favourite set through one instance through the other at once', async () => {
    const client = await signedIn(platinum!.email, platinum!.password);
    const [circle] = await query<{ id: number }>(`SELECT c.id FROM "Circle" c WHERE c."lotteryStatus" = 'SELECTED' AND NOT EXISTS (SELECT 1 FROM "Favorite" f JOIN "User" u ON u.id = f."userId" WHERE f."circleId" = c.id AND u.email = $1) ORDER BY c.id LIMIT 1`, [platinum!.email]);
    const set = await client.json<{ favorites: { circleId: number; color: number }[] }>('/api/offline/sync', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ changes: [{ circleId: circle!.id, color: { value: 7, editedAt: Date.now() } }] }),
    });
    expect(set.status).toBe(200);
    const seen = await client.readOn<{ favorites: { circleId: number; color: number }[] }>('/api/offline/bundle', set.instance);
    expect(seen.body.favorites).toContainEqual(expect.objectContaining({ circleId: circle!.id, color: 7 }));
  });

  it('finds a renamed circle by search on every instance within the refresh interval, and its cached page follows', async () => {
    const client = await signedIn(platinum!.email, platinum!.password);
    const [circle] = await query<{ id: number; dayNumber: number }>(
      `SELECT c.id, d."dayNumber" FROM "Circle" c JOIN "Placement" p ON p."circleId" = c.id JOIN "EventDay" d ON d.id = p."dayId" WHERE c."lotteryStatus" = 'SELECTED' ORDER BY c.id LIMIT 1`,
    );
    const newName = 'Clusterrenamed Circle';
    const search = `/api/map/search?day=${circle!.dayNumber}&keyword=${encodeURIComponent('Clusterrenamed')}`;
    // Both instances make the detail page before the edit, so that each has it cached.
    for (let request = 0; request < 2; request += 1) expect((await client.request(`/circle/${circle!.id}`)).response.status).toBe(200);

    await query(`UPDATE "Circle" SET "name" = $1, "updatedAt" = now() WHERE id = $2`, [newName, circle!.id]);
    const edited = Date.now();
    const foundBy = new Map<string, number>();
    const pageBy = new Map<string, number>();
    while ((foundBy.size < 2 || pageBy.size < 2) && Date.now() - edited < refreshAllowanceMs) {
      const { body, instance } = await client.json<{ circleIds: number[] }>(search);
      if (body.circleIds.includes(circle!.id) && !foundBy.has(instance)) foundBy.set(instance, Date.now() - edited);
      const page = await client.request(`/circle/${circle!.id}`);
      if ((await page.response.text()).includes(newName) && !pageBy.has(page.instance)) pageBy.set(page.instance, Date.now() - edited);
      // A third request each round, so that the search and the page move from one instance to the other.
      await client.request('/api/health');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...foundBy.keys()].sort()).toEqual(['instance-1', 'instance-2']);
    expect([...pageBy.keys()].sort()).toEqual(['instance-1', 'instance-2']);
    console.log('catalogue edit seen after (ms): search', Object.fromEntries(foundBy), 'page', Object.fromEntries(pageBy));
    // The refresh runs on use, at most once an interval, and the request that starts it still gets the
    // index as it was: allow the interval, the refresh's read of the catalogue (seconds on a busy
    // two-core machine) and the next request after it.
    for (const ms of [...foundBy.values(), ...pageBy.values()]) expect(ms).toBeLessThan(refreshAllowanceMs);
  });

  it('counts sign-in attempts spread over both instances against one limit', async () => {
    const client = new ClusterClient(cluster.url);
    const attempts: { code: string; instance: string }[] = [];
    // One token for every post, so that the posts alone take turns between the instances.
    const csrfToken = await client.csrfToken();
    for (let attempt = 0; attempt < signInFailuresPerPair.limit + 2; attempt += 1) {
      const { location, instance } = await client.signIn(member!.email, 'not the password', csrfToken);
      attempts.push({ code: new URL(location, cluster.url).searchParams.get('code') ?? '', instance });
    }
    expect(new Set(attempts.map((attempt) => attempt.instance)).size).toBe(2);
    expect(attempts.slice(0, signInFailuresPerPair.limit).every((attempt) => attempt.code === 'invalidCredentials')).toBe(true);
    expect(attempts.slice(signInFailuresPerPair.limit).map((attempt) => attempt.code)).toEqual(['rateLimited', 'rateLimited']);
  });

  it('applies the same Stripe event delivered to both instances at once only once', async () => {
    const [user] = await query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [member!.email]);
    const now = Math.floor(Date.now() / 1000);
    const invoiceId = `in_cluster_${now}`;
    const event = {
      id: `evt_cluster_${now}`,
      object: 'event',
      type: 'invoice.paid',
      created: now,
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          number: `CLUSTER-${now}`,
          customer: 'cus_cluster',
          amount_paid: 500,
          amount_due: 500,
          created: now,
          status_transitions: { paid_at: now },
          parent: { subscription_details: { subscription: `sub_cluster_${now}`, metadata: { userId: user!.id } } },
          lines: { object: 'list', data: [{ period: { start: now, end: now + 30 * 24 * 3600 } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const deliver = (instancePort: number) =>
      fetch(`http://127.0.0.1:${instancePort}/api/stripe/webhook`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as { outcome?: string } }),
      );
    // Straight to each instance, at the same moment, as two retries of one delivery can arrive.
    const answers = await Promise.all(cluster.instances.map((instance) => deliver(instance.port)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['duplicate', 'handled']);
    expect(await query(`SELECT 1 FROM "StripeEvent" WHERE id = $1`, [event.id])).toHaveLength(1);
    expect(await query(`SELECT 1 FROM "Payment" WHERE "stripeInvoiceId" = $1`, [invoiceId])).toHaveLength(1);
  });

  it('accepts a session made on one instance on the other, and a sign-out on one on both', async () => {
    const client = new ClusterClient(cluster.url);
    const signIn = await client.signIn(platinum!.email, platinum!.password);
    expect(signIn.location).not.toContain('error');
    const elsewhere = await client.readOn<{ user?: { email?: string } } | null>('/api/auth/session', signIn.instance);
    expect(elsewhere.body?.user?.email).toBe(platinum!.email);

    // A second tab keeps the cookie; the sign-out on one instance must end it on both.
    const otherTab = client.copy();
    const signedOutOn = await client.signOut();
    const seen = new Map<string, unknown>();
    for (let request = 0; request < 6 && seen.size < 2; request += 1) {
      const { body, instance } = await otherTab.json<{ user?: unknown } | null>('/api/auth/session');
      seen.set(instance, body?.user ?? null);
    }
    expect(signedOutOn).toMatch(/^instance-/);
    expect(Object.fromEntries(seen)).toEqual({ 'instance-1': null, 'instance-2': null });
  });
});
