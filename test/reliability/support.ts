import { Client as PgClient } from 'pg';
import type { Move } from '../../clients/typescript/src';
import { decisionOf } from '../../clients/typescript/src';
import { seededChooser } from '../../src/engine';

export interface Player {
  readonly id: string;
  readonly username: string;
  readonly token: string;
}

export interface GqlResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** A transport failure (connection refused or reset, timeout): the server may or may not have acted. */
export class TransportError extends Error {}

/** GraphQL over HTTP with a deadline, for servers that may die mid-request. */
export async function gqlAt<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  timeoutMs = 10_000,
): Promise<GqlResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TransportError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch((error: Error) => {
    throw new TransportError(error.message);
  });
  try {
    return JSON.parse(text) as GqlResult<T>;
  } catch {
    return {
      errors: [
        { message: `HTTP ${response.status}: ${text.slice(0, 200)}`, extensions: { code: `HTTP_${response.status}` } },
      ],
    };
  }
}

/** A move the server acknowledged: the version it created and the chain hash it reported. */
export interface Ack {
  readonly matchId: string;
  readonly version: number;
  readonly headHash: string;
  /** Acknowledged only on a retry, after the connection was cut mid-request (the first try may have committed). */
  readonly afterRetry: boolean;
}

export interface BotLog {
  readonly acks: Ack[];
  /** Error codes (or TRANSPORT) the bot saw, with counts. */
  readonly errors: Map<string, number>;
}

export function newBotLog(): BotLog {
  return { acks: [], errors: new Map() };
}

const MOVE_FIELDS = 'seat kind card activate bury gnome victim';

/** A move as `legalMoves` lists it, with the fields the tests ask for (MOVE_FIELDS). */
export type LegalMove = Omit<Move, 'notation'>;

/**
 * Plays one match to the end through the API, whatever happens to the server: asks for the player to
 * act and their legal moves, picks one, sends it with an idempotency key for that version, and retries
 * the same move with the same key after transport or server errors (so a move never plays twice, even
 * when the acknowledgment was lost). Records every acknowledged move.
 */
