// The field's words (docs/domain.md) as DeepL glossaries, Japanese to English and to Simplified Chinese:
// without them DeepL writes 新刊 as "new publication", 頒布 as "sale" and 無配 as "no distribution".
// Editing an entry makes a new glossary (its name carries a hash of the entries), so a running import
// never uses a half-changed one.
import { createHash } from 'node:crypto';
import type { TranslationLocale } from './translation-locales';

type Entry = { ja: string; en: string; zh: string };

const ENTRIES: readonly Entry[] = [
  { ja: '新刊', en: 'new book', zh: '新刊' },
  { ja: '既刊', en: 'earlier book', zh: '旧刊' },
  { ja: '頒布価格', en: 'price', zh: '价格' },
  { ja: '頒布', en: 'distribution', zh: '发放' },
  { ja: '無料配布', en: 'free handout', zh: '免费发放' },
  { ja: '無配', en: 'free handout', zh: '无料' },
  { ja: '委託', en: 'consigned', zh: '寄售' },
  { ja: '売り子', en: 'table helper', zh: '摊位帮手' },
  { ja: 'お品書き', en: 'menu', zh: '品书' },
  { ja: '完売', en: 'sold out', zh: '售罄' },
  { ja: '成人向け', en: 'adult (18+)', zh: '成人向(18+)' },
  { ja: '全年齢', en: 'all ages', zh: '全年龄' },
  { ja: 'コピー本', en: 'photocopied booklet', zh: '复印本' },
  { ja: '合同誌', en: 'anthology', zh: '合志' },
  { ja: '未定', en: 'not decided yet', zh: '未定' },
  { ja: 'スペース', en: 'space', zh: '摊位' },
  { ja: '一般参加', en: 'visitor', zh: '一般参加' },
  { ja: 'サークル参加', en: 'exhibiting', zh: '社团参加' },
  { ja: '百合', en: 'yuri', zh: '百合' },
];

export type Glossary = { name: string; entries: Record<string, string> };

export function glossaryFor(locale: TranslationLocale): Glossary {
  const entries = Object.fromEntries(ENTRIES.map((entry) => [entry.ja, entry[locale]]));
  const hash = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12);
  return { name: `catalogue-ja-${locale}-${hash}`, entries };
}
