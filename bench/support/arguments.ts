/** A positive number given as `--name value` on the command line, or the fallback. */
export function numberArgument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
