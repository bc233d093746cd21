import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import { ClaimApiError, errorBodyOf } from './errors';
import { decisionOf } from './moves';
import type { components, paths } from './schema';
import { serverSentEvents } from './sse';

export type Schemas = components['schemas'];
/** A match as the caller may see it (R9 of the rules: hidden cards stay hidden). */
export type Match = Schemas['Match'];
/** A legal move as GET /api/matches/{id}/legal-moves lists it. */
export type Move = Schemas['Move'];
export type MatchEvent = Schemas['MatchEvent'];
export type Lobby = Schemas['Lobby'];
export type Challenge = Schemas['Challenge'];
export type Tournament = Schemas['Tournament'];
export type GroupRematch = Schemas['GroupRematch'];
/** A private note on a match or one of its moves (docs/correspondence.md "Notes"). */
export type Note = Schemas['Note'];
/** One of your standing orders (docs/correspondence.md "Standing orders"), and the input that makes one. */
export type StandingOrder = Schemas['StandingOrder'];
export type StandingOrderInput = Schemas['StandingOrderInput'];
/** The computer's review of a finished match (docs/players.md "Reviews"). */
export type MatchReview = Schemas['MatchReview'];
/** One message of the match's event stream: the new event and the match as the caller sees it right after. */
export interface MatchUpdate {
  event: MatchEvent;
  match: Match;
}

/** The typed REST client of openapi-fetch: `api.GET('/api/matches/{id}', { params: { path: { id } } })`. */
export type ClaimApi = Client<paths>;

export interface ClaimClientOptions {
  /** The server, e.g. `http://localhost:3000` (the paths start with /api). */
  baseUrl: string;
  /** A personal API token (`claim_pat_…`) or a session JWT; sent as `Authorization: Bearer …`. */
  token: string;
  /** Another fetch (a test's, a proxy's); globalThis.fetch by default. */
  fetch?: typeof globalThis.fetch;
}

export interface MoveOptions {
  /**
   * The key that makes the move safe to send again: the server answers a repeat with the first result and
   * never plays twice. Unique per intended move; a random one by default. Give your own to retry across
   * restarts of your program.
   */
  idempotencyKey?: string;
  /** Tries in all when the request gets no answer (network trouble); an answer, even an error, is final. 3 by default. */
  attempts?: number;
  /** Milliseconds before the second try, doubled for each one after; 200 by default. */
  retryDelayMs?: number;
  signal?: AbortSignal;
}

/** The rules and options of a new lobby or challenge, as POST /api/lobbies and /api/challenges take them. */
export type GameRulesInput = Omit<Schemas['GameRulesBody'], 'entropy'>;

export interface EntropyOptions {
  /**
   * Your entropy contribution to the deal (docs/auditing.md "A deal no one can choose"): 32 random bytes as 64
   * lowercase hex digits. A fresh one from the platform's CSPRNG by default; `null` sends none.
   */
  entropy?: string | null;
}

export interface UpdatesOptions {
  /** Events with a greater seq come first; by default only new events are sent. */
  after?: number;
  /** Ends the stream (the generator then returns). */
  signal?: AbortSignal;
}

/**
 * The Claim REST API: `api` is the whole of it, typed from the server's OpenAPI document (openapi.json);
 * the methods are what a player or bot does most, with errors thrown as ClaimApiError.
 */
export class ClaimClient {
  readonly api: ClaimApi;
  private readonly fetch: typeof globalThis.fetch;

