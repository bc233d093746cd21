import request from 'supertest';
import type { BotInput } from '../../src/computer/bot';
import { ComputerPlayerService } from '../../src/computer/computer-player.service';
import { botInputFor } from '../../src/computer/seat-input';
import type { ThinkRequest } from '../../src/computer/think-pool';
import { runtimeAt } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { afterComputer, statusOf } from './computer-support';
import { SEVEN_FACTIONS } from '../lobbies/lobby-support';
import { legalMovesOf, sendMove, startMatch } from '../matches/match-support';

/** A whole game against the computer: minutes on a loaded machine, seconds on a quiet one. */
const GAME_MS = 180_000;

const PLAY = `mutation($input: PlayComputerInput!) { playComputer(input: $input) {
  id status version mySeat seats { seat username isBot } table { seats { seat isBot } toAct { seat kind } } } }`;

interface Played {
  id: string;
  status: string;
  version: number;
  mySeat: number;
  seats: { seat: number; username: string; isBot: boolean }[];
  table: { seats: { seat: number; isBot: boolean }[]; toAct: { seat: number; kind: string } | null };
}

interface EventRow {
  seq: number;
  type: string;
  seat: number | null;
  actorUserId: string | null;
  requestId: string | null;
}

async function playComputer(app: TestApp, token: string, input: Record<string, unknown>) {
  return gql<{ playComputer: Played }>(app, PLAY, { token, variables: { input } });
}

