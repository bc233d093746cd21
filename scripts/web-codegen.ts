import { generate } from '@graphql-codegen/cli';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The web client's GraphQL types, generated from schema.gql and the documents in web/src/api/operations.ts
 * and public-operations.ts (the pages anyone may open), chat-operations.ts, guest-operations.ts, social-operations.ts, club-operations.ts
 * by GraphQL Code Generator's client preset, into web/src/api/gql/. `npm run web:codegen` writes them;
 * `--check` (and test/web/codegen.spec.ts) fails when the committed files differ from what the schema gives.
 */
const ROOT = path.resolve(__dirname, '..');
export const GENERATED_DIR = path.join(ROOT, 'web', 'src', 'api', 'gql');

export const CODEGEN_CONFIG: CodegenConfig = {
  schema: path.join(ROOT, 'schema.gql'),
  documents: [
    'operations.ts',
    'public-operations.ts',
    'chat-operations.ts',
    'settings-operations.ts',
    'guest-operations.ts',
    'comfort-operations.ts',
    'orders-operations.ts',
    'tournament-operations.ts',
    'social-operations.ts',
    'club-operations.ts',
    'tournament-organizer-operations.ts',
    'review-operations.ts',
    'fairplay-operations.ts',
    'moderation-operations.ts',
  ].map((file) => path.join(ROOT, 'web', 'src', 'api', file)),
  silent: true,
  generates: {
    [`${GENERATED_DIR}/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        scalars: { DateTime: 'string' },
        skipTypename: true,
      },
    },
  },
};

/** The generated files, by path, as the schema and the documents give them now. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const outputs = (await generate(CODEGEN_CONFIG, false)) as { filename: string; content: string }[];
  return new Map(outputs.map((o) => [path.resolve(o.filename), o.content]));
}

/** Paths whose committed content differs from the generated one. */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, content] of await generatedFiles()) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) stale.push(path.relative(ROOT, file));
  }
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(`Out of date with schema.gql: ${stale.join(', ')}. Run npm run web:codegen and commit.`);
      process.exit(1);
    }
    return;
  }
  for (const [file, content] of await generatedFiles()) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
