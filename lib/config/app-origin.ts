import { z } from 'zod';
import { ConfigError, issueProblems, withoutEmptyValues } from './config-error';

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const appOriginEnvShape = { APP_ORIGIN: httpUrl.default('http://localhost:3000') };

/**
 * The site's origin alone, for next.config.ts: Next loads that file when it builds as well as when it
 * serves, and the build must not need the settings that only serving does.
 */
export function appOriginFrom(env: Record<string, string | undefined>): string {
  const result = z.object(appOriginEnvShape).safeParse(withoutEmptyValues(env));
  if (!result.success) throw new ConfigError(issueProblems(result.error));
  return new URL(result.data.APP_ORIGIN).origin;
}
