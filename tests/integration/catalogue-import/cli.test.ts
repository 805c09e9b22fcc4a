import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, folderOf, smallEventFiles, text } from '@/tests/support/catalogue-fixture';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// `npm run catalogue:import` as a staff script calls it: the exit code tells refused from written, and
// `--report` leaves the problems and the summary where the script can read them.
const root = path.resolve(import.meta.dirname, '..', '..', '..');

describe('npm run catalogue:import, as a script calls it', () => {
  let database: TestDatabase;
  let scratch: Awaited<ReturnType<typeof folderOf>>;
  const runScript = async (script: string, args: string[], event = 'C999') => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url, EVENT: event, CUT_STORE: 'folder', CUT_STORE_DIR: path.join(scratch.dir, 'cut-store') },
      });
      return { code: 0, output: `${stdout}${stderr}` };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
    }
  };
  const run = (...args: string[]) => runScript('catalogue-import.ts', args);
  const readReport = async (name: string) => JSON.parse(await readFile(path.join(scratch.dir, name), 'utf8')) as Record<string, unknown>;

  beforeAll(async () => {
    database = await createTestDatabase();
    scratch = await folderOf(new Map());
  });
  afterAll(async () => {
    await scratch?.remove();
    await database?.drop();
  });

  it('exits 0 on a written import and reports the summary', async () => {
    const folder = await folderOf(smallEventFiles());
    try {
      const answer = await run(folder.dir, '--report', path.join(scratch.dir, 'written.json'));
      expect(answer, answer.output).toMatchObject({ code: 0 });
      const report = await readReport('written.json');
      expect(report).toMatchObject({ ok: true, dryRun: false, problems: [], problemCount: 0, counts: { circles: 5, works: 3 } });
      expect(report.summary).toMatchObject({ circles: { added: 5 } });
      expect(report.fileHash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await folder.remove();
    }
  });

  it('exits 1 on a refused import and reports every problem', async () => {
    const files = smallEventFiles();
    files.set('circles.csv', bytesOf(text(files.get('circles.csv')).replace('1003,903,Gamma Press,,Author 1003,,234', '1003,903,Gamma Press,,Author 1003,,999')));
    const folder = await folderOf(files);
    try {
      const answer = await run(folder.dir, '--report', path.join(scratch.dir, 'refused.json'));
      expect(answer, answer.output).toMatchObject({ code: 1 });
      expect(answer.output).toContain('Nothing was written.');
      expect(answer.output).toContain('works.csv: 1 row skipped with circles.csv line 4');
      expect(await readReport('refused.json')).toEqual({
        ok: false,
        dryRun: false,
        input: folder.dir,
        problems: [{ file: 'circles.csv', line: 4, field: 'genre', message: 'unknown genre 999 (not in genres.csv)' }],
        problemCount: 1,
        // Circle 1003's work is no second problem.
        skipped: ['works.csv: 1 row skipped with circles.csv line 4'],
      });
    } finally {
      await folder.remove();
    }
  });

  it('writes the rest with --skip-bad-images and lists the image it skipped', async () => {
    const folder = await folderOf(new Map(smallEventFiles()).set('cuts/1002.png', bytesOf('<html>not a picture</html>')));
    try {
      const refused = await run(folder.dir);
      expect(refused, refused.output).toMatchObject({ code: 1 });
      expect(refused.output).toContain('--skip-bad-images imports the rest without it');
      const answer = await run(folder.dir, '--skip-bad-images', '--report', path.join(scratch.dir, 'skipped.json'));
      expect(answer, answer.output).toMatchObject({ code: 0 });
      expect(answer.output).toContain('cuts/1002.png: the cut file is not a JPEG, PNG or WebP image');
      expect(await readReport('skipped.json')).toMatchObject({ ok: true, skippedImages: [{ file: 'cuts/1002.png', message: expect.stringContaining('not a JPEG, PNG or WebP image') }] });
    } finally {
      await folder.remove();
    }
  });

  it('exits 1 when the input does not exist', async () => {
    const answer = await run(path.join(scratch.dir, 'no-such-folder'));
    expect(answer, answer.output).toMatchObject({ code: 1 });
  });

  it('exits 2 on a usage error, before anything is read', async () => {
    expect(await run()).toMatchObject({ code: 2 });
    expect(await run('a', 'b')).toMatchObject({ code: 2 });
    const unknownOption = await run(scratch.dir, '--no-such-option');
    expect(unknownOption, unknownOption.output).toMatchObject({ code: 2 });
    expect(unknownOption.output).toContain('Usage:');
    expect(await run(scratch.dir, '--report')).toMatchObject({ code: 2 });
  });

  it('npm run catalogue:export exits 1 when the database has no such event, 0 when it wrote it', async () => {
    const missing = await runScript('catalogue-export.ts', [path.join(scratch.dir, 'export-none')], 'C404');
    expect(missing, missing.output).toMatchObject({ code: 1 });
    expect(missing.output).toContain('no event C404');
    const written = await runScript('catalogue-export.ts', [path.join(scratch.dir, 'export-c999')]);
    expect(written, written.output).toMatchObject({ code: 0 });
  });
});
