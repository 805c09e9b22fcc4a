import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAgeFields } from '@/lib/account/age-fields';
import { withMembersDatabase } from '@/tests/support/members-fixture';
import { startPushStandIn, type PushStandIn } from '@/tests/support/push-stand-in';
import { workPushQueue } from '@/tests/support/push-queue';
import { testVapidKeys } from '@/tests/support/push-test-keys';

// Issue 52, part 1, in a group: a want of yours bought by someone else, a circle given to you to buy at,
// and the settlement ready reach your phone, in your language, and never for your own doing.

const members = withMembersDatabase({ APP_ORIGIN: 'http://localhost:3000', ...testVapidKeys() });
let push: PushStandIn;
let groupId: string;
let bookId: number;
const phone: Record<'alice' | 'bob', string> = { alice: '', bob: '' };
const adult = (userId: string) => ({ userId, mayViewAdult: true, locale: 'en' as const });

const messagesTo = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint).map((message) => JSON.parse(message.text) as { title: string; body: string; url: string });

const workTheQueue = () => workPushQueue(members.database.url);

beforeAll(async () => {
  push = await startPushStandIn();
  const { db } = members.database;
  const { alice, bob } = members.fixture.users;
  for (const [name, userId, locale] of [['alice', alice, 'en'], ['bob', bob, 'ja']] as const) {
    await db.$transaction((tx) => changeAgeFields(tx, userId, { birthdate: '1990-04-01', showAdult: true }, 'SETTINGS'));
    await db.user.update({ where: { id: userId }, data: { locale, roles: { create: [{ role: 'PLATINUM' }] } } });
    const subscription = push.subscribe();
    await db.pushSubscription.create({ data: { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } });
    phone[name] = subscription.endpoint;
  }
  bookId = (await db.work.create({ data: { circleId: members.fixture.circles.east, title: 'East book', priceYen: 1000 } })).id;
  const { createGroup } = await import('@/lib/groups/group-edits');
  const { createInvite, acceptInvite } = await import('@/lib/groups/invites');
  groupId = (await createGroup(alice, { name: 'Winter trip' })).id;
  await acceptInvite(bob, { token: (await createInvite(alice, { groupId })).token });
  const { setWant } = await import('@/lib/groups/wants');
  await setWant(adult(alice), { groupId, circleId: members.fixture.circles.east, workId: bookId, quantity: 1 });
});

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
  await push?.stop();
});

describe('a group’s news on the members’ phones', () => {
  it('tells Bob a circle is his to buy at, and Alice nothing of her own doing', async () => {
    const { assignCircle } = await import('@/lib/groups/assignments');
    await assignCircle(adult(members.fixture.users.alice), { groupId, circleId: members.fixture.circles.east, buyerId: members.fixture.users.bob });
    await workTheQueue();
    expect(messagesTo(phone.bob)).toEqual([{ title: 'Winter trip', body: 'East circleでの買い物があなたの担当になりました', tag: `group-${groupId}-assigned`, url: `/group/${groupId}` }]);
    expect(messagesTo(phone.alice)).toEqual([]);
  });

  it('tells Alice her want was bought, then both that the settlement is ready, once', async () => {
    const { setMark } = await import('@/lib/groups/marks');
    const { bob } = members.fixture.users;
    await setMark(adult(bob), { groupId, item: `w${bookId}`, status: 'BOUGHT' });
    // Marked again (another device's sync): no second notification.
    await setMark(adult(bob), { groupId, item: `w${bookId}`, status: 'BOUGHT', priceYen: 900 });
    await workTheQueue();
    const alices = messagesTo(phone.alice);
    expect(alices.map((message) => message.body)).toEqual(['Someone bought what you wanted at East circle', 'Everything is bought: see who owes whom']);
    expect(alices[1]).toMatchObject({ url: `/group/${groupId}/settle` });
    expect(messagesTo(phone.bob).map((message) => message.body)).toEqual(['East circleでの買い物があなたの担当になりました']);
  });

  it('stays silent for a kind the member turned off', async () => {
    const { saveNotificationChoices } = await import('@/lib/notifications/settings');
    const { assignCircle } = await import('@/lib/groups/assignments');
    const { setWant } = await import('@/lib/groups/wants');
    const { alice, bob } = members.fixture.users;
    await setWant(adult(bob), { groupId, circleId: members.fixture.circles.westPair, label: 'Postcards', amountYen: 300, quantity: 1 });
    await saveNotificationChoices(alice, { catalogue: true, groups: false, eventDays: true, quietHours: false, quietStart: 0, quietEnd: 0 });
    const before = messagesTo(phone.alice).length;
    await assignCircle(adult(bob), { groupId, circleId: members.fixture.circles.westPair, buyerId: alice });
    await workTheQueue();
    expect(messagesTo(phone.alice)).toHaveLength(before);
  });
});
