import { parseMoveCommand } from '../../src/matches/write/move-command';
import { Client as PgClient } from 'pg';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch, stackedMatchSupport } from './match-support';

/**
 * Bad input gets a clear error with a stable code and changes nothing: the log, the head and every
 * player's view are byte-for-byte what they were.
 */
describe('R4 and the API: bad moves are refused and change nothing', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let mallory: RegisteredUser;
  let db: PgClient;
  let matchId: string;
  let toAct: RegisteredUser;
  let waiting: RegisteredUser;
  let version: number;

  const snapshot = async () => ({
    events: (await db.query('SELECT seq, hash FROM match_events WHERE match_id = $1 ORDER BY seq', [matchId])).rows,
    head: (await db.query('SELECT version, head_hash, status FROM matches WHERE id = $1', [matchId])).rows,
    views: await Promise.all(
      [alice, bob].map((u) =>
        gql(app, 'query($id: ID!) { match(id: $id) { version table { hand trick { card } toAct { seat kind } } } }', {
          token: u.token,
          variables: { id: matchId },
        }),
      ),
    ),
  });

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, mallory] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
    matchId = await startMatch(app, [alice, bob]);
    // One card led, so the follower's follow-faction rule applies.
    const service = app.app.get(MatchesService);
    const runtime = await service.load(matchId);
    const leader = runtime.state.leader;
    const leaderUser = leader === 0 ? alice : bob;
    await service.move({
      caller: leaderUser,
      matchId: matchId,
      command: parseMoveCommand(stackedMatchSupport.leadForcingFollow(runtime.state)),
      expectedVersion: 0,
    });
    toAct = leader === 0 ? bob : alice;
    waiting = leaderUser;
    version = 1;
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const PLAY =
    'mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { version } }';
  const DECIDE =
    'mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { version } }';

  const cases: [
    string,
    () => Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>,
    Record<string, unknown>,
  ][] = [
    [
      'wrong turn',
      async () =>
        gql(app, PLAY, { token: waiting.token, variables: { m: matchId, c: (await handOf(waiting))[0], v: version } }),
      { code: 'ILLEGAL_MOVE', reason: 'NOT_YOUR_TURN' },
    ],
    [
      'a card not in hand',
      async () =>
        gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: await cardNotHeld(toAct), v: version } }),
      { code: 'ILLEGAL_MOVE', reason: 'CARD_NOT_IN_HAND' },
    ],
    [
      'not following faction (R4.1)',
      async () =>
        gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: await offFactionCard(), v: version } }),
      { code: 'ILLEGAL_MOVE', reason: 'MUST_FOLLOW_FACTION' },
    ],
    [
      'a stale expectedVersion',
      async () => gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: (await handOf(toAct))[0], v: 0 } }),
      { code: 'VERSION_CONFLICT', currentVersion: 1 },
    ],
    [
      'a decision when none is pending',
      async () => gql(app, DECIDE, { token: toAct.token, variables: { m: matchId, d: { pass: true }, v: version } }),
      { code: 'ILLEGAL_MOVE', reason: 'NO_DECISION_PENDING' },
    ],
    [
      'two decisions at once',
      async () =>
        gql(app, DECIDE, {
          token: toAct.token,
          variables: { m: matchId, d: { pass: true, skeleton: true }, v: version },
        }),
      { code: 'BAD_USER_INPUT' },
    ],
    [
      'a string that is no card',
      async () => gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: 'goblins:99', v: version } }),
      { code: 'BAD_USER_INPUT' },
    ],
    [
      "someone else's match",
      async () => gql(app, PLAY, { token: mallory.token, variables: { m: matchId, c: 'goblins:0', v: version } }),
      { code: 'FORBIDDEN' },
    ],
    [
      "someone else's match, read",
      async () =>
        gql(app, 'query($id: ID!) { match(id: $id) { version } }', {
          token: mallory.token,
          variables: { id: matchId },
        }),
      { code: 'FORBIDDEN' },
    ],
    [
      "someone else's match, events",
      async () =>
        gql(app, 'query($id: ID!) { matchEvents(matchId: $id) { seq } }', {
          token: mallory.token,
          variables: { id: matchId },
        }),
      { code: 'FORBIDDEN' },
    ],
    [
      'an unknown match id',
      async () =>
        gql(app, PLAY, {
          token: toAct.token,
          variables: { m: '00000000-0000-4000-8000-000000000000', c: 'goblins:0', v: 0 },
        }),
      { code: 'NOT_FOUND' },
    ],
    [
      'a malformed match id',
      async () => gql(app, PLAY, { token: toAct.token, variables: { m: 'not-a-uuid', c: 'goblins:0', v: 0 } }),
      { code: 'NOT_FOUND' },
    ],
    [
      'no token',
      async () => gql(app, PLAY, { variables: { m: matchId, c: 'goblins:0', v: version } }),
      { code: 'UNAUTHENTICATED' },
    ],
    [
      'a forged token',
      async () =>
        gql(app, PLAY, {
          token: toAct.token.slice(0, -4) + 'AAAA',
          variables: { m: matchId, c: 'goblins:0', v: version },
        }),
      { code: 'UNAUTHENTICATED' },
    ],
    [
      'a malformed query',
      async () => gql(app, 'mutation { playCard(matchId: ', { token: toAct.token }),
      { code: 'GRAPHQL_PARSE_FAILED' },
    ],
    [
      'a missing argument',
      async () =>
        gql(app, 'mutation($m: ID!) { playCard(matchId: $m, card: "goblins:0") { version } }', {
          token: toAct.token,
          variables: { m: matchId },
        }),
      { code: 'GRAPHQL_VALIDATION_FAILED' },
    ],
    [
      'a wrong argument type',
      async () => gql(app, PLAY, { token: toAct.token, variables: { m: matchId, c: 'goblins:0', v: 'one' } }),
      { code: 'BAD_USER_INPUT' },
    ],
  ];

  async function handOf(user: RegisteredUser): Promise<string[]> {
    return (
      await gql<{ match: { table: { hand: string[] } } }>(
        app,
        'query($id: ID!) { match(id: $id) { table { hand } } }',
        { token: user.token, variables: { id: matchId } },
      )
    ).data!.match.table.hand;
  }
  async function cardNotHeld(user: RegisteredUser): Promise<string> {
    const hand = await handOf(user);
    return ['goblins:9', 'knights:9', 'undead:9', 'dwarves:9', 'doppelgangers:9', 'goblins:8'].find(
      (c) => !hand.includes(c),
    )!;
  }
  async function offFactionCard(): Promise<string> {
    const runtime = await app.app.get(MatchesService).load(matchId);
    const led = runtime.state.trick[0].card.split(':')[0];
    return runtime.state.hands[runtime.state.leader === 0 ? 1 : 0].find(
      (c) => !c.startsWith(led) && !c.startsWith('doppelgangers'),
    )!;
  }

  it.each(cases)('%s gets a clear error and changes nothing', async (_name, attempt, expected) => {
    const before = await snapshot();
    const response = await attempt();
    expect(response.errors?.[0].extensions).toMatchObject(expected);
    expect(JSON.stringify(response)).not.toMatch(/stack|at .*\.ts:\d+/);
    expect(await snapshot()).toEqual(before);
  });
});
