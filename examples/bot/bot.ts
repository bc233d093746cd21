import { randomUUID } from 'node:crypto';
import type { Match, Move } from './client';
import { ClaimApiError, ClaimClient, answer, checkEntropy, newContribution } from './client';

export interface BotOptions {
  /** The server, e.g. http://localhost:3000. */
  baseUrl: string;
  /** A personal API token with the scopes match:read and match:play. */
  token: string;
  /** The match to play; by default the newest running match the token's user plays in (waiting for one if needed). */
  matchId?: string;
  /**
   * A lobby to join first (the token needs the `lobby` scope too), contributing a random entropy
   * contribution to its deal; the bot then plays the lobby's match once it starts and checks that the
   * match's entropy holds the lobby's seed commitment and its own contribution (docs/auditing.md).
   */
  joinLobby?: string;
  /**
   * A tournament to enter first (`lobby` scope), contributing a random entropy contribution to its tables'
   * deals (docs/auditing.md "Matches started without a sit-down"); the bot then plays its first table.
   */
  joinTournament?: string;
  /** Picks among the legal moves: returns a number in [0, 1). Math.random by default. */
  random?: () => number;
  /** How long to wait for the stream before looking anyway (the polling fallback), in ms. */
  pollIntervalMs?: number;
  /** Stops the bot (it then rejects with the signal's reason). */
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface BotResult {
  matchId: string;
  seat: number | null;
  /** Moves this bot made. */
  moves: number;
  /** The match as the bot last saw it: `status` is no longer `running`. */
  match: Match;
}

/** Errors after which the bot looks at the match again instead of giving up. */
const RECOVERABLE = new Set(['VERSION_CONFLICT', 'ILLEGAL_MOVE']);

/**
 * Plays one match to its end with random legal moves: look at the match,
 * ask for the legal moves, send one with the version it was chosen at and an
 * idempotency key, and when it is not our turn wait for the event stream (or
 * the poll interval, whichever comes first).
 */
export async function runBot(options: BotOptions): Promise<BotResult> {
  const client = new ClaimClient({ baseUrl: options.baseUrl, token: options.token });
  const random = options.random ?? Math.random;
  const log = options.log ?? ((): void => undefined);
  const pollMs = options.pollIntervalMs ?? 2_000;
  const joined = options.joinLobby ? await joinLobby(client, options.joinLobby, pollMs, log, options.signal) : null;
  if (options.joinTournament) {
    // The client's default contribution, made explicit so the bot can say it is in its seat.
    const contribution = newContribution();
    const tournament = await client.joinTournament(options.joinTournament, { entropy: contribution });
    log(`entered tournament ${tournament.id}; its master seed commitment is ${tournament.entropyCommitment ?? 'none'}`);
  }
  const matchId = joined?.matchId ?? options.matchId ?? (await findMatch(client, pollMs, options.signal));
  if (joined) {
    // The deal is fixed now: refuse to play one whose seed was not derived from what this bot was promised.
    const problem = checkEntropy(await client.match(matchId), joined.seedCommitment, joined.contribution);
    if (problem) throw new Error(`match ${matchId}: ${problem}`);
    log(`match ${matchId}: its seed is derived from the committed server seed and my contribution`);
  }
  // Keys must be unique within the match for every player and run; this prefix makes them so.
  const run = randomUUID().slice(0, 8);
  const turns = new TurnWatcher(client, matchId, options.signal, log);
  let moves = 0;
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      const match = await withRateLimit(() => client.match(matchId), options.signal);
      if (match.status !== 'running') {
        log(`match ${matchId} is ${match.status} after ${moves} moves of mine`);
        return { matchId, seat: match.mySeat ?? null, moves, match };
      }
      turns.follow(match.version);
      const legal = await withRateLimit(() => client.legalMoves(matchId), options.signal);
      if (legal.length === 0) {
        await turns.waitBeyond(match.version, pollMs);
        continue;
      }
      const move = legal[Math.floor(random() * legal.length)];
      try {
        // client.move retries with the same key while no answer comes: the server answers a repeat with the
        // first result, so the move is never made twice.
        const idempotencyKey = `bot-${run}-${match.version}`;
        await withRateLimit(
          () => client.move(matchId, move, match.version, { idempotencyKey, signal: options.signal }),
          options.signal,
        );
        moves += 1;
        log(`seat ${move.seat} at version ${match.version}: ${move.notation}`);
      } catch (error) {
        if (!(error instanceof ClaimApiError && RECOVERABLE.has(error.code))) throw error;
        log(`${error.code}; looking again`);
      }
    }
  } finally {
    turns.close();
  }
}

