import type { GameState, Move, Rules, Seat } from '../../src/engine';
import { HEROES, apply, dueNow, legalMoves, seededChooser } from '../../src/engine';
import { testRules } from '../../src/engine/testing/decks';
import { MatchesService } from '../../src/matches/matches.service';
import { parseMoveCommand } from '../../src/matches/write/move-command';
import type { OrderWire } from '../../src/matches/write/standing-orders';
import { dataOf } from '../lobbies/lobby-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

/** Two players with every decision the language answers: Seers, Vampires (phase two) and every hero. */
export const ORDER_RULES: Rules = testRules(['goblins', 'knights', 'seers', 'vampires', 'undead'], {
  players: 2,
  heroes: [...HEROES],
});

export const ORDER_FIELDS = 'id matchId position when whenCard whenFaction answer card faction status reason firedSeq';
export const ADD_ORDER = `mutation($m: ID!, $o: StandingOrderInput!) { addStandingOrder(matchId: $m, order: $o) { ${ORDER_FIELDS} } }`;
export const SET_ORDERS = `mutation($m: ID!, $o: [StandingOrderInput!]!) { setStandingOrders(matchId: $m, orders: $o) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = `query($m: ID!) { myStandingOrders(matchId: $m) { ${ORDER_FIELDS} } }`;
export const REMOVE_ORDER = 'mutation($id: ID!) { removeStandingOrder(id: $id) }';

export interface OrderShape {
  id: string;
  matchId: string;
  position: number;
  when: string;
  whenCard: string | null;
  whenFaction: string | null;
  answer: string;
  card: string | null;
  faction: string | null;
  status: 'ACTIVE' | 'FIRED' | 'DROPPED';
  reason: string | null;
  firedSeq: number | null;
}

export async function addOrder(
  app: TestApp,
  user: RegisteredUser,
  matchId: string,
  order: OrderWire,
): Promise<OrderShape> {
  return dataOf(
    await gql<{ addStandingOrder: OrderShape }>(app, ADD_ORDER, {
      token: user.token,
      variables: { m: matchId, o: order },
    }),
  ).addStandingOrder;
}

export async function myOrders(app: TestApp, user: RegisteredUser, matchId: string): Promise<OrderShape[]> {
  return dataOf(
    await gql<{ myStandingOrders: OrderShape[] }>(app, MY_ORDERS, { token: user.token, variables: { m: matchId } }),
  ).myStandingOrders;
}

export function startOrdersMatch(
  app: TestApp,
  players: readonly RegisteredUser[],
  rules: Rules = ORDER_RULES,
): Promise<string> {
  return app.app.get(MatchesService).start(rules, players, players[0].id, { spectators: 'anyone' });
}

/** What `drive` offers its `at` callback: the match before a hand move, the move, and the state after it. */
export interface Step {
  readonly state: GameState;
  readonly seat: Seat;
  readonly move: Move;
  readonly after: GameState;
  readonly version: number;
}

/**
 * Plays random legal moves by hand (each by the seat due, as its player) until the match ends or `at`
 * returns 'stop' for the step about to be played (the callback may set orders first; the move is then
 * played and drive returns the version it was played at). `avoid` keeps a card from a seat's hand moves
 * where it has another choice.
 */
export async function drive(
  app: TestApp,
  matchId: string,
  players: readonly RegisteredUser[],
  seed: number,
  at: (step: Step) => Promise<'stop' | 'go'>,
  avoid: (seat: Seat, move: Move) => boolean = () => false,
): Promise<number | null> {
  const service = app.app.get(MatchesService);
  const choose = seededChooser(seed);
  for (;;) {
    const runtime = await service.load(matchId);
    if (runtime.status !== 'running') return null;
    const due = dueNow(runtime.state)!;
    const legal = legalMoves(runtime.state, due.seat);
    const preferred = legal.filter((m) => !avoid(due.seat, m));
    const pool = preferred.length > 0 ? preferred : legal;
    const move = pool[choose(pool.length)];
    const after = apply(runtime.state, move);
    if (!after.ok) throw new Error(after.error.message);
    const verdict = await at({
      state: runtime.state,
      seat: due.seat,
      move,
      after: after.value,
      version: runtime.version,
    });
    const { seat: _seat, ...input } = move;
    await service.move({
      caller: players[due.seat],
      matchId,
      command: parseMoveCommand(input),
      expectedVersion: runtime.version,
    });
    if (verdict === 'stop') return runtime.version + 1;
  }
}
