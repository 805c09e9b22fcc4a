import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, sourceFilesIn, visitNodes, whereIs } from '@/tests/support/source-scan';

// Which circles the catalogue lists (lottery won, publication wanted) is stated once, in
// lib/catalogue/listed-circles.ts (issue 37). This check refuses the condition written anywhere else in the
// source, the benchmarks and the tests: as a Prisma where (`lotteryStatus: 'SELECTED'` beside
// `wantsPublication: true`), as a test on a circle read, or as SQL.

const owner = 'lib/catalogue/listed-circles.ts';
/** Files that write the two values for another reason, and why. */
const notConditions: Record<string, string> = {
  'lib/demo-data/generate-demo-event.ts': 'creates the placed demo circles with these values: data written, not a condition read',
};

const selectedTest = /\blotteryStatus\s*[!=]==?\s*'SELECTED'/;
const sqlSelected = /"lotteryStatus"\s*=\s*'SELECTED'/;

function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text === name) {
      let value = property.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      return value;
    }
  }
  return undefined;
}

const isLogical = (node: ts.Node): node is ts.BinaryExpression =>
  ts.isBinaryExpression(node) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind);

/** Where a source text writes the listed-circle condition itself, as `file:line how`. */
export function rawListedConditions(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found = new Set<string>();
  visitNodes(source, (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const status = propertyValue(node, 'lotteryStatus');
      const publication = propertyValue(node, 'wantsPublication');
      if (status && ts.isStringLiteralLike(status) && status.text === 'SELECTED' && publication?.kind === ts.SyntaxKind.TrueKeyword) {
        found.add(`${whereIs(source, node)} where`);
      }
    }
    if (isLogical(node) && !isLogical(node.parent)) {
      const test = node.getText(source);
      if (selectedTest.test(test) && test.includes('wantsPublication')) found.add(`${whereIs(source, node)} test`);
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const sql = ts.isStringLiteralLike(node) ? node.text : node.getText(source);
      if (sqlSelected.test(sql) && sql.includes('"wantsPublication"')) found.add(`${whereIs(source, node)} SQL`);
    }
  });
  return [...found];
}

describe('the listed-circle rule', () => {
  it(`is written only in ${owner}`, () => {
    const found = [...productSourceFiles(), ...sourceFilesIn(['tests'], ['tests/unit/architecture'])]
      .filter((file) => file !== owner && !(file in notConditions))
      .flatMap((file) => rawListedConditions(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('is found where the check expects it', () => {
    expect(rawListedConditions(owner, readFileSync(path.join(projectRoot, owner), 'utf8'))).toHaveLength(2);
    for (const file of Object.keys(notConditions)) {
      expect(rawListedConditions(file, readFileSync(path.join(projectRoot, file), 'utf8')).length, file).toBeGreaterThan(0);
    }
  });

  describe('the check', () => {
    it('finds the copies the owner replaced', () => {
      expect(rawListedConditions('a.ts', `db.circle.findMany({ where: { id: { in: ids }, lotteryStatus: 'SELECTED', wantsPublication: true } })`)).toEqual(['a.ts:1 where']);
      expect(rawListedConditions('a.ts', `const w = () => ({ lotteryStatus: 'SELECTED' as const, wantsPublication: true });`)).toEqual(['a.ts:1 where']);
      expect(rawListedConditions('a.ts', `if (!circle || circle.lotteryStatus !== 'SELECTED' || !circle.wantsPublication) return null;`)).toEqual(['a.ts:1 test']);
      expect(rawListedConditions('a.ts', `return circle.lotteryStatus === 'SELECTED' && circle.wantsPublication;`)).toEqual(['a.ts:1 test']);
      expect(rawListedConditions('a.ts', 'db.$queryRaw`SELECT id FROM "Circle" c WHERE c."lotteryStatus" = \'SELECTED\' AND c."wantsPublication" AND c.id = ${id}`')).toEqual(['a.ts:1 SQL']);
      expect(rawListedConditions('a.ts', `const where = ['c."lotteryStatus" = \\'SELECTED\\' AND c."wantsPublication"'];`)).toEqual(['a.ts:1 SQL']);
    });

    it('leaves the owner’s uses, other values and the import format alone', () => {
      expect(rawListedConditions('a.ts', `db.circle.findMany({ where: { ...LISTED_CIRCLE, isAdult: false } }); if (isListedCircle(circle)) {}`)).toEqual([]);
      expect(rawListedConditions('a.ts', `const row = { lotteryStatus: row.lottery === 'selected' ? 'SELECTED' : 'NOT_SELECTED', wantsPublication: row.publish };`)).toEqual([]);
      expect(rawListedConditions('a.ts', `const text = circle.lotteryStatus === 'SELECTED' ? 'selected' : 'not_selected';`)).toEqual([]);
      expect(rawListedConditions('a.ts', 'db.$queryRaw`SELECT c."lotteryStatus"::text, c."wantsPublication" FROM "Circle" c`')).toEqual([]);
    });
  });
});
