import { describe, expect, it } from 'vitest';
import { plannedLabels } from '@/lib/checklist/import-plan';
import { toPreviewBody } from '@/lib/checklist/preview-body';
import { readChecklist } from '@/lib/checklist/parse';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { catalogueCircle, planFor } from '@/tests/support/checklist-properties';

// Counterexamples the generated-input properties found, kept as plain tests.

function fileWith(lines: string): Uint8Array {
  return utf8(`${header('UTF-8')}\n${circleRow({ circleId: '1' })}\n${lines}${circleRow({ circleId: '2' })}\n`);
}

function millisecondsToRead(bytes: Uint8Array): number {
  const started = performance.now();
  readChecklist(bytes);
  return performance.now() - started;
}

/**
 * Timed against a file of as many plain lines read just before, so that a busy machine slows both:
 * a linear reader takes about as long for either, the faults below took ten to hundreds of times longer.
 */
function expectReadAsFastAsPlainLines(line: string, plainLine: string, count: number): void {
  millisecondsToRead(fileWith(plainLine.repeat(100)));
  const reference = millisecondsToRead(fileWith(plainLine.repeat(count)));
  expect(millisecondsToRead(fileWith(line.repeat(count)))).toBeLessThan(3 * reference + 150);
}

const circleIds = (file: ReturnType<typeof readChecklist>) => file.rows.map((row) => (row.kind === 'circle' ? row.circle.circleId : null));

describe('checklist import: found by generated files', () => {
  // Every line opened a quote that no later quote closed, and the reader read the rest of the file
  // again for each of them: 4,000 such lines (40 kB) took about 20 seconds, a 4 MB upload hours.
  it('reads lines that each open a quote never closed in time linear in the file', () => {
    expect(circleIds(readChecklist(fileWith('a,"b"c,"d\n'.repeat(4_000))))).toEqual([1, 2]);
    expectReadAsFastAsPlainLines('a,"b"c,"d\n', 'a,bbbb,dd\n', 4_000);
  });

  // After the first fix: a quoted field ending where the next one starts chained every record to the
  // end of the file, where one quote never closed; each following line then walked the same chain.
  it('reads lines whose quoted fields chain to a quote never closed in time linear in the file', () => {
    expect(circleIds(readChecklist(fileWith('","a\n""\n'.repeat(2_000))))).toEqual([1, 2]);
    expectReadAsFastAsPlainLines('","a\n""\n', 'a,b,c\nd\n', 2_000);
  });

  // The CSV library builds an error object with a stack trace for every record whose field count
  // differs from its first one's: 100,000 one-field lines (200 kB) took over ten seconds, ten times
  // as long as lines of one width.
  it('reads many records of changing widths in time linear in the file', () => {
    const result = readChecklist(fileWith('a\na,b\n'.repeat(20_000)));
    expect(circleIds(result)).toEqual([1, 2]);
    expect(result.ignoredRecords).toEqual([{ recordType: 'a', count: 40_000 }]);
    expectReadAsFastAsPlainLines('a\na,b\n', 'a,\na,b\n', 20_000);
  });

  // A colour name of spaces and control characters passed the "not blank" check before the control
  // characters were removed, and was stored as an empty name instead of keeping the default one.
  it('does not store a colour name that is empty once cleaned', () => {
    const text = [header('UTF-8'), 'Color,1,4a94ff,4a94ff," \u0001 \u0002 "', 'Color,2,ff00ff,ff00ff,Kept', circleRow({ circleId: '1', color: '1' }), ''].join('\n');
    const plan = planFor(readChecklist(utf8(text)), [catalogueCircle(1)]);
    expect(plannedLabels(plan)).toEqual([{ color: 2, label: 'Kept' }]);
  });

  // Two Color records of one colour were both shown in the preview, though the import stores the
  // last; a name with control characters was shown as written, though the import stores it cleaned.
  it('previews the colour names the import stores, one per colour', () => {
    const text = [
      header('UTF-8'), 'Color,7,0000ff,0000ff,First', 'Color,7,0000ff,0000ff,Second', 'Color,2,ff00ff,ff00ff," Pink\u0001 "',
      circleRow({ circleId: '1', color: '7' }), '',
    ].join('\n');
    const plan = planFor(readChecklist(utf8(text)), [catalogueCircle(1)]);
    expect(plannedLabels(plan)).toEqual([{ color: 7, label: 'Second' }, { color: 2, label: 'Pink' }]);
    expect(toPreviewBody(plan).labels).toEqual([{ color: 7, label: 'Second' }, { color: 2, label: 'Pink' }]);
  });
});
