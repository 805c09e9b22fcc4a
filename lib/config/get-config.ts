import 'server-only';
import { parseConfig, type RuntimeConfig } from './schema';

let cached: RuntimeConfig | undefined;

export function getConfig(): RuntimeConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
