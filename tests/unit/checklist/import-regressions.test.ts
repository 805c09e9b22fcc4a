import { describe, expect, it } from 'vitest';
import { plannedLabels } from '@/lib/checklist/import-plan';
import { readChecklist } from '@/lib/checklist/parse';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { catalogueCircle, planFor } from '@/tests/support/checklist-properties';

// Counterexamples the generated-input properties found, kept as plain tests.

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

function fileWith(lines: string): Uint8Array {
  return utf8(`${header('UTF-8')}\n${circleRow({ circleId: '1' })}\n${lines}${circleRow({ circleId: '2' })}\n`);
}

const circleIds = (file: ReturnType<typeof readChecklist>) => file.rows.map((row) => (row.kind === 'circle' ? row.circle.circleId : null));

describe('checklist import: found by generated files', () => {
  // Every line opened a quote that no later quote closed, and the reader read the rest of the file
  // again for each of them: 4,000 such lines (40 kB) took about 20 seconds, a 4 MB upload hours.
  it('reads lines that each open a quote never closed in time linear in the file', () => {
    const { result, ms } = timed(() => readChecklist(fileWith('a,"b"c,"d\n'.repeat(4_000))));
    expect(circleIds(result)).toEqual([1, 2]);
    expect(ms).toBeLessThan(1_500);
  });

  // The CSV library builds an error object with a stack trace for every record whose field count
  // differs from its first one's: 100,000 one-field lines (200 kB) took over ten seconds.
  it('reads many records of changing widths in time linear in the file', () => {
    const { result, ms } = timed(() => readChecklist(fileWith('a\na,b\n'.repeat(50_000))));
    expect(circleIds(result)).toEqual([1, 2]);
    expect(result.ignoredRecords).toEqual([{ recordType: 'a', count: 100_000 }]);
    expect(ms).toBeLessThan(1_500);
  });

  // A colour name of spaces and control characters passed the "not blank" check before the control
  // characters were removed, and was stored as an empty name instead of keeping the default one.
  it('does not store a colour name that is empty once cleaned', () => {
    const text = [header('UTF-8'), 'Color,1,4a94ff,4a94ff," \u0001 \u0002 "', 'Color,2,ff00ff,ff00ff,Kept', circleRow({ circleId: '1', color: '1' }), ''].join('\n');
    const plan = planFor(readChecklist(utf8(text)), [catalogueCircle(1)]);
    expect(plannedLabels(plan)).toEqual([{ color: 2, label: 'Kept' }]);
  });
});
