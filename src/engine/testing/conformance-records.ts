/**
 * The conformance records of RULES.md (made by an independent implementation), kept in the repository
 * under test/conformance/ as byte copies of the specification's own (checked by conformance-copies.spec.ts
 * whenever ../shared sits beside the repository), so that a lone clone tests itself.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
export const CONFORMANCE_DIR = path.join(REPOSITORY_ROOT, 'test', 'conformance');

/** The records of one folder (`''` for the top one, `rulings`, `steps`), by file name, in name order. */
export function conformanceRecords(folder: '' | 'rulings' | 'steps' = ''): [string, Record<string, unknown>][] {
  const dir = path.join(CONFORMANCE_DIR, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>]);
}

export function conformanceRecord(name: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(CONFORMANCE_DIR, name), 'utf8')) as Record<string, unknown>;
}
