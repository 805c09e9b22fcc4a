import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeAgeFields } from '@/lib/account/age-fields';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { withMembersDatabase } from '@/tests/support/members-fixture';
import { signedIn } from '@/tests/support/signed-in-member';

vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'));

// Issue 47 against the real PostgreSQL, through the actions and route handlers a browser reaches:
// a member the owner removed stays out (finding 1), ids past int4 are refused as input (finding 5) and
// member texts with control or format characters are refused as input (finding 6).

const members = withMembersDatabase();
let owner: string;
let friend: string;
let removed: string;

beforeAll(async () => {
  const platinum = (email: string, nickname: string) =>
    members.database.db.user.create({ data: { email, nickname, birthdate: new Date('1990-04-01'), termsAcceptedAt: new Date(), roles: { create: [{ role: 'PLATINUM' }] } } });
  owner = (await platinum('owner@example.com', 'Owner')).id;
  // The favourites need the adult opt-in; set through the one writer of the age fields (decision 031).
  await members.database.db.$transaction((tx) => changeAgeFields(tx, owner, { birthdate: '1990-04-01', showAdult: true }, 'SETTINGS'));
  friend = (await platinum('friend@example.com', 'Friend')).id;
  removed = (await platinum('removed@example.com', 'Removed')).id;
});

const as = <T>(userId: string, work: () => Promise<T>): Promise<T> => {
  signedIn.userId = userId;
  return work().finally(() => {
    signedIn.userId = null;
  });
};

/** The message of a key in one language's file, so a test proves the answer is translated. */
function message(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}
const expectTranslated = (key: string) => {
  for (const messages of [en, ja, zh]) expect(typeof message(messages, key), key).toBe('string');
};

