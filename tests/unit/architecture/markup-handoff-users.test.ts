import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes } from '@/tests/support/source-scan';

// The markup hand-off (decision 016) stays where it saves more than 4 KB gzipped on its page or 50 ms
// of Lighthouse's total blocking time: the list's rows and filter fields and the favourites' rows.
// Everything else is a server component. One component, `MarkupOnce`, chooses between a token and the
// markup itself: it alone reads the hand-off and the request's kind, and with the builders it alone
// opens a `SafeHtml`. Screens pass a builder's result to it and nothing else. A new user must be measured
// and named here first.

const markupOnce = 'components/html/markup-once.tsx';
/** The client half of `MarkupOnce`: draws what it chose, reads the hand-off back in the server render and the page. */
const drawer = 'components/html/handed-over-markup.tsx';
const safeHtml = '@/lib/html/safe-html';

/** The screens that send markup once, and what. */
const users: Record<string, string> = {
  'components/catalogue/result-list.tsx': "the list's rows",
  'components/catalogue/circle-list-screen.tsx': "the filter form's fields",
  'components/favorites/favorites-screen.tsx': "the favourites' rows",
};

type Use = 'hand-off' | 'request kind' | 'drawer' | 'MarkupOnce' | 'builder' | 'opens SafeHtml';

/** How `text` touches the markup hand-off: its modules, `sendsMarkupOnce`, the builders' template, `.__html`. */
export function markupUses(fileName: string, text: string): Use[] {
  const source = parseSource(fileName, text);
  const found = new Set<Use>();
  visitNodes(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const name = node.moduleSpecifier.text;
      if (name === '@/lib/html/markup-handoff') found.add('hand-off');
      if (name === '@/components/html/handed-over-markup' || name === './handed-over-markup') found.add('drawer');
      if (name === '@/components/html/markup-once') found.add('MarkupOnce');
      const names = node.importClause?.namedBindings;
      const imported = names && ts.isNamedImports(names) ? names.elements.map((element) => (element.propertyName ?? element.name).text) : [];
      if (imported.includes('sendsMarkupOnce')) found.add('request kind');
      if (name === safeHtml && imported.includes('html')) found.add('builder');
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === '__html') found.add('opens SafeHtml');
  });
  return [...found];
}

function productUses(): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  for (const file of productSourceFiles()) {
    if (file === 'lib/html/safe-html.ts' || file === 'lib/http/request-info.ts') continue;
    const found = markupUses(file, readFileSync(path.join(projectRoot, file), 'utf8'));
    if (found.length > 0) uses.set(file, found);
  }
  return uses;
}

describe('the markup hand-off', () => {
  const uses = productUses();
  const filesWith = (use: Use) => [...uses].filter(([, found]) => found.includes(use)).map(([file]) => file).sort();

  it('is read by MarkupOnce alone, and drawn by its client half', () => {
    expect(filesWith('hand-off')).toEqual([markupOnce, drawer].sort());
    expect(filesWith('request kind')).toEqual([markupOnce]);
    expect(filesWith('drawer')).toEqual([markupOnce]);
  });

  it('is used only by the screens named here', () => {
    expect(filesWith('MarkupOnce')).toEqual(Object.keys(users).sort());
  });

  it('keeps SafeHtml to MarkupOnce and the builders', () => {
    const opening = filesWith('opens SafeHtml').filter((file) => file !== markupOnce && !uses.get(file)?.includes('builder'));
    expect(opening).toEqual([]);
  });

  it('finds a token-or-markup choice written beside MarkupOnce, as the list once had', () => {
    const list = [
      "import { handOverMarkup } from '@/lib/html/markup-handoff';",
      "import { sendsMarkupOnce as once } from '@/lib/http/request-info';",
      'export const rows = (markup: { __html: string }) => markup.__html;',
    ].join('\n');
    expect(markupUses('components/catalogue/result-list.tsx', list).sort()).toEqual(['hand-off', 'opens SafeHtml', 'request kind']);
    expect(markupUses('components/catalogue/filter-form-html.ts', "import { html, type SafeHtml } from '@/lib/html/safe-html';")).toEqual(['builder']);
  });
});
