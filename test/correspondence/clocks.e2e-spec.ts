import request from 'supertest';
import { Client as PgClient } from 'pg';
import { parseRules } from '../../src/engine';
import type { Rules } from '../../src/engine';
import { CorrespondenceService } from '../../src/correspondence/correspondence.service';
import { VacationsService } from '../../src/correspondence/vacations.service';
import { VacationKeeper } from '../../src/correspondence/vacation-keeper';
import type { TimeControl } from '../../src/matches/match.types';
import { MatchesService } from '../../src/matches/matches.service';
import { automaticMove } from '../../src/matches/clocks';
import { runtimeAt } from '../../src/matches/match-runtime';
import { eventHash } from '../../src/matches/event-chain';
import { challenge, challengeAction, dataOf, errorOf, SEVEN_FACTIONS } from '../lobbies/lobby-support';
import { legalMovesOf, rules, sendMove } from '../matches/match-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { DAY_MS, QUIET, dueSeat, moveOnce, movableClock, waitFor } from './correspondence-support';
import type { MovableClock } from './correspondence-support';

const CLOCK_FIELDS = `version status mySeat canClaimTimeoutAt paused pauseProposedBy
  timeControl { daysPerMove bank { initialDays incrementDays maxDays } noAutoTimeout noVacation automaticTimeout }
  clocks { seat username due dueSince deadline bankSeconds vacationUntil skipped }
  result { winner endedBy forfeitedSeat }`;

interface SeatClock {
  seat: number;
  username: string;
  due: boolean;
  dueSince: string | null;
  deadline: string | null;
  bankSeconds: number | null;
  vacationUntil: string | null;
  skipped: boolean;
}
interface ClockedMatch {
  version: number;
  status: string;
  mySeat: number | null;
  canClaimTimeoutAt: string | null;
  paused: boolean;
  pauseProposedBy: number | null;
  timeControl: {
    daysPerMove: number | null;
    bank: { initialDays: number; incrementDays: number; maxDays: number } | null;
    noAutoTimeout: boolean;
    noVacation: boolean;
    automaticTimeout: boolean;
  } | null;
  clocks: SeatClock[];
  result: { winner: number | null; endedBy: string; forfeitedSeat: number | null } | null;
}

const ms = (iso: string | null): number => Date.parse(iso!);