  constructor(options: ClaimClientOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      headers: { authorization: `Bearer ${options.token}` },
      fetch: (request) => this.fetch(request),
    });
  }

  /**
   * Opens a lobby with you in seat 0, contributing entropy to its deal (a fresh random contribution unless
   * `options.entropy` says otherwise). Keep the lobby's `seedCommitment` and your contribution: the match's
   * `entropy` must show both (checkEntropy).
   */
  async openLobby(rules: GameRulesInput, options: EntropyOptions = {}): Promise<Lobby> {
    const entropy = contributionOf(options);
    return answer(await this.api.POST('/api/lobbies', { body: { ...rules, entropy } }));
  }

  /** Takes the next seat of a lobby, contributing entropy (as openLobby); filling the last seat starts the match. */
  async joinLobby(id: string, options: EntropyOptions = {}): Promise<Lobby> {
    const entropy = contributionOf(options);
    return answer(await this.api.POST('/api/lobbies/{id}/join', { params: { path: { id } }, body: { entropy } }));
  }

  /** Challenges `username` to a 2-player match (you get seat 0), contributing entropy (as openLobby). */
  async challenge(username: string, rules: GameRulesInput, options: EntropyOptions = {}): Promise<Challenge> {
    const entropy = contributionOf(options);
    return answer(await this.api.POST('/api/challenges', { body: { ...rules, username, entropy } }));
  }

  /** Accepts a challenge sent to you, contributing entropy (as openLobby); the match starts at once. */
  async acceptChallenge(id: string, options: EntropyOptions = {}): Promise<Challenge> {
    const entropy = contributionOf(options);
    return answer(await this.api.POST('/api/challenges/{id}/accept', { params: { path: { id } }, body: { entropy } }));
  }

  /**
   * Enters a tournament, contributing entropy to its tables' deals (as openLobby; docs/auditing.md "Matches
   * started without a sit-down"): each table's match `entropy` then holds your contribution in your seat.
   */
  async joinTournament(id: string, options: EntropyOptions = {}): Promise<Tournament> {
    const entropy = contributionOf(options);
    return answer(await this.api.POST('/api/tournaments/{id}/join', { params: { path: { id } }, body: { entropy } }));
  }

  /**
   * Offers or accepts the rematch of a finished 3- or 4-player match, contributing entropy (as openLobby): keep
   * the offer's `seedCommitment` and your contribution for checkEntropy on the new match.
   */
  async acceptGroupRematch(matchId: string, options: EntropyOptions = {}): Promise<GroupRematch> {
    const entropy = contributionOf(options);
    return answer(
      await this.api.POST('/api/matches/{id}/group-rematch', { params: { path: { id: matchId } }, body: { entropy } }),
    );
  }

  /** The caller's matches, newest first (one page: `first` up to 100, `after` a match id). */
  async myMatches(page: { first?: number; after?: string } = {}): Promise<Match[]> {
    return answer(await this.api.GET('/api/matches', { params: { query: page } }));
  }

  async match(id: string): Promise<Match> {
    return answer(await this.api.GET('/api/matches/{id}', { params: { path: { id } } }));
  }

  /** The caller's legal moves now; empty when it is not their turn. */
  async legalMoves(id: string): Promise<Move[]> {
    return answer(await this.api.GET('/api/matches/{id}/legal-moves', { params: { path: { id } } }));
  }

  /**
   * The computer's review of a finished match: each decision judged from what its seat knew and in hindsight,
   * key moments, accuracy, the winning-chance graph. While the match runs: ClaimApiError CONFLICT MATCH_RUNNING.
   */
  async review(matchId: string, depth?: 'default' | 'deep'): Promise<MatchReview> {
    return answer(
      await this.api.GET('/api/matches/{id}/review', { params: { path: { id: matchId }, query: { depth } } }),
    );
  }

  /** Asks for a deeper review of a finished match (at most 3 a day per account: RATE_LIMITED past it). */
  async requestDeepReview(matchId: string): Promise<MatchReview> {
    return answer(await this.api.POST('/api/matches/{id}/review/deep', { params: { path: { id: matchId } } }));
  }

  /** A finished match after event `seq` as `seat` saw it then (R9), or with every hand open without `seat`. */
  async matchAsSeat(matchId: string, seq: number, seat?: number): Promise<Match> {
    return answer(
      await this.api.GET('/api/matches/{id}/review/view', { params: { path: { id: matchId }, query: { seq, seat } } }),
    );
  }

  /** Your private notes on a match you play or played. */
  async notes(matchId: string): Promise<Note[]> {
    return answer(await this.api.GET('/api/matches/{id}/notes', { params: { path: { id: matchId } } }));
  }

  /** Your standing orders for a match you play (active ones first to fire first, then fired and dropped). */
  async standingOrders(matchId: string): Promise<StandingOrder[]> {
    return answer(await this.api.GET('/api/matches/{id}/standing-orders', { params: { path: { id: matchId } } }));
  }

  /** Adds a standing order, e.g. `{ when: 'LED', whenCard: 'goblins:3', answer: 'CARD', card: 'goblins:5' }`. */
  async addStandingOrder(matchId: string, order: StandingOrderInput): Promise<StandingOrder> {
    return answer(
      await this.api.POST('/api/matches/{id}/standing-orders', { params: { path: { id: matchId } }, body: order }),
    );
  }

  /** Replaces your active standing orders for a match with `orders` (empty: none). */
  async setStandingOrders(matchId: string, orders: StandingOrderInput[]): Promise<StandingOrder[]> {
    return answer(
      await this.api.PUT('/api/matches/{id}/standing-orders', { params: { path: { id: matchId } }, body: { orders } }),
    );
  }

  /** Removes one of your standing orders (or dismisses a fired or dropped one). */
  async removeStandingOrder(id: string): Promise<void> {
    answer(await this.api.DELETE('/api/standing-orders/{id}', { params: { path: { id } } }));
  }

  /** Writes a private note on the match, or on the move that event `moveSeq` recorded. */
  async addNote(matchId: string, body: string, moveSeq: number | null = null): Promise<Note> {
    return answer(
      await this.api.POST('/api/matches/{id}/notes', { params: { path: { id: matchId } }, body: { body, moveSeq } }),
    );
  }

  /**
   * Sends a listed legal move (POST …/play for a card, …/decide for a decision) at `expectedVersion`, with
   * an idempotency key, retrying with the same key while no answer comes. Resolves with the match after it.
   * A 409 VERSION_CONFLICT or 422 ILLEGAL_MOVE (someone moved first) rejects as ClaimApiError: read the
   * match again.
   */
  async move(matchId: string, move: Move, expectedVersion: number, options: MoveOptions = {}): Promise<Match> {
    const header = { 'Idempotency-Key': options.idempotencyKey ?? globalThis.crypto.randomUUID() };
    const params = { path: { id: matchId }, header };
    const signal = options.signal;
    // Built once, outside the retried request: a move that cannot be sent is not tried again.
    const card = move.kind === 'play' ? move.card : undefined;
    if (move.kind === 'play' && !card) throw new TypeError('a play move names its card');
    const decision = card ? undefined : decisionOf(move);
    const send = async (): Promise<Match> =>
      answer(
        card
          ? await this.api.POST('/api/matches/{id}/play', { params, body: { card, expectedVersion }, signal })
          : await this.api.POST('/api/matches/{id}/decide', {
              params,
              body: { decision: decision!, expectedVersion },
              signal,
            }),
      );
    return withRetry(send, options.attempts ?? 3, options.retryDelayMs ?? 200, options.signal);
  }

  /**
   * The match's event stream (Server-Sent Events), one MatchUpdate per committed event, until `signal`
   * aborts or the server ends it. A refusal (401, 403, 404, 429) rejects as ClaimApiError, and so does the
   * server ending an open stream with `event: error` (revoked token, expired session, shutdown). To resume
   * after a dropped connection, call again with `after` = the last update's `event.seq`.
   */
  async *updates(matchId: string, options: UpdatesOptions = {}): AsyncGenerator<MatchUpdate> {
    const query = options.after === undefined ? {} : { after: options.after };
    let opened: { error?: unknown; response: Response };
    try {
      opened = await this.api.GET('/api/matches/{id}/stream', {
        params: { path: { id: matchId }, query },
        headers: { accept: 'text/event-stream' },
        parseAs: 'stream',
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) return;
      throw error;
    }
    const { response } = opened;
    // openapi-fetch has read a refusal's body already (JSON, whatever was asked for).
    if (!response.ok || !response.body)
      throw new ClaimApiError(response.status, errorBodyOf(response.status, opened.error));
    try {
      for await (const message of serverSentEvents(response.body)) {
        if (message.event === 'message') yield JSON.parse(message.data) as MatchUpdate;
        else if (message.event === 'error')
          throw new ClaimApiError(200, errorBodyOf(200, JSON.parse(message.data) as unknown));
      }
    } catch (error) {
      if (options.signal?.aborted && !(error instanceof ClaimApiError)) return;
      throw error;
    }
  }
}

