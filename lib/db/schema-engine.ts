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

type ScriptRunner = Awaited<ReturnType<PrismaPg['connect']>>;

// PrismaPg runs a migration script by cutting it at every `;`, which breaks a function body (`$$ … $$`,
// docs/decisions/031). Prisma's native engine sends the script whole, and so do we: PostgreSQL runs the
// statements of one simple query in order, as one implicit transaction.
function sendingScriptsWhole(adapter: ScriptRunner): ScriptRunner {
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      (adapter as unknown as { onError(error: unknown): never }).onError(error);
    }
  };
  return adapter;
}

class WholeScriptPg extends PrismaPg {
  override async connect(): Promise<ScriptRunner> {
    return sendingScriptsWhole(await super.connect());
  }

  override async connectToShadowDb(): Promise<ScriptRunner> {
    return sendingScriptsWhole(await super.connectToShadowDb());
  }
}

/** Opens Prisma's schema engine against one database, with the given schema as its datamodel. */
export async function openSchemaEngine(
  connectionString: string,
  schema: { path: string; content: string },
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  await initialiseWasm();
  const adapter = bindMigrationAwareSqlAdapterFactory(new WholeScriptPg({ connectionString, max: 2 }));
  const { SchemaEngine: Engine } = bindings as unknown as { SchemaEngine: typeof SchemaEngine };
  return Engine.new({ datamodels: [[schema.path, schema.content]] }, log, adapter);
}
