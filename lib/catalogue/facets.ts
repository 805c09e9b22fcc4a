import type { PrismaClient } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrganiserFandom } from '@/lib/search';
import { blockKey, hallKey, hallRank, type HallArea } from './venue';

/** What the filters offer: the event's days, halls, blocks and genres, in venue order. */
export type CatalogueFacets = {
  days: { number: number; date: Date }[];
  halls: { key: string; area: HallArea; number: number; isCorporate: boolean }[];
  /** A wall block spans several halls under one key. */
  blocks: { key: string; area: HallArea; name: string; hallKeys: string[] }[];
  genres: Genre[];
  /** The organiser's fandoms (fandoms.csv): with the genres and the shipped list, what a keyword may name. */
  fandoms: OrganiserFandom[];
};

export type Genre = { code: number; nameEn: string; nameJa: string; nameZh: string };

export const emptyFacets: CatalogueFacets = { days: [], halls: [], blocks: [], genres: [], fandoms: [] };

export async function loadFacets(client: PrismaClient, eventId: number): Promise<CatalogueFacets> {
  const [days, halls, genres, fandoms] = await Promise.all([
    client.eventDay.findMany({ where: { eventId }, select: { dayNumber: true, date: true }, orderBy: { dayNumber: 'asc' } }),
    client.hall.findMany({
      where: { eventId },
      select: { area: true, number: true, isCorporate: true, blocks: { select: { name: true, sortOrder: true } } },
    }),
    client.genre.findMany({ where: { eventId }, select: { code: true, nameEn: true, nameJa: true, nameZh: true }, orderBy: { code: 'asc' } }),
    client.fandom.findMany({ where: { eventId }, select: { name: true, genreCode: true, aliases: true }, orderBy: { id: 'asc' } }),
  ]);
  halls.sort((a, b) => hallRank(a.area, a.number) - hallRank(b.area, b.number));

  const blocks = new Map<string, { key: string; area: HallArea; name: string; hallKeys: string[]; order: number }>();
  for (const hall of halls) {
    for (const block of hall.blocks) {
      const key = blockKey(hall.area, block.name);
      const known = blocks.get(key);
      if (known) known.hallKeys.push(hallKey(hall.area, hall.number));
      else blocks.set(key, { key, area: hall.area, name: block.name, hallKeys: [hallKey(hall.area, hall.number)], order: hallRank(hall.area, hall.number) * 1024 + block.sortOrder });
    }
  }

  return {
    days: days.map((day) => ({ number: day.dayNumber, date: day.date })),
    halls: halls.map((hall) => ({ key: hallKey(hall.area, hall.number), area: hall.area, number: hall.number, isCorporate: hall.isCorporate })),
    blocks: [...blocks.values()].sort((a, b) => a.order - b.order).map(({ key, area, name, hallKeys }) => ({ key, area, name, hallKeys })),
    genres,
    fandoms,
  };
}

export function genreName(genre: Genre, locale: AppLocale): string {
  return locale === 'ja' ? genre.nameJa : locale === 'zh' ? genre.nameZh : genre.nameEn;
}
