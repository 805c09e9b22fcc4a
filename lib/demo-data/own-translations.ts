import type { CircleOwnTexts, ExhibitorOwnTexts } from '@/lib/catalogue-import/translation-columns';
import { ownTextsIfAny } from '@/lib/catalogue-import/translation-columns';
import type { GenreSpec } from '@/lib/demo-data/genres';
import type { Random } from '@/lib/demo-data/random';
import type { DemoCircle, DemoExhibitor } from '@/lib/demo-data/types';
import { parallelDescriptions, parallelOverviews, parallelProducts, parallelSupplements, type ParallelText } from '@/lib/demo-data/words/parallel-texts';

// Some circles and exhibitors that write in Japanese give their own English and Chinese (decision 042),
// as those selling to visitors from abroad do: the demo shows them beside texts that only a machine
// translation would reach. Drawn from a stream of their own (`random`), so that every other generated
// row stays as it was for the same seed.

/** Of the circles with a Japanese text: both languages, English only, Chinese only; the rest none. */
const CIRCLE_SHARES = { both: 0.12, en: 0.06, zh: 0.03 };
const EXHIBITOR_SHARES = { both: 0.3, en: 0.1, zh: 0 };

type Languages = { en: boolean; zh: boolean };
type Parts = Record<'ja' | 'en' | 'zh', Record<string, string>>;

function languages(random: Random, shares: typeof CIRCLE_SHARES): Languages {
  const roll = random.next();
  if (roll < shares.both) return { en: true, zh: true };
  if (roll < shares.both + shares.en) return { en: true, zh: false };
  if (roll < shares.both + shares.en + shares.zh) return { en: false, zh: true };
  return { en: false, zh: false };
}

const filled = (template: string, parts: Record<string, string>) => Object.entries(parts).reduce((text, [key, value]) => text.replace(`{${key}}`, () => value), template);

/**
 * The parallel text whose Japanese `written` is, with its parts; `{title}`, a work's title the generator
 * may not have kept, is read back from the Japanese and written as it is in every language.
 */
function parallelOf(texts: readonly ParallelText[], written: string, parts: Parts): { text: ParallelText; parts: Parts } | undefined {
  if (written === '') return undefined;
  for (const text of texts) {
    const [before = '', after] = filled(text.ja, parts.ja).split('{title}');
    if (after === undefined) {
      if (before === written) return { text, parts };
    } else if (written.length > before.length + after.length && written.startsWith(before) && written.endsWith(after)) {
      const title = written.slice(before.length, written.length - after.length);
      return { text, parts: { ja: { ...parts.ja, title }, en: { ...parts.en, title }, zh: { ...parts.zh, title } } };
    }
  }
  return undefined;
}

function translated(found: { text: ParallelText; parts: Parts } | undefined, language: 'en' | 'zh', wanted: boolean): string {
  return found && wanted ? filled(found.text[language], found.parts[language]) : '';
}

/** The circle's own translations of its Japanese description and supplement, for a share of such circles. */
export function demoCircleOwnTexts(random: Random, circle: DemoCircle, genre: GenreSpec): { own?: CircleOwnTexts } {
  const parts: Parts = { ja: { genre: genre.nameJa }, en: { genre: genre.nameEn }, zh: { genre: genre.nameZh } };
  const description = parallelOf(parallelDescriptions, circle.description, parts);
  const supplement = parallelOf(parallelSupplements, circle.supplementComment, parts);
  if (!description && !supplement) return {};
  const wanted = languages(random, CIRCLE_SHARES);
  return ownTextsIfAny({
    descriptionEn: translated(description, 'en', wanted.en),
    descriptionZh: translated(description, 'zh', wanted.zh),
    supplementEn: translated(supplement, 'en', wanted.en),
    supplementZh: translated(supplement, 'zh', wanted.zh),
  });
}

/** The exhibitor's own translations of its Japanese overview and products, for a share of such booths. */
export function demoExhibitorOwnTexts(random: Random, exhibitor: DemoExhibitor): { own?: ExhibitorOwnTexts } {
  const name = { name: exhibitor.name };
  const parts: Parts = { ja: name, en: name, zh: name };
  const overview = parallelOf(parallelOverviews, exhibitor.overview, parts);
  const products = parallelOf(parallelProducts, exhibitor.productInfo, parts);
  if (!overview && !products) return {};
  const wanted = languages(random, EXHIBITOR_SHARES);
  return ownTextsIfAny({
    overviewEn: translated(overview, 'en', wanted.en),
    overviewZh: translated(overview, 'zh', wanted.zh),
    productInfoEn: translated(products, 'en', wanted.en),
    productInfoZh: translated(products, 'zh', wanted.zh),
  });
}
