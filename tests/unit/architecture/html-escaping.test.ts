import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Markup the product writes as text (the list rows, the favourites table, the filter form, the service
// worker's pages, the drawn cuts) is escaped by one function, behind the `html` template of
// lib/html/safe-html.ts, which escapes every interpolated text. Hand-escaped HTML is where cross-site
// scripting comes from: this check refuses an escaping of its own anywhere else (a character class of
// `&` and `<`, or an entity written out) and a `SafeHtml` made by hand (`{ __html: … }`) anywhere but
// React's own `dangerouslySetInnerHTML`.

const escaper = 'lib/html/safe-html.ts';
/** Files that write an entity for something other than making markup, and what. */
const notMarkup: Record<string, string> = {
  'bench/support/page-javascript.ts': 'reads a script address out of a served page, undoing its `&amp;`',
};
const entities = /&(amp|lt|gt|quot|#\d+);|&#\$\{/;

function isEscapingPattern(node: ts.RegularExpressionLiteral): boolean {
  return [...node.text.matchAll(/\[([^\]]*)\]/g)].some(([, members = '']) => members.includes('&') && members.includes('<'));
}

function isReactMarkupProp(node: ts.PropertyAssignment): boolean {
  const attribute = node.parent.parent?.parent;
  return ts.isJsxExpression(node.parent.parent) && attribute !== undefined && ts.isJsxAttribute(attribute) && attribute.name.getText() === 'dangerouslySetInnerHTML';
}

/** Where a source escapes markup by itself or makes `SafeHtml` by hand, as `file:line what`. */
export function ownMarkupEscaping(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (ts.isRegularExpressionLiteral(node) && isEscapingPattern(node)) found.push(`${whereIs(source, node)} escapes markup itself`);
    if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && entities.test(node.getText(source))) {
      found.push(`${whereIs(source, node)} writes an entity itself`);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === '__html' && !isReactMarkupProp(node)) found.push(`${whereIs(source, node)} makes SafeHtml by hand`);
  });
  return found;
}

describe('markup written as text', () => {
  it(`is escaped only in ${escaper}`, () => {
    const found = productSourceFiles()
      .filter((file) => file !== escaper && !(file in notMarkup))
      .flatMap((file) => ownMarkupEscaping(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('is escaped where the check expects it', () => {
    expect(ownMarkupEscaping(escaper, readFileSync(path.join(projectRoot, escaper), 'utf8')).length).toBeGreaterThan(0);
  });

  describe('the check', () => {
    it('finds the escapers the service worker’s pages and the drawn cuts once had', () => {
      const once = "const escapeHtml = (text: string) => text.replace(/[&<>\"']/g, (char) => `&#${char.charCodeAt(0)};`);";
      expect(ownMarkupEscaping('lib/offline/service-worker/offline-page.ts', once)).toEqual(['lib/offline/service-worker/offline-page.ts:1 escapes markup itself', 'lib/offline/service-worker/offline-page.ts:1 writes an entity itself']);
      expect(ownMarkupEscaping('lib/x.ts', `const map = { '<': '&lt;' };`)).toEqual(['lib/x.ts:1 writes an entity itself']);
    });

    it('finds SafeHtml made by hand, and leaves React’s markup prop alone', () => {
      expect(ownMarkupEscaping('lib/x.ts', 'const forged = { __html: name };')).toEqual(['lib/x.ts:1 makes SafeHtml by hand']);
      expect(ownMarkupEscaping('components/x.tsx', 'const list = <ol dangerouslySetInnerHTML={{ __html: markup }} />;')).toEqual([]);
    });
  });
});
