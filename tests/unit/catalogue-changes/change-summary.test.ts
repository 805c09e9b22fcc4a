import { describe, expect, it } from 'vitest';
import { changeLines, type ChangeTexts } from '@/lib/catalogue-changes/change-lines';
import { summariseChanges, type RecordedChange } from '@/lib/catalogue-changes/change-summary';

const moved = (from: string[], to: string[]): RecordedChange => ({ kind: 'MOVED', detail: { from, to } });
const details = (...fields: string[]): RecordedChange => ({ kind: 'DETAILS_CHANGED', detail: { fields } });
const plain = (kind: 'WITHDRAWN' | 'RETURNED' | 'WORKS_CHANGED'): RecordedChange => ({ kind, detail: {} });

describe('summariseChanges', () => {
  it('folds moves across imports into where the circle stood before and stands now', () => {
    expect(summariseChanges([moved(['1 東ア-01a'], ['1 東イ-02a']), moved(['1 東イ-02a'], ['2 東ウ-03b'])])?.moved).toEqual({ from: ['1 東ア-01a'], to: ['2 東ウ-03b'] });
  });

  it('tells nothing of a circle moved and moved back, or withdrawn and back again', () => {
    expect(summariseChanges([moved(['1 東ア-01a'], ['1 東イ-02a']), moved(['1 東イ-02a'], ['1 東ア-01a'])])).toBeNull();
    expect(summariseChanges([plain('WITHDRAWN'), plain('RETURNED')])).toBeNull();
  });

  it('says a circle withdrew, or came back after a withdrawal the member had seen', () => {
    expect(summariseChanges([plain('WITHDRAWN')])).toMatchObject({ withdrawn: true, returned: false });
    expect(summariseChanges([plain('RETURNED')])).toMatchObject({ withdrawn: false, returned: true });
    expect(summariseChanges([plain('RETURNED'), plain('WITHDRAWN')])).toMatchObject({ withdrawn: true, returned: false });
  });

  it('names the fields a member reads, once each, and leaves bookkeeping fields out', () => {
    expect(summariseChanges([details('nameKana', 'xUrl'), details('name', 'pixivUrl', 'isAdult')])?.fields).toEqual(['name', 'adult', 'links']);
    expect(summariseChanges([details('catalogPage', 'cutIndex', 'circleNumber')])).toBeNull();
  });

  it('keeps a change of works or prices', () => {
    expect(summariseChanges([plain('WORKS_CHANGED'), plain('WORKS_CHANGED')])).toEqual({ moved: null, withdrawn: false, returned: false, worksChanged: true, newMenu: false, fields: [] });
  });

  it('tells a new menu apart from the details: the import records it as the detail `menu`', () => {
    expect(summariseChanges([details('menu')])).toEqual({ moved: null, withdrawn: false, returned: false, worksChanged: false, newMenu: true, fields: [] });
    expect(summariseChanges([details('author', 'menu')])).toMatchObject({ newMenu: true, fields: ['author'] });
  });
});

describe('changeLines', () => {
  const texts: ChangeTexts = {
    moved: (from, to) => `Moved: ${from} → ${to}`,
    withdrawn: 'Withdrawn',
    returned: 'Back',
    works: 'Works changed',
    newMenu: 'New menu',
    details: (fields) => `Details: ${fields}`,
    day: (number) => `Day ${number}`,
    field: (field) => field,
  };

  it('reads recorded spaces in the member language, the kana block with its romaji outside Japanese', () => {
    const summary = summariseChanges([moved(['2 東ア-01a'], ['2 東イ-02ab']), details('author', 'description')]);
    expect(summary && changeLines('en', texts, summary)).toEqual(['Moved: Day 2 East ア(A)-01a → Day 2 East イ(I)-02ab', 'Details: author and description']);
    expect(summary && changeLines('ja', { ...texts, day: (number) => `${number}日目` }, summary)[0]).toBe('Moved: 2日目 東ア-01a → 2日目 東イ-02ab');
  });

  it('says "new menu" on a line of its own, and nothing of a withdrawn circle\'s menu', () => {
    const summary = summariseChanges([details('menu'), details('description')]);
    expect(summary && changeLines('en', texts, summary)).toEqual(['New menu', 'Details: description']);
    const withdrawn = summariseChanges([details('menu'), plain('WITHDRAWN')]);
    expect(withdrawn && changeLines('en', texts, withdrawn)).toEqual(['Withdrawn']);
  });

  it('says only that a withdrawn circle withdrew, not where it stood', () => {
    const summary = summariseChanges([moved(['1 東ア-01a'], ['1 東イ-02a']), plain('WITHDRAWN')]);
    expect(summary && changeLines('en', texts, summary)).toEqual(['Withdrawn']);
  });
});
