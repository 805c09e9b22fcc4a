import { describe, expect, it } from 'vitest';
import { FANDOMS_FILE, parseFandomsFile } from '@/lib/catalogue-import/fandoms-file';
import { KNOWN_FILES } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';

const files = (text: string) => new Map([[FANDOMS_FILE, new TextEncoder().encode(text)]]);

describe('fandoms.csv', () => {
  it('is a file of the exchange format, optional', () => {
    expect(KNOWN_FILES.has(FANDOMS_FILE)).toBe(true);
    const problems = new Problems();
    expect(parseFandomsFile(new Map(), new Set([331]), problems)).toEqual([]);
    expect(problems.any).toBe(false);
  });

  it('reads a fandom, its genre when it has one, and its other names separated by |', () => {
    const problems = new Problems();
    const text = 'fandom,genre,aliases\n艦これ,331,KanColle|舰队Collection| 艦隊收藏 \nオリジナル百合,,\n';
    expect(parseFandomsFile(files(text), new Set([331]), problems)).toEqual([
      { name: '艦これ', genreCode: 331, aliases: ['KanColle', '舰队Collection', '艦隊收藏'] },
      { name: 'オリジナル百合', genreCode: null, aliases: [] },
    ]);
    expect(problems.listed).toEqual([]);
  });

  it('reports an unknown genre, a repeated fandom and an empty name, with their lines', () => {
    const problems = new Problems();
    const text = 'fandom,genre,aliases\nA,999,\nB,,x\nB,,y\n,,z\n';
    expect(parseFandomsFile(files(text), new Set([331]), problems)).toEqual([{ name: 'B', genreCode: null, aliases: ['x'] }]);
    expect(problems.listed.map((problem) => [problem.line, problem.field])).toEqual([
      [2, 'genre'],
      [4, 'fandom'],
      [5, 'fandom'],
    ]);
  });
});
