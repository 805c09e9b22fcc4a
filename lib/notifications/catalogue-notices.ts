import 'server-only';
import { findImportChangesByMember } from '@/lib/catalogue-changes/import-changes-by-member';
import { db } from '@/lib/db';
import { membersToNotify } from './members-to-notify';
import { NAMED_CIRCLES } from './notification-content';
import { queueNotifications, SWEEP_TRANSACTION, type QueuedNotification } from './queue-notifications';

/** An import older than this is history, not news: a server that was down for a day does not notify of it. */
const NEWS_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the notifications of every catalogue import not yet notified: for each member with a subscribed
 * device whose favourites or plan circles it changed, one notification, summarised. Each import is taken
 * by one instance (the row is locked, others skip it) and marked in the same transaction as its
 * notifications, so a crash leaves it to be taken again and a second run finds nothing to do.
 */
export async function queueImportNotifications(now = new Date()): Promise<{ imports: number; notifications: number }> {
  let imports = 0;
  let notifications = 0;
  for (;;) {
    const done = await db.$transaction(
      async (tx) => {
        const [pending] = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "CatalogueImport" WHERE "notifiedAt" IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!pending) return null;
        const imported = await tx.catalogueImport.update({ where: { id: pending.id }, data: { notifiedAt: now }, select: { importedAt: true } });
        if (now.getTime() - imported.importedAt.getTime() > NEWS_FOR_MS) return 0;
        const members = (await membersToNotify(tx, 'all-subscribed', 'catalogue', now)).filter((member) => member.holdsPlan);
        const byId = new Map(members.map((member) => [member.userId, member]));
        const changed = await findImportChangesByMember(tx, pending.id, [...byId.keys()]);
        const queued: QueuedNotification[] = changed.flatMap(({ userId, circles }) => {
          const member = byId.get(userId);
          const shown = circles.filter((circle) => member?.mayViewAdult || !circle.isAdult);
          if (!member || shown.length === 0) return [];
          const named = shown.slice(0, NAMED_CIRCLES).map(({ name, isAdult, summary }) => ({ name, isAdult, summary }));
          return [{ userId, cause: `import:${pending.id}`, runAt: member.runAt, content: { kind: 'CATALOGUE', importId: pending.id, count: shown.length, circles: named } }];
        });
        return queueNotifications(tx, queued);
      },
      SWEEP_TRANSACTION,
    );
    if (done === null) return { imports, notifications };
    imports += 1;
    notifications += done;
  }
}
