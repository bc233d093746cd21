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
  result: string | null;
}
interface Standing {
  rank: number;
  username: string;
  points: number;
  buchholz: number;
  sonnebornBerger: number;
}
interface Tournament {
  id: string;
  status: string;
  version: number;
  currentRound: number;
  rounds: number;
  seedCommitment: string | null;
  seed: string | null;
  entrants: { username: string }[];
  standings: Standing[];
  roundList: { round: number; boards: Board[] }[];
}

describe('tournaments through PostgreSQL and HTTP (docs/tournaments.md)', () => {
  let app: TestApp;
  let organizer: RegisteredUser;
  let players: RegisteredUser[];
  let late: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app);
    players = [];
    for (let i = 0; i < 4; i++) players.push(await registerUser(app));
    late = await registerUser(app);
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) => {
    let call = request(app.baseUrl)[method](path);
    if (token) call = call.set('authorization', `Bearer ${token}`);
    return body ? call.send(body) : call;
  };
  const view = async (id: string): Promise<Tournament> => {
    const answer = await api('get', `/api/tournaments/${id}`, organizer.token);
    expect(answer.status).toBe(200);
    return answer.body as Tournament;
  };
  const SWISS = { name: 'Winter Swiss', format: 'swiss', preset: 'claim', daysPerMove: 3, rounds: 3, maxEntrants: 4 };

  it('refuses every invalid setting with BAD_USER_INPUT naming it, and stores nothing', async () => {
    const before = (await api('get', '/api/tournaments?first=50', organizer.token)).body as unknown[];
    const cases: [object, string][] = [
      [{ format: 'double_elimination' }, 'format'],
      [{ players: 5 }, 'players'],
      [{ rounds: 0 }, 'rounds'],
      [{ rounds: 21 }, 'rounds'],
      [{ maxEntrants: 1 }, 'maxEntrants'],
      [{ maxEntrants: 65 }, 'maxEntrants'],
      [{ preset: 'nope' }, 'preset'],
      [{ daysPerMove: 0 }, 'daysPerMove'],
      [{ name: '   ' }, 'name'],
      [{ format: 'round_robin', rounds: 3 }, 'rounds'],
      [{ double: true }, 'double'],
    ];
    for (const [change, field] of cases) {
      const answer = await api('post', '/api/tournaments', organizer.token, { ...SWISS, ...change });
      expect([field, answer.status, answer.body.code]).toEqual([field, 400, 'BAD_USER_INPUT']);
      expect(Object.keys(answer.body.fields)).toContain(field);
    }
    // GraphQL says the same.
    const graphql = await gql(app, 'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }', {
      token: organizer.token,
      variables: { i: { ...SWISS, format: 'double_elimination' } },
    });
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api('get', '/api/tournaments?first=50', organizer.token)).body).toEqual(before);
    // A visitor creates nothing either.
    expect((await api('post', '/api/tournaments', undefined, SWISS)).status).toBe(401);
  });

  it('plays a whole 4-entrant Swiss of 3 rounds with random legal moves; standings agree with a second computation, and the export verifies', async () => {
    const created = await api('post', '/api/tournaments', organizer.token, SWISS);
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    expect(created.body).toMatchObject({ status: 'registration', rounds: 3, entrants: [] });

    for (const p of players) expect((await api('post', `/api/tournaments/${id}/join`, p.token)).status).toBe(200);
    // Bad input: nothing changes (the version stays).
    const full = await view(id);
    const refusals: [RegisteredUser, string, number, string][] = [
      [late, 'join', 409, 'TOURNAMENT_FULL'],
      [players[0], 'join', 409, 'ALREADY_JOINED'],
      [late, 'leave', 409, 'NOT_JOINED'],
      [players[1], 'start', 403, 'FORBIDDEN'],
    ];
    for (const [who, action, status, code] of refusals) {
      const answer = await api('post', `/api/tournaments/${id}/${action}`, who.token);
      expect([action, answer.status, answer.body.reason ?? answer.body.code]).toEqual([action, status, code]);
    }
    expect(await view(id)).toEqual(full);
    // Leaving and coming back before the start.
    expect((await api('post', `/api/tournaments/${id}/leave`, players[3].token)).body.entrants).toHaveLength(3);
    expect((await api('post', `/api/tournaments/${id}/join`, players[3].token)).body.entrants).toHaveLength(4);

    const started = await api('post', `/api/tournaments/${id}/start`, organizer.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'running', currentRound: 1, seed: null });
    expect(started.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const running = await view(id);
    // A Swiss takes late entries, but this one is full; it cannot be started twice. (A withdrawal after the
    // start is allowed: formats.e2e-spec.ts.)
    for (const [who, action, reason] of [
      [late, 'join', 'TOURNAMENT_FULL'],
      [organizer, 'start', 'TOURNAMENT_NOT_OPEN'],
    ] as const) {
      const answer = await api('post', `/api/tournaments/${id}/${action}`, who.token);
      expect([action, answer.status, answer.body.reason]).toEqual([action, 409, reason]);
    }
    expect(await view(id)).toEqual(running);

    const tokenOf = new Map(players.map((p) => [p.username, p.token]));
    let randomState = 20261202;
    const random = (n: number): number => {
      randomState = (randomState * 1103515245 + 12345) % 2 ** 31;
      return randomState % n;
    };
    /** Each game's winner as the match itself says it (not the tournament): the second computation's input. */
    const winners = new Map<string, string>();
    for (let round = 1; round <= 3; round++) {
      const t = await until(id, (x) => x.currentRound === round && x.roundList.length === round);
      const boards = t.roundList[round - 1].boards;
      expect(boards).toHaveLength(2);
      for (const board of boards) {
        const matchId = board.matchId!;
        await untilMatchExists(matchId, tokenOf.get(board.players[0])!);
        // One game is resigned (a resignation counts as the match says); the others are played out.
        if (round === 2 && board.board === 1) {
          const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
            token: tokenOf.get(board.players[0])!,
            variables: { m: matchId },
          });
          expect(resigned.errors).toBeUndefined();
        } else
          await playOut(
            matchId,
            board.players.map((u) => tokenOf.get(u)!),
            random,
          );
        const result = await gql<{ match: { status: string; result: { winner: number | null } } }>(
          app,
          'query($m: ID!) { match(id: $m) { status result { winner } } }',
          { token: tokenOf.get(board.players[0])!, variables: { m: matchId } },
        );
        expect(result.data!.match.status).toBe('finished');
        winners.set(matchId, board.players[result.data!.match.result.winner!]);
      }
    }
    const final = await until(id, (x) => x.status === 'finished');
    expect(final.seed).toMatch(/^[0-9a-f]{64}$/);

    // Pairing rules: everyone once a round, no pair twice (avoidable with 4 entrants and 3 rounds).
    const pairs = new Set<string>();
    for (const { boards } of final.roundList) {
      expect(boards.flatMap((b) => b.players).sort()).toEqual(players.map((p) => p.username).sort());
      for (const b of boards) {
        const key = [...b.players].sort().join('|');
        expect(pairs.has(key)).toBe(false);
        pairs.add(key);
      }
    }
    // Round 2 is by score: the two round-1 winners meet.
    const round1Winners = new Set(final.roundList[0].boards.map((b) => winners.get(b.matchId!)));
    for (const b of final.roundList[1].boards)
      expect(round1Winners.has(b.players[0])).toBe(round1Winners.has(b.players[1]));

    // The second computation: points, Buchholz and Sonneborn–Berger from the matches' own winners.
    const games = final.roundList
      .flatMap((r) => r.boards)
      .map((b) => ({ players: b.players, winner: winners.get(b.matchId!)! }));
    const points = new Map(players.map((p) => [p.username, 0]));
    for (const g of games) points.set(g.winner, points.get(g.winner)! + 1);
    const expected = players.map((p) => {
      const mine = games.filter((g) => g.players.includes(p.username));
      const opponent = (g: { players: string[] }) => g.players.find((u) => u !== p.username)!;
      return {
        username: p.username,
        points: points.get(p.username)!,
        buchholz: mine.reduce((sum, g) => sum + points.get(opponent(g))!, 0),
        sonnebornBerger: mine.reduce((sum, g) => sum + (g.winner === p.username ? points.get(opponent(g))! : 0), 0),
      };
    });
    const shown = final.standings.map(({ username, points: pts, buchholz, sonnebornBerger }) => ({
      username,
      points: pts,
      buchholz,
      sonnebornBerger,
    }));
    expect([...shown].sort((a, b) => a.username.localeCompare(b.username))).toEqual(
      expected.sort((a, b) => a.username.localeCompare(b.username)),
    );
    const keys = shown.map((s) => [s.points, s.buchholz, s.sonnebornBerger]);
    for (let i = 1; i < keys.length; i++) expect(compare(keys[i - 1], keys[i])).toBeGreaterThanOrEqual(0);
    expect(final.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);

    // The export verifies, through the CLI; GraphQL gives the same text.
    const exported = await api('get', `/api/tournaments/${id}/export`, organizer.token);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toMatch(/application\/x-ndjson/);
    const viaGraphql = await gql<{ exportTournament: string }>(app, 'query($id: ID!) { exportTournament(id: $id) }', {
      token: organizer.token,
      variables: { id },
    });
    expect(viaGraphql.data!.exportTournament).toBe(exported.text);
    const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
    const file = join(dir, 'export.ndjson');
    writeFileSync(file, exported.text);
    const verified = await run(['tournament', 'verify', file]);
    expect(verified.exitCode).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({
      status: 'finished',
      seedChecked: true,
      winner: final.standings[0].username,
    });

    // A forged round 3 (two players swapped between boards, every hash recomputed) is named.
    const events = exported.text
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as TournamentEvent & { payload: { round?: number; boards?: { seats: string[] }[] } },
      );
    const round3 = events.find((e) => e.type === 'round_paired' && e.payload.round === 3)!;
    const [a, b] = [round3.payload.boards![0].seats, round3.payload.boards![1].seats];
    [a[1], b[1]] = [b[1], a[1]];
    let prev = GENESIS_HASH;
    for (const e of events) prev = (e as { hash: string }).hash = tournamentEventHash(prev, e);
    writeFileSync(file, events.map((e) => JSON.stringify(e)).join('\n'));
    const forged = await run(['tournament', 'verify', file]);
    expect(forged.exitCode).toBe(1);
    expect(JSON.parse(forged.stdout).error.reason).toMatch(/round_paired\): round 3 board 1/);
  }, 120_000);

  async function until(id: string, done: (t: Tournament) => boolean): Promise<Tournament> {
    for (let i = 0; i < 200; i++) {
      const t = await view(id);
      if (done(t)) return t;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`tournament ${id} never got there: ${JSON.stringify(await view(id))}`);
  }

  async function untilMatchExists(matchId: string, token: string): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if ((await api('get', `/api/matches/${matchId}`, token)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`match ${matchId} was never started`);
  }

  /** Random legal moves through the API until the match ends. */
  async function playOut(matchId: string, tokens: string[], random: (n: number) => number): Promise<void> {
    await playThroughApi(app, matchId, tokens, random, 500);
    const seen = await gql<{ match: { status: string } }>(app, 'query($m: ID!) { match(id: $m) { status } }', {
      token: tokens[0],
      variables: { m: matchId },
    });
    if (seen.data!.match.status === 'running') throw new Error(`match ${matchId} did not end`);
  }
});

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
