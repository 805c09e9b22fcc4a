import 'server-only';
import type { QueryResult, QueryResultRow } from 'pg';
import { MEMBER_STANDING_COLUMNS, memberStanding, type MemberStanding, type MemberStandingRow } from './member-standing';

/** A connection's query, or a job's (graphile-worker's `helpers.query`, a pooled connection per statement). */
export type SqlClient = { query<R extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<R>> };

export type Device = { id: string; endpoint: string; p256dh: string; auth: string };

export type NotificationToSend = { id: number; content: unknown; locale: string | null; member: MemberStanding; devices: Device[] };

type Row = MemberStandingRow & { id: number; content: unknown; locale: string | null; devices: Device[] };

/**
 * The notifications of `ids` not sent yet, each with its member's standing at this moment and devices, in
 * one query for a whole batch (one a notification, through nested reads, was most of a fan-out's work).
 */
export async function notificationsToSend(client: SqlClient, ids: readonly number[], now: Date): Promise<NotificationToSend[]> {
  const { rows } = await client.query<Row>(
    `SELECT n.id, n.content, u.locale, ${MEMBER_STANDING_COLUMNS},
       COALESCE((SELECT json_agg(json_build_object('id', p.id, 'endpoint', p.endpoint, 'p256dh', p.p256dh, 'auth', p.auth) ORDER BY p.id)
                 FROM "PushSubscription" p WHERE p."userId" = u.id), '[]'::json) AS devices
     FROM "Notification" n
     JOIN "User" u ON u.id = n."userId"
     LEFT JOIN "NotificationSettings" s ON s."userId" = u.id
     WHERE n.id = ANY($1::int[]) AND n."sentAt" IS NULL`,
    [ids],
  );
  return rows.map((row) => ({ id: row.id, content: row.content, locale: row.locale, member: memberStanding(row, now), devices: row.devices }));
}

export type Delivery = { notificationId: number; subscriptionId: string };

/** Claims each device's message before it is sent; returns the claims made now (a claim already made by an earlier run is skipped). */
export async function claimDeliveries(client: SqlClient, deliveries: readonly Delivery[]): Promise<Delivery[]> {
  if (deliveries.length === 0) return [];
  const { rows } = await client.query<Delivery>(
    `INSERT INTO "PushDelivery" ("notificationId", "subscriptionId")
     SELECT * FROM unnest($1::int[], $2::text[])
     ON CONFLICT DO NOTHING
     RETURNING "notificationId", "subscriptionId"`,
    [deliveries.map((d) => d.notificationId), deliveries.map((d) => d.subscriptionId)],
  );
  return rows;
}

/**
 * Writes what a batch's push services answered, in one statement: messages taken are marked sent, claims
 * of failed ones dropped (tried again later), gone devices forgotten, finished notifications marked sent.
 */
export async function recordOutcomes(client: SqlClient, outcome: { sent: Delivery[]; failed: Delivery[]; goneDevices: string[]; finished: number[] }): Promise<void> {
  const pairs = (list: Delivery[]) => [list.map((d) => d.notificationId), list.map((d) => d.subscriptionId)];
  await client.query(
    `WITH sent AS (
       UPDATE "PushDelivery" d SET "sentAt" = now() FROM unnest($1::int[], $2::text[]) AS x(n, s)
       WHERE d."notificationId" = x.n AND d."subscriptionId" = x.s
     ), released AS (
       DELETE FROM "PushDelivery" d USING unnest($3::int[], $4::text[]) AS x(n, s)
       WHERE d."notificationId" = x.n AND d."subscriptionId" = x.s
     ), gone AS (
       DELETE FROM "PushSubscription" WHERE id = ANY($5::text[])
     )
     UPDATE "Notification" SET "sentAt" = now() WHERE id = ANY($6::int[])`,
    [...pairs(outcome.sent), ...pairs(outcome.failed), outcome.goneDevices, outcome.finished],
  );
}
