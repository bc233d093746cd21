import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { run } from '../../src/cli/main';
import { GENESIS_HASH } from '../../src/matches/event-chain';
import type { TournamentEvent } from '../../src/tournaments/core/log';
import { tournamentEventHash } from '../../src/tournaments/core/log';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { playThroughApi } from './tournament-support';

interface Board {
  board: number;
  matchId: string | null;
  players: string[];
}
interface Tournament {
  id: string;
  status: string;
  currentRound: number;
  standings: { username: string }[];
  roundList: { round: number; boards: Board[] }[];
}
interface ApiEvent {
  seq: number;
  type: string;
  payload: string | null;
}

/**
 * `claim tournament verify --records` (docs/tournaments.md, issue 30 "Verifiable"): a tournament's results checked
 * against the finished matches' own records, as the archive serves them (GET /api/matches/{id}/record) with their
 * hash-chained events (GET /api/matches/{id}/events), through PostgreSQL and HTTP.
 */
describe('tournament verify against the archived match records', () => {
  let app: TestApp;
  /** The organizer, then the two entrants. */
  const users: RegisteredUser[] = [];
  const organizer = (): RegisteredUser => users[0];
  const players = (): RegisteredUser[] => users.slice(1);

  beforeAll(async () => {
    app = await startTestApp();
    for (let i = 0; i < 3; i++) users.push(await registerUser(app));
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) => {
    let call = request(app.baseUrl)[method](path);
    if (token) call = call.set('authorization', `Bearer ${token}`);
    return body ? call.send(body) : call;
  };

  it('verifies a clean tournament with its records, names a tampered result and a tampered record, and old usage still verifies', async () => {
    const created = await api('post', '/api/tournaments', organizer().token, {
      name: 'Records Swiss',
      format: 'swiss',
      preset: 'claim',
      daysPerMove: 3,
      rounds: 2,
      maxEntrants: 2,
    });
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    for (const p of players()) expect((await api('post', `/api/tournaments/${id}/join`, p.token)).status).toBe(200);
    expect((await api('post', `/api/tournaments/${id}/start`, organizer().token)).status).toBe(200);

    const tokenOf = new Map(players().map((p) => [p.username, p.token]));
    let randomState = 20261205;
    const random = (n: number): number => {
      randomState = (randomState * 1103515245 + 12345) % 2 ** 31;
      return randomState % n;
    };
    const matchIds: string[] = [];
    for (let round = 1; round <= 2; round++) {
      const t = await until(id, (x) => x.currentRound === round && x.roundList.length === round);
      const [board] = t.roundList[round - 1].boards;
      const matchId = board.matchId!;
      matchIds.push(matchId);
      const tokens = board.players.map((u) => tokenOf.get(u)!);
      await untilMatchExists(matchId, tokens[0]);
      // Round 1 is played out (its record replays to the end); round 2 is resigned by seat 1 (a result the moves
      // alone do not give: the chain's `resigned` event does).
      if (round === 1) await playThroughApi(app, matchId, tokens, random, 1000);
      else {
        const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
          token: tokens[1],
          variables: { m: matchId },
        });
        expect(resigned.errors).toBeUndefined();
      }
    }
    const final = await until(id, (x) => x.status === 'finished');

    const dir = mkdtempSync(join(tmpdir(), 'tournament-records-'));
    const exportFile = join(dir, 'export.ndjson');
    const exported = await api('get', `/api/tournaments/${id}/export`, organizer().token);
    expect(exported.status).toBe(200);
    writeFileSync(exportFile, exported.text);
    const recordsDir = mkdtempSync(join(tmpdir(), 'tournament-records-matches-'));
    const docs = new Map<string, { events: ApiEvent[] } & Record<string, unknown>>();
    for (const matchId of matchIds) {
      const record = await api('get', `/api/matches/${matchId}/record`);
      expect(record.status).toBe(200);
      const events = await api('get', `/api/matches/${matchId}/events`, players()[0].token);
      expect(events.status).toBe(200);
      const doc = { ...(record.body as Record<string, unknown>), events: events.body as ApiEvent[] };
      docs.set(matchId, doc);
      writeFileSync(join(recordsDir, `${matchId}.json`), JSON.stringify(doc));
    }

    // Clean: every result agrees with its record; the old usage (no records) still verifies the same export.
    const clean = await run(['tournament', 'verify', exportFile, '--records', recordsDir]);
    expect([clean.exitCode, JSON.parse(clean.stdout).error]).toEqual([0, undefined]);
    expect(JSON.parse(clean.stdout)).toMatchObject({
      status: 'finished',
      recordsChecked: 2,
      winner: final.standings[0].username,
    });
    const old = await run(['tournament', 'verify', exportFile]);
    expect(old.exitCode).toBe(0);
    expect(JSON.parse(old.stdout).recordsChecked).toBeNull();
    // One NDJSON file of records works as a directory does.
    const recordsFile = join(dir, 'records.ndjson');
    writeFileSync(recordsFile, [...docs.values()].map((d) => JSON.stringify(d)).join('\n'));
    expect((await run(['tournament', 'verify', exportFile, '--records', recordsFile])).exitCode).toBe(0);

    // A tampered result in the log (round 2's flipped, every hash recomputed so the chain holds): without the
    // records only its consequences could show; with them, the game_result itself is named.
    const events = exported.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as TournamentEvent & { payload: { result?: string; round?: number } });
    const tampered = events.find((e) => e.type === 'game_result' && e.payload.round === 2)!;
    const flipped: Record<string, string> = { win: 'loss', loss: 'win', draw: 'win' };
    (tampered.payload as { result: string }).result = flipped[tampered.payload.result!];
    let prev = GENESIS_HASH;
    for (const e of events) prev = (e as { hash: string }).hash = tournamentEventHash(prev, e);
    const forgedFile = join(dir, 'forged.ndjson');
    writeFileSync(forgedFile, events.map((e) => JSON.stringify(e)).join('\n'));
    const forged = await run(['tournament', 'verify', forgedFile, '--records', recordsDir]);
    expect(forged.exitCode).toBe(1);
    expect(JSON.parse(forged.stdout).error.reason).toMatch(
      new RegExp(`^event ${tampered.seq} \\(game_result\\): match ${matchIds[1]}: the log says`),
    );

    // A tampered match record: round 1's first move changed fails its chain, whatever the tournament log says.
    const bad = JSON.parse(JSON.stringify(docs.get(matchIds[0]))) as { events: ApiEvent[] };
    const move = bad.events.find((e) => e.type === 'move')!;
    const payload = JSON.parse(move.payload!) as Record<string, unknown>;
    move.payload = JSON.stringify({ ...payload, seat: payload.seat === 0 ? 1 : 0 });
    writeFileSync(join(recordsDir, `${matchIds[0]}.json`), JSON.stringify(bad));
    const broken = await run(['tournament', 'verify', exportFile, '--records', recordsDir]);
    expect(broken.exitCode).toBe(1);
    expect(JSON.parse(broken.stdout).error.reason).toMatch(
      new RegExp(`game_result\\): match ${matchIds[0]}'s record fails its chain at event ${move.seq}`),
    );

    // A missing record is named; a malformed one is refused before anything is verified.
    writeFileSync(join(recordsDir, `${matchIds[0]}.json`), JSON.stringify({ matchId: 'nothing', record: {} }));
    const malformed = await run(['tournament', 'verify', exportFile, '--records', recordsDir]);
    expect([malformed.exitCode, JSON.parse(malformed.stdout).error.code]).toEqual([1, 'BAD_MATCH_RECORD']);
    writeFileSync(join(recordsDir, `${matchIds[0]}.json`), JSON.stringify(docs.get(matchIds[1])));
    writeFileSync(join(recordsDir, `${matchIds[1]}.json`), JSON.stringify(docs.get(matchIds[1])));
    const missing = await run(['tournament', 'verify', exportFile, '--records', recordsDir]);
    expect(JSON.parse(missing.stdout).error.reason).toMatch(`no record of match ${matchIds[0]} was given`);
  }, 120_000);

  async function until(id: string, done: (t: Tournament) => boolean): Promise<Tournament> {
    for (let i = 0; i < 200; i++) {
      const t = (await api('get', `/api/tournaments/${id}`, organizer().token)).body as Tournament;
      if (done(t)) return t;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`tournament ${id} never got there`);
  }

  async function untilMatchExists(matchId: string, token: string): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if ((await api('get', `/api/matches/${matchId}`, token)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`match ${matchId} was never started`);
  }
});
