import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSpaceCode, spaceCode } from '@/lib/catalogue-import/format';
import { catalogueFormatJsonSchemaText } from '@/lib/catalogue-import/json-schema';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { smallEventData } from '@/tests/support/catalogue-fixture';

describe('the catalogue exchange format', () => {
  it('keeps docs/catalogue-format.schema.json generated from the zod schemas (npm run catalogue:schema)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '../../../docs/catalogue-format.schema.json'), 'utf8');
    expect(committed).toBe(catalogueFormatJsonSchemaText());
  });

  it('reads space codes: one half, both halves, and refuses anything else', () => {
    expect(parseSpaceCode('東ア-07a')).toEqual({ area: 'EAST', block: 'ア', spaceNumber: 7, sides: ['a'] });
    expect(parseSpaceCode('南ａ-150ab')).toEqual({ area: 'SOUTH', block: 'ａ', spaceNumber: 150, sides: ['a', 'b'] });
    for (const bad of ['東ア-7', '北ア-01a', '東アイ-01a', '東ア-01c', '東-01a', '東1-01a', '東ア--01a', '']) expect(parseSpaceCode(bad), bad).toBeUndefined();
    expect(spaceCode('WEST', 'あ', 3, 'ab')).toBe('西あ-03ab');
  });

  it('reads a space as printed: without the dash, in full width, with upper-case sides', () => {
    const east01a = { area: 'EAST', block: 'ア', spaceNumber: 1, sides: ['a'] };
    for (const printed of ['東ア01a', '東ア-01a', '東ア－０１ａ', '東ア０１Ａ', '東ア-01A', ' 東ア‐01a ']) expect(parseSpaceCode(printed), printed).toEqual(east01a);
    expect(parseSpaceCode('東ア01AB')?.sides).toEqual(['a', 'b']);
  });

  it('writes CSV with a UTF-8 byte-order mark, so that Excel in Japan opens it without mojibake; the JSON files without', () => {
    const files = writeEventFiles(smallEventData());
    const starts = Object.fromEntries([...files].map(([name, bytes]) => [name, [...bytes.subarray(0, 3)]]));
    const bom = [0xef, 0xbb, 0xbf];
    expect(starts).toMatchObject({ 'genres.csv': bom, 'circles.csv': bom, 'works.csv': bom, 'links.csv': bom, 'exhibitors.csv': bom });
    expect(starts['event.json']).not.toEqual(bom);
    expect(starts['venue.geojson']).not.toEqual(bom);
  });

  it('reads back what it writes, row for row', () => {
    const data = smallEventData();
    const problems = new Problems();
    expect(parseEventFiles(writeEventFiles(data), problems)).toEqual(data);
    expect(problems.listed).toEqual([]);
  });
});
