import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes } from '@/tests/support/source-scan';

// The markup hand-off (decision 016) stays where it saves more than 2 KB gzipped on its page: the list's
// rows and filter fields and the favourites' rows. Everything else, the shell's links and text among it,
// is a server component (decision 017's measurement: the shell's markup saved under 0.6 KB). A new user
// of the hand-off must be measured and named here first.

const handoff = ['@/lib/html/markup-handoff', '@/components/html/markup-once', '@/components/html/handed-over-markup'];
const handoffMachinery = new Set(['components/html/markup-once.tsx', 'components/html/handed-over-markup.tsx']);
/** The screens that send markup once, and what. */
const allowed: Record<string, string> = {
  'components/catalogue/result-list.tsx': "the list's rows",
  'components/catalogue/handed-over-list.tsx': "the list's rows, in the browser",
  'components/catalogue/circle-list-screen.tsx': "the filter form's fields",
  'components/catalogue/circle-filters.tsx': "the filter form's fields, in the browser",
  'components/favorites/favorites-screen.tsx': "the favourites' rows",
};

/** What `text` imports of the hand-off or calls of `sendsMarkupOnce`, as module names. */
export function handoffUses(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const name = node.moduleSpecifier.text;
      if (handoff.includes(name)) found.push(name);
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names) && names.elements.some((element) => element.name.text === 'sendsMarkupOnce')) found.push('sendsMarkupOnce');
    }
  });
  return found;
}

describe('the markup hand-off', () => {
  it('is used only by the screens named here', () => {
    const users = productSourceFiles()
      .filter((file) => !handoffMachinery.has(file) && !file.startsWith('lib/'))
      .filter((file) => handoffUses(file, readFileSync(path.join(projectRoot, file), 'utf8')).length > 0);
    expect(users.filter((file) => !(file in allowed))).toEqual([]);
    expect(users.sort()).toEqual(Object.keys(allowed).sort());
  });

  it('is found by the check as the shell once used it', () => {
    const footer = "import { MarkupOnce } from '@/components/html/markup-once';\nexport const x = 1;";
    expect(handoffUses('components/shell/site-footer.tsx', footer)).toEqual(['@/components/html/markup-once']);
    const menu = "import { handOverMarkup } from '@/lib/html/markup-handoff';\nimport { sendsMarkupOnce } from '@/lib/http/request-info';";
    expect(handoffUses('components/shell/main-nav.tsx', menu)).toEqual(['@/lib/html/markup-handoff', 'sendsMarkupOnce']);
  });
});
