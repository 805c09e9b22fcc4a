import type { EventData } from '@/lib/catalogue-import/event-data';

/**
 * Cut files for the benchmark's folders. The cut step of the import is not in this branch yet, so the
 * benchmark writes none and says cuts=0.
 */
export async function writeBenchCuts(_data: EventData, _folders: readonly string[]): Promise<number> {
  return 0;
}
