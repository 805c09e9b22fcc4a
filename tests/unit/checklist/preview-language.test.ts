import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatPlacement } from '@/lib/catalogue/placement-text';
import { workSizeKey } from '@/lib/catalogue/work-size';
import { readChecklist } from '@/lib/checklist/parse';
import { toPreviewBody } from '@/lib/checklist/preview-body';
import { exportChecklist, type ExportFavorite } from '@/lib/checklist/export';
import { shiftJisLosses } from '@/lib/checklist/shift-jis-losses';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { catalogueCircle, planFor } from '@/tests/support/checklist-properties';

describe('the preview in the member\u2019s language', () => {
  it('sends the space as parts, which each language writes as its list pages do', () => {
    const plan = planFor(readChecklist(utf8([header('UTF-8'), circleRow({ circleId: '1' }), ''].join('\n'))), [catalogueCircle(1)]);
    const [row] = toPreviewBody(plan).rows;
    expect(row?.space).toEqual({ date: '2025-12-27', area: 'EAST', block: 'ア', spaceNumber: 2, sides: 'a' });
    const space = row?.space;
    if (!space) return;
    expect(formatPlacement('en', new Date(space.date), space)).toBe('Sat East ア(A)-02a');
  });
});

describe('work sizes', () => {
  it.each([
    ['文庫', 'Bunko (A6)', '文庫', '文库本'],
    ['新書', 'Shinsho', '新書', '新书'],
    ['グッズ', 'Goods', 'グッズ', '周边'],
    ['DL', 'Download', 'ダウンロード', '下载版'],
  ])('translates %s', (size, english, japanese, chinese) => {
    const key = workSizeKey(size);
    expect(key).toBeDefined();
    if (key === undefined) return;
    const said = [en, ja, zh].map((messages, index) => createTranslator({ locale: (['en', 'ja', 'zh'] as const)[index] ?? 'en', messages, namespace: 'CircleDetail' })(`sizes.${key}`));
    expect(said).toEqual([english, japanese, chinese]);
  });

  it('leaves paper sizes and disc kinds as they are written everywhere', () => {
    expect(['B5', 'A5', 'A4', 'B6', 'CD', 'DVD'].map(workSizeKey)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('Shift_JIS export never loses text without saying so', () => {
  const favorite = (name: string, memo: string, color = 1): ExportFavorite => ({
    circle: { circleNumber: 1, day: '土', area: 'EAST', block: 'ア', spaceNumber: 1, side: 'a', genreCode: 111, name },
    color,
    memo,
  });

  it('names the favourites and colour names Shift_JIS cannot hold', () => {
    const favorites = [favorite('東方同好会', '朝一 〜 新刊'), favorite('猫の森', '买两本 😀'), favorite('汉字圈', 'ok')];
    const losses = shiftJisLosses(favorites, [{ color: 1, label: '必買' }, { color: 2, label: '🔥 must' }]);
    expect(losses).toEqual({
      favorites: [
        { name: '猫の森', fields: ['memo'], characters: ['买', '两', '😀'] },
        { name: '汉字圈', fields: ['circle'], characters: ['汉'] },
      ],
      labels: [{ color: 2, label: '🔥 must', characters: ['🔥'] }],
    });
  });

  it('finds nothing to lose in text Shift_JIS holds, look-alikes included', () => {
    const favorites = [favorite('東方同好会', '朝一 〜 新刊 ① ｈ')];
    expect(shiftJisLosses(favorites, [{ color: 1, label: '最優先' }])).toEqual({ favorites: [], labels: [] });
    expect(exportChecklist(favorites, { eventCode: 'C999', programVersion: '1', encoding: 'shift_jis' }).replacedCharacters).not.toContain('?');
  });
});
