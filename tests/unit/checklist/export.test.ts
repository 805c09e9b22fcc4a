import { describe, expect, it } from 'vitest';
import { decodeChecklist } from '@/lib/checklist/decode';
import { exportChecklist, type ExportFavorite } from '@/lib/checklist/export';
import { readChecklist } from '@/lib/checklist/parse';
import type { ChecklistCircle } from '@/lib/checklist/records';

const everyField: ExportFavorite = {
  circle: {
    circleNumber: 1201, catalogPage: 45, cutIndex: 6, day: '土', area: 'EAST', block: 'ア', spaceNumber: 1,
    side: 'a', genreCode: 111, name: '東方同好会', nameKana: 'トウホウドウコウカイ', author: '山田太郎',
    publicationTitle: '新刊「春」', url: 'https://example.com/a', mail: 'a@example.com',
    description: '説明,カンマ', mapX: 120, mapY: 340, tableLayout: 2, updateInfo: '2025-01-01',
    webCatalogueUrl: 'https://webcatalog.example/c/1201', circleSiteUrl: 'https://circle.example/1201',
    xUrl: 'https://x.example/yamada', pixivUrl: 'https://pixiv.example/users/1',
  },
  color: 1,
  memo: '朝一で行く, "新刊" 2冊\n既刊も\n\n最後の行',
};

const fewFields: ExportFavorite = {
  circle: {
    circleNumber: 7, day: '日', area: 'SOUTH', block: 'b', spaceNumber: 33, side: 'b', genreCode: 99,
    name: 'Circle "Quotes", Inc.', url: null, xUrl: null,
  },
  color: 12,
  memo: '',
};

const memoOnly: ExportFavorite = {
  circle: { circleNumber: 9, day: '日', area: 'WEST', block: 'あ', spaceNumber: 5, side: 'a', genreCode: 234, name: 'メモだけ' },
  color: 0,
  memo: 'チェックなし',
};

const favorites = [everyField, fewFields, memoOnly];

const options = {
  eventCode: 'C999',
  programVersion: '1.2.3',
  colorLabels: [
    { color: 1, label: '最優先' },
    { color: 5, label: '使われていない' },
  ],
};

function expectedCircle(favorite: ExportFavorite): Partial<ChecklistCircle> {
  const { circle } = favorite;
  return {
    circleId: circle.circleNumber, color: favorite.color, page: circle.catalogPage ?? null,
    cutIndex: circle.cutIndex ?? null, day: circle.day, spaceNumber: circle.spaceNumber, name: circle.name,
    nameKana: circle.nameKana ?? '', author: circle.author ?? '', publicationTitle: circle.publicationTitle ?? '',
    url: circle.url ?? '', mail: circle.mail ?? '', description: circle.description ?? '', memo: favorite.memo,
    mapX: circle.mapX ?? null, mapY: circle.mapY ?? null, tableLayout: circle.tableLayout ?? null,
    spaceSub: circle.side === 'a' ? 0 : 1, updateInfo: circle.updateInfo ?? '',
    webCatalogueUrl: circle.webCatalogueUrl ?? '', circleSiteUrl: circle.circleSiteUrl ?? '', rss: '',
    xUrl: circle.xUrl ?? '', pixivUrl: circle.pixivUrl ?? '',
  };
}

describe('exportChecklist', () => {
  it.each(['utf-8', 'shift_jis'] as const)('round-trips every favourite through %s', (encoding) => {
    const exported = exportChecklist(favorites, { ...options, encoding });
    const parsed = readChecklist(exported.bytes);
    expect(parsed.decoding.encoding).toBe(encoding);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(favorites.length);
    parsed.rows.forEach((row, index) => {
      const favorite = favorites[index];
      if (row.kind !== 'circle' || favorite === undefined) throw new Error('expected a Circle row');
      expect(row.circle).toMatchObject(expectedCircle(favorite));
    });
  });

  it('writes hall letters, full-width blocks and three-digit genre codes', () => {
    const parsed = readChecklist(exportChecklist(favorites, options).bytes);
    const written = parsed.rows.map((row) => (row.kind === 'circle' ? [row.circle.hall, row.circle.block, row.circle.genreCode] : []));
    expect(written).toEqual([
      ['東', 'ア', '111'],
      ['南', 'ｂ', '099'],
      ['西', 'あ', '234'],
    ]);
  });

  it('writes a quoted header with the event code and the web program id', () => {
    const { text } = exportChecklist(favorites, { ...options, encoding: 'shift_jis' });
    expect(text.split('\r\n')[0]).toBe('"Header","ComicMarketCD-ROMCatalog","C999","Shift_JIS","Web 1.2.3"');
    expect(decodeChecklist(exportChecklist(favorites, options).bytes).header).toEqual({
      eventName: 'C999',
      encoding: 'UTF-8',
      programId: 'Web 1.2.3',
    });
  });

  it('quotes every field, empty ones included, and ends records and memo lines with CRLF', () => {
    const { text } = exportChecklist([memoOnly], options);
    const circleLine = text.split('\r\n').find((line) => line.startsWith('"Circle"'));
    expect(circleLine).toBe(
      '"Circle","9","0","","","日","西","あ","5","234","メモだけ","","","","","","","チェックなし","","","","0","","","","","","",""',
    );
    expect(exportChecklist([everyField], options).text).toContain('"朝一で行く, ""新刊"" 2冊\r\n既刊も\r\n\r\n最後の行"');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes Color records for the colours in use only, in BBGGRR with the user labels', () => {
    const parsed = readChecklist(exportChecklist(favorites, options).bytes);
    expect(parsed.colors).toEqual([
      { n: 1, checkColor: '#FF944A', printColor: '#FF944A', description: '最優先' },
      { n: 12, checkColor: '#808080', printColor: '#808080', description: '' },
    ]);
    expect(exportChecklist(favorites, options).text).toContain('"Color","1","4a94ff","4a94ff","最優先"');
  });

  it('writes a byte-order mark only on request', () => {
    expect(Array.from(exportChecklist(favorites, options).bytes.subarray(0, 3))).toEqual([0x22, 0x48, 0x65]);
    const withBom = exportChecklist(favorites, { ...options, byteOrderMark: true });
    expect(Array.from(withBom.bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(readChecklist(withBom.bytes).decoding.byteOrderMark).toBe(true);
  });

  it('replaces characters Shift_JIS lacks, reports them, and still exports every row', () => {
    const memo = '波〜ダッシュ − 絵文字😀 ①髙 €';
    const exported = exportChecklist([{ ...fewFields, memo }], { ...options, encoding: 'shift_jis' });
    expect(exported.replacedCharacters).toEqual(['〜', '−', '😀', '€']);
    expect(exported.replacedCount).toBe(4);
    const [row] = readChecklist(exported.bytes).rows;
    expect(row?.kind === 'circle' ? row.circle.memo : undefined).toBe('波～ダッシュ － 絵文字? ①髙 ?');
  });

  it('keeps characters outside Shift_JIS in UTF-8 exports', () => {
    const memo = '絵文字😀と〜';
    const exported = exportChecklist([{ ...fewFields, memo }], options);
    expect(exported.replacedCharacters).toEqual([]);
    const [row] = readChecklist(exported.bytes).rows;
    expect(row?.kind === 'circle' ? row.circle.memo : undefined).toBe(memo);
  });

  it('refuses a colour outside 0-18', () => {
    expect(() => exportChecklist([{ ...everyField, color: 19 }], options)).toThrow(RangeError);
  });
});
