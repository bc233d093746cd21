import { execFile } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';
import { promisify } from 'util';
import type * as ClientPackage from '../src';
import { clientSchemaInStep } from '../../../scripts/clients-gen';
import { startMatch } from '../../../test/matches/match-support';
import { registerUser } from '../../../test/support/graphql-http';
import type { TestApp } from '../../../test/support/test-app';
import { startTestApp } from '../../../test/support/test-app';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(PACKAGE_DIR, '..', '..');

interface PackageJson {
  name: string;
  main: string;
  types: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const packageJson = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** issue 19: the client package is generated from openapi.json and is ready to publish. */
describe('@claim/client as a package', () => {
  it('has the types openapi-typescript makes of the committed openapi.json (else: npm run clients:gen)', async () => {
    expect(await clientSchemaInStep()).toBe(true);
  });

  it('is tested with the openapi-fetch it asks for', () => {
    expect(packageJson(PACKAGE_DIR).dependencies['openapi-fetch']).toBe(
      packageJson(ROOT).devDependencies['openapi-fetch'],
    );
  });

  describe('built and packed as npm publishes it', () => {
    let app: TestApp;
    let files: string[];

    beforeAll(async () => {
      // `npm pack` runs the package's prepack (its build) and lists what a publish would upload.
      const run = promisify(execFile);
      const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts=false'], {
        cwd: PACKAGE_DIR,
      });
      const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { files: { path: string }[] }[];
      files = packed.files.map((f) => f.path);
      app = await startTestApp();
    }, 120_000);
    afterAll(async () => app?.close());

    it('ships its build, its types, README and LICENSE, and no tests', () => {
      const manifest = packageJson(PACKAGE_DIR);
      expect(files).toEqual(
        expect.arrayContaining([manifest.main, manifest.types, 'dist/schema.d.ts', 'README.md', 'LICENSE']),
      );
      expect(files.filter((f) => f.startsWith('test/'))).toEqual([]);
    });

    it('works from its build: the compiled ClaimClient reads a match from the real server', async () => {
      const [alice, bob] = [await registerUser(app), await registerUser(app)];
      const matchId = await startMatch(app, [alice, bob]);
      const built = (await import(path.join(PACKAGE_DIR, packageJson(PACKAGE_DIR).main))) as typeof ClientPackage;
      const client = new built.ClaimClient({ baseUrl: app.baseUrl, token: bob.token });
      const match = await client.match(matchId);
      expect({ id: match.id, mySeat: match.mySeat, version: match.version }).toEqual({
        id: matchId,
        mySeat: 1,
        version: 0,
      });
      await expect(client.match('not-a-uuid')).rejects.toBeInstanceOf(built.ClaimApiError);
    });
  });
});
