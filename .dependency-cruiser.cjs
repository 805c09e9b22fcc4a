// The layer order of docs/architecture.md, checked by `npm run check:deps` (and in `npm test`):
// app → components → lib/<domain> → lib/<foundation>. A layer may use any layer below it, never one
// above, and no two lib/ folders (nor two components/ folders) may depend on each other. scripts/,
// bench/ and tests/ stand beside the layers: they use the product, the product never uses them.
// Decision 023 says why this is dependency-cruiser rather than ESLint's import plugin.

/** The floor every domain stands on. A new lib/ folder is a domain unless it is listed here. */
const foundation = [
  '^lib/(db|generated|config|errors|text|time|i18n|http|color|html|mail|rate-limit|metrics|validation)/',
  '^lib/(db|routes|record-from-keys)[.]ts$',
];
const databaseClient = ['^lib/db[.]ts$', '^lib/db/', '^lib/generated/'];
/** Route files and the two Next.js entry files beside them form the top layer. */
const appLayer = ['^app/', '^proxy[.]ts$', '^instrumentation[.]ts$'];
const product = ['^lib/', '^components/', ...appLayer];
const tooling = ['^scripts/', '^bench/', '^tests/'];

/**
 * Where code runs, in the folders that hold code for more than one place (docs/architecture.md, "One
 * folder per runtime"): server/ on the server, device/ in the browser (pages, the search worker and the
 * storage the service worker shares with them), service-worker/ in the service worker alone. The files
 * beside those folders run in all of them.
 */
const runtimeSplitFolders = '^lib/(offline|offline-search|pwa)/';
const serverCode = '^lib/[^/]+/server/';
const browserCode = '^lib/[^/]+/(device|service-worker)/';
const serviceWorkerCode = '^lib/[^/]+/service-worker/';

/** No two folders of `root` depend on each other, directly or around a loop (type-only imports count). */
const folderCycle = (root, remedy) => ({
  name: `${root}-folder-cycle`,
  comment: `Two ${root}/ folders depend on each other (directly or around a loop): ${remedy}`,
  severity: 'error',
  scope: 'folder',
  from: { path: `^${root}/[^/]+$` },
  to: { path: `^${root}/[^/]+$`, circular: true },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-up',
      comment: 'lib/ is below components/ and app/: move the piece lib/ needs down into lib/, or the caller up.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: ['^components/', ...appLayer] },
    },
    {
      name: 'components-import-app',
      comment: 'components/ are below app/: route files compose components, not the other way round.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: appLayer },
    },
    {
      name: 'foundation-imports-domain',
      comment:
        'A foundation folder (db, config, errors, text, i18n, http, ...) is below every domain: move the piece it needs down, ' +
        'or let the domain pass it in.',
      severity: 'error',
      from: { path: foundation },
      to: { path: '^lib/', pathNot: foundation },
    },
    {
      name: 'database-outside-lib',
      comment: 'Only lib/ talks to the database: a route or a component calls a domain function that reads for it.',
      severity: 'error',
      from: { path: ['^components/', ...appLayer] },
      to: { path: databaseClient },
    },
    folderCycle('lib', 'the piece both need belongs in the lower one, or in a foundation folder.'),
    {
      name: 'lib-file-imports-folder',
      comment:
        'The files directly in lib/ (routes.ts, db.ts, ...) are the lowest floor, and the folder-loop rule cannot see a loop ' +
        'through them: they import no lib/ folder (db.ts only its own lib/db/ and the settings that size its pool). ' +
        'A file that needs more belongs in a folder.',
      severity: 'error',
      from: { path: '^lib/[^/]+$' },
      to: { path: '^lib/[^/]+/', pathNot: '^lib/(db|generated|config)/' },
    },
    folderCycle('components', 'move the piece both use into the lower one, or into a shared folder such as components/ui.'),
    {
      name: 'browser-imports-server',
      comment:
        'device/ and service-worker/ code runs in the browser: it may take a type from server/ code (the shape of what the ' +
        'server sends), never the code, the database client, server-only or a Node.js module.',
      severity: 'error',
      from: { path: browserCode },
      to: { path: [serverCode, ...databaseClient, '(^|/)node_modules/server-only/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'browser-imports-node',
      comment: 'device/ and service-worker/ code runs in the browser, where Node.js modules do not exist.',
      severity: 'error',
      from: { path: browserCode },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-imports-browser',
      comment: 'server/ code runs on the server: the device\'s storage and the service worker are not there.',
      severity: 'error',
      from: { path: serverCode },
      to: { path: browserCode },
    },
    {
      name: 'page-imports-service-worker',
      comment: "Pages run device/ code and components: the service worker's routes and pages stay in its own bundle.",
      severity: 'error',
      from: { path: ['^lib/[^/]+/device/', '^components/', ...appLayer] },
      to: { path: serviceWorkerCode },
    },
    {
      name: 'shared-imports-runtime',
      comment:
        'The files beside server/, device/ and service-worker/ run in all three, so they import none of them (a type ' +
        'included): move what they need beside them.',
      severity: 'error',
      from: { path: `${runtimeSplitFolders}[^/]+$` },
      to: { path: [serverCode, browserCode] },
    },
    {
      name: 'product-imports-tooling',
      comment: 'The product (lib/, components/, app/) never imports the scripts, benchmarks or tests that use it.',
      severity: 'error',
      from: { path: product },
      to: { path: tooling },
    },
    {
      name: 'tooling-imports-screens',
      comment:
        'scripts/ and bench/ run outside Next.js: they use lib/ (and each other), and reach pages and components through a ' +
        'running server, never by import.',
      severity: 'error',
      from: { path: ['^scripts/', '^bench/'] },
      to: { path: ['^components/', ...appLayer] },
    },
    {
      name: 'scripts-import-bench-or-tests',
      comment:
        'scripts/ are what the product runs and ships with; benchmarks and tests are not part of it. The one exception is the ' +
        'local stand-ins in tests/support that `npm run dev:idp` serves for development.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: ['^bench/', '^tests/'], pathNot: '^tests/support/' },
    },
    {
      name: 'module-cycle',
      comment: 'Modules that import each other load in an order that depends on who imports first; break the loop.',
      severity: 'error',
      from: { path: [...product, ...tooling] },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^lib/generated/', '^node_modules/', '^[.]next'] },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type a lower layer takes from a higher one ties the layers all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
    skipAnalysisNotInRules: true,
  },
};
