import { execFile } from 'child_process';
import path from 'path';
import { promisify } from 'util';

/**
 * issue 19: the web client's GraphQL types are generated from schema.gql (GraphQL Code Generator's client
 * preset, scripts/web-codegen.ts); this fails when the committed ones and the schema disagree. Run in a
 * child process: the generator's own dependencies are ES modules that Jest's transform does not take.
 */
const ROOT = path.resolve(__dirname, '..', '..');

describe('web/src/api/gql is what GraphQL Code Generator makes of schema.gql and operations.ts', () => {
  it('no generated file differs (after a schema or operation change run `npm run web:codegen` and commit)', async () => {
    const run = promisify(execFile);
    const checked = await run(
      process.execPath,
      ['-r', '@swc-node/register', path.join(ROOT, 'scripts', 'web-codegen.ts'), '--check'],
      { cwd: ROOT },
    ).then(
      () => 'in step',
      (error: { stderr?: string }) => error.stderr ?? 'web-codegen --check failed',
    );
    expect(checked).toBe('in step');
  }, 120_000);
});
