import type { Client } from 'pg';
import { Client as PgClient } from 'pg';
import type { Move } from '../../clients/typescript/src';
import { decisionOf } from '../../clients/typescript/src';
import type { Move as EngineMove, Rules } from '../../src/engine';
import { legalMoves, rulesFrom, seatToAct, seededChooser } from '../../src/engine';
import type { Caller } from '../../src/matches/matches.service';
import { MatchesService } from '../../src/matches/matches.service';
import { parseMoveCommand } from '../../src/matches/write/move-command';
import { MATCH_EVENTS_CHANNEL } from '../../src/matches/store/matches.repository';
import type { GraphQLResponse, RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import { MATCH_FIELDS, MOVE_FIELDS } from '../support/schema-fields';
import type { TestApp } from '../support/test-app';

// Every field of the type, from schema.gql (npm run gql:fields): a new field is in the no-leak tests at once.
export { MATCH_FIELDS, MOVE_FIELDS, TABLE_FIELDS } from '../support/schema-fields';

/** A move as `legalMoves` lists it (MOVE_FIELDS): the client package's type, which the tests share. */
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

/** What a finished match's side jobs wrote (match-followups.ts): its archived records and its rating changes. */
export function sideJobRows(db: Pick<Client, 'query'>): {
  archived(matchId: string): Promise<number>;
  rated(matchId: string): Promise<number>;
} {
  const count = async (table: string, matchId: string): Promise<number> =>
    Number(
      (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE match_id = $1::uuid`, [matchId])).rows[0]
        .n,
    );
  return {
    archived: (matchId) => count('archived_records', matchId),
    rated: (matchId) => count('rating_changes', matchId),
  };
}

/**
 * Plays every match of `ids` to its end through the service, all at once (match i with seeded choices i + 1, so
 * the games are the same in every run); returns how many moves were played. For the group-commit suites.
 */
export async function playAllToTheEnd(
  service: MatchesService,
  ids: readonly string[],
  players: readonly Caller[],
): Promise<number> {
  let moves = 0;
  await Promise.all(
    ids.map(async (id, i) => {
      const choose = seededChooser(i + 1);
      for (;;) {
        const runtime = await service.load(id);
        const seat = seatToAct(runtime.state);
        if (seat === null) return;
        const options = legalMoves(runtime.state, seat);
        const { seat: _seat, ...input }: EngineMove = options[choose(options.length)];
        await service.move({
          caller: players[seat],
          matchId: id,
          command: parseMoveCommand(input),
          expectedVersion: runtime.version,
        });
        moves++;
      }
    }),
  );
  return moves;
}

/** Two players inserted straight into `users` (for suites that drive the service without the API). */
export async function insertPlayers(db: Pick<Client, 'query'>, names: readonly string[]): Promise<Caller[]> {
  const players: Caller[] = [];
  for (const name of names) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (username, password_hash) VALUES ($1, 'x') RETURNING id`,
      [name],
    );
    players.push({ id: rows[0].id, username: name });
  }
  return players;
}

/** A connection listening to MATCH_EVENTS_CHANNEL: every payload it hears, in order. */
export async function matchEventsHeard(url: string): Promise<{ notices: string[]; end: () => Promise<void> }> {
  const listener = new PgClient({ connectionString: url });
  await listener.connect();
  const notices: string[] = [];
  listener.on('notification', (n) => notices.push(n.payload!));
  await listener.query(`LISTEN ${MATCH_EVENTS_CHANNEL}`);
  return { notices, end: () => listener.end() };
}
