import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Every CSV the product writes goes through lib/text/csv.ts, which neutralises cells a spreadsheet would
// run as formulas (issue 32, finding 3; docs/decisions/035). This check refuses a CSV library imported
// anywhere else, and a hand-written field quoting (`"` doubled), the mark of a CSV writer of its own.

const csvWriter = 'lib/text/csv.ts';
/** Files that double quotes for something other than CSV, and what. */
const notCsv: Record<string, string> = {
  'lib/db/embedded-postgres.ts': 'quotes SQL identifiers',
};
const csvLibraries = /^(csv-stringify|csv-writer|papaparse|fast-csv|json2csv|@json2csv\/|csv$|csv\/)/;

function isQuoteDoubling(node: ts.Node, source: ts.SourceFile): boolean {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  if (!['replace', 'replaceAll'].includes(node.expression.name.text)) return false;
  const [pattern, replacement] = node.arguments;
  if (!pattern || !replacement || !ts.isStringLiteralLike(replacement) || replacement.text !== '""') return false;
  return (ts.isStringLiteralLike(pattern) && pattern.text === '"') || (ts.isRegularExpressionLiteral(pattern) && /^\/"\/g?$/.test(pattern.getText(source)));
}

/** Where a source text writes CSV by itself, as `file:line what`. */
export function ownCsvWriters(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    const imported =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])
          ? node.arguments[0].text
          : undefined;
    if (imported !== undefined && csvLibraries.test(imported)) found.push(`${whereIs(source, node)} imports ${imported}`);
    if (isQuoteDoubling(node, source)) found.push(`${whereIs(source, node)} quotes CSV fields itself`);
  });
  return found;
}

describe('CSV writing', () => {
  it(`happens only in ${csvWriter}`, () => {
    const found = productSourceFiles()
      .filter((file) => file !== csvWriter && !(file in notCsv))
      .flatMap((file) => ownCsvWriters(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('is found where the check expects it', () => {
    expect(ownCsvWriters(csvWriter, readFileSync(path.join(projectRoot, csvWriter), 'utf8'))).toHaveLength(1);
  });

  describe('the check', () => {
    it('finds the writers that once skipped the formula rule', () => {
      expect(ownCsvWriters('lib/checklist/export.ts', `import { stringify } from 'csv-stringify/sync';`)).toEqual(['lib/checklist/export.ts:1 imports csv-stringify/sync']);
      expect(ownCsvWriters('lib/plan/plan-file.ts', `const quote = (value: string | number) => \`"\${String(value).replace(/"/g, '""')}"\`;`)).toEqual([
        'lib/plan/plan-file.ts:1 quotes CSV fields itself',
      ]);
      expect(ownCsvWriters('a.ts', `const { stringify } = await import('csv-stringify');`)).toHaveLength(1);
      expect(ownCsvWriters('a.ts', `cell.replaceAll('"', '""')`)).toHaveLength(1);
    });

    it('leaves the reader and other replacements alone', () => {
      expect(ownCsvWriters('a.ts', `field.replaceAll('""', '"'); text.replace(/\\r\\n?/g, '\\n'); import { writeCsv } from '@/lib/text/csv';`)).toEqual([]);
    });
  });
});
