/**
 * npm run schema:print — writes schema.gql from the code, exactly as the
 * development server does on start (Nest's code-first printer, sorted), so
 * that test/api/graphql-schema.e2e-spec.ts passes again after a schema change.
 * Starts a throwaway embedded PostgreSQL (the app connects on start) unless
 * DATABASE_URL names a database to use.
 */
import path from 'path';
import { projectRoot } from '../src/config/paths';
import { runMain, withApp } from './with-app';

export const SCHEMA_FILE = path.join(projectRoot(), 'schema.gql');

runMain(async () => {
  await withApp({ schemaFile: SCHEMA_FILE }, () => undefined);
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE) || SCHEMA_FILE}`);
});
