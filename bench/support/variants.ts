import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureProductionBuild, startAppServer, type AppServer } from './app-server';

// The ways one benchmark serves the catalogue side by side, in the same rounds: this checkout's build with
// the markup hand-off on and off (MARKUP_HANDOFF, decision 016), and the builds of older commits named in
// BENCH_CHECKOUTS (`before=/path/to/checkout,…`: each a `git worktree add <dir> <commit>` with its own
// node_modules, built on first use). One machine's load then falls on every column alike.

export type Variant = { name: string; root?: string; env: Record<string, string> };

const handoff = ['on', 'off'] as const;

/** `name=dir,name=dir` as a map; a name is lower-case letters and digits, and may not be on or off. */
export function checkoutsFrom(setting: string | undefined): Map<string, string> {
  const checkouts = new Map<string, string>();
  for (const entry of (setting ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name = '', dir = ''] = entry.split('=');
    if (!/^[a-z][a-z0-9]*$/.test(name) || (handoff as readonly string[]).includes(name) || !dir) {
      throw new Error(`BENCH_CHECKOUTS takes name=dir pairs separated by commas (names of letters and digits, not on or off); got "${entry}".`);
    }
    if (!existsSync(path.join(dir, 'scripts', 'serve.ts'))) throw new Error(`BENCH_CHECKOUTS: ${dir} is not a checkout of the catalogue.`);
    checkouts.set(name, path.resolve(dir));
  }
  return checkouts;
}

/** `--variants on,off,<checkout>`, in the order given; by default on, off and every checkout named. */
export function chosenVariants(argv: readonly string[] = process.argv, checkouts = checkoutsFrom(process.env.BENCH_CHECKOUTS)): Variant[] {
  const known = [...handoff, ...checkouts.keys()];
  const at = argv.indexOf('--variants');
  const names = at < 0 ? known : (argv[at + 1] ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !known.includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--variants takes a comma-separated list of ${known.join(', ')} (a checkout is named in BENCH_CHECKOUTS); got "${argv[at + 1] ?? ''}".`);
  }
  return [...new Set(names)].map((name): Variant => {
    const root = checkouts.get(name);
    return root ? { name, root, env: {} } : { name, env: { MARKUP_HANDOFF: name } };
  });
}

/** Builds each variant's checkout when its sources changed (this one once, whatever the variants). */
export function ensureVariantBuilds(variants: readonly Variant[]): void {
  ensureProductionBuild();
  for (const variant of variants) if (variant.root) ensureProductionBuild(variant.root);
}

/** One server per variant on consecutive ports from `port`, on one database. */
export async function startVariantServers(
  variants: readonly Variant[],
  options: { port: number; databaseUrl: string; dataDir: (name: string) => string },
): Promise<{ variant: Variant; port: number; server: AppServer }[]> {
  const started: { variant: Variant; port: number; server: AppServer }[] = [];
  try {
    for (const [index, variant] of variants.entries()) {
      const port = options.port + index;
      const server = await startAppServer({ port, databaseUrl: options.databaseUrl, dataDir: options.dataDir(variant.name), root: variant.root, env: variant.env });
      started.push({ variant, port, server });
    }
    return started;
  } catch (error) {
    for (const { server } of started) await server.stop();
    throw error;
  }
}
