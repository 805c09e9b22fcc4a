import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEventFolder } from '@/lib/catalogue-import/event-files';
import { KNOWN_FILES } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { readEventZip } from '@/lib/catalogue-import/zip-source';
import { folderOf, smallEventFiles, zipEntries, zipOf, type ZipEntry } from '@/tests/support/catalogue-fixture';

// The Finder's "Compress" puts each file's resource fork beside the folder, as `__MACOSX/<folder>/._<name>`;
// a Mac copying to a FAT stick leaves `._<name>` next to each file. Neither is a mistake of staff.
const appleDouble = new Uint8Array([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00]);

describe('reading an event folder or zip made on a Mac', () => {
  it('skips __MACOSX/ and ._ files of a Finder zip, and still finds the top folder', async () => {
    const files = smallEventFiles();
    const entries: ZipEntry[] = [
      ...zipEntries(files, 'C106'),
      { name: 'C106/cuts/1001.png', data: new Uint8Array([1, 2, 3]) },
      ...[...files.keys(), 'cuts/1001.png'].map((name) => ({ name: `__MACOSX/C106/${path.posix.dirname(name) === '.' ? '' : `${path.posix.dirname(name)}/`}._${path.posix.basename(name)}`, data: appleDouble })),
      { name: 'C106/._event.json', data: appleDouble },
      { name: 'C106/.DS_Store', data: appleDouble },
    ];
    const folder = await folderOf(new Map());
    try {
      const zip = path.join(folder.dir, 'C106.zip');
      await writeFile(zip, zipOf(entries));
      const problems = new Problems();
      const source = await readEventZip(zip, KNOWN_FILES, problems);
      await source.close();
      expect(problems.listed).toEqual([]);
      expect([...source.files.keys()].sort()).toEqual([...files.keys()].sort());
      expect(source.cuts.map((cut) => cut.name)).toEqual(['cuts/1001.png']);
    } finally {
      await folder.remove();
    }
  });

  it('skips ._ files in a folder', async () => {
    const files = smallEventFiles();
    const folder = await folderOf(new Map([...files, ['._circles.csv', appleDouble], ['cuts/1001.png', new Uint8Array([1])], ['cuts/._1001.png', appleDouble]]));
    try {
      const problems = new Problems();
      const source = await readEventFolder(folder.dir, KNOWN_FILES, problems);
      expect(problems.listed).toEqual([]);
      expect([...source.files.keys()].sort()).toEqual([...files.keys()].sort());
      expect(source.cuts.map((cut) => cut.name)).toEqual(['cuts/1001.png']);
    } finally {
      await folder.remove();
    }
  });
});
