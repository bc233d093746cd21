import { Client as PgClient } from 'pg';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MatchesService } from '../../src/matches/matches.service';
import { fetchMatch, legalMovesOf, startMatch } from './match-support';

const PLAY =
  'mutation($m: ID!, $c: String!, $v: Int!, $k: String) { playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) { version } }';

async function firstMove(app: TestApp, players: RegisteredUser[], matchId: string) {
  const seat = (
    await fetchMatch<{ table: { toAct: { seat: number } } }>(app, players[0].token, matchId, 'table { toAct { seat } }')
  ).data!.match.table.toAct.seat;
  const [move] = await legalMovesOf(app, players[seat].token, matchId);
  return { player: players[seat], card: move.card!, other: players[1 - seat] };
}

/**
 * One app for the whole file: both groups start it with the same settings, and booting an app is most of a
 * suite's set-up (BENCHMARKS.md "npm test"). Each group still registers its own players.
 */
let shared: TestApp;
beforeAll(async () => {
  shared = await startTestApp();
});
afterAll(async () => shared.close());

describe('Writes to the move log', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let db: PgClient;

  beforeAll(async () => {
    app = shared;
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
  });

  const seqs = async (matchId: string) =>
    (await db.query('SELECT seq FROM match_events WHERE match_id = $1 ORDER BY seq', [matchId])).rows.map((r) => r.seq);

  it('of two concurrent identical moves exactly one is played; the other gets VERSION_CONFLICT; no seq gaps', async () => {
    for (let round = 0; round < 10; round++) {
      const matchId = await startMatch(app, [alice, bob]);
      const { player, card } = await firstMove(app, [alice, bob], matchId);
      const results = await Promise.all(
        [0, 1].map(() => gql(app, PLAY, { token: player.token, variables: { m: matchId, c: card, v: 0 } })),
      );
      const ok = results.filter((r) => !r.errors);
      const conflicts = results.filter((r) => r.errors?.[0].extensions?.code === 'VERSION_CONFLICT');
      expect(ok).toHaveLength(1);
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0].errors![0].extensions).toMatchObject({ currentVersion: 1 });
      expect(await seqs(matchId)).toEqual([0, 1]);
    }
  });

  it('a started match is stored with its head at the start event, its seats, and its first turn, in one transaction', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const started = await app.app.get(MatchesService).load(matchId);
    const { rows: match } = await db.query(
      `SELECT m.version, m.status::text AS status, m.head_hash = e.hash AS "headIsStart", m.created_at = e.created_at AS "createdAtStart",
              m.finished_at, m.imported_by, m.rated, m.spectators::text AS spectators, m.seat_names, m.rules->>'players' AS players
       FROM matches m JOIN match_events e ON e.match_id = m.id AND e.seq = 0 WHERE m.id = $1::uuid`,
      [matchId],
    );
    expect(match).toEqual([
      {
        version: 0,
        status: 'running',
        headIsStart: true,
        createdAtStart: true,
        finished_at: null,
        imported_by: null,
        rated: false,
        spectators: started.header.spectators,
        seat_names: null,
        players: '2',
      },
    ]);
    const { rows: seats } = await db.query(
      `SELECT s.seat, s.user_id::text AS "userId", s.match_created_at = m.created_at AS "sameTime"
       FROM match_seats s JOIN matches m ON m.id = s.match_id WHERE s.match_id = $1::uuid ORDER BY s.seat`,
      [matchId],
    );
    expect(seats).toEqual([
      { seat: 0, userId: alice.id, sameTime: true },
      { seat: 1, userId: bob.id, sameTime: true },
    ]);
    // The write hooks ran in the same transaction: the first turn is due.
    const { rows: turns } = await db.query('SELECT count(*)::int AS n FROM match_turns WHERE match_id = $1::uuid', [
      matchId,
    ]);
    expect(turns[0].n).toBe(1);
    // A cold cache reads the same match back.
    app.app.get(MatchesService).forgetCachedStates();
    const view = await app.app.get(MatchesService).viewOf(alice, matchId);
    expect(view.seat).toBe(0);
    expect(view.runtime.header.seats.map((s) => s.userId)).toEqual([alice.id, bob.id]);
  });

  it('a retry with the same idempotency key returns the first result and never plays twice, across restarts', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { player, card } = await firstMove(app, [alice, bob], matchId);
    const variables = { m: matchId, c: card, v: 0, k: 'move-1' };
    const first = await gql<{ playCard: { version: number } }>(app, PLAY, { token: player.token, variables });
    app.app.get(MatchesService).forgetCachedStates();
    const retries = await Promise.all(
      [0, 1, 2].map(() => gql<{ playCard: { version: number } }>(app, PLAY, { token: player.token, variables })),
    );
    expect(first.data!.playCard.version).toBe(1);
    for (const r of retries) expect(r).toEqual(first);
    expect(await seqs(matchId)).toEqual([0, 1]);
    // The same key with another card (the deal is random: make sure it is another one).
    const other = card === 'goblins:9' ? 'goblins:8' : 'goblins:9';
    const reused = await gql(app, PLAY, { token: player.token, variables: { ...variables, c: other } });
    expect(reused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { idempotencyKey: expect.any(Array) },
    });
  });

  it('a move made through one server process reaches subscribers of another (LISTEN/NOTIFY)', async () => {
    const second = await startTestApp({ database: app.database, jwt: app.config.jwt });
    try {
      const matchId = await startMatch(app, [alice, bob]);
      const client = connectWs(second, { token: bob.token });
      const received: number[] = [];
      const subscribed = new Promise<void>((resolve, reject) => {
        client.subscribe<{ matchUpdated: { event: { seq: number } } }>(
          {
            query: 'subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq } match { version } } }',
            variables: { m: matchId },
          },
          {
            next: (m) =>
              m.data ? received.push(m.data.matchUpdated.event.seq) : reject(new Error(JSON.stringify(m.errors))),
            error: reject,
            complete: resolve,
          },
        );
      });
      await new Promise((r) => setTimeout(r, 300));
      const { player, card } = await firstMove(app, [alice, bob], matchId);
      const played = await gql(app, PLAY, { token: player.token, variables: { m: matchId, c: card, v: 0 } });
      expect(played.errors).toBeUndefined();
      const until = Date.now() + 5000;
      while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual([1]);
      // And the second process's own reads see it although its cache never saw the move.
      expect((await fetchMatch<{ version: number }>(second, bob.token, matchId, 'version')).data!.match.version).toBe(
        1,
      );
      await client.dispose();
      await subscribed.catch(() => undefined);
    } finally {
      await second.close();
    }
  });

  const play = async (matchId: string, version: number): Promise<void> => {
    for (const player of [alice, bob]) {
      const [move] = await legalMovesOf(app, player.token, matchId);
      if (!move) continue;
      expect(
        (await gql(app, PLAY, { token: player.token, variables: { m: matchId, c: move.card, v: version } })).errors,
      ).toBeUndefined();
      return;
    }
  };

  it('matchUpdated(after) sends the committed events after `after` first, then new ones, each once and in order; refuses an `after` past the match', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    for (let v = 0; v < 3; v++) await play(matchId, v);
    const client = connectWs(app, { token: bob.token });
    const received: number[] = [];
    const errors: string[] = [];
    client.subscribe<{ matchUpdated: { event: { seq: number }; match: { version: number } } }>(
      {
        query:
          'subscription($m: ID!, $a: Int) { matchUpdated(matchId: $m, after: $a) { event { seq } match { version } } }',
        variables: { m: matchId, a: 1 },
      },
      {
        next: (m) => {
          if (m.data?.matchUpdated) received.push(m.data.matchUpdated.event.seq);
          for (const e of m.errors ?? []) errors.push(String(e.extensions?.code));
        },
        error: (e) => errors.push(JSON.stringify(e)),
        complete: () => undefined,
      },
    );
    const until = async (done: () => boolean): Promise<void> => {
      for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    };
    try {
      await until(() => received.length >= 2);
      expect(received).toEqual([2, 3]);
      await play(matchId, 3);
      await until(() => received.length >= 3);
      expect(received).toEqual([2, 3, 4]);
      expect(errors).toEqual([]);

      const refused: unknown[] = [];
      await new Promise<void>((resolve) => {
        client.subscribe(
          {
            query: 'subscription($m: ID!, $a: Int) { matchUpdated(matchId: $m, after: $a) { event { seq } } }',
            variables: { m: matchId, a: 99 },
          },
          {
            next: (m) => void refused.push(...(m.errors ?? [])),
            error: (e) => void refused.push(...(Array.isArray(e) ? e : [e])),
            complete: resolve,
          },
        );
      });
      expect(JSON.stringify(refused)).toContain('must be -1 to 4');
    } finally {
      await client.dispose();
    }
  });
});