async function marksRoute(groupId: string, body: unknown): Promise<Response> {
  const { POST } = await import('@/app/api/groups/[groupId]/marks/route');
  const request = new Request(`http://localhost:3000/api/groups/${groupId}/marks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return POST(request, { params: Promise.resolve({ groupId }) });
}
async function versionRoute(groupId: string): Promise<Response> {
  const { GET } = await import('@/app/api/groups/[groupId]/version/route');
  return GET(new Request(`http://localhost:3000/api/groups/${groupId}/version`), { params: Promise.resolve({ groupId }) });
}

async function groupWithLink(name: string): Promise<{ groupId: string; token: string }> {
  const { createGroupAction } = await import('@/lib/groups/actions/create-group');
  const { createInviteAction } = await import('@/lib/groups/actions/create-invite');
  const created = await as(owner, () => createGroupAction({ name }));
  if (!created.ok) throw new Error(created.error.messageKey);
  const invite = await as(owner, () => createInviteAction({ groupId: created.data.id }));
  if (!invite.ok) throw new Error(invite.error.messageKey);
  return { groupId: created.data.id, token: invite.data.token };
}

describe('a member the owner removed', () => {
  it('cannot come back through a link made before the removal, only through one made after it', async () => {
    const { acceptInviteAction } = await import('@/lib/groups/actions/accept-invite');
    const { removeMemberAction } = await import('@/lib/groups/actions/remove-member');
    const { createInviteAction } = await import('@/lib/groups/actions/create-invite');
    const { groupId, token } = await groupWithLink('Winter trip');
    for (const userId of [friend, removed]) expect(await as(userId, () => acceptInviteAction({ token }))).toEqual({ ok: true, data: { groupId } });
    expect((await as(removed, () => versionRoute(groupId))).status).toBe(200);

    expect(await as(owner, () => removeMemberAction({ groupId, userId: removed }))).toMatchObject({ ok: true });
    const again = await as(removed, () => acceptInviteAction({ token }));
    expect(again).toMatchObject({ ok: false, error: { code: 'notFound', messageKey: 'Errors.groups.inviteInvalid' } });
    expectTranslated('Errors.groups.inviteInvalid');
    expect(await members.database.db.groupMember.count({ where: { groupId, userId: removed } })).toBe(0);
    expect((await as(removed, () => marksRoute(groupId, { marks: [] }))).status).toBe(404);
    expect((await as(removed, () => versionRoute(groupId))).status).toBe(404);
    expect((await as(friend, () => versionRoute(groupId))).status).toBe(200);

    // The owner invites them again on purpose: a link made after the removal lets them in.
    const fresh = await as(owner, () => createInviteAction({ groupId }));
    if (!fresh.ok) throw new Error(fresh.error.messageKey);
    expect(await as(removed, () => acceptInviteAction({ token: fresh.data.token }))).toEqual({ ok: true, data: { groupId } });
    expect((await as(removed, () => versionRoute(groupId))).status).toBe(200);
  });

  it('cannot slip back in while the removal is under way', async () => {
    const { acceptInvite } = await import('@/lib/groups/invites');
    const { removeMember } = await import('@/lib/groups/group-edits');
    const { groupId, token } = await groupWithLink('Race');
    await acceptInvite(removed, { token });
    await acceptInvite(friend, { token });
    // The member leaves and accepts the link again while the owner removes them: either order ends outside.
    const { leaveGroup } = await import('@/lib/groups/group-edits');
    await leaveGroup(removed, { groupId });
    await acceptInvite(removed, { token });
    await Promise.allSettled([removeMember(owner, { groupId, userId: removed }), acceptInvite(removed, { token })]);
    await expect(acceptInvite(removed, { token })).rejects.toMatchObject({ messageKey: 'Errors.groups.inviteInvalid' });
    expect(await members.database.db.groupMember.count({ where: { groupId, userId: removed } })).toBe(0);
  });
});

describe('replacing the invitation link', () => {
  it('ends every open link of the group and makes a new one in one step, for the owner only', async () => {
    const { acceptInviteAction } = await import('@/lib/groups/actions/accept-invite');
    const { createInviteAction } = await import('@/lib/groups/actions/create-invite');
    const { replaceInviteAction } = await import('@/lib/groups/actions/replace-invite');
    const { listOpenInvites } = await import('@/lib/groups/invites');
    const { groupId, token } = await groupWithLink('Summer trip');
    const second = await as(owner, () => createInviteAction({ groupId }));
    if (!second.ok) throw new Error(second.error.messageKey);
    expect(await as(friend, () => acceptInviteAction({ token }))).toMatchObject({ ok: true });

    expect(await as(friend, () => replaceInviteAction({ groupId }))).toMatchObject({ ok: false, error: { code: 'forbidden', messageKey: 'Errors.groups.ownerOnly' } });
    const replaced = await as(owner, () => replaceInviteAction({ groupId }));
    if (!replaced.ok) throw new Error(replaced.error.messageKey);
    expect((await listOpenInvites(owner, groupId)).map((invite) => invite.inviteId)).toEqual([replaced.data.inviteId]);
    for (const old of [token, second.data.token]) {
      expect(await as(removed, () => acceptInviteAction({ token: old }))).toMatchObject({ ok: false, error: { messageKey: 'Errors.groups.inviteInvalid' } });
    }
    expect(await as(removed, () => acceptInviteAction({ token: replaced.data.token }))).toEqual({ ok: true, data: { groupId } });
    expectTranslated('Groups.replaceInvite');
  });
});

describe('ids past the integer columns', () => {
  it('answers 400 with a translated message to a mark whose id does not fit int4, not 500', async () => {
    const { groupId } = await groupWithLink('Big numbers');
    for (const item of ['w9999999999', 'l2147483648', 'w99999999999']) {
      const response = await as(owner, () => marksRoute(groupId, { marks: [{ item, status: { value: 'BOUGHT', editedAt: Date.now() } }] }));
      expect(response.status, item).toBe(400);
      const body = (await response.json()) as { error: { code: string; messageKey: string; fields?: Record<string, string> } };
      expect(body.error).toMatchObject({ code: 'invalidInput', messageKey: 'Errors.invalidInput' });
      expect(Object.values(body.error.fields ?? {})).toEqual(['Errors.field.invalid']);
    }
    expectTranslated('Errors.invalidInput');
    expectTranslated('Errors.field.invalid');
    const largest = await as(owner, () => marksRoute(groupId, { marks: [{ item: 'w2147483647', status: { value: 'BOUGHT', editedAt: Date.now() } }] }));
    expect(largest.status).toBe(200);
  });
});

describe('texts a member writes', () => {
  const refused = ['Trip\u0000', 'safe\u202Egnp.exe', 'zero\u200Bwidth', 'b\uFEFFom', 'iso\u2066late', 'line\nbreak', 'tab\tbed', 'sep\u2028arator'];

  it('refuses a group name with control or format characters with a translated field error, not 500', async () => {
    const { createGroupAction } = await import('@/lib/groups/actions/create-group');
    const { leaveGroup } = await import('@/lib/groups/group-edits');
    for (const name of refused) {
      expect(await as(owner, () => createGroupAction({ name })), JSON.stringify(name)).toMatchObject({ ok: false, error: { code: 'invalidInput', messageKey: 'Errors.invalidInput', fields: { name: 'Errors.field.invalidCharacters' } } });
    }
    expectTranslated('Errors.field.invalidCharacters');
    // PostgreSQL cannot even compare a text holding NUL: that is how it reached the database as a 500.
    expect(await members.database.db.group.count({ where: { name: { in: refused.filter((name) => !name.includes('\u0000')) } } })).toBe(0);
    // Emoji, a family written with zero-width joiners included, and every script stay.
    for (const name of ['Comiket crew 🎉', '👨‍👩‍👧 family', '冬コミ組', '冬季同人展']) {
      const created = await as(owner, () => createGroupAction({ name }));
      expect(created, name).toMatchObject({ ok: true, data: { name } });
      // The owner leaves at once (the last one out deletes it): a member keeps to 5 groups an event.
      if (created.ok) await leaveGroup(owner, { groupId: created.data.id });
    }
  });

  it('refuses such a want line, and a memo shared with the group never holds one', async () => {
    const { setWantAction } = await import('@/lib/groups/actions/set-want');
    const { saveFavoriteMemoAction: saveMemoAction } = await import('@/lib/favorites/actions/save-favorite-memo');
    const { groupId } = await groupWithLink('Wants');
    const circleId = members.fixture.circles.east;
    for (const label of refused) {
      expect(await as(owner, () => setWantAction({ groupId, circleId, label, amountYen: 100, quantity: 1 })), JSON.stringify(label)).toMatchObject({ ok: false, error: { code: 'invalidInput' } });
    }
    expect(await members.database.db.groupWant.count({ where: { groupId } })).toBe(0);
    expect(await as(owner, () => setWantAction({ groupId, circleId, label: 'Postcards', amountYen: 100, quantity: 1 }))).toMatchObject({ ok: true });
    for (const memo of ['nul\u0000', 'safe\u202Egnp.exe', 'zero\u200Bwidth']) {
      expect(await as(owner, () => saveMemoAction({ circleId, memo })), JSON.stringify(memo)).toMatchObject({ ok: false, error: { fields: { memo: 'Errors.field.invalidCharacters' } } });
    }
    const saved = await as(owner, () => saveMemoAction({ circleId, memo: 'Two lines\r\nand a\ttab' }));
    expect(saved, JSON.stringify(saved)).toMatchObject({ ok: true });
    expect((await members.database.db.favorite.findFirstOrThrow({ where: { userId: owner, circleId } })).memo).toBe('Two lines\nand a\ttab');
  });
});