/** 32 bytes of the platform's CSPRNG (Web Crypto, in browsers and Node.js alike) as 64 lowercase hex digits. */
export function newContribution(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function contributionOf(options: EntropyOptions): string | null {
  return options.entropy === undefined ? newContribution() : options.entropy;
}

/**
 * What a seat checks when its match starts (docs/auditing.md "A deal no one can choose"): the match's
 * entropy names the server seed commitment the lobby or challenge published before you contributed, and
 * your own contribution in your seat. Null when all is well, otherwise what is wrong.
 */
export function checkEntropy(
  match: Pick<Match, 'entropy' | 'mySeat'>,
  seedCommitment: string,
  myContribution: string | null,
): string | null {
  const entropy = match.entropy;
  if (!entropy) return 'the match has no entropy: its seed was not derived from the seats’ contributions';
  if (entropy.serverSeedCommitment !== seedCommitment)
    return 'the match’s server seed commitment is not the one published before you contributed';
  if (match.mySeat === null || match.mySeat === undefined) return 'you have no seat in this match';
  if ((entropy.contributions[match.mySeat] ?? null) !== myContribution)
    return 'your seat’s contribution is not the one you sent';
  return null;
}

/** The data of an openapi-fetch result, or its error as a ClaimApiError. */
export function answer<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new ClaimApiError(result.response.status, errorBodyOf(result.response.status, result.error));
}

/** Tries again (same request, same idempotency key) only when no answer came: answers are final. */
async function withRetry<T>(
  send: () => Promise<T>,
  attempts: number,
  delayMs: number,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (error instanceof ClaimApiError || attempt >= attempts || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
  }
}
