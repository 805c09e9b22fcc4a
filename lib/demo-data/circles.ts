import { addDays, jstInstant } from '@/lib/demo-data/event-info';
import type { GenreSpec } from '@/lib/demo-data/genres';
import { toHiragana, toKatakana } from '@/lib/demo-data/kana';
import { authorName, circleName, type GeneratedName } from '@/lib/demo-data/names';
import type { Random } from '@/lib/demo-data/random';
import type { DemoCircle, DemoShopLink, DemoWork, LotteryStatus } from '@/lib/demo-data/types';
import { circleLinks, shopLinks, slugFor } from '@/lib/demo-data/circle-links';
import { descriptions, supplementComments, type Script } from '@/lib/demo-data/words/text-templates';
import { generateWorks, workMixForGenre, workTitle } from '@/lib/demo-data/works';

export type CircleSlot = {
  circleIndex: number;
  genreIndex: number;
  wcid: number;
  circleNumber: number;
  catalogPage: number | null;
  cutIndex: number | null;
  lotteryStatus: LotteryStatus;
  wantsPublication: boolean;
};

export type GeneratedCircle = { circle: DemoCircle; works: DemoWork[]; shopLinks: DemoShopLink[] };

const DAY_MS = 86_400_000;
const SCRIPTS: readonly Script[] = ['ja', 'en', 'zhHans', 'zhHant'];

/** Names already given, so that most circles get a name of their own; after a few tries a repeat is kept, as real events have some. */
export type NameBook = Set<string>;

function uniqueName(random: Random, used: NameBook): GeneratedName {
  let name = circleName(random);
  for (let attempt = 0; attempt < 6 && used.has(name.text); attempt += 1) name = circleName(random);
  used.add(name.text);
  return name;
}

function genreName(genre: GenreSpec, script: Script): string {
  if (script === 'ja') return genre.nameJa;
  if (script === 'en') return genre.nameEn;
  return genre.nameZh;
}

function fill(template: string, genre: string, title: string): string {
  return template.replace('{genre}', genre).replace('{title}', title);
}

/** When circles applied and when they last edited their entry (epoch ms), relative to the first event day. */
export type CircleTimeline = { appliedFrom: number; updatedFrom: number };

export function circleTimeline(firstDay: string): CircleTimeline {
  return {
    appliedFrom: Date.parse(jstInstant(addDays(firstDay, -140), '00:00')),
    updatedFrom: Date.parse(jstInstant(addDays(firstDay, -56), '00:00')),
  };
}

/** A whole second within `days` days after `from`, as an ISO string. */
function within(random: Random, from: number, days: number): string {
  return new Date(from + Math.floor((random.next() * days * DAY_MS) / 1000) * 1000).toISOString();
}

export function generateCircle(random: Random, slot: CircleSlot, genre: GenreSpec, timeline: CircleTimeline, used: NameBook): GeneratedCircle {
  const name = uniqueName(random, used);
  // The classic catalogue prints the reading as the circle typed it: some use hiragana, some katakana.
  const kanaStyle = name.script === 'ja' && random.chance(0.55) ? toHiragana : toKatakana;
  const author = authorName(random, name.script);
  const adultCircle = random.chance(genre.adultShare);
  const works = generateWorks(random, slot.circleIndex, name.script, workMixForGenre(genre.code), adultCircle);
  const adultWorks = works.filter((work) => work.isAdult).length;
  const textScript = random.chance(0.8) ? name.script : random.pick(SCRIPTS);
  const title = works[0]?.title ?? workTitle(random, textScript);
  const slug = () => slugFor(name.text, name.reading);
  const circle: DemoCircle = {
    wcid: slot.wcid,
    circleNumber: slot.circleNumber,
    name: name.text,
    nameKana: kanaStyle(name.reading),
    author: author.text,
    authorKana: author.reading ? kanaStyle(author.reading) : '',
    genreIndex: slot.genreIndex,
    description: random.chance(0.92) ? fill(random.pick(descriptions[textScript]), genreName(genre, textScript), title) : '',
    supplementComment: random.chance(0.3) ? random.pick(supplementComments[random.chance(0.7) ? textScript : random.pick(SCRIPTS)]) : '',
    cashless: random.chance(0.35),
    isAdult: works.length > 0 && adultWorks * 2 > works.length,
    lotteryStatus: slot.lotteryStatus,
    wantsPublication: slot.wantsPublication,
    catalogPage: slot.catalogPage,
    cutIndex: slot.cutIndex,
    ...circleLinks(random, slug, author.text, author.reading),
    createdAt: within(random, timeline.appliedFrom, 40),
    updatedAt: within(random, timeline.updatedFrom, 54),
  };
  return { circle, works, shopLinks: shopLinks(random, slot.circleIndex) };
}
