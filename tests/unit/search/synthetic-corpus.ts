import { toKatakana } from 'wanakana';
import { placementOrder, type SearchableCircle, type SearchPlacement } from '@/lib/search';
import * as words from './synthetic-words';

/** Seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

type Hall = { key: string; rank: number; blocks: readonly string[] };

const EAST_BLOCKS = [...'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨ', ...'ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ'];
const WEST_BLOCKS = [...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめ'];
const SOUTH_BLOCKS = [...'ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔ'];

function split(blocks: readonly string[], parts: number): string[][] {
  const size = Math.ceil(blocks.length / parts);
  return Array.from({ length: parts }, (_, i) => blocks.slice(i * size, (i + 1) * size));
}

/** Circle halls in venue order: East 1-8, West 1-2, South 1-2 (West and South 3-4 hold the booths). */
export const CIRCLE_HALLS: readonly Hall[] = [
  ...split(EAST_BLOCKS, 8).map((blocks, i) => ({ key: `E${i + 1}`, rank: i, blocks: blocks.map((b) => `E:${b}`) })),
  ...split(WEST_BLOCKS, 2).map((blocks, i) => ({ key: `W${i + 1}`, rank: 8 + i, blocks: blocks.map((b) => `W:${b}`) })),
  ...split(SOUTH_BLOCKS, 2).map((blocks, i) => ({ key: `S${i + 1}`, rank: 12 + i, blocks: blocks.map((b) => `S:${b}`) })),
];
const BOOTH_HALLS = [
  { key: 'W3', rank: 10 },
  { key: 'W4', rank: 11 },
  { key: 'S3', rank: 14 },
  { key: 'S4', rank: 15 },
] as const;

type Slot = { day: number; hall: string; block: string; hallRank: number; blockRank: number; space: number; side: 'a' | 'b' };

function* slots(circlesPerDay: number): Generator<Slot> {
  const blockCount = CIRCLE_HALLS.reduce((sum, hall) => sum + hall.blocks.length, 0);
  const spacesPerBlock = Math.ceil((circlesPerDay * 1.1) / blockCount / 2);
  for (let day = 1; day <= 2; day++) {
    let blockRank = 0;
    for (const hall of CIRCLE_HALLS) {
      for (const block of hall.blocks) {
        for (let space = 1; space <= spacesPerBlock; space++) {
          for (const side of ['a', 'b'] as const) {
            yield { day, hall: hall.key, block, hallRank: hall.rank, blockRank, space, side };
          }
        }
        blockRank++;
      }
    }
  }
}

function japaneseName(random: Random): { text: string; reading: string } {
  const parts = [pick(random, words.JAPANESE_WORDS)];
  if (random() < 0.6) parts.push(pick(random, words.JAPANESE_WORDS));
  parts.push(pick(random, words.JAPANESE_SUFFIXES));
  const reading = parts.map((p) => p[1]).join('');
  // Catalogues hold readings in katakana or hiragana; the search must not care which.
  return { text: parts.map((p) => p[0]).join(''), reading: random() < 0.5 ? toKatakana(reading) : reading };
}

