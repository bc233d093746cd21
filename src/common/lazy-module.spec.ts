import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('loads the module at its first use, once', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lazy-module-'));
    const file = path.join(dir, 'counted.js');
    // A module that counts its loads in a global, so the test sees when it runs.
    writeFileSync(file, 'globalThis.lazyModuleLoads = (globalThis.lazyModuleLoads ?? 0) + 1; exports.value = 42;\n');
    const loads = (): number => (globalThis as { lazyModuleLoads?: number }).lazyModuleLoads ?? 0;
    const counted = lazyModule<{ value: number }>(file);
    expect(loads()).toBe(0);
    expect(counted().value).toBe(42);
    expect(counted().value).toBe(42);
    expect(loads()).toBe(1);
  });
});
