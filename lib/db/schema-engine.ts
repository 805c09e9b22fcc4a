import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

// Prisma's CLI needs a native schema engine that it downloads on first use, which offline machines
// cannot do. The same engine ships on npm compiled to WebAssembly; we load it ourselves because Node 20
// cannot import .wasm modules without an experimental flag. See docs/decisions/002-offline-migrations.md.
let initialised: Promise<void> | undefined;

function initialiseWasm(): Promise<void> {
  initialised ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const compiled = await WebAssembly.compile(await readFile(wasmPath));
    const instance = await WebAssembly.instantiate(compiled, {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return initialised;
}

export type { SchemaEngine };

/** Opens Prisma's schema engine against one database, with the given schema as its datamodel. */
export async function openSchemaEngine(
  connectionString: string,
  schema: { path: string; content: string },
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  await initialiseWasm();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString, max: 2 }));
  const { SchemaEngine: Engine } = bindings as unknown as { SchemaEngine: typeof SchemaEngine };
  return Engine.new({ datamodels: [[schema.path, schema.content]] }, log, adapter);
}
