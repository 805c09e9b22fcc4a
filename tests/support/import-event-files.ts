import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { folderOf } from './catalogue-fixture';

/** A delivery imported as staff import one, from a folder on disk, as the running event C999. */
export async function importEventFiles(databaseUrl: string, files: EventFiles) {
  const folder = await folderOf(files);
  try {
    return await importCatalogueFiles(databaseUrl, folder.dir, { dryRun: false, currentEventCode: 'C999' });
  } finally {
    await folder.remove();
  }
}
