import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sourceFilesIn } from '@/tests/support/source-scan';
import { UNIT_TESTS_WITH_OWN_MODULES } from '@/vitest.config';

// The unit tests share each worker's loaded modules (vitest.config.ts). A file that sets the
// environment, mocks a module or stubs a global there changes what the files after it see, and which
// files those are depends on how the run is shared out: a failure that comes and goes. Such a file
// belongs in the config's list of files with modules of their own; this check finds one written elsewhere.

const sharedStateWrites: [RegExp, string][] = [
  [/\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/, 'mocks or stubs through vi'],
  [/\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)/, 'sets an environment variable'],
  [/\b(Object\.assign|Object\.defineProperty)\(\s*(process\.env|globalThis)\b/, 'writes into the environment or the global object'],
  [/\bdelete\s+process\.env\b/, 'removes an environment variable'],
  [/\bglobalThis(\.\w+|\[[^\]]+\])\s*=(?!=)/, 'sets a global'],
];

const withOwnModules = new Set<string>(UNIT_TESTS_WITH_OWN_MODULES);

/** The test helpers a file imports (`@/tests/…` or relative), which run in the same shared modules. */
function importedHelpers(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/from '((?:@\/tests\/|\.\.?\/)[^']+)'/g)].map(([, specifier = '']) => specifier);
  return specifiers
    .map((specifier) => (specifier.startsWith('@/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(file), specifier)))
    .flatMap((base) => ['.ts', '.tsx', '/index.ts'].map((ending) => `${base}${ending}`))
    .filter((candidate) => !candidate.startsWith('tests/unit/') && existsSync(path.join(projectRoot, candidate)));
}

/** What a file does to the state every later file in the worker shares, as `file: what`. */
export function sharedStateWritesIn(file: string, text: string): string[] {
  return sharedStateWrites.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${file}: ${what}`);
}

describe('unit tests that share loaded modules', () => {
  // This file's own examples below are text, not writes.
  const thisFile = 'tests/unit/architecture/unit-test-isolation.test.ts';
  const sharedFiles = sourceFilesIn(['tests/unit']).filter((file) => /\.test\.tsx?$/.test(file) && !withOwnModules.has(file) && file !== thisFile);

  it('leave the environment, modules and globals as they found them', () => {
    const found = sharedFiles.flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      const helpers = importedHelpers(file, text).flatMap((helper) => sharedStateWritesIn(`${helper} (imported by ${file})`, readFileSync(path.join(projectRoot, helper), 'utf8')));
      return [...sharedStateWritesIn(file, text), ...helpers];
    });
    expect(found, 'add these files to UNIT_TESTS_WITH_OWN_MODULES in vitest.config.ts').toEqual([]);
  });

  it('name only files that exist', () => {
    expect(UNIT_TESTS_WITH_OWN_MODULES.filter((file) => !existsSync(path.join(projectRoot, file)))).toEqual([]);
  });

  it('are told apart by what they write', () => {
    expect(sharedStateWritesIn('a.test.ts', "vi.mock('@/lib/db');")).toHaveLength(1);
    expect(sharedStateWritesIn('a.test.ts', 'process.env.AUTH_SECRET ??= "x";')).toHaveLength(1);
    expect(sharedStateWritesIn('a.test.ts', "process.env['APP_ORIGIN'] = 'x';")).toHaveLength(1);
    expect(sharedStateWritesIn('a.test.ts', 'Object.assign(process.env, { EVENT: "C1" });')).toHaveLength(1);
    expect(sharedStateWritesIn('a.test.ts', 'globalThis.indexedDB = fake;')).toHaveLength(1);
    expect(sharedStateWritesIn('a.test.ts', 'expect(process.env.APP_ORIGIN === "x").toBe(true); const a = globalThis.crypto;')).toEqual([]);
  });
});
