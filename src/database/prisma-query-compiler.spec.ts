import { readFileSync } from 'node:fs';
import type { GetPrismaClientConfig } from '@prisma/client/runtime/client';
import { QUERY_COMPILER_BASE64_MODULE, queryCompilerWasmModule, withLeanQueryCompiler } from './prisma-query-compiler';

describe('the query compiler, loaded without its base64 module (issue 36)', () => {
  it('is the module the generated client names, and compiles', async () => {
    // If a Prisma upgrade renames the build the generated client loads, this file must follow it.
    const generated = readFileSync(require.resolve('../generated/prisma/internal/class'), 'utf8');
    expect(generated).toContain(`import("${QUERY_COMPILER_BASE64_MODULE}")`);
    const compiled = await queryCompilerWasmModule();
    const exports = (
      globalThis as unknown as { WebAssembly: { Module: { exports(m: object): { name: string }[] } } }
    ).WebAssembly.Module.exports(compiled);
    expect(exports.map((e) => e.name)).toContain('memory');
  });

  it('replaces only the generated loader of the compiled module', () => {
    const generated = {
      getRuntime: () => Promise.reject(new Error('not called')),
      getQueryCompilerWasmModule: () => Promise.reject(new Error('not called')),
      importName: './query_compiler_fast_bg.js',
    };
    const config = withLeanQueryCompiler({ compilerWasm: generated } as unknown as GetPrismaClientConfig);
    expect(config.compilerWasm?.getRuntime).toBe(generated.getRuntime);
    expect(config.compilerWasm?.importName).toBe(generated.importName);
    expect(config.compilerWasm?.getQueryCompilerWasmModule).toBe(queryCompilerWasmModule);
  });
});
