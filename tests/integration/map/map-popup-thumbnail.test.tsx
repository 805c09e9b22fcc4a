import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MapPopupContent } from '@/components/map/map-popup-content';
import type { VenueMapLabels } from '@/components/map/venue-map-props';
import { drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { loadMapDay } from '@/lib/map/load-map-day';
import { mapCircleFacts } from '@/lib/map/map-circle-facts';
import en from '@/messages/en.json';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';

// Issue 49: the map's popup shows a thumbnail of the circle's menu, else of its first cover, beside its
// cut. Followed from the database through the day's data the map is sent (one kind of viewer at a time)
// and the join the map makes for the selected circle, to the popup's markup.

// The popup reads only its own few labels; the rest of the map's are named by their keys.
const labels = new Proxy({ cutAlt: en.Map.cutAlt, thumbAlt: en.Map.thumbAlt } as Partial<VenueMapLabels>, {
  get: (given, key: string) => given[key as keyof VenueMapLabels] ?? key,
}) as VenueMapLabels;

describe("the map popup's thumbnail", () => {
  let database: TestDatabase;
  let eventId = 0;
  const circleIds = { general: 0, adult: 0, bare: 0 };
  const imageIds = { adultMenuPage: 0, menu: 0, generalCover: 0, cover: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSmallEvent(db);
    const event = await db.event.findFirstOrThrow();
    eventId = event.id;
    const circleOf = async (wcid: number) => (await db.circle.findUniqueOrThrow({ where: { wcid } })).id;
    // Day 1 has 101 (general) and 103 (adult); 106 joins it with no image at all.
    circleIds.general = await circleOf(101);
    circleIds.adult = await circleOf(103);
    const genre = await db.genre.findFirstOrThrow();
    const bare = await db.circle.create({ data: { eventId, wcid: 106, circleNumber: 106, name: 'Circle 106', genreId: genre.id } });
    circleIds.bare = bare.id;
    const [dayOne, block] = await Promise.all([db.eventDay.findFirstOrThrow({ where: { dayNumber: 1 } }), db.block.findFirstOrThrow()]);
    await db.placement.create({ data: { dayId: dayOne.id, blockId: block.id, spaceNumber: 9, side: 'a', circleId: bare.id, mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 } });
    const image = async (name: keyof typeof imageIds, owner: string, kind: 'MENU' | 'COVER', position: number, circleId: number, extra: { isAdult?: boolean; workId?: number } = {}) => {
      const created = await db.catalogueImage.create({
        data: { eventId, owner, kind, position, circleId, ...extra, contentHash: `${owner}-${kind}-${position}`, storageKey: drawnStorageKey(kind, owner, position), width: 600, height: 848 },
      });
      imageIds[name] = created.id;
    };
    // The general circle's first menu page is flagged adult: only its second is for everyone.
    await image('adultMenuPage', '101', 'MENU', 0, circleIds.general, { isAdult: true });
    await image('menu', '101', 'MENU', 1, circleIds.general);
    const book = await db.work.create({ data: { circleId: circleIds.general, title: 'Book', sortOrder: 0 } });
    await image('generalCover', '101/0', 'COVER', 0, circleIds.general, { workId: book.id });
    // The adult circle has no menu: its first work's cover is its thumbnail.
    const adultBook = await db.work.create({ data: { circleId: circleIds.adult, title: 'Adult book', sortOrder: 0 } });
    await image('cover', '103/0', 'COVER', 0, circleIds.adult, { workId: adultBook.id });
  });

  afterAll(async () => {
    await database.drop();
  });

  /** The popup's markup for each of the day's circles, keyed by circle id, as this kind of viewer's map draws it. */
  async function popups(mayViewAdult: boolean): Promise<Map<number, string>> {
    const loaded = await loadMapDay(database.db, { eventId, day: 1, mayViewAdult });
    if (!loaded) throw new Error('day 1 is missing');
    const { day, authors } = loaded;
    return new Map(
      day.circles.id.map((id, circle) => {
        const subject = { kind: 'circle' as const, ...mapCircleFacts(day, authors, circle), placement: '', favorite: null, visit: null };
        return [id, renderToStaticMarkup(<MapPopupContent subject={subject} labels={labels} />)];
      }),
    );
  }

  const thumbnail = (html: string | undefined) => /<img [^>]*class="[^"]*venue-map-popup-thumb[^"]*"[^>]*>/.exec(html ?? '')?.[0] ?? null;
  const srcOf = (tag: string | null) => /src="([^"]*)"/.exec(tag ?? '')?.[1]?.replaceAll('&amp;', '&') ?? null;

  it('shows the menu, else the first cover, at thumbnail size beside the cut, with its alt text', async () => {
    const shown = await popups(true);
    const general = shown.get(circleIds.general);
    expect(general).toContain('src="/cuts/101"');
    const menu = thumbnail(general);
    expect(srcOf(menu)).toMatch(new RegExp(`^/cuts/images/${imageIds.adultMenuPage}\\?s=thumb&v=`));
    expect(menu).toContain('alt="Menu or cover of Circle 101"');
    expect(srcOf(thumbnail(shown.get(circleIds.adult)))).toMatch(new RegExp(`^/cuts/images/${imageIds.cover}\\?s=thumb&v=`));
    // A circle with neither: the cut alone, no empty picture.
    expect(shown.get(circleIds.bare)).toContain('src="/cuts/106"');
    expect(thumbnail(shown.get(circleIds.bare))).toBeNull();
  });

  it('never shows an adult image to a viewer who may not see adult content', async () => {
    const shown = await popups(false);
    // The adult circle is not on this viewer's map at all; the general circle shows its general menu page.
    expect([...shown.keys()].sort()).toEqual([circleIds.general, circleIds.bare].sort());
    expect(srcOf(thumbnail(shown.get(circleIds.general)))).toMatch(new RegExp(`^/cuts/images/${imageIds.menu}\\?s=thumb&v=`));
    const everything = [...shown.values()].join('');
    for (const name of ['adultMenuPage', 'cover'] as const) expect(everything).not.toContain(`/cuts/images/${imageIds[name]}?`);
  });
});