function threePlayerRules(): Rules {
  const parsed = parseRules({ players: 3, factions: SEVEN_FACTIONS, heroes: [], heroValues: {} });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A stored event as the tamper tests read and rewrite it. */
interface EventRow {
  readonly seq: number;
  readonly type: string;
  readonly payload: Record<string, unknown>;
  readonly actor_user_id: string | null;
  readonly request_id: string | null;
  readonly created_at: Date;
  readonly hash: string;
  readonly salt: string | null;
}

describe('Clocks players can live with (docs/correspondence.md)', () => {
  let app: TestApp;
  let db: PgClient;
  let clock: MovableClock;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ env: QUIET });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
    db = new PgClient({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });
  beforeEach(() => {
    clock = movableClock(app);
  });
  afterEach(() => jest.restoreAllMocks());

  const start = (players: RegisteredUser[], timeControl: TimeControl, ruleSet: Rules = rules('claim')) =>
    app.app.get(MatchesService).start(ruleSet, players, players[0].id, { timeControl });
  const view = async (user: RegisteredUser, matchId: string): Promise<ClockedMatch> => {
    const response = await gql<{ match: ClockedMatch }>(app, `query($m: ID!) { match(id: $m) { ${CLOCK_FIELDS} } }`, {
      token: user.token,
      variables: { m: matchId },
    });
    return dataOf(response).match;
  };
  const mutate = (user: RegisteredUser, field: string, matchId: string, extra = '') =>
    gql<Record<string, ClockedMatch>>(app, `mutation($m: ID!) { ${field}(matchId: $m${extra}) { ${CLOCK_FIELDS} } }`, {
      token: user.token,
      variables: { m: matchId },
    });
  const events = async (matchId: string) =>
    (
      await db.query<{ seq: number; type: string; payload: Record<string, unknown>; actor_user_id: string | null }>(
        'SELECT seq, type, payload, actor_user_id FROM match_events WHERE match_id = $1 ORDER BY seq',
        [matchId],
      )
    ).rows;

  it('a time bank: the deadline is what is left, each move adds the increment up to the cap, and every seat sees every clock', async () => {
    const players = [alice, bob];
    const matchId = await start(players, { bank: { initialDays: 3, incrementDays: 2, maxDays: 4 } });
    const first = await view(alice, matchId);
    expect(first.timeControl).toEqual({
      daysPerMove: null,
      bank: { initialDays: 3, incrementDays: 2, maxDays: 4 },
      noAutoTimeout: false,
      noVacation: false,
      automaticTimeout: true,
    });
    const due = first.clocks.find((c) => c.due)!;
    expect(ms(due.deadline) - ms(due.dueSince)).toBe(3 * DAY_MS);
    expect(first.clocks.map((c) => c.bankSeconds)).toEqual([3 * 86_400, 3 * 86_400]);
    // Nothing in a clock is hidden: both seats see the same clocks.
    expect((await view(bob, matchId)).clocks).toEqual(first.clocks);

    clock.advance(2 * DAY_MS);
    const { seat } = await moveOnce(app, players, matchId);
    const after = await view(alice, matchId);
    // 3 days - 2 used + 2 increment = 3 days (to the second, give or take the test's own time).
    expect(Math.abs(after.clocks[seat].bankSeconds! - 3 * 86_400)).toBeLessThan(60);
    const next = after.clocks.find((c) => c.due)!;
    expect(Math.abs(ms(next.deadline) - ms(next.dueSince) - next.bankSeconds! * 1000)).toBeLessThan(1000);

    // The cap: moving at once, 3 days + 2 would be 5; the bank holds 4 at most.
    await moveOnce(app, players, matchId);
    const capped = await view(alice, matchId);
    expect(capped.clocks[1 - seat].bankSeconds).toBe(4 * 86_400);
  });

  it('a time control chosen in a challenge reaches the match start event and its rematch', async () => {
    const sent = dataOf(
      await challenge(app, alice.token, bob.username, {
        preset: 'claim',
        timeBank: { initialDays: 5, incrementDays: 2, maxDays: 10 },
        noVacation: true,
      } as never),
    ).challenge as unknown as { id: string };
    const accepted = dataOf(await challengeAction(app, bob.token, 'acceptChallenge', sent.id))
      .acceptChallenge as unknown as {
      matchId: string;
    };
    const [startEvent] = await events(accepted.matchId);
    expect(startEvent.payload.timeControl).toEqual({
      bank: { initialDays: 5, incrementDays: 2, maxDays: 10 },
      noVacation: true,
    });
    expect((await view(bob, accepted.matchId)).timeControl).toMatchObject({ noVacation: true, daysPerMove: null });
    // The rematch takes the time control from the finished match's own start event.
    dataOf(
      await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: bob.token,
        variables: { m: accepted.matchId },
      }),
    );
    const offer = dataOf(await challengeAction(app, alice.token, 'rematch', accepted.matchId)).rematch as unknown as {
      id: string;
    };
    const again = dataOf(await challengeAction(app, bob.token, 'acceptChallenge', offer.id))
      .acceptChallenge as unknown as {
      matchId: string;
    };
    expect((await events(again.matchId))[0].payload.timeControl).toEqual(startEvent.payload.timeControl);

    // A rematch may choose its own time control instead (GraphQL `timeControl`, REST's body); the switches
    // alone are refused as in a lobby, and change nothing.
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: again.matchId },
    });
    const alone = await request(app.baseUrl)
      .post(`/api/matches/${again.matchId}/rematch`)
      .set('authorization', `Bearer ${bob.token}`)
      .send({ noAutoTimeout: true })
      .expect(400);
    expect(alone.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { noAutoTimeout: [expect.any(String)] } });
    const chosen = await request(app.baseUrl)
      .post(`/api/matches/${again.matchId}/rematch`)
      .set('authorization', `Bearer ${bob.token}`)
      .send({ daysPerMove: 4, noAutoTimeout: true })
      .expect(200);
    expect(chosen.body).toMatchObject({
      rematchOf: again.matchId,
      timeControl: { daysPerMove: 4, noAutoTimeout: true },
    });
    const third = dataOf(await challengeAction(app, alice.token, 'acceptChallenge', (chosen.body as { id: string }).id))
      .acceptChallenge as unknown as { matchId: string };
    expect((await events(third.matchId))[0].payload.timeControl).toEqual({ daysPerMove: 4, noAutoTimeout: true });
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: third.matchId },
    });
    const graphqlChoice = await gql<{ rematch: { timeControl: { bank: { maxDays: number } | null } } }>(
      app,
      'mutation($m: ID!) { rematch(matchId: $m, timeControl: { timeBank: { initialDays: 3, incrementDays: 1, maxDays: 6 } }) { timeControl { bank { maxDays } } } }',
      { token: alice.token, variables: { m: third.matchId } },
    );
    expect(dataOf(graphqlChoice).rematch.timeControl.bank).toEqual({ maxDays: 6 });

    const both = errorOf(
      await challenge(app, alice.token, bob.username, {
        preset: 'claim',
        daysPerMove: 3,
        timeBank: { initialDays: 5, incrementDays: 2, maxDays: 10 },
      } as never),
    );
    expect(both.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { timeBank: [expect.any(String)] } });
    const capBelow = errorOf(
      await challenge(app, alice.token, bob.username, {
        preset: 'claim',
        timeBank: { initialDays: 5, incrementDays: 2, maxDays: 4 },
      } as never),
    );
    expect(capBelow.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'timeBank.maxDays': [expect.any(String)] },
    });
  });

  it('REST: GET /api/turns lists my turns and POST /api/matches/{id}/claim-timeout claims once the deadline passed; the time-out names its deadline', async () => {
    const players = [alice, bob];
    const matchId = await start(players, { daysPerMove: 2 });
    const { seat } = await dueSeat(app, players, matchId);
    const waiting = players[seat];
    const opponent = players[1 - seat];

    const turns = await request(app.baseUrl)
      .get('/api/turns')
      .set('authorization', `Bearer ${waiting.token}`)
      .expect(200);
    const mine = (turns.body as { matchId: string; deadline: string }[]).find((t) => t.matchId === matchId)!;
    expect(mine).toBeDefined();

    const early = await request(app.baseUrl)
      .post(`/api/matches/${matchId}/claim-timeout`)
      .set('authorization', `Bearer ${opponent.token}`)
      .send({})
      .expect(422);
    expect(early.body).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'TIME_NOT_UP' });
    expect((await view(opponent, matchId)).canClaimTimeoutAt).toBe(mine.deadline);
    expect((await view(waiting, matchId)).canClaimTimeoutAt).toBeNull();

    clock.advance(2 * DAY_MS + 1000);
    // Too late to move where the server ends matches on time, even before the sweep ran (R-less: docs/correspondence.md).
    const [move] = await legalMovesOf(app, waiting.token, matchId);
    const late = await sendMove(app, waiting.token, matchId, move, (await view(waiting, matchId)).version);
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'TIME_UP' });

    const claimed = await request(app.baseUrl)
      .post(`/api/matches/${matchId}/claim-timeout`)
      .set('authorization', `Bearer ${opponent.token}`)
      .send({ claim: 'end' })
      .expect(200);
    expect(claimed.body).toMatchObject({ status: 'finished', result: { endedBy: 'timed_out', forfeitedSeat: seat } });
    const last = (await events(matchId)).at(-1)!;
    expect(last).toMatchObject({ type: 'timed_out', payload: { seat, deadline: mine.deadline } });
    // The game log tells it, with the deadline and the claimant: in words (REST) and as entries (GraphQL).
    const told = await request(app.baseUrl)
      .get(`/api/matches/${matchId}/story?format=text`)
      .set('authorization', `Bearer ${waiting.token}`)
      .expect(200);
    const deadline = `${mine.deadline.slice(0, 16).replace('T', ' ')} UTC`;
    expect(told.text).toContain(
      `${waiting.username} ran out of time. ${opponent.username} won. Their deadline was ${deadline}; ${opponent.username} claimed the time-out.`,
    );
    const story = await gql<{
      matchStory: { entries: { kind: string; seat: number; deadline: string; by: number }[] }[];
    }>(app, 'query($m: ID!) { matchStory(matchId: $m) { entries { kind seat deadline by } } }', {
      token: waiting.token,
      variables: { m: matchId },
    });
    expect(dataOf(story).matchStory.at(-1)!.entries).toEqual([
      { kind: 'timedOut', seat, deadline: mine.deadline, by: 1 - seat },
    ]);
  });

  it('no automatic time-out: the sweep leaves the match alone, a late move still counts, and a claim ends it', async () => {
    const players = [alice, bob];
    const matchId = await start(players, { daysPerMove: 1, noAutoTimeout: true });
    expect((await view(alice, matchId)).timeControl?.automaticTimeout).toBe(false);
    clock.advance(DAY_MS + 1000);
    await app.app.get(CorrespondenceService).sweep();
    expect((await view(alice, matchId)).status).toBe('running');
    await moveOnce(app, players, matchId);
    clock.advance(DAY_MS + 1000);
    const { seat } = await dueSeat(app, players, matchId);
    const claimed = await mutate(players[1 - seat], 'claimTimeout', matchId);
    expect(claimed.data?.claimTimeout).toMatchObject({ status: 'finished', result: { endedBy: 'timed_out' } });
  });

  it('a pause by agreement stops every clock; resuming moves the deadline by the pause', async () => {
    const players = [alice, bob];
    const matchId = await start(players, { daysPerMove: 3 });
    const before = (await view(alice, matchId)).clocks.find((c) => c.due)!;
    expect((await mutate(alice, 'proposePause', matchId)).data?.proposePause.pauseProposedBy).toBe(0);
    expect(errorOf(await mutate(alice, 'answerPause', matchId, ', accept: true')).extensions).toMatchObject({
      reason: 'NO_PAUSE_PROPOSED',
    });
    const paused = (await mutate(bob, 'answerPause', matchId, ', accept: true')).data!.answerPause;
    expect(paused.paused).toBe(true);
    expect(paused.clocks.find((c) => c.due)!.deadline).toBeNull();

    clock.advance(5 * DAY_MS);
    const claim = await mutate(players[1 - before.seat], 'claimTimeout', matchId);
    expect(claim.errors?.[0].extensions).toMatchObject({ reason: 'CLOCKS_PAUSED' });
    const resumed = (await mutate(alice, 'resumeMatch', matchId)).data!.resumeMatch;
    const after = resumed.clocks.find((c) => c.due)!;
    const held = ms(after.deadline) - ms(before.deadline);
    expect(held).toBeGreaterThanOrEqual(5 * DAY_MS);
    expect(held).toBeLessThan(5 * DAY_MS + 60_000);
    expect((await events(matchId)).map((e) => e.type)).toEqual([
      'match_started',
      'pause_proposed',
      'paused',
      'resumed',
    ]);
  });

  it('a vacation pauses the player in every match that allows it, shows to opponents, keeps to the allowance and ends early', async () => {
    const dave = await registerUser(app);
    const eve = await registerUser(app);
    // The deal picks the first leader; this test needs dave (seat 0) due in `open`.
    let open = await start([dave, eve], { daysPerMove: 2 });
    for (let tries = 0; tries < 30 && !(await view(eve, open)).clocks[0].due; tries++)
      open = await start([dave, eve], { daysPerMove: 2 });
    const tournament = await start([dave, eve], { daysPerMove: 2, noVacation: true });
    const vacations = app.app.get(VacationsService);
    const status = await gql<{ startVacation: { vacation: { endsAt: string; active: boolean }; usedDays: number } }>(
      app,
      'mutation { startVacation(days: 10) { vacation { endsAt active } usedDays allowanceDays } }',
      { token: dave.token },
    );
    expect(dataOf(status).startVacation).toMatchObject({ vacation: { active: true }, usedDays: 10 });
    const until = dataOf(status).startVacation.vacation.endsAt;

    const seen = await view(eve, open);
    expect(seen.clocks[0].vacationUntil).toBe(until);
    expect((await view(eve, tournament)).clocks[0].vacationUntil).toBeNull();
    expect((await events(open)).map((e) => e.type)).toEqual(['match_started', 'vacation_started']);

    // Over the allowance (14 a year by default).
    const more = await gql(
      app,
      'mutation { startVacation(days: 5, startsAt: "2099-01-01T00:00:00.000Z") { usedDays } }',
      {
        token: dave.token,
      },
    );
    expect(more.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const over = await gql(app, 'mutation { startVacation(days: 5) { usedDays } }', { token: dave.token });
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'VACATION_ALLOWANCE_EXCEEDED' });

    clock.advance(3 * DAY_MS - 60_000);
    const ended = await gql<{ endVacation: { vacation: null; usedDays: number } }>(
      app,
      'mutation { endVacation { vacation { id } usedDays } }',
      { token: dave.token },
    );
    expect(dataOf(ended).endVacation).toEqual({ vacation: null, usedDays: 3 });
    expect((await events(open)).map((e) => e.type)).toEqual(['match_started', 'vacation_started', 'vacation_ended']);
    const back = (await view(eve, open)).clocks[0];
    expect(back.vacationUntil).toBeNull();
    // Seat 0 leads: its 2 days start over after the 3 days of vacation.
    expect(back.due).toBe(true);
    expect(ms(back.deadline) - ms(back.dueSince)).toBeGreaterThanOrEqual(5 * DAY_MS - 120_000);

    // A booked vacation is applied by the sweep once its start comes.
    const booked = await vacations.start(dave, 2, new Date(clock.now().getTime() + DAY_MS));
    expect(booked.vacation?.applied).toBe(false);
    expect(await vacations.applyDue()).toBe(0);
    clock.advance(DAY_MS + 1000);
    expect(await vacations.applyDue()).toBe(1);
    expect((await events(open)).at(-1)?.type).toBe('vacation_started');
  });

  it("a player's own move ends their vacation in every running match, each with its own vacation_ended event; so does ending it, and the sweep finishes what a crash left", async () => {
    const [gina, hal, ivy] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    // gina (seat 0) must be due in `moved`, where she moves during her vacation.
    let moved = await start([gina, hal], { daysPerMove: 2 });
    for (let tries = 0; tries < 30 && !(await view(hal, moved)).clocks[0].due; tries++)
      moved = await start([gina, hal], { daysPerMove: 2 });
    const other = await start([gina, ivy], { daysPerMove: 3 });
    const tournament = await start([gina, ivy], { daysPerMove: 3, noVacation: true });
    const keeper = app.app.get(VacationKeeper);
    const vacations = app.app.get(VacationsService);
    const startVacation = async (days: number) => {
      const status = await gql<{ startVacation: { vacation: { endsAt: string } } }>(
        app,
        `mutation { startVacation(days: ${days}) { vacation { endsAt } } }`,
        { token: gina.token },
      );
      return dataOf(status).startVacation.vacation.endsAt;
    };
    const until = await startVacation(5);
    expect((await view(ivy, other)).clocks[0].vacationUntil).toBe(until);

    clock.advance(DAY_MS - 60_000);
    const [move] = await legalMovesOf(app, gina.token, moved);
    const answer = await sendMove(app, gina.token, moved, move, (await view(gina, moved)).version);
    expect(answer.errors).toBeUndefined();
    const endedAt = await waitFor('the vacation to end in the other match', async () => {
      await keeper.settled();
      return (await events(other)).find((e) => e.type === 'vacation_ended');
    });
    expect(endedAt).toMatchObject({ payload: { seat: 0 }, actor_user_id: gina.id });
    // The match she moved in needs no event (the move ended it there); the one without vacations had none.
    expect((await events(moved)).map((e) => e.type)).toEqual(['match_started', 'vacation_started', 'move']);
    expect((await events(tournament)).map((e) => e.type)).toEqual(['match_started']);
    expect((await view(ivy, other)).clocks[0].vacationUntil).toBeNull();
    expect((await view(hal, moved)).clocks[0].vacationUntil).toBeNull();
    // Her allowance counts the one day begun while she was away, and the vacation is over.
    const status = await vacations.status(gina);
    expect(status).toMatchObject({ vacation: null, usedDays: 1 });
    const row = await db.query<{ end_pending: boolean }>('SELECT end_pending FROM vacations WHERE user_id = $1', [
      gina.id,
    ]);
    expect(row.rows).toEqual([{ end_pending: false }]);
    // Every chain still verifies with the new events.
    for (const matchId of [moved, other]) {
      const verdict = await gql<{ verifyMatch: { ok: boolean; reason: string | null } }>(
        app,
        'query($id: ID!) { verifyMatch(id: $id) { ok reason } }',
        { token: gina.token, variables: { id: matchId } },
      );
      expect(dataOf(verdict).verifyMatch).toEqual({ ok: true, reason: null });
    }

    // Ending it herself ends it in every running match at once.
    await startVacation(2);
    clock.advance(60_000);
    const ended = await gql(app, 'mutation { endVacation { usedDays } }', { token: gina.token });
    expect(ended.errors).toBeUndefined();
    for (const matchId of [moved, other])
      expect((await events(matchId)).filter((e) => e.type === 'vacation_ended').length).toBe(matchId === other ? 2 : 1);

    // A crash right after a move ended it (the row ended and pending, no other match told yet): the sweep's pass finishes.
    const third = await startVacation(2);
    clock.advance(60_000);
    await db.query('UPDATE vacations SET ended_at = $2, end_pending = true WHERE user_id = $1 AND ends_at = $3', [
      gina.id,
      clock.now(),
      third,
    ]);
    expect(await vacations.applyEnds()).toBe(1);
    expect(await vacations.applyEnds()).toBe(0);
    for (const matchId of [moved, other])
      expect((await events(matchId)).filter((e) => e.type === 'vacation_ended').length).toBe(matchId === other ? 3 : 2);
  });

  it('3 players: the sweep never ends the game; an opponent skips the expired seat, the server plays its turns deterministically, and it returns', async () => {
    const frank = await registerUser(app);
    const players = [alice, bob, frank];
    const matchId = await start(players, { daysPerMove: 1 }, threePlayerRules());
    const { seat } = await dueSeat(app, players, matchId);
    clock.advance(DAY_MS + 1000);
    expect(await app.app.get(CorrespondenceService).sweep()).toBe(0);
    expect((await view(alice, matchId)).status).toBe('running');

    const other = players[(seat + 1) % 3];
    const skipped = (await mutate(other, 'claimTimeout', matchId, ', claim: SKIP')).data!.claimTimeout;
    expect(skipped.status).toBe('running');
    expect(skipped.clocks[seat].skipped).toBe(true);
    const log = await events(matchId);
    expect(log[1]).toMatchObject({ type: 'seat_skipped', payload: { seat } });
    expect(log[2]).toMatchObject({ type: 'move', actor_user_id: null, payload: { seat } });
    // The automatic move is the one clocks.ts picks from the state it was due in: a replay makes the same.
    const runtime = await app.app.get(MatchesService).load(matchId);
    expect(log[2].payload).toEqual(automaticMove(runtimeAt(runtime, 1).state, seat));

    // Its next turn is also played, by the sweep.
    for (let i = 0; i < 6 && (await dueSeat(app, players, matchId)).seat !== seat; i++)
      await moveOnce(app, players, matchId);
    expect((await dueSeat(app, players, matchId)).seat).toBe(seat);
    expect(await app.app.get(CorrespondenceService).sweep()).toBeGreaterThan(0);
    expect((await dueSeat(app, players, matchId)).seat).not.toBe(seat);

    const returned = (await mutate(players[seat], 'returnToMatch', matchId)).data!.returnToMatch;
    expect(returned.clocks[seat].skipped).toBe(false);

    // The audit recomputes every clock and finds the log sound.
    const audit = await gql<{ verifyMatch: { ok: boolean; reason: string | null } }>(
      app,
      'query($id: ID!) { verifyMatch(id: $id) { ok reason } }',
      { token: alice.token, variables: { id: matchId } },
    );
    expect(dataOf(audit).verifyMatch).toEqual({ ok: true, reason: null });
  });

  /** What verifyMatch says of a match, asked as `user`. */
  const verify = async (user: RegisteredUser, matchId: string) =>
    dataOf(
      await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number | null; reason: string | null } }>(
        app,
        'query($id: ID!) { verifyMatch(id: $id) { ok firstBadSeq reason } }',
        { token: user.token, variables: { id: matchId } },
      ),
    ).verifyMatch;

  /**
   * Tampers with a match as a forger who knows the hash would: `forge` changes events after the start (their
   * payload or time), and every one of them is rehashed and chained up to a new head, so only the replay of
   * the clocks can tell.
   */
  const forgeAndRehash = async (
    matchId: string,
    forge: (row: EventRow, start: EventRow) => { payload?: Record<string, unknown>; createdAt?: Date },
  ): Promise<void> => {
    const { rows } = await db.query<EventRow>(
      'SELECT seq, type, payload, actor_user_id, request_id, created_at, hash, salt FROM match_events WHERE match_id = $1 ORDER BY seq',
      [matchId],
    );
    let prev = rows[0].hash;
    for (const row of rows.slice(1)) {
      const { payload = row.payload, createdAt = row.created_at } = forge(row, rows[0]);
      const hash = eventHash(
        prev,
        {
          matchId,
          seq: row.seq,
          type: row.type,
          payload: payload as never,
          actorUserId: row.actor_user_id,
          requestId: row.request_id,
          createdAt: createdAt.toISOString(),
        },
        row.salt,
      );
      await db.query(
        'UPDATE match_events SET payload = $1, created_at = $2, prev_hash = $3, hash = $4 WHERE match_id = $5 AND seq = $6',
        [payload, createdAt, prev, hash, matchId, row.seq],
      );
      prev = hash;
    }
    await db.query('UPDATE matches SET head_hash = $1 WHERE id = $2', [prev, matchId]);
    app.app.get(MatchesService).forgetCachedStates();
  };

  it('verifyMatch reports a time-out that a forged vacation event no longer justifies, the chain rehashed from it on', async () => {
    const [kim, lee] = await Promise.all([registerUser(app), registerUser(app)]);
    const players = [kim, lee];
    const matchId = await start(players, { daysPerMove: 2 });
    const { seat } = await dueSeat(app, players, matchId);
    const away = await gql(app, 'mutation { startVacation(days: 3) { usedDays } }', { token: players[seat].token });
    expect(away.errors).toBeUndefined();
    // 2 days per move plus the 3 days away: the opponent may claim once both have passed.
    clock.advance(5 * DAY_MS + 60_000);
    const claimed = await mutate(players[1 - seat], 'claimTimeout', matchId);
    expect(claimed.errors).toBeUndefined();
    expect((await events(matchId)).map((e) => e.type)).toEqual(['match_started', 'vacation_started', 'timed_out']);
    expect(await verify(kim, matchId)).toMatchObject({ ok: true });

    // A forger lengthens the vacation by a week and rehashes every event from it to the head.
    await forgeAndRehash(matchId, (row) =>
      row.type === 'vacation_started'
        ? {
            payload: {
              ...row.payload,
              until: new Date(Date.parse(row.payload.until as string) + 7 * DAY_MS).toISOString(),
            },
          }
        : {},
    );
    const report = await verify(kim, matchId);
    expect(report).toMatchObject({ ok: false, firstBadSeq: 2 });
    expect(report.reason).toMatch(new RegExp(`^clock: seat ${seat} had until `));
  });

  it('verifyMatch reports a time-out the clocks do not justify, even in a chain rehashed after tampering', async () => {
    const players = [alice, bob];
    const matchId = await start(players, { daysPerMove: 2 });
    const { seat } = await dueSeat(app, players, matchId);
    clock.advance(2 * DAY_MS + 1000);
    await mutate(players[1 - seat], 'claimTimeout', matchId);
    expect(await verify(alice, matchId)).toMatchObject({ ok: true });

    // Backdate the time-out to one day after the start and recompute its hash and the head, as a forger would.
    await forgeAndRehash(matchId, (row, started) =>
      row.seq === 1 ? { createdAt: new Date(started.created_at.getTime() + DAY_MS) } : {},
    );
    const report = await verify(alice, matchId);
    expect(report).toMatchObject({ ok: false, firstBadSeq: 1 });
    expect(report.reason).toMatch(/^clock: seat \d had until /);
  });
});
