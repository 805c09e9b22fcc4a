/** A positive number given as `--name value` on the command line, or the fallback. */
export function numberArgument(name: string, fallback: number, argv: readonly string[] = process.argv): number {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A comma-separated choice among `allowed` given as `--name a,b`, in the order given, or all of them.
 * A name that is not allowed stops the run: a typo must not quietly measure less.
 */
export function choiceArgument<T extends string>(name: string, allowed: readonly T[], argv: readonly string[] = process.argv): T[] {
  const at = argv.indexOf(`--${name}`);
  if (at < 0) return [...allowed];
  const given = (argv[at + 1] ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  const unknown = given.filter((value) => !(allowed as readonly string[]).includes(value));
  if (given.length === 0 || unknown.length > 0) throw new Error(`--${name} takes a comma-separated list of ${allowed.join(', ')}; got "${argv[at + 1] ?? ''}".`);
  return [...new Set(given as T[])];
}

/** A non-empty text given as `--name value` on the command line, or the fallback. */
export function textArgument(name: string, fallback: string, argv: readonly string[] = process.argv): string {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? argv[at + 1] : undefined;
  return value && !value.startsWith('--') ? value : fallback;
}