function japaneseAuthor(random: Random): { text: string; reading: string } {
  if (random() < 0.3) {
    const handle = pick(random, words.HANDLE_NAMES);
    return { text: handle[0], reading: handle[1] };
  }
  const surname = pick(random, words.JAPANESE_SURNAMES);
  const given = pick(random, words.JAPANESE_GIVEN_NAMES);
  return { text: `${surname[0]} ${given[0]}`, reading: `${surname[1]} ${given[1]}` };
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function chinese(random: Random, list: readonly words.ChineseWord[], count: number, traditional: boolean): string {
  return Array.from({ length: count }, () => pick(random, list)[traditional ? 0 : 1]).join('');
}

type Texts = Pick<SearchableCircle, 'name' | 'nameKana' | 'author' | 'authorKana' | 'workTitles' | 'description'>;

function circleTexts(random: Random): Texts {
  const script = random();
  const workCount = between(random, 0, 6);
  if (script < 0.6) {
    const name = japaneseName(random);
    const author = japaneseAuthor(random);
    const workTitles = Array.from({ length: workCount }, () =>
      random() < 0.15
        ? `${capital(pick(random, words.ENGLISH_WORDS))} ${pick(random, words.WORK_SUFFIXES_EN)}`
        : `${japaneseName(random).text}${pick(random, words.WORK_SUFFIXES_JA)}${random() < 0.3 ? between(random, 2, 9) : ''}`,
    );
    const description = `${pick(random, words.DESCRIPTION_JA)}。${japaneseName(random).text}`;
    return { name: name.text, nameKana: name.reading, author: author.text, authorKana: author.reading, workTitles, description };
  }
  if (script < 0.85) {
    const nameWords = Array.from({ length: between(random, 1, 3) }, () => capital(pick(random, words.ENGLISH_WORDS)));
    const workTitles = Array.from(
      { length: workCount },
      () => `${capital(pick(random, words.ENGLISH_WORDS))} ${capital(pick(random, words.ENGLISH_WORDS))} ${pick(random, words.WORK_SUFFIXES_EN)}`,
    );
    return {
      name: nameWords.join(' '),
      nameKana: random() < 0.3 ? toKatakana(nameWords.join('').toLowerCase()) : '',
      author: `${pick(random, words.ENGLISH_FIRST_NAMES)} ${pick(random, words.ENGLISH_LAST_NAMES)}`,
      authorKana: '',
      workTitles,
      description: `${pick(random, words.DESCRIPTION_EN)} about ${pick(random, words.ENGLISH_WORDS)}.`,
    };
  }
  const traditional = random() < 0.5;
  return {
    name: chinese(random, words.CHINESE_WORDS, between(random, 2, 3), traditional),
    nameKana: '',
    author: chinese(random, words.CHINESE_SURNAMES, 1, traditional) + chinese(random, words.CHINESE_GIVEN_NAMES, 1, traditional),
    authorKana: '',
    workTitles: Array.from({ length: workCount }, () => chinese(random, words.CHINESE_WORDS, 2, traditional)),
    description: pick(random, words.DESCRIPTION_ZH),
  };
}

const BASE_TIME = Date.UTC(2025, 5, 1);

/**
 * A catalogue shaped like the real one: 60% Japanese with readings, 25% English, 15% Chinese; 0-6
 * works; 8% of circles on two adjacent spaces; two days; plus corporate booths.
 */
export function generateCircles(options: { circles: number; booths?: number; seed?: number }): SearchableCircle[] {
  const random = createRandom(options.seed ?? 1);
  const rows: SearchableCircle[] = [];
  const layout = slots(Math.ceil(options.circles / 2));
  const nextPlacement = (): SearchPlacement => {
    const next = layout.next();
    if (next.done === true) throw new Error('synthetic venue is full');
    const { day, hall, block, hallRank, blockRank, space, side } = next.value;
    return { day, hall, block, order: placementOrder({ day, hallRank, blockRank, spaceNumber: space, side }) };
  };
  for (let id = 1; id <= options.circles; id++) {
    const first = nextPlacement();
    const placements = random() < 0.08 ? [first, nextPlacement()] : [first];
    rows.push({
      id,
      wcid: 100_000 + id * 7,
      isBooth: false,
      ...circleTexts(random),
      genreCode: pick(random, words.GENRE_CODES),
      cashless: random() < 0.4,
      isAdult: random() < 0.15,
      updatedAt: BASE_TIME + Math.floor(random() * 90 * 86_400_000),
      placements,
    });
  }
  const booths = options.booths ?? 130;
  for (let n = 0; n < booths; n++) {
    const hall = pick(random, BOOTH_HALLS);
    const company = pick(random, words.COMPANY_NAMES);
    rows.push({
      id: options.circles + n + 1,
      wcid: 900_000 + n,
      isBooth: true,
      name: `${company[0]} ${n + 1}`,
      nameKana: company[1],
      author: '',
      authorKana: '',
      workTitles: [],
      description: pick(random, words.DESCRIPTION_JA),
      genreCode: 999,
      cashless: true,
      isAdult: false,
      updatedAt: BASE_TIME + Math.floor(random() * 90 * 86_400_000),
      placements: [1, 2].map((day) => ({
        day,
        hall: hall.key,
        block: '',
        order: placementOrder({ day, hallRank: hall.rank, blockRank: 0, spaceNumber: n % 1024, side: 'a' }),
      })),
    });
  }
  return rows;
}
