import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, projectRoot, sourceFilesIn, visitNodes, whereIs } from '@/tests/support/source-scan';

// A test that cannot fail is a defect. Every text contains the empty text, so `toContain('')` holds for
// anything, and so does `toContain(locale === 'en' ? 'line' : '')` in every other language (issue 48,
// item 10); a length is never below 0. This check refuses those expectations in every test file.

/** Matchers that pass for any text when given the empty text. */
const substringMatchers = new Set(['toContain', 'toContainText', 'toMatch', 'stringContaining']);

function isEmptyText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isEmptyText(node.expression);
  if (ts.isStringLiteralLike(node)) return node.text === '';
  if (ts.isRegularExpressionLiteral(node)) return node.text === '/(?:)/' || /^\/(\.\*)?\/[a-z]*$/.test(node.text);
  return false;
}

/** Whether the text given may be empty for some case: empty itself, or one branch of a choice that is. */
function mayBeEmptyText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return mayBeEmptyText(node.expression);
  if (ts.isConditionalExpression(node)) return mayBeEmptyText(node.whenTrue) || mayBeEmptyText(node.whenFalse);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) return mayBeEmptyText(node.right);
  return isEmptyText(node);
}

function isNegated(call: ts.CallExpression): boolean {
  return ts.isPropertyAccessExpression(call.expression) && ts.isPropertyAccessExpression(call.expression.expression) && call.expression.expression.name.text === 'not';
}

/** The argument of the `expect(...)` a matcher hangs on, through `.not`, `.resolves` and `.soft`. */
function expectedValue(node: ts.Expression): ts.Expression | undefined {
  if (ts.isPropertyAccessExpression(node)) return expectedValue(node.expression);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const named = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression.text : undefined;
    return named === 'expect' ? node.arguments[0] : undefined;
  }
  return undefined;
}

function isCount(node: ts.Expression | undefined): boolean {
  return node !== undefined && ts.isPropertyAccessExpression(node) && ['length', 'size'].includes(node.name.text);
}

/** Where a test file's expectation holds whatever the code does, as `file:line what`. */
export function vacuousExpectations(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (!ts.isCallExpression(node) || isNegated(node)) return;
    const matcher = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
    const [argument] = node.arguments;
    if (argument === undefined) return;
    if (substringMatchers.has(matcher) && mayBeEmptyText(argument)) found.push(`${whereIs(source, node)} ${matcher} of a text that may be empty holds for any text`);
    if (matcher === 'toBeGreaterThanOrEqual' && ts.isNumericLiteral(argument) && argument.text === '0' && ts.isPropertyAccessExpression(node.expression) && isCount(expectedValue(node.expression.expression))) {
      found.push(`${whereIs(source, node)} a count is never below 0`);
    }
  });
  return found;
}

describe('expectations that cannot fail', () => {
  it('are written nowhere in the tests', () => {
    const found = sourceFilesIn(['tests']).flatMap((file) => vacuousExpectations(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  describe('the check', () => {
    it('finds the empty text, given outright or for one case', () => {
      expect(vacuousExpectations('a.test.ts', `for (const line of lines) expect(line).toContain(locale === 'en' ? 'line' : '');`)).toEqual([
        'a.test.ts:1 toContain of a text that may be empty holds for any text',
      ]);
      expect(vacuousExpectations('a.test.ts', `expect(html).toContain("");\nexpect(x).toMatch(/(?:)/);\nexpect(y).toEqual(expect.stringContaining(name ?? ''));`)).toEqual([
        'a.test.ts:1 toContain of a text that may be empty holds for any text',
        'a.test.ts:2 toMatch of a text that may be empty holds for any text',
        'a.test.ts:3 stringContaining of a text that may be empty holds for any text',
      ]);
      expect(vacuousExpectations('a.spec.ts', `await expect(page.getByRole('main')).toContainText(\`\`);`)).toEqual(['a.spec.ts:1 toContainText of a text that may be empty holds for any text']);
    });

    it('finds a count compared with 0', () => {
      expect(vacuousExpectations('a.test.ts', `expect(rows.length).toBeGreaterThanOrEqual(0);\nexpect(ids.size, 'ids').toBeGreaterThanOrEqual(0);`)).toEqual([
        'a.test.ts:1 a count is never below 0',
        'a.test.ts:2 a count is never below 0',
      ]);
    });

    it('lets expectations that can fail pass', () => {
      const fine = [
        `expect(line).toContain(locale === 'en' ? 'line 3' : '3');`,
        `expect(html).not.toContain('');`,
        `expect(text).toMatch(/\\S/);`,
        `expect(found.indexOf(1)).toBeGreaterThanOrEqual(0);`,
        `expect(rows.length).toBeGreaterThanOrEqual(1);`,
        `expect(memo).toBe('');`,
      ];
      expect(fine.flatMap((line) => vacuousExpectations('a.test.ts', line))).toEqual([]);
    });
  });
});
