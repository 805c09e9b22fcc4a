import type { Random } from '@/lib/demo-data/random';
import type { DemoWork } from '@/lib/demo-data/types';
import { englishAdjectives, englishNouns } from '@/lib/demo-data/words/english-words';
import { adultNote, bookKinds, colourNotes, goodsNames, pageUnit, type Script } from '@/lib/demo-data/words/text-templates';
import { chineseTitleNouns, chineseTitlePatterns, englishTitlePatterns, japaneseTitleNouns, japaneseTitlePatterns } from '@/lib/demo-data/words/work-words';

const WORK_COUNTS: readonly (readonly [number, number])[] = [[0, 8], [1, 24], [2, 24], [3, 18], [4, 12], [5, 8], [6, 6]];
const BOOK_SIZES: readonly (readonly [string, number])[] = [['B5', 45], ['A5', 28], ['A4', 5], ['B6', 5], ['文庫', 12], ['新書', 5]];

/** What a genre's circles mostly sell: music circles press CDs, software circles sell downloads, and so on. */
export type WorkMix = 'books' | 'music' | 'software' | 'goods' | 'photos';

export function workMixForGenre(code: number): WorkMix {
  if (code === 711) return 'music';
  if (code === 212 || code === 213) return 'software';
  if (code === 116) return 'goods';
  if (code === 911) return 'photos';
  return 'books';
}

export function workTitle(random: Random, script: Script): string {
  if (script === 'ja') {
    return random
      .pick(japaneseTitlePatterns)
      .replace('{a}', random.pick(japaneseTitleNouns))
      .replace('{b}', random.pick(japaneseTitleNouns));
  }
  if (script === 'en') {
    const title = random
      .pick(englishTitlePatterns)
      .replaceAll('_', ' ')
      .replace('{Adj}', random.pick(englishAdjectives).text)
      .replace('{Noun}', random.pick(englishNouns).text)
      .replace('{Noun}', random.pick(englishNouns).text);
    return random.chance(0.15) ? `${title} vol.${random.int(2, 9)}` : title;
  }
  const [simplified, traditional] = random.pick(chineseTitlePatterns);
  const written = (word: (typeof chineseTitleNouns)[number]) => (script === 'zhHant' ? word.traditional : word.simplified);
  return (script === 'zhHant' ? traditional : simplified)
    .replace('{a}', written(random.pick(chineseTitleNouns)))
    .replace('{b}', written(random.pick(chineseTitleNouns)));
}

type Kind = { size: string; pages: number | null; price: number; what: 'book' | 'goods' | 'disc' };

function pickKind(random: Random, mix: WorkMix): Kind {
  const roll = random.next();
  if ((mix === 'music' && roll < 0.75) || (mix === 'software' && roll < 0.35)) {
    return { size: random.chance(0.8) ? 'CD' : 'DVD', pages: null, price: random.int(5, 20) * 100, what: 'disc' };
  }
  if (mix === 'software' && roll < 0.7) return { size: 'DL', pages: null, price: random.int(5, 30) * 100, what: 'disc' };
  if ((mix === 'goods' && roll < 0.8) || roll < 0.12) {
    return { size: 'グッズ', pages: null, price: random.int(3, 30) * 100, what: 'goods' };
  }
  const size = random.weighted(BOOK_SIZES);
  const novel = size === '文庫' || size === '新書';
  const pages = novel ? random.int(15, 75) * 4 : random.int(3, 20) * 4;
  if (random.chance(0.03)) return { size, pages: 4, price: 0, what: 'book' };
  const price = Math.min(3000, Math.max(100, Math.round((pages * (novel ? 6 : 14)) / 100) * 100));
  return { size, pages, price, what: 'book' };
}

function detail(random: Random, script: Script, kind: Kind, isAdult: boolean): string {
  const parts: string[] = [];
  if (kind.what === 'goods') parts.push(random.pick(goodsNames[script]));
  else parts.push(random.pick(bookKinds[script]), kind.size);
  if (kind.pages !== null) parts.push(`${kind.pages}${pageUnit[script]}`);
  if (kind.what === 'book') parts.push(random.pick(colourNotes[script]));
  if (isAdult) parts.push(adultNote[script]);
  return parts.join(script === 'en' ? ', ' : ' / ');
}

/**
 * Between 0 and 6 works for one circle. An adult circle (chosen by genre) sells mostly adult works;
 * other circles now and then one, which brings adult works to about a tenth of all.
 */
export function generateWorks(random: Random, circleIndex: number, script: Script, mix: WorkMix, adultCircle: boolean): DemoWork[] {
  const count = random.weighted(WORK_COUNTS);
  const works: DemoWork[] = [];
  for (let sortOrder = 0; sortOrder < count; sortOrder += 1) {
    const language: Script = random.chance(0.8) ? script : random.pick(['ja', 'en', 'zhHans', 'zhHant'] as const);
    const kind = pickKind(random, mix);
    const isAdult = random.chance(adultCircle ? 0.85 : 0.03);
    works.push({
      circleIndex,
      title: workTitle(random, language),
      size: kind.size,
      pages: kind.pages,
      detail: detail(random, language, kind, isAdult),
      priceYen: kind.price,
      priceText: '',
      isNew: random.chance(0.4),
      isAdult,
      sortOrder,
    });
  }
  return works;
}
