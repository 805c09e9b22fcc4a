import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertCutKey, type CutStore } from './cut-store';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Cuts as files under one folder, the key as the relative path (`v1/ab/<hash>-1x.webp`). A file is written
 * beside its final name and renamed into place, so a server or nginx reading the folder never sees half of one.
 */
export function folderCutStore(root: string): CutStore {
  const absoluteRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertCutKey(key);
    return path.join(absoluteRoot, ...key.split('/'));
  };
  const size = async (key: string): Promise<number | null> => {
    try {
      const found = await stat(fileOf(key));
      return found.isFile() ? found.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    description: `folder ${absoluteRoot}`,
    size,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o644 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      return (await size(key)) !== null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
