import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storeCutVariants } from '@/lib/cut-images/cut-store';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { prepareImage, type PreparedImage } from '@/lib/cut-images/prepare-image';
import { samplePicture } from './cut-files';

/** A sample menu page converted as the importer converts it, stored in a new folder store: what a delivered image leaves behind. */
export async function storedSampleImage(folderPrefix: string): Promise<{ folder: string; image: PreparedImage }> {
  const folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
  const prepared = await prepareImage(await samplePicture(900, 1400).jpeg().toBuffer());
  if (!prepared.ok) throw new Error('the sample must convert');
  await storeCutVariants(folderCutStore(folder), prepared.image.variants);
  return { folder, image: prepared.image };
}
