import { createRequire } from 'node:module';

const load = createRequire(__filename);

/**
 * A package loaded by its first use, synchronously, instead of when the module naming it is loaded: for
 * packages that only some requests need and that hold memory once loaded (issue 36, docs/SCALING.md "Memory
 * at rest"; the password strength dictionaries, OpenSkill and its maths library). Type it with
 * `import type * as X from 'x'` and `lazyModule<typeof X>('x')`.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
