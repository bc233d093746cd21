import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Clock } from '../../src/common/clock';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { fetchMatch, legalMovesOf, rules, sendMove } from '../matches/match-support';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Settings for a test app: no background sweep or worker unless a test turns them on. */
export const QUIET = { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_WEBHOOK_POLL: '0' };

/** The app's injected clock, made movable: real time plus an offset the test advances. */
export interface MovableClock {
  advance(ms: number): void;
  now(): Date;
}

export function movableClock(app: TestApp): MovableClock {
  const clock = app.app.get(Clock);
  let offset = 0;
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + offset));
  return { advance: (ms) => void (offset += ms), now: () => new Date(Date.now() + offset) };
}

export async function startCorrespondenceMatch(
  app: TestApp,
  players: RegisteredUser[],
  daysPerMove: number | null,
): Promise<string> {
  return app.app.get(MatchesService).start(rules('claim'), players, players[0].id, { daysPerMove });
}

/** The seat due now and the match version. */
export async function dueSeat(
  app: TestApp,
  players: RegisteredUser[],
  matchId: string,
): Promise<{ seat: number; version: number; status: string }> {
  const response = await fetchMatch<{ version: number; status: string; table: { toAct: { seat: number } | null } }>(
    app,
    players[0].token,
    matchId,
    'version status table { toAct { seat } }',
  );
  const match = response.data!.match;
  return { seat: match.table.toAct?.seat ?? -1, version: match.version, status: match.status };
}

/** The seat due plays its first legal move; returns who moved and the new version. */
export async function moveOnce(
  app: TestApp,
  players: RegisteredUser[],
  matchId: string,
): Promise<{ seat: number; version: number }> {
  const { seat, version } = await dueSeat(app, players, matchId);
  const [move] = await legalMovesOf(app, players[seat].token, matchId);
  const response = await sendMove(app, players[seat].token, matchId, move, version);
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return { seat, version: version + 1 };
}

/** Plays until `player` (seat index in `players`) is due. */
export async function untilDue(
  app: TestApp,
  players: RegisteredUser[],
  matchId: string,
  seat: number,
): Promise<number> {
  for (let i = 0; i < 10; i++) {
    const due = await dueSeat(app, players, matchId);
    if (due.seat === seat) return due.version;
    await moveOnce(app, players, matchId);
  }
  throw new Error('the seat never became due');
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const MY_TURN = 'query { myTurn { matchId seat opponents due version dueSince deadline } }';

export interface TurnEntry {
  matchId: string;
  seat: number;
  opponents: string[];
  due: string;
  version: number;
  dueSince: string;
  deadline: string | null;
}

export async function myTurn(app: TestApp, user: RegisteredUser): Promise<TurnEntry[]> {
  const response = await gql<{ myTurn: TurnEntry[] }>(app, MY_TURN, { token: user.token });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.myTurn;
}

/** One request a test receiver got: what a webhook consumer sees. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook receiver on 127.0.0.1 answering with `status(n)` for the n-th request (0-based). */
export async function startReceiver(
  status: (n: number) => number = () => 200,
): Promise<{ url: string; received: ReceivedHook[]; close(): Promise<void> }> {
  const received: ReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const n = received.length;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      res.statusCode = status(n);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/claim`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
