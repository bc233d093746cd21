import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * npm run clients:gen — the TypeScript client's types (clients/typescript/src/schema.ts), generated from the
 * committed openapi.json by openapi-typescript. `npm run openapi` first when the REST API changed; `--check`
 * (and clients/typescript/test/schema.spec.ts) fails when the committed types and openapi.json disagree.
 */
const ROOT = path.resolve(__dirname, '..');
export const OPENAPI_FILE = path.join(ROOT, 'openapi.json');
export const CLIENT_SCHEMA_FILE = path.join(ROOT, 'clients', 'typescript', 'src', 'schema.ts');

const HEADER = [
  '// Generated from openapi.json by `npm run clients:gen` (scripts/clients-gen.ts, openapi-typescript): do not edit.',
  '',
  '',
].join('\n');

/** The types for this OpenAPI document's text. */
export async function clientSchema(openapiText: string): Promise<string> {
  const nodes = await openapiTS(JSON.parse(openapiText) as OpenAPI3, { alphabetize: false });
  return HEADER + astToString(nodes);
}

/** True when the committed types are what openapi.json gives now. */
export async function clientSchemaInStep(): Promise<boolean> {
  const expected = await clientSchema(readFileSync(OPENAPI_FILE, 'utf8'));
  return existsSync(CLIENT_SCHEMA_FILE) && readFileSync(CLIENT_SCHEMA_FILE, 'utf8') === expected;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    if (!(await clientSchemaInStep())) {
      console.error(
        `${path.relative(ROOT, CLIENT_SCHEMA_FILE)} is out of date with openapi.json: run npm run clients:gen.`,
      );
      process.exit(1);
    }
    return;
  }
  writeFileSync(CLIENT_SCHEMA_FILE, await clientSchema(readFileSync(OPENAPI_FILE, 'utf8')));
  console.log(`Wrote ${path.relative(process.cwd(), CLIENT_SCHEMA_FILE)}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
