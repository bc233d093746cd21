import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { exportAll, importAll } from '../../src/cli/backup';
import type { TournamentEvent } from '../../src/tournaments/core/log';
import { verifyTournament } from '../../src/tournaments/core/log';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { playThroughApi } from './tournament-support';

interface Tournament {
  id: string;
  status: string;
  roundList: { boards: { matchId: string | null; players: string[] }[] }[];
}

async function rows(url: string, query: string): Promise<unknown[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(query)).rows;
  } finally {
    await db.end();
  }
}

const TOURNAMENT_ROWS = [
  `SELECT id, organizer_id, name, format, status, entrants, max_entrants, current_round, seed, version, created_at
   FROM tournaments ORDER BY id`,
  'SELECT tournament_id, seq, type, payload, created_at, hash FROM tournament_events ORDER BY tournament_id, seq',
  'SELECT match_id, tournament_id, round, board, seats, finished FROM tournament_games ORDER BY match_id',
];

/**
 * export-all / import-all carry every tournament (docs/operations.md): finished, running and open, with the new
 * settings; the restored rows equal the source's and every restored log verifies; a tampered log is refused
 * and nothing is written.
 */
describe('backups carry tournaments and their logs', () => {
  let app: TestApp;
  let dir: string;
  let file: string;
  const databases: TestDatabase[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'claim-tourn-backup-'));
    file = path.join(dir, 'backup.ndjson');
  });
  afterAll(async () => {
    for (const db of databases) await db.drop();
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const api = (method: 'get' | 'post', route: string, token?: string, body?: object) =>
    restCall(app, method, route, token, body);
  const view = async (id: string, token: string): Promise<Tournament> =>
    (await api('get', `/api/tournaments/${id}`, token)).body as Tournament;
  const SWISS = { name: 'Backed up', format: 'swiss', preset: 'claim', daysPerMove: 3, rounds: 1, maxEntrants: 4 };

  it('exports finished, running and open tournaments, and import-all restores them exactly, each verifying', async () => {
    const [organizer, a, b, c, d] = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(app)));
    const byName = new Map([a, b, c, d].map((p) => [p.username, p]));
    const startWith = async (settings: object, entrants: RegisteredUser[]): Promise<Tournament> => {
      const created = (await api('post', '/api/tournaments', organizer.token, settings)).body as Tournament;
      for (const p of entrants)
        expect((await api('post', `/api/tournaments/${created.id}/join`, p.token)).status).toBe(200);
      expect((await api('post', `/api/tournaments/${created.id}/start`, organizer.token)).status).toBe(200);
      return view(created.id, organizer.token);
    };
    // Finished: its one game played out through the API, its result taken by the side job.
    const finished = await startWith(SWISS, [a, b]);
    const board = finished.roundList[0].boards.find((x) => x.matchId !== null)!;
    let step = 0;
    await playThroughApi(
      app,
      board.matchId!,
      board.players.map((name) => byName.get(name)!.token),
      (n) => step++ % n,
    );
    for (let i = 0; i < 200 && (await view(finished.id, organizer.token)).status !== 'finished'; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await view(finished.id, organizer.token)).status).toBe('finished');
    // Running, with a time bank and heroes; open, by invitation, with a registration window.
    await startWith(
      { ...SWISS, daysPerMove: null, timeBank: { initialDays: 5, incrementDays: 1, maxDays: 9 }, heroes: ['warlock'] },
      [c, d],
    );
    const open = (
      await api('post', '/api/tournaments', organizer.token, {
        ...SWISS,
        invited: [a.username, c.username],
        registrationClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).body as Tournament;
    expect((await api('post', `/api/tournaments/${open.id}/join`, c.token)).status).toBe(200);

    const exported = await exportAll(app.database.url, file);
    expect(exported.tournaments).toBe(3);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.filter((line) => line.includes('"kind":"tournament"'))).toHaveLength(3);

    const restored = await createTestDatabase();
    databases.push(restored);
    expect((await importAll(restored.url, file)).tournaments).toBe(3);
    for (const query of TOURNAMENT_ROWS)
      expect(await rows(restored.url, query)).toEqual(await rows(app.database.url, query));
    // Each restored log verifies (what `claim tournament verify` recomputes).
    for (const { id } of (await rows(restored.url, 'SELECT id::text AS id FROM tournaments')) as { id: string }[]) {
      const events = (await rows(
        restored.url,
        `SELECT tournament_id::text AS "tournamentId", seq, type, payload, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", hash
         FROM tournament_events WHERE tournament_id = '${id}' ORDER BY seq`,
      )) as TournamentEvent[];
      expect([id, verifyTournament(events)]).toEqual([id, null]);
    }
  }, 300_000);

  it('refuses a file whose tournament log was changed, and writes nothing', async () => {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const at = lines.findIndex((line) => line.includes('"kind":"tournament"') && line.includes('"game_result"'));
    expect(at).toBeGreaterThan(0);
    const line = JSON.parse(lines[at]) as { events: { type: string; payload: { result: string } }[] };
    const result = line.events.find((e) => e.type === 'game_result')!;
    result.payload.result = result.payload.result === 'win' ? 'loss' : 'win';
    const tampered = path.join(dir, 'tampered.ndjson');
    writeFileSync(tampered, [...lines.slice(0, at), JSON.stringify(line), ...lines.slice(at + 1)].join('\n') + '\n');
    const empty = await createTestDatabase();
    databases.push(empty);
    await expect(importAll(empty.url, tampered)).rejects.toThrow(
      new RegExp(`line ${at + 1} \\(tournament .*\\): the log does not verify`),
    );
    expect(await rows(empty.url, 'SELECT count(*)::int AS n FROM users')).toEqual([{ n: 0 }]);
    expect(await rows(empty.url, 'SELECT count(*)::int AS n FROM tournaments')).toEqual([{ n: 0 }]);
  }, 120_000);
});