async function events(app: TestApp, token: string, matchId: string): Promise<EventRow[]> {
  const response = await gql<{ matchEvents: EventRow[] }>(
    app,
    'query($m: ID!) { matchEvents(matchId: $m, after: -1) { seq type seat actorUserId requestId } }',
    { token, variables: { m: matchId } },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.matchEvents;
}

/**
 * Plays the person's seat with its first legal move whenever it is due, and lets the computer answer,
 * until the match is over. No sleeping: after each move the test waits for the computer to settle.
 */
async function playOut(app: TestApp, human: RegisteredUser, matchId: string): Promise<void> {
  for (let guard = 0; guard < 1000; guard++) {
    const now = await afterComputer(app, human, matchId);
    if (now.status !== 'running') return;
    const [move] = await legalMovesOf(app, human.token, matchId);
    const sent = await sendMove(app, human.token, matchId, move, now.version);
    // The computer may have moved between the two reads: look again, as a client would.
    if (sent.errors?.[0]?.extensions?.code === 'VERSION_CONFLICT') continue;
    if (sent.errors) throw new Error(JSON.stringify(sent.errors));
  }
  throw new Error('the match did not end');
}

describe('playing the computer (issue 17)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  const requests: ThinkRequest[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_COMPUTER_THREADS: '1', CLAIM_COMPUTER_SWEEP: '0' } });
    app.app.get(ComputerPlayerService).thinkPool.onRequest((r) => requests.push(r));
    alice = await registerUser(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the bot directory lists the built-in levels first, each as a bot account that accepts any rules', async () => {
    const response = await gql<{
      bots: { user: { username: string; isBot: boolean }; level: string | null; accepts: { players: number[] } }[];
    }>(app, 'query { bots { user { username isBot } level summary accepts { players anyRules anyTimeControl } } }', {
      token: alice.token,
    });
    const bots = response.data!.bots;
    expect(bots.slice(0, 3).map((b) => [b.user.username, b.level])).toEqual([
      ['computer.easy', 'easy'],
      ['computer.easy.2', 'easy'],
      ['computer.easy.3', 'easy'],
    ]);
    expect(new Set(bots.map((b) => b.level))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(bots.every((b) => b.user.isBot && b.accepts.players.join() === '2,3,4')).toBe(true);
  });

  it("the computer's accounts cannot be logged into", async () => {
    for (const password of ['!', '', 'computer']) {
      const response = await gql(app, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
        variables: { i: { username: 'computer.hard', password: password.padEnd(8, 'x') } },
      });
      expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('bad input gets a clear error and starts nothing', async () => {
    const bad = [
      [{ preset: 'claim', level: 'grandmaster' }, 'level'],
      [{ preset: 'claim', level: 'easy', players: 5 }, 'players'],
      [{ preset: 'claim', level: 'easy', daysPerMove: 30 }, 'daysPerMove'],
      [{ level: 'easy' }, 'preset'],
    ] as const;
    for (const [input, field] of bad) {
      const response = await playComputer(app, alice.token, input);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((response.errors?.[0]?.extensions?.fields as object) ?? {})).toContain(field);
    }
    const mine = await gql<{ myMatches: unknown[] }>(app, 'query { myMatches { id } }', { token: alice.token });
    expect(mine.data!.myMatches).toEqual([]);
  });

  it(
    'a whole 2-player game against the computer: its moves are ordinary events by its bot account, marked as a bot in every view',
    async () => {
      const started = await playComputer(app, alice.token, { preset: 'claim', heroes: ['warlock'], level: 'easy' });
      const match = started.data!.playComputer;
      expect(match.mySeat).toBe(0);
      expect(match.seats).toEqual([
        { seat: 0, username: alice.username, isBot: false },
        { seat: 1, username: 'computer.easy', isBot: true },
      ]);
      expect(match.table.seats.map((s) => s.isBot)).toEqual([false, true]);

      await playOut(app, alice, match.id);
      expect((await statusOf(app, alice.token, match.id)).status).toBe('finished');

      const log = await events(app, alice.token, match.id);
      const computerId = (await app.app.get(MatchesService).load(match.id)).header.seats[1].userId;
      const moves = log.filter((e) => e.type === 'move');
      const theirs = moves.filter((e) => e.seat === 1);
      expect(theirs.length).toBeGreaterThan(10);
      // One write path: the computer's events are moves by its account, recorded for audit as any other.
      expect(theirs.every((e) => e.actorUserId === computerId && e.requestId === 'computer.easy')).toBe(true);
      expect(moves.filter((e) => e.seat === 0).every((e) => e.actorUserId === alice.id)).toBe(true);
    },
    GAME_MS,
  );

  it(
    "R9: what crosses to the computer's thread is its seat's view and history, never the game state",
    async () => {
      const started = await playComputer(app, alice.token, { preset: 'claim2', level: 'easy' });
      const matchId = started.data!.playComputer.id;
      const before = requests.length;
      await playOut(app, alice, matchId);
      const runtime = await app.app.get(MatchesService).load(matchId);
      const sent = requests.slice(before).filter((r) => String(r.input.seed).startsWith(matchId));
      expect(sent.length).toBeGreaterThan(10);
      for (const { input } of sent) {
        expect(Object.keys(input).sort()).toEqual(['history', 'level', 'seed', 'view']);
        expect(Object.keys(input.history).sort()).toEqual(['edition', 'moves', 'views']);
        // Exactly the seat's own views (viewFor) after every event, as the API gives them to a person in seat 1.
        const expected: BotInput = botInputFor(runtimeAt(runtime, input.view.version), 1, 'easy');
        expect(input).toEqual(expected);
        expect(input.view.viewer).toBe(1);
        expect(input.view.revealed).toBeNull();
        expect(input.history.views.every((v) => v.viewer === 1 && v.revealed === null && v.hand !== null)).toBe(true);
      }
    },
    GAME_MS,
  );

  it('REST mirrors it: POST /api/computer-matches, GET /api/bots', async () => {
    const created = await request(app.baseUrl)
      .post('/api/computer-matches')
      .set('authorization', `Bearer ${alice.token}`)
      .send({ factions: SEVEN_FACTIONS, players: 3, level: 'medium' });
    expect(created.status).toBe(200);
    expect(created.body.seats.map((s: { isBot: boolean }) => s.isBot)).toEqual([false, true, true]);
    expect(created.body.seats.map((s: { username: string }) => s.username).slice(1)).toEqual([
      'computer.medium',
      'computer.medium.2',
    ]);
    const bad = await request(app.baseUrl)
      .post('/api/computer-matches')
      .set('authorization', `Bearer ${alice.token}`)
      .send({ preset: 'claim', level: 'nope' });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const bots = await request(app.baseUrl).get('/api/bots').set('authorization', `Bearer ${alice.token}`);
    expect(bots.status).toBe(200);
    expect(bots.body[0].level).toBe('easy');
  });

  it(
    '3 players, two computer seats: chains of computer moves across seats and phases, to the end',
    async () => {
      const started = await playComputer(app, alice.token, { factions: SEVEN_FACTIONS, players: 3, level: 'easy' });
      const match = started.data!.playComputer;
      expect(match.seats.map((s) => [s.username, s.isBot])).toEqual([
        [alice.username, false],
        ['computer.easy', true],
        ['computer.easy.2', true],
      ]);
      await playOut(app, alice, match.id);
      const log = await events(app, alice.token, match.id);
      const seats = new Set(log.filter((e) => e.type === 'move').map((e) => e.seat));
      expect(seats).toEqual(new Set([0, 1, 2]));
      expect((await statusOf(app, alice.token, match.id)).status).toBe('finished');
    },
    GAME_MS,
  );

  it('a finished game against the computer can be rematched: same rules, time control and seats', async () => {
    const started = await playComputer(app, alice.token, { preset: 'claim', level: 'easy', daysPerMove: 2 });
    const first = started.data!.playComputer.id;
    const early = await gql(app, 'mutation($m: ID!) { rematchComputer(matchId: $m) { id } }', {
      token: alice.token,
      variables: { m: first },
    });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'MATCH_NOT_FINISHED' });
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: first },
    });
    const again = await gql<{ rematchComputer: Played & { rules: { factions: string[] } } }>(
      app,
      'mutation($m: ID!) { rematchComputer(matchId: $m) { id status seats { seat username isBot } rules { factions } } }',
      { token: alice.token, variables: { m: first } },
    );
    const rematch = again.data!.rematchComputer;
    expect(rematch.id).not.toBe(first);
    expect(rematch.seats.map((s) => s.username)).toEqual([alice.username, 'computer.easy']);
    const runtime = await app.app.get(MatchesService).load(rematch.id);
    const start = runtime.events[0];
    expect(start.type === 'match_started' && start.payload.timeControl).toEqual({ daysPerMove: 2 });

    const bob = await registerUser(app);
    const foreign = await gql(app, 'mutation($m: ID!) { rematchComputer(matchId: $m) { id } }', {
      token: bob.token,
      variables: { m: first },
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an account becomes a bot account for good, and is shown as one on its seats', async () => {
    const botty = await registerUser(app);
    const me = () =>
      gql<{ me: { isBot: boolean; botLevel: string | null } }>(app, 'query { me { isBot botLevel } }', {
        token: botty.token,
      });
    expect((await me()).data!.me).toEqual({ isBot: false, botLevel: null });
    const became = await request(app.baseUrl).post('/api/me/bot').set('authorization', `Bearer ${botty.token}`);
    expect([became.status, became.body.isBot]).toEqual([200, true]);
    // Asking again changes nothing; nothing asks the other way.
    await gql(app, 'mutation { becomeBot { isBot } }', { token: botty.token });
    expect((await me()).data!.me).toEqual({ isBot: true, botLevel: null });

    const bots = await gql<{ bots: { user: { username: string }; level: string | null; accepts: unknown }[] }>(
      app,
      'query { bots { user { username } level accepts { players } } }',
      { token: alice.token },
    );
    expect(bots.data!.bots.find((b) => b.user.username === botty.username)).toEqual({
      user: { username: botty.username },
      level: null,
      accepts: null,
    });

    // A third-party bot plays through the API like anyone: its seat says it is a bot.
    const id = await startMatch(app, [alice, botty]);
    const seen = await gql<{ match: Played }>(
      app,
      'query($id: ID!) { match(id: $id) { seats { seat username isBot } table { seats { seat isBot } } } }',
      {
        token: alice.token,
        variables: { id },
      },
    );
    expect(seen.data!.match.seats.map((s) => s.isBot)).toEqual([false, true]);
    expect(seen.data!.match.table.seats.map((s) => s.isBot)).toEqual([false, true]);
  });
});
