import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pythonClientDrift } from '../../scripts/python-client-gen';
import { createApiToken, rest } from '../api/api-support';
import { startMatch } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

/** A Python program's standard output, run in `venv` with the server's address and `env`. */
function python(venv: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(venv, 'bin', 'python'), args, { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`python exited ${code}: ${err}`))));
  });
}

/**
 * The Python client (issue 34): clients/python's generated part (claim_client, OpenAPI Generator's `python`
 * generator, npm run clients:python) stays in step with openapi.json; the package installs with pip from the
 * repository folder into a fresh virtual environment; a script calls the real server through it; and two
 * Python example bots (examples/python-bot, with the hand-written claim_play layer: moves with idempotency
 * keys and retries, the SSE stream) play a whole match against each other to its end.
 */
describe('the Python client and the Python example bot', () => {
  let app: TestApp;
  let venv = '';
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    alice = await registerUser(app);
    bob = await registerUser(app);
    venv = mkdtempSync(path.join(os.tmpdir(), 'claim-python-'));
    // The system's site packages hold urllib3, six, certifi and dateutil where the machine has them; pip
    // fetches what is missing. No retries: an unreachable index fails over to the next at once.
    await run('python3', ['-m', 'venv', '--system-site-packages', venv]);
    await run(path.join(venv, 'bin', 'pip'), ['install', '--quiet', path.join(ROOT, 'clients', 'python')], {
      env: { ...process.env, PIP_RETRIES: '0', PIP_DISABLE_PIP_VERSION_CHECK: '1' },
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    if (venv) rmSync(venv, { recursive: true, force: true });
  });

  it('the generated package is in step with openapi.json (npm run clients:python)', () => {
    expect(pythonClientDrift()).toEqual([]);
  }, 60_000);

  it('calls the server through the generated client; a bad token is a 401 with the error body', async () => {
    const token = await createApiToken(app, alice.token, ['MATCH_READ']);
    const script = `
import json, sys
import claim_client
from claim_client.rest import ApiException
config = claim_client.Configuration()
config.host = sys.argv[1]
config.access_token = sys.argv[2]
config.client_side_validation = False
matches = claim_client.MatchesApi(claim_client.ApiClient(config))
listed = matches.matches_controller_list()
config.access_token = "claim_pat_not-a-token"
try:
    matches.matches_controller_list()
    refused = None
except ApiException as error:
    refused = {"status": error.status, "code": json.loads(error.body)["code"]}
print(json.dumps({"listed": len(listed), "refused": refused, "module": claim_client.__file__}))
`;
    const answer = JSON.parse(await python(venv, ['-c', script, app.baseUrl, token.secret])) as {
      listed: number;
      refused: unknown;
      module: string;
    };
    expect(answer).toEqual({
      listed: 0,
      refused: { status: 401, code: 'UNAUTHENTICATED' },
      // Installed into the environment, not read from the repository folder.
      module: expect.stringContaining(`${venv}/lib/`),
    });
  });

  it('two Python example bots play a whole match to its end', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const bot = path.join(ROOT, 'examples', 'python-bot', 'bot.py');
    const results = await Promise.all(
      [alice, bob].map(async (user, seed) => {
        const token = await createApiToken(app, user.token, ['MATCH_READ', 'MATCH_PLAY'], 'python bot');
        const out = await python(venv, [
          bot,
          '--server',
          app.baseUrl,
          '--token',
          token.secret,
          '--match',
          matchId,
          '--seed',
          String(seed),
        ]);
        return JSON.parse(out) as { matchId: string; status: string; seat: number; moves: number };
      }),
    );
    const match = (await rest(app, alice.token).get(`/api/matches/${matchId}`).expect(200)).body as {
      status: string;
      version: number;
    };
    expect(match.status).not.toBe('running');
    expect(results.map((r) => r.status)).toEqual([match.status, match.status]);
    expect(results.map((r) => r.seat).sort()).toEqual([0, 1]);
    // Every move of the match is one of the two bots' (the server plays no forced moves by default).
    expect(results[0].moves).toBeGreaterThan(0);
    expect(results[1].moves).toBeGreaterThan(0);
    expect(results[0].moves + results[1].moves).toBeLessThanOrEqual(match.version);
  }, 180_000);
});
