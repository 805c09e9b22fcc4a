import type { EventData } from '@/lib/catalogue-import/event-data';
import type { ReadingAnalyser } from '@/lib/readings/reading-analyser';

/**
 * The derived readings the catalogue stores, by row index: a circle's name and author reading where it
 * has no kana of its own (null where it has, as nothing needs deriving), every work title's reading.
 */
export type EventReadings = { circleNames: (string | null)[]; circleAuthors: (string | null)[]; workTitles: string[] };

export function deriveReadings(data: Pick<EventData, 'circles' | 'works'>, analyser: ReadingAnalyser): EventReadings {
  return {
    circleNames: data.circles.map((circle) => (circle.nameKana === '' ? analyser.readingOf(circle.name) : null)),
    circleAuthors: data.circles.map((circle) => (circle.authorKana === '' ? analyser.readingOf(circle.author) : null)),
    workTitles: data.works.map((work) => analyser.readingOf(work.title)),
  };
}
