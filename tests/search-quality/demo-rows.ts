import { isListedCircle } from '@/lib/catalogue/listed-circles';
import { deriveDemoReadings } from '@/lib/demo-data/demo-readings';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { loadReadingAnalyser } from '@/lib/readings/reading-analyser';
import type { FandomGenre, SearchableCircle } from '@/lib/search';

/**
 * The listed circles and the booths of the demo event (seed 1, scale 1) as the index sees them, built
 * in memory with the readings the seed stores: what the quality suite runs against without a database.
 * Ids are list positions (booths negative) and there are no placements, so ties fall to the id.
 */
export async function demoSearchData(): Promise<{ rows: SearchableCircle[]; genres: FandomGenre[] }> {
  const data = generateDemoEvent({ seed: 1, scale: 1 });
  return { rows: await demoRowsOf(data), genres: data.genres };
}

/** The own translations (the demo has no machine ones) as the server's read joins them (searchable-rows.ts). */
function translatedText(texts: readonly string[]): { translatedText?: string } {
  const given = texts.filter((text) => text !== '');
  return given.length > 0 ? { translatedText: given.join(' ') } : {};
}

async function demoRowsOf(data: ReturnType<typeof generateDemoEvent>): Promise<SearchableCircle[]> {
  const readings = deriveDemoReadings(data, await loadReadingAnalyser());
  const works = new Map<number, { title: string; reading: string }[]>();
  data.works.forEach((work, index) => {
    const circle = data.circles[work.circleIndex];
    // As the catalogue loads them: adult works only in circles adult as a whole.
    if (work.isAdult && !circle?.isAdult) return;
    const list = works.get(work.circleIndex) ?? [];
    list.push({ title: work.title, reading: readings.workTitles[index] ?? '' });
    works.set(work.circleIndex, list);
  });
  const rows: SearchableCircle[] = [];
  data.circles.forEach((circle, index) => {
    if (!isListedCircle(circle)) return;
    const own = works.get(index) ?? [];
    rows.push({
      id: index + 1,
      wcid: circle.wcid,
      isBooth: false,
      name: circle.name,
      nameKana: circle.nameKana || (readings.circleNames[index] ?? ''),
      author: circle.author,
      authorKana: circle.authorKana || (readings.circleAuthors[index] ?? ''),
      workTitles: own.map((work) => work.title),
      workReadings: own.map((work) => work.reading),
      description: circle.description,
      ...translatedText(circle.own ? [circle.own.descriptionEn, circle.own.descriptionZh, circle.own.supplementEn, circle.own.supplementZh] : []),
      genreCode: data.genres[circle.genreIndex]?.code ?? 0,
      cashless: circle.cashless,
      isAdult: circle.isAdult,
      updatedAt: Date.parse(circle.updatedAt),
      placements: [],
    });
  });
  data.exhibitors.forEach((exhibitor, index) => {
    rows.push({
      id: -(index + 1),
      wcid: 0,
      isBooth: true,
      name: exhibitor.name,
      nameKana: exhibitor.nameKana,
      author: '',
      authorKana: '',
      workTitles: [],
      description: exhibitor.productInfo === '' ? exhibitor.overview : `${exhibitor.overview}\n${exhibitor.productInfo}`,
      ...translatedText(exhibitor.own ? [exhibitor.own.overviewEn, exhibitor.own.overviewZh, exhibitor.own.productInfoEn, exhibitor.own.productInfoZh] : []),
      genreCode: 0,
      cashless: false,
      isAdult: false,
      updatedAt: Date.parse(exhibitor.updatedAt),
      placements: [],
    });
  });
  return rows;
}
