import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { parseOrThrow } from '@/lib/errors';
import { birthdateUpdateSchema, listDisplaySchema, localeSchema, nicknameSchema, showAdultSchema } from '@/lib/account/schemas';
import { thrownBy } from '@/tests/support/thrown-by';

let context: AuthTestContext;
let userId: string;

beforeAll(async () => {
  context = await startAuthTestContext();
  const user = await context.database.db.user.create({ data: { email: 'settings@example.com', passwordHash: 'x', birthdate: new Date('1990-04-01') } });
  userId = user.id;
});

afterAll(async () => {
  await context?.stop();
});

describe('account settings', () => {
  it('starts from the defaults', async () => {
    const { getAccountSettings } = await import('@/lib/account/settings');
    expect(await getAccountSettings(userId)).toEqual({
      email: 'settings@example.com',
      nickname: 'Anonymous',
      birthdate: '1990-04-01',
      birthdateLocked: false,
      showAdult: false,
      locale: null,
      listDisplay: { showItemNames: true, showAuthor: true, showGenre: true, showSpace: true, showMemo: true, showImages: false },
      signInMethods: [{ provider: 'password', linkedAt: expect.any(String) }],
    });
  });

  it('updates the profile fields one at a time', async () => {
    const { updateNickname } = await import('@/lib/account/profile');
    const { updateShowAdult } = await import('@/lib/account/birthdate');
    const { updateBirthdate } = await import('@/lib/account/birthdate');
    expect(await updateNickname(userId, parseOrThrow(nicknameSchema, { nickname: ' サークル好き ' }))).toEqual({ nickname: 'サークル好き' });
    expect(await updateBirthdate(userId, parseOrThrow(birthdateUpdateSchema, { birthdate: '2000-02-29' }), 'SETTINGS')).toEqual({ birthdate: '2000-02-29' });
    expect(await updateShowAdult(userId, parseOrThrow(showAdultSchema, { showAdult: 'on' }))).toEqual({ showAdult: true });
    expect(await updateShowAdult(userId, parseOrThrow(showAdultSchema, {}))).toEqual({ showAdult: false });
    const stored = await context.database.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(stored).toMatchObject({ nickname: 'サークル好き', showAdult: false });
    expect(stored.birthdate?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
  });

  it('refuses invalid values with field keys before anything is written', async () => {
    expect(thrownBy(() => parseOrThrow(nicknameSchema, { nickname: 'x'.repeat(41) }))).toMatchObject({ fields: { nickname: 'Errors.field.nicknameTooLong' } });
    expect(thrownBy(() => parseOrThrow(nicknameSchema, { nickname: 'a\u0000b' }))).toMatchObject({ fields: { nickname: 'Errors.field.invalidCharacters' } });
    expect(thrownBy(() => parseOrThrow(birthdateUpdateSchema, { birthdate: '2999-01-01' }))).toMatchObject({ fields: { birthdate: 'Errors.field.invalidDate' } });
    expect(thrownBy(() => parseOrThrow(birthdateUpdateSchema, { birthdate: '1899-12-31' }))).toMatchObject({ code: 'invalidInput' });
    expect((await context.database.db.user.findUniqueOrThrow({ where: { id: userId } })).nickname).toBe('サークル好き');
  });

  it('saves the list display toggles as the form posts them, unchecked boxes absent', async () => {
    const { getListDisplaySettings, updateListDisplaySettings } = await import('@/lib/account/preferences');
    const saved = await updateListDisplaySettings(userId, parseOrThrow(listDisplaySchema, { showItemNames: 'on', showGenre: 'on' }));
    expect(saved).toEqual({ showItemNames: true, showAuthor: false, showGenre: true, showSpace: false, showMemo: false, showImages: false });
    await updateListDisplaySettings(userId, parseOrThrow(listDisplaySchema, { showItemNames: 'on', showAuthor: 'on', showGenre: 'on', showSpace: 'on', showMemo: 'on', showImages: 'on' }));
    expect(await getListDisplaySettings(userId)).toEqual({ showItemNames: true, showAuthor: true, showGenre: true, showSpace: true, showMemo: true, showImages: true });
  });

  it('stores the language and refuses unknown ones', async () => {
    const { updateLocale } = await import('@/lib/account/preferences');
    expect(await updateLocale(userId, parseOrThrow(localeSchema, { locale: 'zh' }))).toEqual({ locale: 'zh' });
    expect(thrownBy(() => parseOrThrow(localeSchema, { locale: 'fr' }))).toMatchObject({ code: 'invalidInput' });
    await expect(updateLocale('no-such-user', parseOrThrow(localeSchema, { locale: 'ja' }))).rejects.toMatchObject({ code: 'notFound' });
  });

  it('reports a missing account as not found', async () => {
    const { updateNickname } = await import('@/lib/account/profile');
    const { getAccountSettings } = await import('@/lib/account/settings');
    await expect(updateNickname('no-such-user', parseOrThrow(nicknameSchema, { nickname: 'ghost' }))).rejects.toMatchObject({ code: 'notFound', messageKey: 'Errors.account.notFound' });
    await expect(getAccountSettings('no-such-user')).rejects.toMatchObject({ code: 'notFound' });
  });
});
