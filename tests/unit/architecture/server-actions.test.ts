import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Every server action is a public endpoint that anyone can post anything to. The generated-input test
// (tests/integration/actions/generated-action-inputs.test.ts) posts generated input to every export of
// every `'use server'` module in lib/*/actions, as a visitor, a member and a minor; an action written
// anywhere else would escape it. This check keeps them all where that test looks.

const actionModule = /^lib\/[^/]+\/actions\/[^/]+\.ts$/;

/** Inline actions (a `'use server'` function inside a component), each with why it may stay there. */
const inlineActions: Record<string, string> = {
  'components/catalogue-changes/catalogue-changes-panel.tsx': 'passes the form to markChangesSeenAction and refreshes the page it was rendered on',
};

/** Where a source declares server actions, as `file:line module|inline`. */
export function serverActionDirectives(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (!ts.isExpressionStatement(node) || !ts.isStringLiteral(node.expression) || node.expression.text !== 'use server') return;
    found.push(`${whereIs(source, node)} ${node.parent === source ? 'module' : 'inline'}`);
  });
  return found;
}

/** The declarations of a source that are not where the generated-input test finds them. */
function misplaced(fileName: string, text: string): string[] {
  return serverActionDirectives(fileName, text).filter((found) => (found.endsWith(' module') ? !actionModule.test(fileName) : !(fileName in inlineActions)));
}

const readSource = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

describe('server actions', () => {
  it('are declared only in lib/*/actions modules (and the inline ones listed here)', () => {
    expect(productSourceFiles().flatMap((file) => misplaced(file, readSource(file)))).toEqual([]);
  });

  it('include every inline one listed here', () => {
    for (const file of Object.keys(inlineActions)) {
      expect(serverActionDirectives(file, readSource(file)), file).toEqual([expect.stringMatching(/ inline$/)]);
    }
  });

  describe('the check', () => {
    it('finds a module of actions outside lib/*/actions, as the cookie and language actions once were', () => {
      expect(serverActionDirectives('lib/i18n/set-locale.ts', `'use server';\n\nexport async function setLocale() {}`)).toEqual(['lib/i18n/set-locale.ts:1 module']);
      const actions = `'use server';\nexport async function setLocale() {}`;
      expect(misplaced('lib/i18n/set-locale.ts', actions)).toEqual(['lib/i18n/set-locale.ts:1 module']);
      expect(misplaced('lib/i18n/actions/set-locale.ts', actions)).toEqual([]);
    });

    it('finds an inline action in a component', () => {
      const text = `export function Panel() {\n  async function save(form: FormData) {\n    'use server';\n    return form;\n  }\n  return null;\n}`;
      expect(serverActionDirectives('components/x/panel.tsx', text)).toEqual(['components/x/panel.tsx:3 inline']);
    });

    it('leaves the words in a string or a comment alone', () => {
      expect(serverActionDirectives('lib/x.ts', `// 'use server' is not here\nconst text = 'use server';`)).toEqual([]);
    });
  });
});