describe('Ending a match early', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    app = shared;
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });

  const RESULT = 'status result { winner endedBy forfeitedSeat factions { faction } }';

  it('resigning ends the match and the other player wins', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const resigned = await gql<{ resign: { status: string; result: unknown } }>(
      app,
      `mutation($m: ID!) { resign(matchId: $m) { ${RESULT} } }`,
      {
        token: bob.token,
        variables: { m: matchId },
      },
    );
    expect(resigned.data!.resign).toEqual({
      status: 'finished',
      result: { winner: 0, endedBy: 'resigned', forfeitedSeat: 1, factions: [] },
    });
    const again = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: matchId },
    });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'GAME_OVER' });
  });

  it('aborting is possible only before the first move, and nobody wins', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const aborted = await gql<{ abort: { status: string; result: unknown } }>(
      app,
      `mutation($m: ID!) { abort(matchId: $m) { ${RESULT} } }`,
      {
        token: alice.token,
        variables: { m: matchId },
      },
    );
    expect(aborted.data!.abort).toEqual({ status: 'aborted', result: null });

    const started = await startMatch(app, [alice, bob]);
    const { player, card } = await firstMove(app, [alice, bob], started);
    await gql(app, PLAY, { token: player.token, variables: { m: started, c: card, v: 0 } });
    const late = await gql(app, 'mutation($m: ID!) { abort(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: started },
    });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'ALREADY_STARTED' });
  });
});
