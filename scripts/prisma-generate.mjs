// Prisma's CLI downloads a native schema engine before every command, even `generate`, which never uses it.
// Offline machines cannot reach the download host, so point it at an executable that exists.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath };
const result = spawnSync('npx', ['prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
