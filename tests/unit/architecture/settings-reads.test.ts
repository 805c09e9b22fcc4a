import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Every setting is read through lib/config, by the zod shape that the start-up check also applies
// (lib/config/schema.ts): a bad value stops the server at start with a clear message instead of being
// replaced by a default somewhere (CATALOGUE_REFRESH_SECONDS once was, issue 48). This check refuses an
// environment read anywhere else in the product: app/, components/, lib/, proxy.ts, instrumentation.ts.
//
// scripts/, bench/ and tests/ stand beside the product: they start servers and databases and make the
// environment those run in, so they read and write it freely, as do the tools' own config files at the
// root (next.config.ts, playwright.config.ts, prisma.config.ts). What they pass to the product is checked
// there, when it reads it.

const settingsFolder = 'lib/config/';

/** Reads the bundler replaces with a constant, which must stay written out for that: file, variable, why. */
const compileTimeReads: Record<string, Record<string, string>> = {
  'instrumentation.ts': { NEXT_RUNTIME: 'keeps the Node-only start out of an edge bundle' },
};

function isProcessEnv(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node)) return ts.isIdentifier(node.expression) && node.expression.text === 'process' && node.name.text === 'env';
  return ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'process' && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'env';
}

/** The variable a `process.env.NAME` read names, when it is written that way. */
function variableRead(node: ts.Node): string | undefined {
  const parent = node.parent;
  return parent && ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : undefined;
}

/** Where a product file reads the environment itself, as `file:line what`. */
export function environmentReads(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const allowed = compileTimeReads[fileName] ?? {};
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (isProcessEnv(node)) {
      const variable = variableRead(node);
      if (variable === undefined || !(variable in allowed)) found.push(`${whereIs(source, node)} reads process.env${variable ? `.${variable}` : ''}`);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && ['process', 'node:process'].includes(node.moduleSpecifier.text)) {
      found.push(`${whereIs(source, node)} imports ${node.moduleSpecifier.text}`);
    }
  });
  return found;
}

describe('settings', () => {
  it(`are read from the environment only in ${settingsFolder}`, () => {
    const product = [...productSourceFiles(), 'instrumentation.ts'].filter((file) => /^(app|components|lib)\/|^[\w-]+\.tsx?$/.test(file) && !file.startsWith(settingsFolder));
    expect(product).toEqual(expect.arrayContaining(['proxy.ts', 'instrumentation.ts', 'lib/db.ts', 'components/pwa/pwa-shell.tsx']));
    const found = product.flatMap((file) => environmentReads(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  describe('the check', () => {
    it('finds the reads that once went round the start-up check', () => {
      expect(environmentReads('lib/catalogue/catalogue-index-instance.ts', 'const seconds = Number(process.env.CATALOGUE_REFRESH_SECONDS);')).toEqual([
        'lib/catalogue/catalogue-index-instance.ts:1 reads process.env.CATALOGUE_REFRESH_SECONDS',
      ]);
      expect(environmentReads('lib/pwa/server/service-worker-script.ts', "if (process.env[name] !== '1') return;\nsend(process.env);")).toEqual([
        'lib/pwa/server/service-worker-script.ts:1 reads process.env',
        'lib/pwa/server/service-worker-script.ts:2 reads process.env',
      ]);
      expect(environmentReads('lib/a.ts', "import { env } from 'node:process';\nconst { PORT } = process['env'];")).toEqual(['lib/a.ts:1 imports node:process', 'lib/a.ts:2 reads process.env']);
    });

    it('lets the start hook name its runtime, and nothing else there', () => {
      expect(environmentReads('instrumentation.ts', "if (process.env.NEXT_RUNTIME === 'nodejs') {}")).toEqual([]);
      expect(environmentReads('instrumentation.ts', 'if (process.env.DATABASE_URL) {}')).toEqual(['instrumentation.ts:1 reads process.env.DATABASE_URL']);
      expect(environmentReads('proxy.ts', "if (process.env.NEXT_RUNTIME === 'nodejs') {}")).toEqual(['proxy.ts:1 reads process.env.NEXT_RUNTIME']);
    });
  });
});