export async function playToEnd(
  urlOf: () => string,
  matchId: string,
  players: readonly Player[],
  seed: number,
  log: BotLog,
  options: { deadline: number; pauseMs?: number },
): Promise<void> {
  const choose = seededChooser(seed);
  const count = (code: string): void => void log.errors.set(code, (log.errors.get(code) ?? 0) + 1);
  const attempt = async <T>(work: () => Promise<GqlResult<T>>): Promise<GqlResult<T> | null> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      count('TRANSPORT');
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      return null;
    }
  };
  while (Date.now() < options.deadline) {
    const state = await attempt(() =>
      gqlAt<{ match: { version: number; status: string; table: { toAct: { seat: number } | null } } }>(
        urlOf(),
        'query($m: ID!) { match(id: $m) { version status table { toAct { seat } } } }',
        { m: matchId },
        players[0].token,
      ),
    );
    const match = state?.data?.match;
    if (!match) {
      if (state) count(state.errors?.[0]?.extensions?.code ?? 'NO_DATA');
      if (state) await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    if (match.status !== 'running' || !match.table.toAct) return;
    const player = players[match.table.toAct.seat];
    const legal = await attempt(() =>
      gqlAt<{ legalMoves: LegalMove[] }>(
        urlOf(),
        `query($m: ID!) { legalMoves(matchId: $m) { ${MOVE_FIELDS} } }`,
        { m: matchId },
        player.token,
      ),
    );
    const moves = legal?.data?.legalMoves;
    if (!moves || moves.length === 0) {
      if (legal?.errors) count(legal.errors[0]?.extensions?.code ?? 'NO_DATA');
      continue;
    }
    const { query, variables } = moveRequest(matchId, moves[choose(moves.length)], match.version);
    const key = `${matchId}:${match.version}`;
    // The same move, the same key, until the server answers it (or says the match moved on).
    let cut = false;
    for (let retry = 0; retry < 50 && Date.now() < options.deadline; retry++) {
      const sent = await attempt(() =>
        gqlAt<Record<string, { version: number; headHash: string }>>(
          urlOf(),
          query,
          { ...variables, k: key },
          player.token,
        ),
      );
      if (!sent) {
        cut = true;
        continue;
      }
      const answer = sent.data && Object.values(sent.data)[0];
      if (answer) {
        log.acks.push({ matchId, version: answer.version, headHash: answer.headHash, afterRetry: cut });
        break;
      }
      const code = sent.errors?.[0]?.extensions?.code ?? 'NO_DATA';
      count(code);
      if (code === 'VERSION_CONFLICT' || code === 'ILLEGAL_MOVE') break;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
    if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
  }
}

/** The mutation for a move as `legalMoves` lists it, answering with `fields`. */
export function moveRequest(
  matchId: string,
  move: LegalMove,
  version: number,
  fields = 'version headHash',
): { query: string; variables: Record<string, unknown> } {
  if (move.kind === 'play') {
    return {
      query: `mutation($m: ID!, $c: String!, $v: Int!, $k: String) { playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) { ${fields} } }`,
      variables: { m: matchId, c: move.card, v: version },
    };
  }
  return {
    query: `mutation($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) { decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) { ${fields} } }`,
    variables: { m: matchId, d: decisionOf(move), v: version },
  };
}

/**
 * What the log must show after any amount of trouble: every acknowledged move stored with the hash
 * its acknowledgment reported; per match, seqs 0…version without gaps; and each match's head row
 * pointing at its last event.
 */
export async function checkLog(
  databaseUrl: string,
  matchIds: readonly string[],
  acks: readonly Ack[],
): Promise<string[]> {
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  const problems: string[] = [];
  try {
    const { rows } = await db.query<{ match_id: string; seq: number; hash: string }>(
      'SELECT match_id::text, seq, hash FROM match_events WHERE match_id = ANY($1::uuid[]) ORDER BY match_id, seq',
      [matchIds],
    );
    const byMatch = new Map<string, { seq: number; hash: string }[]>();
    for (const row of rows) (byMatch.get(row.match_id) ?? byMatch.set(row.match_id, []).get(row.match_id)!).push(row);
    for (const ack of acks) {
      const stored = byMatch.get(ack.matchId)?.[ack.version];
      if (!stored || stored.seq !== ack.version || stored.hash !== ack.headHash)
        problems.push(`acknowledged move ${ack.matchId}@${ack.version} is not in the log as acknowledged`);
    }
    const heads = await db.query<{ id: string; version: number; head_hash: string }>(
      'SELECT id::text, version, head_hash FROM matches WHERE id = ANY($1::uuid[])',
      [matchIds],
    );
    for (const head of heads.rows) {
      const events = byMatch.get(head.id) ?? [];
      if (events.some((e, i) => e.seq !== i)) problems.push(`match ${head.id}: seqs have a gap or a duplicate`);
      if (events.length !== head.version + 1 || events[events.length - 1]?.hash !== head.head_hash)
        problems.push(`match ${head.id}: head does not point at the last event`);
    }
  } finally {
    await db.end();
  }
  return problems;
}

/** The server's own audit of each match: hash chain recomputed and the log replayed by the engine. */
export async function verifyAll(url: string, matchIds: readonly string[], token: string): Promise<string[]> {
  const problems: string[] = [];
  for (const id of matchIds) {
    const report = await gqlAt<{ verifyMatch: { ok: boolean; firstBadSeq: number | null } }>(
      url,
      'query($id: ID!) { verifyMatch(id: $id) { ok firstBadSeq } }',
      { id },
      token,
    );
    if (!report.data?.verifyMatch.ok)
      problems.push(`match ${id} does not verify: ${JSON.stringify(report.data ?? report.errors)}`);
  }
  return problems;
}

export async function registerAt(url: string, username: string): Promise<Player> {
  const result = await gqlAt<{ register: { accessToken: string; user: { id: string; username: string } } }>(
    url,
    'mutation($i: RegisterInput!) { register(input: $i) { accessToken user { id username } } }',
    { i: { username, password: 'correct horse battery' } },
  );
  if (!result.data) throw new Error(`register: ${JSON.stringify(result.errors)}`);
  return {
    id: result.data.register.user.id,
    username: result.data.register.user.username,
    token: result.data.register.accessToken,
  };
}

/** A mix of rule sets: both presets, Fear factions, heroes, and 3- and 4-player games. */
export const RULE_MIX: { factions: string; heroes: string[]; players: number }[] = [
  { factions: 'claim', heroes: [], players: 2 },
  { factions: 'claim2', heroes: [], players: 2 },
  { factions: 'goblins,knights,vampires,werewolves,shadows', heroes: ['warlock', 'mummy', 'lich-king'], players: 2 },
  { factions: 'gnomes,giants,trolls,zombies,seers', heroes: ['skeleton', 'cthulhu', 'gelatinous-cube'], players: 2 },
  { factions: 'goblins,knights,undead,dwarves,doppelgangers,dragons,seers', heroes: [], players: 3 },
  { factions: 'gnomes,giants,vampires,zombies,werewolves,trolls,shadows', heroes: ['skeleton', 'cthulhu'], players: 4 },
];

export async function startMatchAt(
  url: string,
  players: readonly Player[],
  factions = 'claim',
  heroes: readonly string[] = [],
): Promise<string> {
  const result = await gqlAt<{ probeStartMatch: string }>(
    url,
    'mutation($u: [ID!]!, $p: String!, $h: [String!]!) { probeStartMatch(userIds: $u, preset: $p, heroes: $h) }',
    {
      u: players.map((p) => p.id),
      p: factions,
      h: heroes,
    },
  );
  if (!result.data) throw new Error(`start: ${JSON.stringify(result.errors)}`);
  return result.data.probeStartMatch;
}

/** Rate limits no test here reaches (the servers these tests start are loaded on purpose). */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_AUTH: '1000000/1',
  RATE_LIMIT_MOVES: '1000000/1',
  RATE_LIMIT_API: '1000000/1',
};

/** Polls `probe` until it answers true (bounded). */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
