/**
 * npm run openapi — writes openapi.json, the OpenAPI description of the REST API, from the code: the very
 * document /api/docs-json serves (src/rest/openapi.ts). test/api/openapi.e2e-spec.ts fails when the committed
 * file and the code disagree; `npm run openapi:lint` holds it to Redocly's recommended rules; `npm run
 * clients:gen` turns it into the TypeScript client's types (clients/typescript). Starts a throwaway embedded
 * PostgreSQL unless DATABASE_URL names a database to use.
 */
import { writeFileSync } from 'fs';
import path from 'path';
import { projectRoot } from '../src/config/paths';
import { openApiDocument } from '../src/rest/openapi';
import { runMain, withApp } from './with-app';

export const OPENAPI_FILE = path.join(projectRoot(), 'openapi.json');

/** The committed form: two-space JSON and a final newline, key order as Nest builds it. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (require.main === module) {
  runMain(async () => {
    const text = await withApp({ schemaFile: null }, (app) => openApiText(openApiDocument(app)));
    writeFileSync(OPENAPI_FILE, text);
    console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE) || OPENAPI_FILE}`);
  });
}
