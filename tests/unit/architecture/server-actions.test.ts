import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Every server action is a public endpoint that anyone can post any arguments to. There is one way to
// write one: an export of a `'use server'` module in lib/*/actions made by `defineAction`
// (lib/errors/define-action.ts), which runs the guard before anything else, parses every argument
// (the bound ones too) and answers with an ActionResult. An inline action (`'use server'` inside a
// function) is refused: Next gives it its closure as an encrypted first argument that it decodes before
// any code of ours runs, and a post that cannot be decoded answered 500 (issue 47, item 7). The
// generated-input tests (tests/integration/actions/generated-action-inputs.test.ts, and
// tests/e2e/shell/every-server-action.spec.ts over the build's own list) post to each of them.

const actionModule = /^lib\/[^/]+\/actions\/[^/]+\.ts$/;
const wrapperModule = '@/lib/errors/define-action';

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

/** Declarations that are not a module of actions in lib/*\/actions: any inline one, or a module elsewhere. */
function misplaced(fileName: string, text: string): string[] {
  return serverActionDirectives(fileName, text).filter((found) => found.endsWith(' inline') || !actionModule.test(fileName));
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** The local name `defineAction` is bound to when the module imports it from the wrapper, if it does. */
function wrapperName(source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== wrapperModule) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const found = bindings.elements.find((element) => (element.propertyName ?? element.name).text === 'defineAction');
    if (found) return found.name.text;
  }
  return undefined;
}

/** `file:line what` for every export of a `'use server'` module that is not `export const name = defineAction({ guard, schema, ... }, work)`. */
export function actionsNotOnTheWrapper(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const isActionModule = source.statements.some((statement) => ts.isExpressionStatement(statement) && ts.isStringLiteral(statement.expression) && statement.expression.text === 'use server');
  if (!isActionModule) return [];
  const wrapper = wrapperName(source);
  const problems: string[] = [];
  const refuse = (node: ts.Node, what: string) => problems.push(`${whereIs(source, node)} ${what}`);
  for (const statement of source.statements) {
    // Types are erased: they are no endpoint.
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      if (!statement.isTypeOnly) refuse(statement, 'export list or re-export');
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      refuse(statement, 'default export');
      continue;
    }
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    if (!ts.isVariableStatement(statement)) {
      refuse(statement, 'exported declaration that is not a defineAction');
      continue;
    }
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      const name = declaration.name.getText(source);
      if (!wrapper || !call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== wrapper) {
        refuse(declaration, `${name} is not made by defineAction from ${wrapperModule}`);
        continue;
      }
      const [definition] = call.arguments;
      const stated = definition && ts.isObjectLiteralExpression(definition) ? definition.properties.map((property) => property.name?.getText(source)) : [];
      if (!stated.includes('guard') || !stated.includes('schema')) refuse(declaration, `${name} does not state its guard and schema where it is defined`);
    }
  }
  return problems;
}

const readSource = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

describe('server actions', () => {
  it('are declared only in lib/*/actions modules, never inline', () => {
    expect(productSourceFiles().flatMap((file) => misplaced(file, readSource(file)))).toEqual([]);
  });

  it('are each made by defineAction, with its guard and schema', () => {
    const modules = productSourceFiles().filter((file) => actionModule.test(file) && serverActionDirectives(file, readSource(file)).length > 0);
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.flatMap((file) => actionsNotOnTheWrapper(file, readSource(file)))).toEqual([]);
  });

  describe('the check', () => {
    it('finds a module of actions outside lib/*/actions, as the cookie and language actions once were', () => {
      expect(serverActionDirectives('lib/i18n/set-locale.ts', `'use server';\n\nexport async function setLocale() {}`)).toEqual(['lib/i18n/set-locale.ts:1 module']);
      const actions = `'use server';\nexport async function setLocale() {}`;
      expect(misplaced('lib/i18n/set-locale.ts', actions)).toEqual(['lib/i18n/set-locale.ts:1 module']);
      expect(misplaced('lib/i18n/actions/set-locale.ts', actions)).toEqual([]);
    });

    it('finds an inline action, as the plan page’s "mark as seen" once was, even in an actions module', () => {
      const text = `export function Panel() {\n  async function save(form: FormData) {\n    'use server';\n    return form;\n  }\n  return null;\n}`;
      expect(serverActionDirectives('components/x/panel.tsx', text)).toEqual(['components/x/panel.tsx:3 inline']);
      expect(misplaced('components/x/panel.tsx', text)).toEqual(['components/x/panel.tsx:3 inline']);
      expect(misplaced('lib/x/actions/panel.ts', text)).toEqual(['lib/x/actions/panel.ts:3 inline']);
    });

    it('leaves the words in a string or a comment alone', () => {
      expect(serverActionDirectives('lib/x.ts', `// 'use server' is not here\nconst text = 'use server';`)).toEqual([]);
    });

    const file = 'lib/x/actions/save-thing.ts';
    const header = `'use server';\nimport { anyone, defineAction } from '${wrapperModule}';\n`;

    it('accepts an action made by defineAction, types and helpers that are not exported', () => {
      const text = `${header}export type Thing = string;\nconst schema = 1;\nasync function work() {}\nexport const saveThingAction = defineAction({ guard: anyone, schema }, work);\n`;
      expect(actionsNotOnTheWrapper(file, text)).toEqual([]);
    });

    it('refuses an action written by hand, as every action was before the wrapper', () => {
      const text = `${header}export async function saveThingAction(input: unknown) {\n  return input;\n}\n`;
      expect(actionsNotOnTheWrapper(file, text)).toEqual([`${file}:3 exported declaration that is not a defineAction`]);
    });

    it('refuses an export made some other way, re-exported, or by a defineAction of its own', () => {
      expect(actionsNotOnTheWrapper(file, `${header}export const saveThingAction = async () => 1;\n`)).toEqual([`${file}:3 saveThingAction is not made by defineAction from ${wrapperModule}`]);
      expect(actionsNotOnTheWrapper(file, `${header}const a = defineAction({ guard: anyone, schema: 1 }, f);\nexport { a };\nexport default a;\n`)).toEqual([
        `${file}:4 export list or re-export`,
        `${file}:5 default export`,
      ]);
      const own = `'use server';\nconst defineAction = (x: unknown, f: unknown) => f;\nexport const saveThingAction = defineAction({ guard: 1, schema: 1 }, async () => 1);\n`;
      expect(actionsNotOnTheWrapper(file, own)).toEqual([`${file}:3 saveThingAction is not made by defineAction from ${wrapperModule}`]);
    });

    it('refuses a definition whose guard is not stated where the action is defined', () => {
      expect(actionsNotOnTheWrapper(file, `${header}export const saveThingAction = defineAction(definition, work);\n`)).toEqual([
        `${file}:3 saveThingAction does not state its guard and schema where it is defined`,
      ]);
    });
  });
});
