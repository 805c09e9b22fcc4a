import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The rules of `npm run check:deps` (.dependency-cruiser.cjs), run on small trees written here: each
// rule must stay quiet on imports that follow the layers and speak up on the one that breaks them.
const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

/** A tree that keeps every rule: app → components → catalogue → search → text, and the database in lib/. */
const layered: Record<string, string> = {
  'lib/db.ts': `export const db = {};`,
  'lib/routes.ts': `export const routes = ['/'];`,
  'lib/text/fold.ts': `export const fold = (text: string) => text.toLowerCase();`,
  'lib/i18n/locales.ts': `import { routes } from '../routes';\nexport const locales = ['en', ...routes];`,
  'lib/search/index.ts': `import { fold } from '../text/fold';\nexport const search = (text: string) => fold(text);`,
  'lib/catalogue/list.ts': `import { db } from '../db';\nimport { search } from '../search/index';\nexport const list = () => [db, search('a')];`,
  'lib/catalogue/viewer.ts': `export type Viewer = { userId: string };`,
  'components/list/screen.tsx': `import { list } from '../../lib/catalogue/list';\nexport const Screen = () => list();`,
  'app/page.tsx': `import { Screen } from '../components/list/screen';\nexport default Screen;`,
  'components/shell/header.tsx': `import { Screen } from '../list/screen';\nexport const Header = Screen;`,
  'scripts/start.ts': `import { list } from '../lib/catalogue/list';\nlist();`,
  'bench/list.ts': `import { list } from '../lib/catalogue/list';\nimport { corpus } from '../tests/support/corpus';\nlist(); corpus();`,
  'tests/support/corpus.ts': `export const corpus = () => [];`,
  'tests/list.test.ts': `import Page from '../app/page';\nimport { corpus } from './support/corpus';\nexport const t = [Page, corpus];`,
};

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** The names of the rules the tree breaks, each once, with the layered tree plus `changes`. */
async function brokenRules(changes: Record<string, string> = {}): Promise<string[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  trees.push(root);
  for (const [file, text] of Object.entries({ ...layered, ...changes })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  // The project's tsconfig (its `@/` paths) is left out: the trees here import by relative paths.
  const options = { ...config.options, tsConfig: undefined, baseDir: root, ruleSet: { forbidden: config.forbidden }, validate: true };
  const { output } = await cruise(['app', 'components', 'lib', 'scripts', 'bench', 'tests'], options);
  const result = output as ICruiseResult;
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe('the dependency rules', () => {
  it('pass a tree whose imports only point down', async () => {
    expect(await brokenRules()).toEqual([]);
  });

  it('refuse lib/ taking even a type from components/', async () => {
    expect(await brokenRules({ 'lib/i18n/text.ts': `import type { Screen } from '../../components/list/screen';\nexport type T = typeof Screen;` })).toEqual(['lib-imports-up']);
  });

  it('refuse a component importing a route file', async () => {
    expect(await brokenRules({ 'components/list/link.tsx': `import Page from '../../app/page';\nexport const P = Page;` })).toEqual(['components-import-app']);
  });

  it('refuse a foundation folder importing a domain', async () => {
    expect(await brokenRules({ 'lib/i18n/viewer-text.ts': `import type { Viewer } from '../catalogue/viewer';\nexport type V = Viewer;` })).toEqual(['foundation-imports-domain']);
  });

  it('refuse a component or a route using the database client', async () => {
    expect(await brokenRules({ 'components/list/count.tsx': `import { db } from '../../lib/db';\nexport const c = db;` })).toEqual(['database-outside-lib']);
    expect(await brokenRules({ 'app/route.ts': `import { db } from '../lib/db';\nexport const GET = () => db;` })).toEqual(['database-outside-lib']);
  });

  it('refuse two lib/ folders that depend on each other although no module loop forms', async () => {
    expect(await brokenRules({ 'lib/search/viewer-filter.ts': `import type { Viewer } from '../catalogue/viewer';\nexport type F = Viewer;` })).toEqual(['lib-folder-cycle']);
  });

  it('refuse a file directly in lib/ importing a lib/ folder', async () => {
    expect(await brokenRules({ 'lib/routes.ts': `import { fold } from './text/fold';\nexport const routes = [fold('/')];` })).toEqual(['lib-file-imports-folder']);
  });

  it('refuse modules that import each other, also through import()', async () => {
    const loop = {
      'components/list/gate.tsx': `export const Gate = () => import('./dialog');\nexport type Text = string;`,
      'components/list/dialog.tsx': `import type { Text } from './gate';\nexport const text: Text = '';`,
    };
    expect(await brokenRules(loop)).toEqual(['module-cycle']);
  });

  it('refuse two components/ folders that depend on each other', async () => {
    expect(await brokenRules({ 'components/list/brand.tsx': `import { Header } from '../shell/header';\nexport const B = Header;` })).toEqual(['components-folder-cycle']);
  });

  it('refuse the product importing scripts, benchmarks or tests', async () => {
    expect(await brokenRules({ 'lib/catalogue/sample.ts': `import { corpus } from '../../tests/support/corpus';\nexport const s = corpus;` })).toEqual(['product-imports-tooling']);
    expect(await brokenRules({ 'components/list/bench-mark.tsx': `import '../../bench/list';\nexport const m = 1;` })).toEqual(['product-imports-tooling']);
  });

  it('refuse scripts and benchmarks importing components or routes, and scripts importing benchmarks or tests', async () => {
    expect(await brokenRules({ 'bench/page.ts': `import Page from '../app/page';\nexport const p = Page;` })).toEqual(['tooling-imports-screens']);
    expect(await brokenRules({ 'scripts/measure.ts': `import '../bench/list';\nexport const m = 1;` })).toEqual(['scripts-import-bench-or-tests']);
    expect(await brokenRules({ 'scripts/sample.ts': `import { t } from '../tests/list.test';\nexport const s = t;` })).toEqual(['scripts-import-bench-or-tests']);
    expect(await brokenRules({ 'scripts/dev-stand-in.ts': `import { corpus } from '../tests/support/corpus';\nexport const s = corpus;` })).toEqual([]);
  });
});
