import type { Area, DemoHall } from '@/lib/demo-data/types';

/** Block names by script, in catalogue order. */
export const KATAKANA_BLOCKS = [...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨ'];
export const LATIN_UPPER_BLOCKS = [...'ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ'];
export const HIRAGANA_BLOCKS = [...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめ'];
export const LATIN_LOWER_BLOCKS = [...'ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔ'];

/**
 * A run of block names shared by neighbouring halls. The first name is the wall block, which runs along
 * the walls of every hall of the range with its space numbers continuing from hall to hall; the other
 * names are island blocks, dealt out to the halls in order.
 */
export type BlockRange = { area: Area; halls: readonly number[]; names: readonly string[] };

export const blockRanges: readonly BlockRange[] = [
  { area: 'EAST', halls: [1, 2, 3], names: KATAKANA_BLOCKS.slice(0, 25) },
  { area: 'EAST', halls: [4, 5, 6], names: LATIN_UPPER_BLOCKS },
  { area: 'EAST', halls: [7, 8], names: KATAKANA_BLOCKS.slice(25) },
  { area: 'WEST', halls: [1, 2], names: HIRAGANA_BLOCKS },
  { area: 'SOUTH', halls: [1, 2], names: LATIN_LOWER_BLOCKS },
];

export const areaKanji: Record<Area, string> = { EAST: '東', WEST: '西', SOUTH: '南' };

/**
 * The venue's halls, roughly as the real one lies: the East halls in two rows across a galleria with 7 and
 * 8 at their end, the West halls a walk away to the west, and the South halls below them. `stretch`
 * lengthens the circle halls north to south for the benchmark scales beyond three days per day pair.
 */
export function buildHalls(stretch: number): DemoHall[] {
  const eastDepth = Math.round(80 * stretch);
  const westDepth = Math.round(60 * stretch);
  const hall = (area: Area, number: number, x: number, y: number, width: number, height: number, isCorporate = false): DemoHall => ({
    area,
    number,
    isCorporate,
    // The corporate halls stand on the floor above the circle halls of their area, as West 3-4 and South 3-4 do.
    floor: isCorporate ? 2 : 1,
    mapX: x,
    mapY: y,
    mapWidth: width,
    mapHeight: height,
  });
  const eastSouthRow = eastDepth + 30;
  const westCorporateRow = westDepth + 20;
  const southRow = westCorporateRow + 60 + 40;
  const southCorporateRow = southRow + westDepth + 10;
  return [
    hall('EAST', 1, 0, 0, 90, eastDepth),
    hall('EAST', 2, 90, 0, 90, eastDepth),
    hall('EAST', 3, 180, 0, 90, eastDepth),
    hall('EAST', 4, 0, eastSouthRow, 90, eastDepth),
    hall('EAST', 5, 90, eastSouthRow, 90, eastDepth),
    hall('EAST', 6, 180, eastSouthRow, 90, eastDepth),
    hall('EAST', 7, 290, 0, 90, eastDepth),
    hall('EAST', 8, 290, eastSouthRow, 90, eastDepth),
    hall('WEST', 1, -420, 0, 110, westDepth),
    hall('WEST', 2, -310, 0, 110, westDepth),
    hall('WEST', 3, -420, westCorporateRow, 100, 60, true),
    hall('WEST', 4, -310, westCorporateRow, 100, 60, true),
    hall('SOUTH', 1, -420, southRow, 80, westDepth),
    hall('SOUTH', 2, -340, southRow, 80, westDepth),
    hall('SOUTH', 3, -420, southCorporateRow, 80, 60, true),
    hall('SOUTH', 4, -340, southCorporateRow, 80, 60, true),
  ];
}
