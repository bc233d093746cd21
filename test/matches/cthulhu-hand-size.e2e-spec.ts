import { parseMoveCommand } from '../../src/matches/write/move-command';
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { Card, GameState, Move, Rules, Seat } from '../../src/engine';
import { apply, legalMoves, newGame, seatToAct, seededChooser } from '../../src/engine';
import { testRules } from '../../src/engine/testing/decks';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MATCH_FIELDS } from './match-support';

/**
 * RULES.md R9 ruling (issue 27): a Cthulhu discard leaves its hand as soon as it is chosen — every viewer's
 * `handSize` for that seat drops at once — while the card stays hidden until all chose. And issue 27 P11:
 * the hidden event's request id (the client's own X-Request-Id, which may say anything) is withheld from
 * the others with its payload until the reveal. 2, 3 and 4 players, through GraphQL and REST.
 */

const RULES: Record<number, Rules> = {
  2: testRules('claim', { heroes: ['cthulhu'] }),
  3: testRules('gnomes,giants,seers,vampires,dwarves,werewolves,zombies', { heroes: ['cthulhu'], players: 3 }),
  4: testRules('gnomes,giants,seers,vampires,dwarves,werewolves,zombies', { heroes: ['cthulhu'], players: 4 }),
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function next(s: GameState, move: Move): GameState {
  const result = apply(s, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${result.error.message}`);
  return result.value;
}

/** A given deal, and the moves that reach a phase-two Cthulhu round with at least two discarders. */
function findRound(rules: Rules): { seed: string; deck: Card[]; firstLeader: Seat; prefix: Move[] } {
  for (let attempt = 0; attempt < 500; attempt++) {
    const seed = sha256(`cthulhu-hand-size ${rules.players} ${attempt}`);
    const dealt = newGame(rules, seed);
    if (!dealt.ok) throw new Error(dealt.error.message);
    // The dealing order back from the deal (R2.4: round-robin, then the prize(s), then the pile).
    const d = dealt.value;
    const deck: Card[] = [];
    for (let i = 0; i < d.hands[0].length; i++) for (const hand of d.hands) deck.push(hand[i]);
    deck.push(...d.prizes, ...d.drawPile);
    const given = newGame(rules, seed, { deck, firstLeader: d.leader });
    if (!given.ok) throw new Error(given.error.message);
    const choose = seededChooser(attempt);
    let s = given.value;
    const prefix: Move[] = [];
    while (s.phase !== 'over') {
      if (s.phase === 'two' && s.pending[0]?.kind === 'cthulhu' && s.pending.length >= 2)
        return { seed, deck, firstLeader: d.leader, prefix };
      const options = legalMoves(s, seatToAct(s)!);
      const move = options[choose(options.length)];
      prefix.push(move);
      s = next(s, move);
    }
  }
  throw new Error('no game with a Cthulhu round found');
}

type SeatJson = { seat: number; handSize: number };
type MatchJson = { version: number; table: { seats: SeatJson[]; toAct: unknown; myCthulhuDiscard: string | null } };
type EventJson = {
  seq: number;
  hidden: boolean;
  payload: string | null;
  salt: string | null;
  requestId: string | null;
};

describe('R9 ruling: a Cthulhu discard leaves its hand at once, for every viewer; its request id stays hidden', () => {
  let app: TestApp;
  let users: RegisteredUser[];
  let spectator: RegisteredUser;
  let service: MatchesService;

  beforeAll(async () => {
    app = await startTestApp();
    users = await Promise.all([0, 1, 2, 3].map(() => registerUser(app)));
    spectator = await registerUser(app);
    service = app.app.get(MatchesService);
  });
  afterAll(async () => app.close());

  const MATCH = `query($id: ID!) { match(id: $id) { ${MATCH_FIELDS} } }`;
  const EVENTS = 'query($m: ID!) { matchEvents(matchId: $m) { seq hidden payload salt requestId } }';

  /** What each viewer reads of the match: every seat, a signed-in spectator, a visitor, and REST. */
  const views = async (matchId: string, seats: readonly RegisteredUser[]) => {
    const out: Record<string, MatchJson> = {};
    for (const [i, user] of [...seats, spectator].entries()) {
      const answer = await gql<{ match: MatchJson }>(app, MATCH, { token: user.token, variables: { id: matchId } });
      expect(answer.errors).toBeUndefined();
      out[i < seats.length ? `seat ${i}` : 'spectator'] = answer.data!.match;
    }
    const visitor = await gql<{ publicMatch: MatchJson }>(
      app,
      MATCH.replace('match(id: $id)', 'publicMatch(id: $id)'),
      { variables: { id: matchId } },
    );
    out.visitor = visitor.data!.publicMatch;
    const rest = await request(app.baseUrl)
      .get(`/api/matches/${matchId}`)
      .set('authorization', `Bearer ${spectator.token}`);
    out['REST spectator'] = rest.body as MatchJson;
    return out;
  };

  it.each([2, 3, 4])(
    '%i players: every viewer sees the hand shrink right after the discard, and nothing else of it until the reveal',
    async (players) => {
      const rules = RULES[players];
      const seats = users.slice(0, players);
      const { seed, deck, firstLeader, prefix } = findRound(rules);
      const matchId = await service.start(rules, seats, seats[0].id, {
        deal: { deck, firstLeader, seed },
        spectators: 'anyone',
      });
      for (const move of prefix) {
        const { seat, ...input } = move;
        await service.move({
          caller: seats[seat],
          matchId: matchId,
          command: parseMoveCommand(input),
          expectedVersion: (await service.load(matchId)).version,
        });
      }
      const runtime = await service.load(matchId);
      const discarder = runtime.state.pending[0].seat;
      const card = (legalMoves(runtime.state, discarder)[0] as { discard: Card }).discard;
      const before = await views(matchId, seats);

      // The discard, with a client request id that names the card (a client may send anything as X-Request-Id).
      const telling = `discard:${card}`;
      const sent = await request(app.baseUrl)
        .post('/graphql')
        .set('authorization', `Bearer ${seats[discarder].token}`)
        .set('x-request-id', telling)
        .send({
          query:
            'mutation($m: ID!, $c: String!, $v: Int!) { decide(matchId: $m, decision: { discard: $c }, expectedVersion: $v) { version } }',
          variables: { m: matchId, c: card, v: runtime.version },
        });
      expect(sent.body.errors).toBeUndefined();
      const after = await views(matchId, seats);
      expect((await service.load(matchId)).state.cthulhuChoices).toHaveLength(1); // the round is still open

      for (const [viewer, view] of Object.entries(after)) {
        const was = before[viewer];
        // R9 ruling: the discarder's hand is one card smaller for everyone, at once.
        expect({ viewer, handSize: view.table.seats[discarder].handSize }).toEqual({
          viewer,
          handSize: was.table.seats[discarder].handSize - 1,
        });
        if (viewer === `seat ${discarder}`) {
          expect(view.table.myCthulhuDiscard).toBe(card);
          continue;
        }
        // Nothing else changed for the others: no card identity (known cards, discard pile, …) tells it.
        const without = (m: MatchJson) => ({
          ...m,
          version: 0,
          headHash: '',
          clocks: [],
          table: { ...m.table, toAct: null, seats: m.table.seats.map((s) => ({ ...s, handSize: 0 })) },
        });
        expect({ viewer, ...without(view) }).toEqual({ viewer, ...without(was) });
      }

      // P11: the hidden event's request id is withheld from every other viewer with its payload and salt.
      const discardSeq = runtime.version + 1;
      const eventsOf = async (token: string) =>
        (
          await gql<{ matchEvents: EventJson[] }>(app, EVENTS, { token, variables: { m: matchId } })
        ).data!.matchEvents.find((e) => e.seq === discardSeq)!;
      for (const [i, user] of [...seats, spectator].entries()) {
        const event = await eventsOf(user.token);
        if (i === discarder) expect(event).toMatchObject({ hidden: false, requestId: telling });
        else expect({ i, ...event }).toMatchObject({ i, hidden: true, payload: null, salt: null, requestId: null });
      }
      const restEvents = await request(app.baseUrl)
        .get(`/api/matches/${matchId}/events`)
        .set('authorization', `Bearer ${spectator.token}`);
      expect((restEvents.body as EventJson[]).find((e) => e.seq === discardSeq)).toMatchObject({
        hidden: true,
        requestId: null,
      });

      // The others choose: at the reveal the request id is shown with the payload.
      for (;;) {
        const now = await service.load(matchId);
        const due = now.state.pending[0];
        if (due?.kind !== 'cthulhu' || now.state.cthulhuChoices.length === 0) break;
        const { seat: _seat, ...input } = legalMoves(now.state, due.seat)[0];
        await service.move({
          caller: seats[due.seat],
          matchId: matchId,
          command: parseMoveCommand(input),
          expectedVersion: now.version,
        });
      }
      expect(await eventsOf(spectator.token)).toMatchObject({ hidden: false, requestId: telling });
    },
    120_000,
  );
});
