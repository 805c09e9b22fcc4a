import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Whether a request comes from this site is decided from APP_ORIGIN, in lib/http/own-origin.ts (issue
// 47, finding 10; docs/decisions/012). The Host and X-Forwarded-Host headers are the client's to write
// where no proxy overwrites them, so this check refuses a read of either anywhere in the product: a
// header lookup naming them, a `.host` of a headers object, Next's `nextUrl.host` or `nextUrl.origin`
// (built from the Host header), and the forwarded header's name in any string.

const originModule = 'lib/http/own-origin.ts';
const headerLookups = new Set(['get', 'has', 'getAll']);

const isHeaders = (expression: ts.Expression, source: ts.SourceFile) => /\bheaders(\(\))?$/i.test(expression.getText(source));
const isNextUrl = (expression: ts.Expression, source: ts.SourceFile) => /\bnextUrl$/.test(expression.getText(source));

/** Where a source text reads the Host or X-Forwarded-Host header, as `file:line what`. */
export function hostHeaderReads(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (ts.isStringLiteralLike(node) && node.text.toLowerCase() === 'x-forwarded-host') {
      found.push(`${whereIs(source, node)} names X-Forwarded-Host`);
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && headerLookups.has(node.expression.name.text)) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name) && name.text.toLowerCase() === 'host') found.push(`${whereIs(source, node)} reads the Host header`);
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text.toLowerCase() === 'host' && isHeaders(node.expression, source)) {
      found.push(`${whereIs(source, node)} reads the Host header`);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (name === 'host' && isHeaders(node.expression, source)) found.push(`${whereIs(source, node)} reads the Host header`);
      if (['host', 'hostname', 'origin'].includes(name) && isNextUrl(node.expression, source)) found.push(`${whereIs(source, node)} reads nextUrl.${name}`);
    }
  });
  return found;
}

describe('the origin of a request', () => {
  it(`is decided from APP_ORIGIN in ${originModule}, never from the Host or X-Forwarded-Host header`, () => {
    const found = productSourceFiles()
      .filter((file) => file !== originModule)
      .flatMap((file) => hostHeaderReads(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    for (const file of ['next.config.ts', 'instrumentation.ts']) found.push(...hostHeaderReads(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it(`is what the server action and checklist upload checks ask ${originModule}`, () => {
    for (const file of ['lib/http/server-action-requests.ts', 'lib/checklist/checklist-requests.ts', 'next.config.ts']) {
      expect(readFileSync(path.join(projectRoot, file), 'utf8'), file).toMatch(/from '[^']*own-origin'/);
    }
  });

  describe('the check', () => {
    it('finds the comparisons that once believed a forwarded host', () => {
      expect(hostHeaderReads('lib/http/server-action-requests.ts', `const host = single(request.headers['x-forwarded-host'])?.split(',')[0]?.trim() || request.headers.host;`)).toEqual([
        'lib/http/server-action-requests.ts:1 names X-Forwarded-Host',
        'lib/http/server-action-requests.ts:1 reads the Host header',
      ]);
      expect(hostHeaderReads('lib/checklist/checklist-requests.ts', `const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');`)).toEqual([
        'lib/checklist/checklist-requests.ts:1 names X-Forwarded-Host',
        'lib/checklist/checklist-requests.ts:1 reads the Host header',
      ]);
    });

    it('finds the other spellings', () => {
      expect(hostHeaderReads('a.ts', `const h = (await headers()).get('Host');`)).toHaveLength(1);
      expect(hostHeaderReads('a.ts', `const h = req.headers['host'];`)).toHaveLength(1);
      expect(hostHeaderReads('a.ts', `const FORWARDED = 'X-Forwarded-Host';`)).toHaveLength(1);
      expect(hostHeaderReads('a.ts', `return NextResponse.redirect(new URL('/', request.nextUrl.origin));`)).toEqual(['a.ts:1 reads nextUrl.origin']);
    });

    it('leaves other hosts and headers alone', () => {
      expect(hostHeaderReads('a.ts', `const origin = request.headers.get('origin'); const api = { host: config.api.host };`)).toEqual([]);
      expect(hostHeaderReads('a.ts', `const proto = headers.get('x-forwarded-proto'); new URL(url).host;`)).toEqual([]);
    });
  });
});
