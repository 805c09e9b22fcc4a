import { deriveReadings, type EventReadings } from '@/lib/catalogue-import/readings';
import type { DemoEventData } from '@/lib/demo-data/types';
import type { ReadingAnalyser } from '@/lib/readings/reading-analyser';

export type DemoReadings = EventReadings;

/** The readings the import derives for the demo event; kept for the search-quality corpus. */
export function deriveDemoReadings(data: DemoEventData, analyser: ReadingAnalyser): DemoReadings {
  return deriveReadings(data, analyser);
}
