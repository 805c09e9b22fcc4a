import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { checklistErrorCodes } from '@/lib/checklist/errors';
import { readImportUpload } from '@/lib/checklist/import-upload';
import { plannedFavorites } from '@/lib/checklist/import-plan';
import { readChecklist } from '@/lib/checklist/parse';
import { toPreviewBody } from '@/lib/checklist/preview-body';
import { rowProblemCodes } from '@/lib/checklist/records';
import { isAppError } from '@/lib/errors';
import type { AppLocale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { catalogueCircle, planFor } from '@/tests/support/checklist-properties';

const catalogues = { en, ja, zh };

describe('the import says which lines it skipped and why', () => {
  const text = [header('UTF-8'), circleRow({ circleId: '1' }), circleRow({ circleId: '2' }, 12), circleRow({ circleId: '3', color: '42' }), 'Circle,"never closed', ''].join('\n');
  const plan = planFor(readChecklist(utf8(text)), [catalogueCircle(1)]);
  const body = toPreviewBody(plan);

  it('lists every skipped line in the preview with what was wrong', () => {
    expect(body.problems.filter((problem) => problem.skipped)).toEqual([
      { line: 3, code: 'tooFewFields', skipped: true, fields: 12, expected: 25 },
      { line: 4, code: 'invalidColor', skipped: true, value: '42' },
      { line: 5, code: 'malformedRecord', skipped: true },
    ]);
  });

  // How each language names a line of the file, and the first skipped line's whole sentence.
  const lineNamed: Record<AppLocale, { line: (line: number) => string; first: string }> = {
    en: { line: (line) => `line ${line}:`, first: 'line 3: 12 fields, at least 25 expected' },
    ja: { line: (line) => `${line}行目：`, first: '3行目：項目が12個しかありません（25個以上必要）' },
    zh: { line: (line) => `第 ${line} 行：`, first: '第 3 行：只有 12 个字段，至少需要 25 个' },
  };

  it.each(Object.entries(catalogues))('writes each reason as a sentence naming its line in %s', (locale, messages) => {
    const t = createTranslator({ locale: locale as AppLocale, messages, namespace: 'Checklist' });
    const lines = body.problems.map((problem) =>
      t(`rowProblems.${problem.code}`, { line: problem.line, fields: problem.fields ?? 0, expected: problem.expected ?? 0, value: problem.value ?? '' }),
    );
    const named = lineNamed[locale as AppLocale];
    expect(new Set(lines).size).toBe(3);
    expect(lines.map((line, at) => line.startsWith(named.line(body.problems[at]?.line ?? 0)))).toEqual([true, true, true]);
    expect(lines[0]).toBe(named.first);
  });

  it('has a message for every row problem in every language', () => {
    for (const messages of Object.values(catalogues)) {
      for (const code of rowProblemCodes) expect(messages.Checklist.rowProblems[code]).toMatch(/\S/);
    }
  });
});

describe('whole-file refusals each say what happened and what to do', () => {
  it.each(Object.entries(catalogues))('%s has a distinct message per refusal, and one for another event\u2019s list', (_locale, messages) => {
    const texts = checklistErrorCodes.map((code) => messages.Errors.checklist[code]);
    expect(texts.every((message) => message.length > 0)).toBe(true);
    expect(new Set([...texts, messages.Checklist.otherEvent]).size).toBe(checklistErrorCodes.length + 1);
  });

  it('tells empty, binary, header-less and wrong-header files apart', () => {
    const codes = [new Uint8Array(0), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), utf8('just notes\n'), utf8('Header,Other,C1,UTF-8,x\n')].map((bytes) => {
      try {
        readChecklist(bytes);
        return 'read';
      } catch (error) {
        return isAppError(error) ? error.messageKey : 'other';
      }
    });
    expect(codes).toEqual(['Errors.checklist.emptyFile', 'Errors.checklist.binaryFile', 'Errors.checklist.notChecklist', 'Errors.checklist.notChecklist']);
  });
});

describe('uncertain rows are kept only when the member ticks them, as the server checks', () => {
  const other = [header('UTF-8', 'C998'), circleRow({ name: '新しい名前', kana: '', author: '共通作者' }), circleRow({ name: 'circle 2', kana: '', author: '' }), ''].join('\n');
  const plan = planFor(readChecklist(utf8(other)), [catalogueCircle(1, { author: '共通作者' }), catalogueCircle(2)]);

  it('writes an uncertain row only when its line is in the request', () => {
    expect(plannedFavorites(plan, new Set()).map((favorite) => favorite.circleId)).toEqual([2]);
    expect(plannedFavorites(plan, new Set([2])).map((favorite) => favorite.circleId)).toEqual([1, 2]);
  });

  it('ignores ticks on lines that are not uncertain rows', () => {
    expect(plannedFavorites(plan, new Set([3, 4, 99])).map((favorite) => favorite.circleId)).toEqual([2]);
  });

  function form(keep: string[]): Request {
    const data = new FormData();
    data.set('file', new Blob([other]), 'list.csv');
    data.set('keep', keep.join(','));
    return new Request('https://catalogue.example/api/checklist/import', { method: 'POST', body: data });
  }

  it('reads the file and the ticked lines from the apply request', async () => {
    const upload = await readImportUpload(form(['2', '7']));
    expect(new TextDecoder().decode(upload.bytes)).toBe(other);
    expect([...upload.keep]).toEqual([2, 7]);
  });

  it('still reads a bare file body, with nothing ticked', async () => {
    const upload = await readImportUpload(new Request('https://catalogue.example/api/checklist/import', { method: 'POST', body: other }));
    expect(upload.keep.size).toBe(0);
    expect(upload.bytes.length).toBe(utf8(other).length);
  });

  it.each([['a word', ['two']], ['a negative line', ['-2']], ['a fraction', ['2.5']]])('refuses %s as a ticked line', async (_label, keep) => {
    await expect(readImportUpload(form(keep))).rejects.toMatchObject({ code: 'invalidInput' });
  });
});
