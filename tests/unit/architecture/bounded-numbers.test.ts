import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Issue 47, finding 5: `"item":"w9999999999"` reached PostgreSQL as an int4 and answered 500. Every
// number schema is made by lib/validation/bounded-number.ts, whose builders all take both bounds
// (decision 039). This check refuses a zod number made anywhere else, a zod import under another name
// (which would hide one), and a `.regex()` that lets more than nine digits in a row through: a number
// written in a string is as unbounded as `z.number()` unless the builder reads it.

const builder = 'lib/validation/bounded-number.ts';
const numberKinds = new Set(['number', 'int', 'int32', 'uint32', 'int64', 'uint64', 'float32', 'float64', 'bigint', 'nan']);
/** Nine digits stay below 2^31; ten may not. */
const MAX_DIGIT_RUN = 9;

const isZ = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'z';

/** `z.number`, `z.int`, `z.coerce.number` and their kin. */
function isNumberConstructor(node: ts.Node): boolean {
  if (!ts.isPropertyAccessExpression(node) || !numberKinds.has(node.name.text)) return false;
  const owner = node.expression;
  return isZ(owner) || (ts.isPropertyAccessExpression(owner) && owner.name.text === 'coerce' && isZ(owner.expression));
}

/** Binding zod's `z` under another name, or the whole module as a namespace or default. */
function hidesZ(node: ts.Node): boolean {
  if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier) || !/^zod(\/|$)/.test(node.moduleSpecifier.text)) return false;
  const clause = node.importClause;
  if (!clause || clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  if (ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly && element.propertyName?.text === 'z' && element.name.text !== 'z');
}

const quantifier = /^(?:([?*+])|\{(\d+)(,(\d*))?\})\??/;

/** The most digits in a row a regular expression's source accepts (a repeated group counts once). */
export function longestDigitRun(pattern: string): number {
  let longest = 0;
  let run = 0;
  let at = 0;
  while (at < pattern.length) {
    let digit = false;
    const char = pattern[at]!;
    if (char === '\\') {
      digit = pattern[at + 1] === 'd';
      at += 2;
    } else if (char === '[') {
      const end = pattern.indexOf(']', at + 2);
      const inside = pattern.slice(at + 1, end < 0 ? pattern.length : end);
      digit = /^(?:\\d|[0-9](?:-[0-9])?)+$/.test(inside);
      at = end < 0 ? pattern.length : end + 1;
    } else {
      at += 1;
    }
    const repeat = quantifier.exec(pattern.slice(at));
    let times = 1;
    if (repeat) {
      at += repeat[0].length;
      if (repeat[1] === '?') times = 1;
      else if (repeat[1]) times = Infinity;
      else if (repeat[3] === undefined) times = Number(repeat[2]);
      else times = repeat[4] === '' ? Infinity : Number(repeat[4]);
    }
    if (digit) {
      run += times;
      longest = Math.max(longest, run);
    } else {
      run = 0;
    }
  }
  return longest;
}

function regexSource(node: ts.Expression, source: ts.SourceFile): string | undefined {
  if (ts.isRegularExpressionLiteral(node)) {
    const text = node.getText(source);
    return text.slice(1, text.lastIndexOf('/'));
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
    const [first] = node.arguments ?? [];
    if (first && ts.isStringLiteralLike(first)) return first.text;
    return '(built at run time)';
  }
  return undefined;
}

/** Where a source makes a number schema without the builder, as `file:line what`. */
export function unboundedNumbers(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (isNumberConstructor(node)) found.push(`${whereIs(source, node)} ${node.getText(source)}`);
    if (hidesZ(node)) found.push(`${whereIs(source, node)} imports zod under another name`);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'regex' && node.arguments[0]) {
      const pattern = regexSource(node.arguments[0], source);
      if (pattern === '(built at run time)') found.push(`${whereIs(source, node)} a regex built at run time`);
      else if (pattern !== undefined && longestDigitRun(pattern) > MAX_DIGIT_RUN) found.push(`${whereIs(source, node)} /${pattern}/ lets more than ${MAX_DIGIT_RUN} digits through`);
    }
  });
  return found;
}

describe('number schemas', () => {
  it(`are made only by ${builder}, each with both bounds`, () => {
    const found = productSourceFiles()
      .filter((file) => file !== builder)
      .flatMap((file) => unboundedNumbers(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('are found where the check expects them', () => {
    expect(unboundedNumbers(builder, readFileSync(path.join(projectRoot, builder), 'utf8')).length).toBeGreaterThan(3);
  });

  describe('the check', () => {
    it('finds the schemas that once let a number past int4 reach the database', () => {
      expect(unboundedNumbers('lib/groups/schemas.ts', `const itemSchema = z.string().regex(/^[wl][1-9]\\d{0,9}$/);`)).toEqual([
        'lib/groups/schemas.ts:1 /^[wl][1-9]\\d{0,9}$/ lets more than 9 digits through',
      ]);
      expect(unboundedNumbers('lib/plan/read-plan-file.ts', `const circleId = z.number(invalid).int(invalid).positive(invalid);`)).toEqual(['lib/plan/read-plan-file.ts:1 z.number']);
      expect(unboundedNumbers('a.ts', `const id = z.coerce\n  .number();`)).toEqual(['a.ts:1 z.coerce\n  .number']);
      expect(unboundedNumbers('a.ts', `const n = z.int(); const b = z.bigint();`)).toHaveLength(2);
      expect(unboundedNumbers('a.ts', `const w = z.string().regex(/^\\d+$/); const v = z.string().regex(new RegExp(pattern));`)).toHaveLength(2);
    });

    it('finds zod imported under another name', () => {
      expect(unboundedNumbers('a.ts', `import * as zod from 'zod';`)).toHaveLength(1);
      expect(unboundedNumbers('a.ts', `import { z as schema } from 'zod';`)).toHaveLength(1);
      expect(unboundedNumbers('a.ts', `import zod from 'zod/v4';`)).toHaveLength(1);
    });

    it('leaves short digit runs, other schemas and type imports alone', () => {
      expect(unboundedNumbers('a.ts', `import { z } from 'zod'; import type { output } from 'zod'; z.string().regex(/^\\d{6}$/); z.string().regex(/^(?:[1-9]\\d{0,7}(?:,[1-9]\\d{0,7})*)?$/); z.boolean(); z.literal(1);`)).toEqual([]);
    });

    it('counts the digits a pattern accepts in a row', () => {
      expect(longestDigitRun('^\\d{4}-\\d{2}-\\d{2}$')).toBe(4);
      expect(longestDigitRun('^[1-9][0-9]{0,8}$')).toBe(9);
      expect(longestDigitRun('^\\d{3,}$')).toBe(Infinity);
      expect(longestDigitRun('^[a-z0-9]+$')).toBe(0);
      expect(longestDigitRun('^[A-Z]+-\\d{1,2}$')).toBe(2);
    });
  });
});
