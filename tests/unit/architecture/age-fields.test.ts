import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// `User.birthdate` and `User.showAdult` decide who sees adult content, so one function writes them
// (`changeAgeFields`, lib/account/age-fields.ts; docs/decisions/031). This check refuses a write of either
// column, or of their audit rows, anywhere else in the product's source: a Prisma write whose arguments
// name them, a column list that names them, or SQL that inserts or updates them.

const ageColumns = new Set(['birthdate', 'showAdult']);
const prismaWrites = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'connectOrCreate']);
const sqlWrite = /\b(update|insert\s+into|copy|merge\s+into)\s+"?(User|BirthdateChange)"?[\s(]/i;
const sqlAgeColumn = /"?\b(birthdate|showAdult)\b"?/i;

/** The files allowed to write the columns, and why. */
const writers: Record<string, string> = {
  'lib/account/age-fields.ts': 'the one function, with the audit row and the rules',
  'lib/demo-data/demo-accounts.ts': 'creates the three demo accounts, each with its sign-up audit row, in the seeding transaction',
};

function propertyName(node: ts.Node): string | undefined {
  if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
    return node.name.text;
  }
  return undefined;
}

/** Where a source text writes the age columns, as `file:line what`. */
export function ageColumnWrites(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && prismaWrites.has(node.expression.name.text)) {
      for (const argument of node.arguments) {
        visitNodes(argument, (inner) => {
          const name = propertyName(inner);
          if (name && ageColumns.has(name)) found.push(`${whereIs(source, inner)} ${node.expression.getText(source)} writes ${name}`);
        });
      }
    }
    if (ts.isArrayLiteralExpression(node)) {
      const first = node.elements[0];
      if (first && ts.isStringLiteral(first) && ageColumns.has(first.text)) found.push(`${whereIs(source, node)} column list names ${first.text}`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const sql = node.getText(source);
      if (sqlWrite.test(sql) && sqlAgeColumn.test(sql)) found.push(`${whereIs(source, node)} SQL writes ${sqlAgeColumn.exec(sql)?.[1]}`);
    }
  });
  return found;
}

describe('the birthdate and the adult flag', () => {
  it('are written only by lib/account/age-fields.ts (and the demo seed)', () => {
    const found = productSourceFiles()
      .filter((file) => !(file in writers))
      .flatMap((file) => ageColumnWrites(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('still have their writers where this check expects them', () => {
    for (const file of Object.keys(writers)) {
      expect(ageColumnWrites(file, readFileSync(path.join(projectRoot, file), 'utf8')).length, file).toBeGreaterThan(0);
    }
  });

  describe('the check', () => {
    it('finds the pay step write that once bypassed the lock', () => {
      const text = `await db.user.update({ where: { id: userId }, data: { nickname: profile.nickname, birthdate: calendarDateToDb(profile.birthdate), showAdult: profile.showAdult } });`;
      expect(ageColumnWrites('lib/payments/payment-profile.ts', text)).toEqual([
        'lib/payments/payment-profile.ts:1 db.user.update writes birthdate',
        'lib/payments/payment-profile.ts:1 db.user.update writes showAdult',
      ]);
    });

    it('finds shorthand properties, nested creates and upserts', () => {
      expect(ageColumnWrites('a.ts', `tx.user.upsert({ where, create: { email, showAdult }, update: {} })`)).toHaveLength(1);
      expect(ageColumnWrites('a.ts', `db.account.create({ data: { user: { create: { birthdate } } } })`)).toHaveLength(1);
      expect(ageColumnWrites('a.ts', `db.birthdateChange.create({ data: { userId, birthdate, channel } })`)).toHaveLength(1);
    });

    it('finds SQL and column lists', () => {
      expect(ageColumnWrites('a.ts', 'db.$executeRaw`UPDATE "User" SET "showAdult" = true WHERE id = ${id}`')).toHaveLength(1);
      expect(ageColumnWrites('a.ts', `client.query('INSERT INTO "User" (id, birthdate) VALUES ($1, $2)', [id, date])`)).toHaveLength(1);
      expect(ageColumnWrites('a.ts', `insertRows(client, 'User', [['birthdate', 'date', (row) => row.date]])`)).toHaveLength(1);
    });

    it('leaves reads, forms and other tables alone', () => {
      expect(ageColumnWrites('a.ts', `db.user.findUnique({ where: { id }, select: { birthdate: true, showAdult: true } })`)).toEqual([]);
      expect(ageColumnWrites('a.tsx', `updateShowAdultAction({ showAdult }); const view = { birthdate, showAdult };`)).toEqual([]);
      expect(ageColumnWrites('a.ts', 'db.$queryRaw`SELECT "birthdate" FROM "User" WHERE id = ${id}`')).toEqual([]);
      expect(ageColumnWrites('a.ts', `db.user.update({ where: { id }, data: { nickname } })`)).toEqual([]);
    });
  });
});
