import { parseMoveCommand } from '../../src/matches/write/move-command';
import { PRESETS, dueNow, legalMoves, seededChooser } from '../../src/engine';
import { testRules } from '../../src/engine/testing/decks';
import { auditMatch } from '../../src/audit/audit-log';
import { ComputerPlayerService } from '../../src/computer/computer-player.service';
import { TurnsRepository } from '../../src/correspondence/turns.repository';
import { seatResults } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * Replaced seats (docs/engine.md "Replaced seats"): in a 3–4 player match where a player asked for it, a
 * seat that resigns is taken over by the computer, which plays it to the end through the bot worker; the
 * seat ranks last.
 */
describe('replaced seats: the computer plays a seat that left (3–4 players)', () => {
  let app: TestApp;
  let users: RegisteredUser[];
  let service: MatchesService;
  let computer: ComputerPlayerService;

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_COMPUTER_THREADS: '1', CLAIM_COMPUTER_SWEEP: '0' } });
    users = await Promise.all([0, 1, 2, 3].map(() => registerUser(app)));
    service = app.app.get(MatchesService);
    computer = app.app.get(ComputerPlayerService);
  });
  afterAll(async () => app.close());

  const REQUEST = 'mutation($m: ID!) { requestReplacement(matchId: $m) { replacedSeats replacementRequestedBy } }';

  it.each([3, 4])(
    '%i players: a resignation after a request lets the computer finish the seat, last',
    async (players) => {
      const seats = users.slice(0, players);
      const rules = testRules([...PRESETS.claim, 'seers', 'vampires'], { players });
      const matchId = await service.start(rules, seats, seats[0].id);
      const asked = await gql(app, REQUEST, { token: seats[0].token, variables: { m: matchId } });
      expect(asked.data).toEqual({ requestReplacement: { replacedSeats: [], replacementRequestedBy: [0] } });
      const again = await gql(app, REQUEST, { token: seats[0].token, variables: { m: matchId } });
      expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');

      // Seat 1 resigns: the match goes on, the computer has the seat.
      const resigned = await gql<{ resign: { status: string; replacedSeats: number[] } }>(
        app,
        'mutation($m: ID!) { resign(matchId: $m) { status replacedSeats } }',
        { token: seats[1].token, variables: { m: matchId } },
      );
      expect(resigned.data).toEqual({ resign: { status: 'running', replacedSeats: [1] } });
      const replacedAt = (await service.load(matchId)).version;
      // Its player acts for it no more.
      const late = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: seats[1].token,
        variables: { m: matchId },
      });
      expect(late.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // Nor claims the others' time nor pauses their clocks (it only watches now, R9).
      for (const mutation of [
        'mutation($m: ID!) { claimTimeout(matchId: $m) { version } }',
        'mutation($m: ID!) { proposePause(matchId: $m) { version } }',
      ]) {
        const refused = await gql(app, mutation, { token: seats[1].token, variables: { m: matchId } });
        expect([mutation, refused.errors?.[0].extensions?.code]).toEqual([mutation, 'FORBIDDEN']);
      }

      const choose = seededChooser(players);
      for (let guard = 0; guard < 500; guard++) {
        await computer.settled();
        const runtime = await service.load(matchId);
        if (runtime.status !== 'running') break;
        const due = dueNow(runtime.state)!;
        if (due.seat === 1) {
          // The computer's turn: it is woken by the commit notice; wait for it without sleeping.
          computer.watch(matchId);
          continue;
        }
        const legal = legalMoves(runtime.state, due.seat);
        const { seat: _seat, ...move } = legal[choose(legal.length)];
        await service.move({
          caller: seats[due.seat],
          matchId: matchId,
          command: parseMoveCommand(move),
          expectedVersion: runtime.version,
        });
      }
      const final = await service.load(matchId);
      expect(final.status).toBe('finished');
      expect(final.forfeit).toBeNull();
      const computerMoves = final.events.filter((e) => e.seq > replacedAt && e.type === 'move' && e.payload.seat === 1);
      expect(computerMoves.length).toBeGreaterThan(0);
      for (const e of computerMoves) expect([e.actorUserId, e.requestId]).toEqual([null, 'computer.hard']);
      expect(final.events[replacedAt]).toMatchObject({
        type: 'seat_replaced',
        payload: { seat: 1, reason: 'resigned' },
      });
      // Seat 1 ranks last whatever the computer made of it: a loss, also in the stored results (ratings read them).
      expect(seatResults(final)?.[1]).toBe('loss');
      expect(auditMatch(final.header, final, final.events)).toMatchObject({ ok: true });
      const story = await fetch(`${app.baseUrl}/api/matches/${matchId}/story?format=text`, {
        headers: { authorization: `Bearer ${seats[0].token}` },
      });
      expect(await story.text()).toContain('The computer plays their seat to the end');
    },
    240_000,
  );

  it("a replaced seat's turn is the computer's in match_turns: not in its former player's myTurn, found by the sweep", async () => {
    // A second server process on the same database that does not play for the computer, so that the
    // turn stays due until this process's sweep finds it (as after a restart).
    const other = await startTestApp({ database: app.database, env: { CLAIM_COMPUTER_THREADS: '0' } });
    try {
      const elsewhere = other.app.get(MatchesService);
      const seats = users.slice(0, 3);
      const matchId = await elsewhere.start(
        testRules([...PRESETS.claim, 'seers', 'vampires'], { players: 3 }),
        seats,
        seats[0].id,
        { daysPerMove: 3 },
      );
      await elsewhere.requestReplacement(seats[0], matchId);
      const choose = seededChooser(3);
      for (let guard = 0; guard < 50; guard++) {
        const runtime = await elsewhere.load(matchId);
        const due = dueNow(runtime.state)!;
        if (due.seat === 1) break;
        const legal = legalMoves(runtime.state, due.seat);
        const { seat: _seat, ...move } = legal[choose(legal.length)];
        await elsewhere.move({
          caller: seats[due.seat],
          matchId: matchId,
          command: parseMoveCommand(move),
          expectedVersion: runtime.version,
        });
      }
      const turnsOf = async (user: RegisteredUser): Promise<string[]> => {
        const response = await fetch(`${app.baseUrl}/api/turns`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { matchId: string }[]).map((t) => t.matchId);
      };
      const MY_TURN = '{ myTurn { matchId } }';
      expect(await turnsOf(seats[1])).toContain(matchId);

      // Seat 1 leaves while it is due: the turn passes to the computer with the seat.
      const view = await elsewhere.resign(seats[1], matchId);
      expect(view.runtime.events[view.runtime.version]).toMatchObject({ type: 'seat_replaced', payload: { seat: 1 } });
      expect(dueNow(view.runtime.state)?.seat).toBe(1);
      expect(await turnsOf(seats[1])).not.toContain(matchId);
      const mine = await gql<{ myTurn: { matchId: string }[] }>(app, MY_TURN, { token: seats[1].token });
      expect(mine.data?.myTurn.map((t) => t.matchId)).not.toContain(matchId);
      const hard = computer.accountsFor('hard', 1)[0];
      const rows = await app.app.get(TurnsRepository).forMatch(matchId);
      expect(rows.map((t) => [t.seat, t.userId])).toEqual([[1, hard.id]]);

      // This process never saw the match: its sweep finds the turn by the computer's account and plays it.
      await computer.sweep();
      await computer.settled();
      const after = await service.load(matchId);
      expect(after.version).toBeGreaterThan(view.runtime.version);
      expect(after.events[view.runtime.version + 1]).toMatchObject({
        type: 'move',
        payload: { seat: 1 },
        actorUserId: null,
        requestId: 'computer.hard',
      });
    } finally {
      await other.close();
    }
  }, 120_000);

  it('a 2-player match has no replacement; without a request a resignation ends the match', async () => {
    const two = await service.start(testRules('claim'), users.slice(0, 2), users[0].id);
    const refused = await fetch(`${app.baseUrl}/api/matches/${two}/replacement-request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${users[0].token}` },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'REPLACEMENT_NEEDS_MORE_PLAYERS' });
    const three = await service.start(
      testRules([...PRESETS.claim, 'seers', 'vampires'], { players: 3 }),
      users.slice(0, 3),
      users[0].id,
    );
    const view = await service.resign(users[2], three);
    expect(view.runtime.status).toBe('finished');
    expect(view.runtime.events[view.runtime.version].type).toBe('resigned');
  }, 60_000);
});
