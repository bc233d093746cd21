import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { run } from '../../src/cli/main';
import { GENESIS_HASH } from '../../src/matches/event-chain';
import type { TournamentEvent } from '../../src/tournaments/core/log';
import { tournamentEventHash } from '../../src/tournaments/core/log';
import { CorrespondenceService } from '../../src/correspondence/correspondence.service';
import { createApiToken } from '../api/api-support';
import { DAY_MS, QUIET, movableClock } from '../correspondence/correspondence-support';
import type { MovableClock } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs } from '../support/graphql-ws';
import { openStream } from '../support/sse-stream';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

interface Tournament {
  id: string;
  status: string;
  paused: boolean;
  organizer: string;
  version: number;
  currentRound: number;
  entrants: { username: string }[];
  withdrawn: string[];
  actions: { seq: number; type: string; by: string | null; username: string | null; reason: string | null }[];
  roundList: { round: number; boards: { matchId: string | null; players: string[]; result: string | null }[] }[];
}

interface Notice {
  kind: string;
  tournamentId: string | null;
  tournamentEvent: string | null;
  round: number | null;
  matchId: string | null;
}

/** Organizer actions, the organizer API, the live stream and the notices (docs/tournaments.md). */
describe('tournament organizers, live updates and notices through PostgreSQL, HTTP, websockets and SSE', () => {
  let app: TestApp;
  let clock: MovableClock;
  let organizer: RegisteredUser;
  let other: RegisteredUser;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp({ env: QUIET });
    clock = movableClock(app);
    organizer = await registerUser(app);
    other = await registerUser(app);
    players = [];
    for (let i = 0; i < 4; i++) players.push(await registerUser(app));
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
  const exportOf = async (id: string): Promise<string> =>
    (await api('get', `/api/tournaments/${id}/export`, organizer.token)).text;
  const verify = async (ndjson: string): Promise<{ exitCode: number; stdout: string }> => {
    const file = join(mkdtempSync(join(tmpdir(), 'tourn-')), 'export.ndjson');
    writeFileSync(file, ndjson);
    return run(['tournament', 'verify', file]);
  };
  const notices = async (user: RegisteredUser, tournamentId: string): Promise<Notice[]> => {
    const answer = await gql<{ myNotifications: Notice[] }>(
      app,
      'query { myNotifications(after: 0) { kind tournamentId tournamentEvent round matchId } }',
      { token: user.token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.myNotifications.filter((n) => n.kind === 'TOURNAMENT' && n.tournamentId === tournamentId);
  };
  const SWISS = { name: 'Organized', format: 'swiss', preset: 'claim', daysPerMove: 1, rounds: 3, maxEntrants: 8 };
  const usernames = (): string[] => players.map((p) => p.username);

  it('refuses bad bulk input and organizer actions by anyone else with a stable code, changing nothing', async () => {
    const token = await createApiToken(app, organizer.token, ['TOURNAMENT_WRITE']);
    const lobbyOnly = await createApiToken(app, organizer.token, ['LOBBY']);
    const before = (await api('get', '/api/tournaments?first=50', organizer.token)).body as unknown[];
    const cases: [object, string][] = [
      [{ entrants: [players[0].username] }, 'entrants'],
      [{ entrants: [players[0].username, players[0].username.toUpperCase()] }, 'entrants'],
      [{ entrants: [players[0].username, 'no-such-player-x'] }, 'entrants'],
      [{ entrants: usernames(), maxEntrants: 3 }, 'entrants'],
      [{ entrants: usernames(), rounds: 0 }, 'rounds'],
      [{ entrants: usernames(), withdrawAfterTimeouts: 11 }, 'withdrawAfterTimeouts'],
      [{ entrants: usernames(), withdrawAfterTimeouts: -1 }, 'withdrawAfterTimeouts'],
      [{ entrants: usernames(), format: 'knockout-x' }, 'format'],
    ];
    for (const [change, field] of cases) {
      const answer = await api('post', '/api/tournaments/organize', token.secret, { ...SWISS, ...change });
      expect([field, answer.status, answer.body.code]).toEqual([field, 400, 'BAD_USER_INPUT']);
      expect(Object.keys(answer.body.fields)).toContain(field);
    }
    // A token without tournament:write may not organize (the session of the web client has every scope).
    const noScope = await api('post', '/api/tournaments/organize', lobbyOnly.secret, {
      ...SWISS,
      entrants: usernames(),
    });
    expect([noScope.status, noScope.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await api('get', '/api/tournaments?first=50', organizer.token)).body).toEqual(before);

    // A running tournament: every organizer action by someone else is FORBIDDEN and changes nothing.
    const created = await api('post', '/api/tournaments/organize', token.secret, { ...SWISS, entrants: usernames() });
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    const running = await view(id);
    for (const [action, body] of [
      ['pause', undefined],
      ['resume', undefined],
      ['cancel', undefined],
      ['remove', { username: players[0].username }],
      ['hand-over', { username: other.username }],
    ] as const) {
      const answer = await api('post', `/api/tournaments/${id}/${action}`, other.token, body);
      expect([action, answer.status, answer.body.code]).toEqual([action, 403, 'FORBIDDEN']);
    }
    const graphql = await gql(app, 'mutation($id: ID!) { pauseTournament(id: $id) { id } }', {
      token: players[1].token,
      variables: { id },
    });
    expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The organizer's own wrong moves are CONFLICT or BAD_USER_INPUT, and change nothing either.
    const refusals: [string, object | undefined, number, string][] = [
      ['resume', undefined, 409, 'NOT_PAUSED'],
      ['remove', { username: other.username }, 409, 'NOT_JOINED'],
      ['remove', { username: 'no-such-player-x' }, 404, 'NOT_FOUND'],
      ['hand-over', { username: organizer.username }, 400, 'BAD_USER_INPUT'],
      ['hand-over', { username: '' }, 400, 'BAD_USER_INPUT'],
    ];
    for (const [action, body, status, code] of refusals) {
      const answer = await api('post', `/api/tournaments/${id}/${action}`, token.secret, body);
      expect([action, answer.status, answer.body.reason ?? answer.body.code]).toEqual([action, status, code]);
    }
    const missing = await api('post', `/api/tournaments/00000000-0000-4000-8000-000000000000/pause`, token.secret);
    expect([missing.status, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await view(id)).toEqual(running);
    // A running Swiss with a round still to pair takes a late entry (docs/tournaments.md "Late entry").
    const late = await api('post', `/api/tournaments/${id}/join`, other.token);
    expect(late.status).toBe(200);
    expect((late.body as Tournament).entrants.map((e) => e.username)).toContain(other.username);
  });

  it('bulk-starts a tournament; pause, remove, resume, hand over and cancel are logged, shown, streamed, noticed and verified', async () => {
    const token = await createApiToken(app, organizer.token, ['TOURNAMENT_WRITE']);
    const created = await api('post', '/api/tournaments/organize', token.secret, {
      ...SWISS,
      entrants: usernames(),
    });
    expect(created.status).toBe(200);
    const t0 = created.body as Tournament;
    expect(t0).toMatchObject({ status: 'running', currentRound: 1, paused: false, organizer: organizer.username });
    expect(t0.entrants.map((e) => e.username).sort()).toEqual(usernames().sort());
    const id = t0.id;
    // Round 1's matches begin at once: every entrant can open theirs.
    for (const board of t0.roundList[0].boards) {
      const player = players.find((p) => p.username === board.players[0])!;
      expect((await api('get', `/api/matches/${board.matchId}`, player.token)).status).toBe(200);
    }
    // Each entrant heard they are paired, with their own game.
    for (const p of players) {
      const mine = t0.roundList[0].boards.find((b) => b.players.includes(p.username))!;
      expect(await notices(p, id)).toEqual([
        { kind: 'TOURNAMENT', tournamentId: id, tournamentEvent: 'PAIRED', round: 1, matchId: mine.matchId },
      ]);
    }

    // Live: a websocket subscriber and an SSE reader see each change.
    const ws = connectWs(app, { token: other.token });
    const live: Tournament[] = [];
    ws.subscribe<{ tournamentUpdated: Tournament }>(
      {
        query: `subscription($id: ID!, $after: Int) { tournamentUpdated(id: $id, after: $after) { id version paused status organizer withdrawn } }`,
        variables: { id, after: t0.version },
      },
      { next: (r) => r.data && live.push(r.data.tournamentUpdated), error: () => undefined, complete: () => undefined },
    );
    const sse = await openStream(app, other.token, `/api/tournaments/${id}/stream?after=${t0.version}`);
    expect(sse.status).toBe(200);

    const paused = await api('post', `/api/tournaments/${id}/pause`, token.secret);
    expect(paused.body).toMatchObject({ paused: true });
    await waitFor(() => live.some((t) => t.paused) && sse.received.length >= 1);
    const again = await api('post', `/api/tournaments/${id}/pause`, token.secret);
    expect([again.status, again.body.reason]).toEqual([409, 'ALREADY_PAUSED']);

    // Remove an entrant while paused: they are not paired again, and they hear of it.
    const removed = players[3].username;
    const afterRemove = (await api('post', `/api/tournaments/${id}/remove`, token.secret, { username: removed }))
      .body as Tournament;
    expect(afterRemove.withdrawn).toEqual([removed]);
    expect((await notices(players[3], id)).map((n) => n.tournamentEvent)).toEqual(['PAIRED', 'PAUSED', 'REMOVED']);

    // Round 1 is played out (every match resigned by seat 1) while paused: no round 2 until resumed.
    for (const board of t0.roundList[0].boards) {
      const loser = players.find((p) => p.username === board.players[1])!;
      const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: loser.token,
        variables: { m: board.matchId },
      });
      expect(resigned.errors).toBeUndefined();
    }
    await waitFor(async () => (await view(id)).roundList[0].boards.every((b) => b.result !== null));
    const stillPaused = await view(id);
    expect(stillPaused).toMatchObject({ currentRound: 1, paused: true });

    const resumed = (await api('post', `/api/tournaments/${id}/resume`, token.secret)).body as Tournament;
    expect(resumed).toMatchObject({ paused: false, currentRound: 2 });
    // Three entrants left: two play, one has the bye; the removed one is not paired.
    const round2 = resumed.roundList[1].boards.flatMap((b) => b.players);
    expect(round2.sort()).toEqual(
      usernames()
        .filter((u) => u !== removed)
        .sort(),
    );

    // Hand over: the new organizer acts, the old one no more.
    const handed = await api('post', `/api/tournaments/${id}/hand-over`, token.secret, { username: other.username });
    expect(handed.body).toMatchObject({ organizer: other.username });
    const oldOne = await api('post', `/api/tournaments/${id}/pause`, token.secret);
    expect([oldOne.status, oldOne.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await notices(other, id)).map((n) => n.tournamentEvent)).toEqual(['ORGANIZER']);
    const cancelled = (await api('post', `/api/tournaments/${id}/cancel`, other.token)).body as Tournament & {
      seed: string | null;
    };
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.seed).toMatch(/^[0-9a-f]{64}$/);
    const over = await api('post', `/api/tournaments/${id}/cancel`, other.token);
    expect([over.status, over.body.reason]).toEqual([409, 'TOURNAMENT_OVER']);

    // Shown on the page, in order, with who acted.
    expect((await view(id)).actions.map(({ type, by, username, reason }) => ({ type, by, username, reason }))).toEqual([
      { type: 'tournament_paused', by: organizer.username, username: null, reason: null },
      { type: 'entrant_removed', by: organizer.username, username: removed, reason: 'organizer' },
      { type: 'tournament_resumed', by: organizer.username, username: null, reason: null },
      { type: 'organizer_changed', by: organizer.username, username: other.username, reason: null },
      { type: 'tournament_cancelled', by: other.username, username: null, reason: null },
    ]);
    await waitFor(() => live.some((t) => t.status === 'cancelled'));
    await waitFor(() => sse.received.some((m) => (JSON.parse(m.data) as Tournament).status === 'cancelled'));
    // Versions only go up, on both transports.
    const versions = live.map((t) => t.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
    expect(sse.received.map((m) => Number(m.id))).toEqual(
      [...sse.received.map((m) => Number(m.id))].sort((a, b) => a - b),
    );
    sse.close();
    await ws.dispose();
    for (const p of players.slice(0, 3))
      expect((await notices(p, id)).map((n) => n.tournamentEvent)).toEqual([
        'PAIRED',
        'PAUSED',
        'RESUMED',
        'PAIRED',
        'CANCELLED',
      ]);

    // The export verifies; an action forged as someone else's is named.
    const ndjson = await exportOf(id);
    const ok = await verify(ndjson);
    expect(ok.stdout).not.toContain('error');
    // Forge the pause as someone else's and re-chain every hash after it: verify still names the action.
    const events = ndjson
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as TournamentEvent);
    let prev = GENESIS_HASH;
    const forged = events.map((e) => {
      const changed = e.type === 'tournament_paused' ? { ...e, payload: { by: other.id } } : e;
      const hash = tournamentEventHash(prev, changed);
      prev = hash;
      return { ...changed, hash };
    });
    const bad = await verify(forged.map((e) => JSON.stringify(e)).join('\n') + '\n');
    expect(bad.exitCode).toBe(1);
    expect(JSON.parse(bad.stdout).error.reason).toMatch(/\(tournament_paused\): made by .* not the organizer/);
  }, 120_000);

  it('withdraws an entrant after withdrawAfterTimeouts time-outs, before the next round is paired', async () => {
    const token = await createApiToken(app, organizer.token, ['TOURNAMENT_WRITE']);
    const t = (
      await api('post', '/api/tournaments/organize', token.secret, {
        ...SWISS,
        withdrawAfterTimeouts: 1,
        entrants: usernames(),
      })
    ).body as Tournament;
    // Nobody moves: a day and a bit later the sweep times out the seat due in each game.
    clock.advance(DAY_MS + 60_000);
    await app.app.get(CorrespondenceService).sweep();
    const after = await waitFor(async () => {
      const v = await view(t.id);
      return v.currentRound === 2 ? v : null;
    });
    expect(after.withdrawn).toHaveLength(2);
    expect(after.actions.map((a) => [a.type, a.by, a.reason])).toEqual([
      ['entrant_removed', null, 'timeouts'],
      ['entrant_removed', null, 'timeouts'],
    ]);
    expect(after.roundList[1].boards.flatMap((b) => b.players).sort()).toEqual(
      usernames()
        .filter((u) => !after.withdrawn.includes(u))
        .sort(),
    );
    const verified = await verify(await exportOf(t.id));
    expect(verified.stdout).not.toContain('error');
  }, 60_000);
});

async function waitFor<T>(probe: () => T | Promise<T>, tries = 200): Promise<NonNullable<T>> {
  for (let i = 0; i < tries; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}