/**
 * Joins the lobby with a fresh entropy contribution (the client's default, made explicit here so the bot
 * can check it later) and waits until its match exists.
 */
async function joinLobby(
  client: ClaimClient,
  lobbyId: string,
  pollMs: number,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<{ matchId: string; seedCommitment: string; contribution: string }> {
  const contribution = newContribution();
  let lobby = await client.joinLobby(lobbyId, { entropy: contribution });
  const seedCommitment = lobby.seedCommitment;
  if (!seedCommitment) throw new Error(`lobby ${lobbyId} commits to no server seed (it is from before entropy)`);
  log(`joined lobby ${lobbyId}; its server seed commitment is ${seedCommitment}`);
  while (!lobby.matchId) {
    await sleep(pollMs, signal);
    lobby = answer(await client.api.GET('/api/lobbies/{id}', { params: { path: { id: lobbyId } } }));
    if (lobby.status === 'closed') throw new Error(`lobby ${lobbyId} was closed`);
  }
  return { matchId: lobby.matchId, seedCommitment, contribution };
}

/** Waits until the user plays in a running match. */
async function findMatch(client: ClaimClient, pollMs: number, signal?: AbortSignal): Promise<string> {
  for (;;) {
    const running = (await client.myMatches()).find((m) => m.status === 'running');
    if (running) return running.id;
    await sleep(pollMs, signal);
  }
}

/**
 * Follows the match's Server-Sent Events to learn of new versions at once.
 * Only a hint: the bot always reads the match itself, so a dropped stream
 * (reconnected after a pause) costs at most one poll interval.
 */
class TurnWatcher {
  private latest = -1;
  private wake: (() => void) | null = null;
  private readonly stop = new AbortController();
  private running = false;

  constructor(
    private readonly client: ClaimClient,
    private readonly matchId: string,
    signal: AbortSignal | undefined,
    private readonly log: (line: string) => void,
  ) {
    signal?.addEventListener('abort', () => this.close(), { once: true });
  }

  /** Starts the stream after the version the bot has seen, once. */
  follow(version: number): void {
    this.latest = Math.max(this.latest, version);
    if (this.running) return;
    this.running = true;
    void this.listen();
  }

  /** Resolves once a version above `version` is announced, or after `timeoutMs`. */
  async waitBeyond(version: number, timeoutMs: number): Promise<void> {
    if (this.latest > version) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
    this.wake = null;
  }

  close(): void {
    this.stop.abort();
    this.wake?.();
  }

  private async listen(): Promise<void> {
    while (!this.stop.signal.aborted) {
      try {
        const updates = this.client.updates(this.matchId, { after: this.latest, signal: this.stop.signal });
        for await (const update of updates) {
          this.latest = Math.max(this.latest, update.match.version);
          this.wake?.();
          if (update.match.status !== 'running') return;
        }
      } catch (error) {
        if (this.stop.signal.aborted) return;
        this.log(
          `stream interrupted (${error instanceof Error ? error.message : String(error)}); polling until it is back`,
        );
      }
      await sleep(1_000, this.stop.signal).catch(() => undefined);
    }
  }
}

/** Waits out RATE_LIMITED (429) as long as the server says, then tries again. */
async function withRateLimit<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ClaimApiError && error.code === 'RATE_LIMITED')) throw error;
      await sleep(error.retryAfter * 1000, signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type { Match, Move };
