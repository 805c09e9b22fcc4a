import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { routeAccess } from '@/lib/auth/route-access';
import { drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { emptyCircleListQuery } from '@/lib/catalogue/query-string';
import { routeForViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';
import { getCurrentUser, signedIn } from '@/tests/support/signed-in-member';

// Issue 32, finding 1, end to end below the browser: an under-18 Platinum member whose one birthdate
// correction is spent posts the pay steps' profile form with an adult birthdate and the adult flag. The
// action must refuse, and the adult cut and the adult offline catalogue must stay out of reach. Issue 49:
// the same minor's walk past every page that shows circles' images gets no adult image's address, and the
// image address itself refuses them.

const secret = 'minor-adult-secret-minor-adult-secret-01';
const cookieName = 'authjs.session-token';
const origin = 'http://localhost:3000';
const adultWcid = 103;

vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'));

async function cookieOf(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId, sv: 0, sid: `minor-adult-${userId}` }, secret, salt: cookieName });
  return `${cookieName}=${token}`;
}

describe('a minor on the pay steps', () => {
  let database: TestDatabase;
  const today = new Date();
  const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, 0, 1));

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSmallEvent(database.db);
    const platinum = { roles: { create: [{ role: 'PLATINUM' as const }] } };
    for (const id of ['spent', 'unspent']) {
      await database.db.user.create({ data: { id, email: `${id}@example.com`, birthdate: yearsAgo(15), showAdult: false, ...platinum } });
    }
    // The spent one corrected its birthdate once already (from one minor's date to another).
    await database.db.birthdateChange.create({ data: { userId: 'spent', previous: yearsAgo(16), birthdate: yearsAgo(15), channel: 'SETTINGS' } });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  async function postPayProfile(userId: string) {
    const { savePaymentProfileAction } = await import('@/lib/payments/actions/save-payment-profile');
    signedIn.userId = userId;
    const adult = yearsAgo(30);
    return savePaymentProfileAction({ nickname: 'Grown up', year: String(adult.getUTCFullYear()), month: '1', day: '1', showAdult: 'on' });
  }

  async function adultCutStatus(userId: string): Promise<number> {
    const { GET } = await import('@/app/cuts/[wcid]/route');
    const response = await GET(new Request(`${origin}/cuts/${adultWcid}`, { headers: { cookie: await cookieOf(userId) } }), { params: Promise.resolve({ wcid: String(adultWcid) }) });
    return response.status;
  }

  /** The offline catalogue's variant the member is handed, or the refusal's status. */
  async function offlineVariant(userId: string): Promise<string | number> {
    const { GET } = await import('@/app/api/offline/catalogue/route');
    const response = await GET(new Request(`${origin}/api/offline/catalogue`, { headers: { cookie: await cookieOf(userId) } }));
    return response.ok ? ((await response.json()) as SnapshotManifest).variant : response.status;
  }

  it('is refused once the one correction is spent, and sees neither the adult cut nor the adult catalogue', async () => {
    expect(await postPayProfile('spent')).toMatchObject({ ok: false, error: { code: 'conflict', messageKey: 'Errors.account.birthdateLocked' } });
    const user = await database.db.user.findUniqueOrThrow({ where: { id: 'spent' } });
    expect(user).toMatchObject({ birthdate: yearsAgo(15), showAdult: false });
    expect(await adultCutStatus('spent')).toBe(404);
    // A known minor is refused the catalogue itself, so neither variant is downloaded.
    expect(await offlineVariant('spent')).toBe(403);
  });

  it('is refused with the correction still unused too: crossing 18 is not self-service (issue 47)', async () => {
    expect(await postPayProfile('unspent')).toMatchObject({ ok: false, error: { code: 'forbidden', messageKey: 'Errors.account.birthdateAdultByInquiry' } });
    expect(await database.db.birthdateChange.count({ where: { userId: 'unspent' } })).toBe(0);
    expect(await adultCutStatus('unspent')).toBe(404);
    expect(await offlineVariant('unspent')).toBe(403);
  });

  it('sees both once staff corrected the birthdate and the member turned the flag on (the rules above are what keeps them out)', async () => {
    const { changeBirthdateByStaff } = await import('@/lib/account/staff-birthdate');
    const adult = yearsAgo(30).toISOString().slice(0, 10);
    await changeBirthdateByStaff(database.db, { email: 'unspent@example.com', birthdate: adult, reason: 'checked' });
    expect(await postPayProfile('unspent')).toMatchObject({ ok: true });
    expect(await database.db.birthdateChange.findMany({ where: { userId: 'unspent' }, select: { channel: true } })).toEqual([{ channel: 'OPERATOR' }]);
    expect(await adultCutStatus('unspent')).toBe(200);
    expect(await offlineVariant('unspent')).toBe('adult');
  });

  it("gets no adult image's address from any page that shows circles' images, and the image address refuses them", async () => {
    const { db } = database;
    const event = await db.event.findFirstOrThrow();
    const circle = (wcid: number) => db.circle.findUniqueOrThrow({ where: { wcid } });
    const [general, adultCircle, unwanted] = await Promise.all([circle(101), circle(adultWcid), circle(104)]);
    const adultWork = await db.work.create({ data: { circleId: general.id, title: 'Adult book', isAdult: true, sortOrder: 1 } });
    // Drawn images (the demo's kind): served without a stored file, under the same rule.
    const image = (owner: string, kind: 'MENU' | 'COVER', position: number, circleId: number, extra: { isAdult?: boolean; workId?: number } = {}) =>
      db.catalogueImage.create({ data: { eventId: event.id, owner, kind, position, circleId, ...extra, contentHash: `${owner}-${kind}-${position}`, storageKey: drawnStorageKey(kind, owner, position), width: 600, height: 848 } });
    const shown = await image('101', 'MENU', 0, general.id);
    const notWanted = await image('104', 'MENU', 0, unwanted.id);
    const adultIds = [
      (await image('101', 'MENU', 1, general.id, { isAdult: true })).id,
      (await image('101/1', 'COVER', 0, general.id, { workId: adultWork.id })).id,
      (await image(String(adultWcid), 'MENU', 0, adultCircle.id)).id,
    ];
    const adultAddress = new RegExp(`/cuts/images/(${adultIds.join('|')})\\?`);
    await db.user.create({ data: { id: 'grown', email: 'grown@example.com', birthdate: yearsAgo(30), showAdult: true, roles: { create: [{ role: 'PLATINUM' }] } } });
    await db.favorite.createMany({ data: [general.id, adultCircle.id].map((circleId) => ({ userId: 'spent', circleId, color: 1 })) });
    // A group of an adult and the minor that wants a general circle and an adult one.
    const group = await db.group.create({
      data: {
        id: 'walk-group', eventId: event.id, ownerId: 'grown', name: 'Walk',
        members: { create: [{ userId: 'grown' }, { userId: 'spent' }] },
        wants: { create: [{ userId: 'spent', circleId: general.id, quantity: 1 }, { userId: 'grown', circleId: adultCircle.id, quantity: 1 }] },
      },
    });

    // The catalogue's pages are closed to a minor; group pages are not.
    signedIn.userId = 'spent';
    const minor = await getCurrentUser();
    for (const mode of ['CIRCLE_DETAIL', 'CIRCLE_LIST', 'COMIKE_MAP', 'FAVORITE', 'EVENT_DAY_PLAN', 'COMIKE_PRINT_DETAIL'] as const) {
      expect(routeAccess(routeForViewMode(mode), minor, todayInJapan()), mode).not.toBe('authorized');
    }
    expect(routeAccess(routeForViewMode('GROUP'), minor, todayInJapan())).toBe('authorized');

    // What each page that shows images would send a viewer of the minor's kind.
    const [{ findCircleDetail }, { listCircles }, { resultRowsTemplate }, { mapDayRoute }, { loadMapDay }, favorites, { loadPlanDay }, { loadPrintSheet }, { loadGroupView }] = await Promise.all([
      import('@/lib/catalogue/circle-detail'), import('@/lib/catalogue/list-circles'), import('@/components/catalogue/result-rows-html'), import('@/lib/map/map-day-response'), import('@/lib/map/load-map-day'),
      import('@/lib/favorites/load-favorites'), import('@/lib/plan/load-plan-day'), import('@/lib/print/print-sheet-data'), import('@/lib/groups/group-view'),
    ]);
    const viewer = { userId: 'spent', mayViewAdult: false };
    const labels = { author: 'Author', genre: 'Genre', space: 'Space', newWork: 'New', cashless: 'Cashless', boothNumber: String, thumbnailOf: (name: string) => name };
    // The map's data answers only those who may open the map, and is made per kind of viewer: the minor is refused it, and the general kind's carries no adult image.
    const authors = await mapDayRoute('authors')(new Request(`${origin}/api/map/day/1/authors`), { params: Promise.resolve({ day: '1' }) });
    expect(authors.status).toBe(403);
    const pages: Record<string, unknown> = {
      circle: await findCircleDetail(general.id, viewer, 'en'),
      list: resultRowsTemplate((await listCircles(emptyCircleListQuery, viewer, 'en')).rows, { showAuthor: true, showGenre: true, showSpace: true, showImages: true }, labels).parts.map((part) => part.__html),
      map: (await loadMapDay(db, { eventId: event.id, day: 1, mayViewAdult: false }))?.authors,
      favorites: [...(await favorites.loadFavoritePictures(await favorites.loadFavorites('spent'), { adult: false }, 'en')).values()],
      plan: await loadPlanDay({ ...viewer, locale: 'en', hallName: () => 'Hall' }, 1),
      print: [...(await loadPrintSheet(3, { days: [], areas: [], colors: [], prnColor: false, prnGenre: false, prnMemo: false, prnMenus: true }, viewer, 'en')).menus.values()],
      group: await loadGroupView({ ...viewer, locale: 'en' }, group.id),
    };
    for (const [page, data] of Object.entries(pages)) {
      const text = JSON.stringify(data);
      expect(text, page).toContain(`/cuts/images/${shown.id}?`);
      expect(text, page).not.toMatch(adultAddress);
    }
    expect(await findCircleDetail(adultCircle.id, viewer, 'en')).toBeNull();
    // The same group page read for its adult member carries the adult circle's menu: the rule is each viewer's own.
    expect(JSON.stringify(await loadGroupView({ userId: 'grown', mayViewAdult: true, locale: 'en' }, group.id))).toMatch(new RegExp(`/cuts/images/${adultIds[2]}\\?`));

    // The address, at every size (the offline rendition too): the minor gets the general menu of a circle
    // their group wants, and nothing else.
    const { GET } = await import('@/app/cuts/images/[id]/route');
    for (const size of ['thumb', 'full', 'offline']) {
      const status = async (id: number, userId: string) =>
        (await GET(new Request(`${origin}/cuts/images/${id}?s=${size}`, { headers: { cookie: await cookieOf(userId) } }), { params: Promise.resolve({ id: String(id) }) })).status;
      expect(await status(shown.id, 'spent'), size).toBe(200);
      expect(await status(notWanted.id, 'spent'), size).toBe(404);
      for (const id of adultIds) {
        expect(await status(id, 'spent'), `adult image ${id} at ${size} for the minor`).toBe(404);
        expect(await status(id, 'grown'), `adult image ${id} at ${size} for the adult`).toBe(200);
      }
    }
  });
});
