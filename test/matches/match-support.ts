import type { Move } from '../../examples/bot/client';
import { decisionOf } from '../../examples/bot/client';
import type { Rules } from '../../src/engine';
import { rulesFrom } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { GraphQLResponse, RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

export const MOVE_FIELDS = 'seat kind card activate bury gnome victim notation';
export const TABLE_FIELDS = `phase trickNumber leader drawPileSize discarded discardPileSize removedFromGameCount moon setAsideTrolls
  prizes hand followerPile myCthulhuDiscard
  toAct { kind seat peeked prizes allowTop collected giant }
  trick { seat card }
  lastTrick { plays { seat card } prizes ranking winner phase trickNumber }
  cube { cube under }
  seats { seat username team handSize followerPileSize scorePile gnomesInFront activeVampire underVampire knownCards }
  revealed { seed hands followerPiles drawPile removedFromGame discardPile }`;
export const MATCH_FIELDS = `id status version headHash seedCommitment seed mySeat createdAt
  rules { players factions heroes }
  seats { seat username }
  result { winner endedBy forfeitedSeat factions { faction winner } }
  table { ${TABLE_FIELDS} }`;

/** A move as `legalMoves` lists it (MOVE_FIELDS): the example bot's type, which the tests share. */
export type MoveModel = Move;

export function rules(preset: string, heroes: string[] = [], players = 2): Rules {
  const r = rulesFrom(preset, heroes, players);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Starts a match directly through the service (lobbies have their own tests). */
export async function startMatch(
  app: TestApp,
  players: RegisteredUser[],
  ruleSet: Rules = rules('claim'),
): Promise<string> {
  return app.app.get(MatchesService).start(ruleSet, players, players[0].id);
}

/** Sends a listed legal move through the public mutations. */
export async function sendMove(
  app: TestApp,
  token: string,
  matchId: string,
  move: MoveModel,
  expectedVersion: number,
): Promise<GraphQLResponse<Record<string, { version: number }>>> {
  if (move.kind === 'play') {
    return gql(
      app,
      'mutation($m: ID!, $c: String!, $v: Int!) { playCard(matchId: $m, card: $c, expectedVersion: $v) { version } }',
      {
        token,
        variables: { m: matchId, c: move.card, v: expectedVersion },
      },
    );
  }
  return gql(
    app,
    'mutation($m: ID!, $d: DecisionInput!, $v: Int!) { decide(matchId: $m, decision: $d, expectedVersion: $v) { version } }',
    {
      token,
      variables: { m: matchId, d: decisionOf(move), v: expectedVersion },
    },
  );
}

export async function fetchMatch<T = Record<string, unknown>>(
  app: TestApp,
  token: string,
  matchId: string,
  fields = MATCH_FIELDS,
): Promise<GraphQLResponse<{ match: T }>> {
  return gql(app, `query($id: ID!) { match(id: $id) { ${fields} } }`, { token, variables: { id: matchId } });
}

export async function legalMovesOf(app: TestApp, token: string, matchId: string): Promise<MoveModel[]> {
  const response = await gql<{ legalMoves: MoveModel[] }>(
    app,
    `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`,
    {
      token,
      variables: { m: matchId },
    },
  );
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.legalMoves;
}

/** Helpers that pick situations from a dealt game. */
export const stackedMatchSupport = {
  /**
   * A lead that leaves the follower holding both the led faction and a card of another faction
   * (not a Doppelganger), so that not following is possible and illegal (R4.1).
   */
  leadForcingFollow(state: { leader: number; hands: string[][] }): { play: string } {
    const follower = state.hands[1 - state.leader];
    const factionOf = (c: string) => c.split(':')[0];
    for (const card of state.hands[state.leader]) {
      const led = factionOf(card);
      if (led === 'doppelgangers') continue;
      const follows = follower.some((c) => factionOf(c) === led);
      const other = follower.some((c) => factionOf(c) !== led && factionOf(c) !== 'doppelgangers');
      if (follows && other) return { play: card };
    }
    throw new Error('no lead forces a follow in this deal');
  },
};
