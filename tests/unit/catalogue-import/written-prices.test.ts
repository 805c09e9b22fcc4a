import { describe, expect, it } from 'vitest';
import { WORKS_FILE } from '@/lib/catalogue-import/format';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { shownPrice } from '@/lib/catalogue/work-price';
import { bytesOf, smallEventData, text } from '@/tests/support/catalogue-fixture';

/** The first work of the small event with its price_yen cell written as `cell`. */
function firstWorkPriced(cell: string) {
  const files = writeEventFiles(smallEventData());
  const works = text(files.get(WORKS_FILE));
  expect(works).toContain(',First Book,B5,24,500,');
  files.set(WORKS_FILE, bytesOf(works.replace(',First Book,B5,24,500,', `,First Book,B5,24,"${cell}",`)));
  const problems = new Problems();
  const work = parseEventFiles(files, problems)?.works[0];
  return { work: work && { priceYen: work.priceYen, priceText: work.priceText }, problems: problems.listed.map((p) => `${p.file}:${p.line} [${p.field}]: ${p.message}`) };
}

describe('works.csv prices as organisers write them', () => {
  it.each([
    ['500', 500, ''],
    ['500円', 500, '500円'],
    ['¥1,000', 1000, '¥1,000'],
    ['1,500', 1500, '1,500'],
    ['５００', 500, '５００'],
    ['￥２，０００円', 2000, '￥２，０００円'],
    ['\\800', 800, '\\800'],
    [' 300 円 ', 300, '300 円'],
    ['未定', null, '未定'],
    ['', null, ''],
  ])('reads %j as %j yen, keeping %j as written', (cell, priceYen, priceText) => {
    expect(firstWorkPriced(cell)).toEqual({ work: { priceYen, priceText }, problems: [] });
  });

  it.each(['about 500', '500ドル', '1,50', '5.5', '-100', '20000000', '無料'])('refuses %j with a message that says what a price is', (cell) => {
    expect(firstWorkPriced(cell)).toEqual({ work: undefined, problems: [`works.csv:2 [price_yen]: price must be yen as a number, e.g. 500 or 500円, not "${cell}"`] });
  });

  it('shows readers of Japanese the price as written and others the yen in their format', () => {
    expect(shownPrice('ja', { priceYen: 1000, priceText: '¥1,000' })).toEqual({ kind: 'written', text: '¥1,000' });
    expect(shownPrice('en', { priceYen: 1000, priceText: '¥1,000' })).toEqual({ kind: 'yen', yen: 1000 });
    expect(shownPrice('zh', { priceYen: null, priceText: '未定' })).toEqual({ kind: 'unknown' });
    expect(shownPrice('ja', { priceYen: 500, priceText: '' })).toEqual({ kind: 'yen', yen: 500 });
  });
});
