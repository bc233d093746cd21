import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import type { GetPrismaClientConfig } from '@prisma/client/runtime/client';

/** The one part of the WebAssembly global used here (the project's lib, ES2022 without the DOM, has no types for it). */
declare const WebAssembly: { Module: new (bytes: Uint8Array) => object };

/** The query compiler build the generated client loads (class.ts, `config.compilerWasm`). */
export const QUERY_COMPILER_BASE64_MODULE = '@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.js';

/**
 * Prisma's query compiler (WebAssembly), compiled from the text of the module the generated client would
 * import, without importing it. Imported, that module's 4.5 MB base64 string stays in the heap for the
 * life of the process (the module cache holds its exports) next to the compiled module it was only needed
 * to build (issue 36, docs/SCALING.md "Memory at rest"); read as bytes here, it is garbage once compiled.
 */
export async function queryCompilerWasmModule(): Promise<object> {
  const file = require.resolve(QUERY_COMPILER_BASE64_MODULE);
  // The module is `const wasm = "<base64>";` and an export: the one string literal in it.
  const text = await readFile(file);
  const start = text.indexOf('"') + 1;
  const end = text.indexOf('"', start);
  if (start === 0 || end < 0) throw new Error(`${file}: no base64 string literal in it`);
  // Baseline code only (V8's Liftoff), for this and any later WebAssembly in the process (the only other is the
  // HTTP parser of Node's fetch, for the few outbound requests: webhooks, pushes, OAuth).
  // By default V8 recompiles a hot function of the 3.4 MB module with TurboFan on a background thread, and
  // those compilations of the compiler's large Rust functions took 60-80 MiB of C heap at once during the
  // start on Node 20; freed, that memory stayed with the process (glibc keeps it in its arenas): 55-85 MiB of
  // an idle server's RSS (issue 36). The server CPU per move measured no different (docs/operations.md "Memory
  // at rest"). Set before the module is compiled: V8 reads the flag when it compiles a module.
  setFlagsFromString('--liftoff-only');
  // Compiled synchronously, as the generated client's own loader does.
  return new WebAssembly.Module(Buffer.from(text.toString('latin1', start, end), 'base64'));
}

/** The generated client's configuration with its query compiler loaded by queryCompilerWasmModule. */
export function withLeanQueryCompiler(config: GetPrismaClientConfig): GetPrismaClientConfig {
  if (!config.compilerWasm) throw new Error('the generated Prisma client has no query compiler configuration');
  return { ...config, compilerWasm: { ...config.compilerWasm, getQueryCompilerWasmModule: queryCompilerWasmModule } };
}
