import { slugFor } from '@/lib/demo-data/circle-links';
import { addDays, addMs, jstInstant } from '@/lib/demo-data/event-info';
import { toKatakana } from '@/lib/demo-data/kana';
import type { Random } from '@/lib/demo-data/random';
import type { DemoExhibitor, DemoHall, MapRect } from '@/lib/demo-data/types';
import { areaKanji } from '@/lib/demo-data/venue';
import { chineseHeads } from '@/lib/demo-data/words/chinese-words';
import { englishAdjectives, englishNouns } from '@/lib/demo-data/words/english-words';
import { chineseCompanyTails, englishCompanyTails, exhibitorOverviews, exhibitorProducts, japaneseCompanyTails } from '@/lib/demo-data/words/exhibitor-words';
import { kanjiHeads, katakanaWords } from '@/lib/demo-data/words/japanese-circle-words';
import type { Script } from '@/lib/demo-data/words/text-templates';
import { demoExhibitorOwnTexts } from '@/lib/demo-data/own-translations';

const BOOTH_DEPTH = 6;
const BOOTH_AISLE = 4;
const BOOTH_GAP = 2;
const HALL_MARGIN = 5;

type CompanyName = { text: string; reading: string; script: Script };

function companyName(random: Random): CompanyName {
  const kind = random.weighted<Script | 'kabushiki'>([['ja', 35], ['kabushiki', 15], ['en', 35], ['zhHans', 10], ['zhHant', 5]]);
  if (kind === 'kabushiki') {
    const word = random.pick(katakanaWords);
    return { text: `株式会社${word.text}`, reading: `カブシキガイシャ${word.reading}`, script: 'ja' };
  }
  if (kind === 'ja') {
    const head = random.chance(0.5) ? random.pick(kanjiHeads) : random.pick(katakanaWords);
    const tail = random.pick(japaneseCompanyTails);
    return { text: head.text + tail.text, reading: toKatakana(head.reading) + tail.reading, script: 'ja' };
  }
  if (kind === 'en') {
    const adjective = random.chance(0.5) ? random.pick(englishAdjectives) : undefined;
    const noun = random.pick(englishNouns);
    const tail = random.pick(englishCompanyTails);
    const parts = adjective ? [adjective, noun, tail] : [noun, tail];
    return { text: parts.map((part) => part.text).join(' '), reading: parts.map((part) => part.reading).join(''), script: 'en' };
  }
  const head = random.pick(chineseHeads);
  const [simplified, traditional, reading] = random.pick(chineseCompanyTails);
  const text = kind === 'zhHant' ? head.traditional + traditional : head.simplified + simplified;
  return { text, reading: head.reading + reading, script: kind };
}

/** Booths stand in rows across the hall; each row shares the hall's width among its booths by their size. */
function boothRects(random: Random, hall: DemoHall, count: number): MapRect[] {
  const rows = Math.max(1, Math.floor((hall.mapHeight - 2 * HALL_MARGIN + BOOTH_AISLE) / (BOOTH_DEPTH + BOOTH_AISLE)));
  const rects: MapRect[] = [];
  for (let row = 0; row < rows; row += 1) {
    const inRow = Math.floor(count / rows) + (row < count % rows ? 1 : 0);
    if (inRow === 0) continue;
    const sizes = Array.from({ length: inRow }, () => random.int(1, 4));
    const usable = hall.mapWidth - 2 * HALL_MARGIN - (inRow - 1) * BOOTH_GAP;
    const unit = usable / sizes.reduce((sum, size) => sum + size, 0);
    let x = hall.mapX + HALL_MARGIN;
    const y = hall.mapY + HALL_MARGIN + row * (BOOTH_DEPTH + BOOTH_AISLE);
    for (const size of sizes) {
      const width = Math.floor(size * unit * 2) / 2;
      rects.push({ mapX: x, mapY: y, mapWidth: width, mapHeight: BOOTH_DEPTH });
      x += width + BOOTH_GAP;
    }
  }
  return rects;
}

/** About 130 corporate exhibitors spread over the corporate halls, numbered in hall order. */
export function generateExhibitors(random: Random, halls: readonly DemoHall[], firstDay: string): DemoExhibitor[] {
  const corporate = halls.map((hall, index) => ({ hall, index })).filter(({ hall }) => hall.isCorporate);
  const total = random.int(126, 134);
  const exhibitors: DemoExhibitor[] = [];
  const used = new Set<string>();
  const updatedFrom = jstInstant(addDays(firstDay, -50), '00:00');
  const ownRandom = random.fork('own-translations');
  corporate.forEach(({ hall, index: hallIndex }, position) => {
    const count = Math.floor(total / corporate.length) + (position < total % corporate.length ? 1 : 0);
    boothRects(random, hall, count).forEach((rect, boothInHall) => {
      let name = companyName(random);
      while (used.has(name.text)) name = companyName(random);
      used.add(name.text);
      const fill = (template: string) => template.replace('{name}', name.text);
      const exhibitor: DemoExhibitor = {
        boothNumber: exhibitors.length + 1,
        name: name.text,
        nameKana: name.reading,
        overview: fill(random.pick(exhibitorOverviews[name.script])),
        productInfo: random.pick(exhibitorProducts[random.chance(0.8) ? name.script : 'ja']),
        publicUrl: random.chance(0.9) ? `https://${slugFor(name.text, name.reading)}.example/` : null,
        hallIndex,
        boothCode: `${areaKanji[hall.area]}${hall.number}-${String(boothInHall + 1).padStart(2, '0')}`,
        ...rect,
        // Every tenth booth stands on one day only, as some companies book a single day.
        dayNumbers: exhibitors.length % 10 === 9 ? [1 + (exhibitors.length % 20 === 9 ? 0 : 1)] : [],
        updatedAt: addMs(updatedFrom, random.int(0, 48 * 86_400) * 1000),
      };
      exhibitors.push({ ...exhibitor, ...demoExhibitorOwnTexts(ownRandom, exhibitor) });
    });
  });
  return exhibitors;
}
