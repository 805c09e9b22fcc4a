import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid runtime configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// .env files often carry `NAME=` for "not set"; treating it as a value would fail the URL checks.
export function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''),
  );
}

export function issueProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`);
}
