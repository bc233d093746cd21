import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * npm run clients:python — the Python client's generated part (clients/python: the `claim_client` package,
 * setup.py, requirements.txt) from the committed openapi.json, by OpenAPI Generator's `python` generator.
 * The generator is the jar that the npm package @openapitools/openapi-generator-cli 1.0.18-4.3.1 ships
 * inside it (later versions of that package download the jar from Maven Central when run, which this
 * project's machines cannot reach); it needs a Java runtime (`java` on the PATH, 8 or later). `--check`
 * (and test/clients/python-client.e2e-spec.ts) fails when the committed files and openapi.json disagree.
 * The hand-written parts (README.md, the `claim_play` package) are left alone.
 */
const ROOT = path.resolve(__dirname, '..');
const OPENAPI_FILE = path.join(ROOT, 'openapi.json');
export const PYTHON_CLIENT_DIR = path.join(ROOT, 'clients', 'python');
const JAR = path.join(ROOT, 'node_modules', '@openapitools', 'openapi-generator-cli', 'bin', 'openapi-generator.jar');

/** What the generator writes that the repository keeps. */
export const GENERATED = ['claim_client', 'setup.py', 'requirements.txt'] as const;

/** Runs the generator into a new temporary directory and returns it (the caller removes it). */
export function generatePythonClient(): string {
  if (!existsSync(JAR)) throw new Error(`${JAR} is missing: npm install`);
  const out = mkdtempSync(path.join(os.tmpdir(), 'claim-python-client-'));
  execFileSync(
    'java',
    [
      // No tests, no per-model docs: the package and its setup only.
      '-DapiTests=false',
      '-DmodelTests=false',
      '-DapiDocs=false',
      '-DmodelDocs=false',
      '-jar',
      JAR,
      'generate',
      '--input-spec',
      OPENAPI_FILE,
      '--generator-name',
      'python',
      '--output',
      out,
      '--package-name',
      'claim_client',
      '--additional-properties',
      'projectName=claim-client,packageVersion=0.1.0',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return out;
}

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

/** The generated paths (relative to clients/python) whose committed text differs from a fresh generation. */
export function pythonClientDrift(): string[] {
  const out = generatePythonClient();
  try {
    const list = (dir: string) =>
      GENERATED.flatMap((entry) => {
        const full = path.join(dir, entry);
        if (!existsSync(full)) return [];
        return statSync(full).isDirectory() ? files(full, dir) : [entry];
      }).filter((file) => !file.includes('__pycache__'));
    const fresh = list(out);
    const committed = list(PYTHON_CLIENT_DIR);
    const all = [...new Set([...fresh, ...committed])].sort();
    return all.filter((file) => {
      const a = path.join(out, file);
      const b = path.join(PYTHON_CLIENT_DIR, file);
      return !existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8');
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function main(): void {
  if (process.argv.includes('--check')) {
    const drift = pythonClientDrift();
    if (drift.length > 0) {
      console.error(
        `clients/python is out of date with openapi.json (${drift.join(', ')}): run npm run clients:python.`,
      );
      process.exit(1);
    }
    return;
  }
  const out = generatePythonClient();
  try {
    for (const entry of GENERATED) {
      rmSync(path.join(PYTHON_CLIENT_DIR, entry), { recursive: true, force: true });
      cpSync(path.join(out, entry), path.join(PYTHON_CLIENT_DIR, entry), { recursive: true });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  console.log(`Wrote ${path.relative(process.cwd(), PYTHON_CLIENT_DIR)} (${GENERATED.join(', ')})`);
}

if (require.main === module) main();
