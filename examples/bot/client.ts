import type { ServerSentEvent } from './sse';
import { serverSentEvents } from './sse';

/** The parts of the server's JSON the bot reads (GET /api/docs-json has the whole schema). */
export interface Match {
  id: string;
  status: 'running' | 'finished' | 'aborted';
  version: number;
  mySeat: number | null;
  seats: { seat: number; username: string }[];
  table: { phase: string; toAct: { kind: string; seat: number } | null };
  result: { winner: number | null } | null;
}

export interface Move {
  seat: number;
  kind: 'play' | 'seer' | 'prize' | 'vampire' | 'smash' | 'discard' | 'skeleton' | 'pass';
  card: string | null;
  activate: string | null;
  bury: string[];
  gnome: string | null;
  victim: number | null;
  notation: string;
}

/** A stream message: the new event and the match as the bot sees it right after. */
export interface MatchUpdate {
  event: { seq: number; type: string };
  match: Match;
}

/** An error answer: `code` is stable (docs/api.md), `body` has its details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${code}: ${typeof body.message === 'string' ? body.message : ''}`);
  }

  /** Seconds to wait, for RATE_LIMITED. */
  get retryAfter(): number {
    return typeof this.body.retryAfter === 'number' ? this.body.retryAfter : 1;
  }
}

/** The Claim REST API with a personal token: nothing but fetch. */
export class ClaimClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  myMatches(): Promise<Match[]> {
    return this.request('GET', '/api/matches');
  }

  match(id: string): Promise<Match> {
    return this.request('GET', `/api/matches/${id}`);
  }

  legalMoves(id: string): Promise<Move[]> {
    return this.request('GET', `/api/matches/${id}/legal-moves`);
  }

  /** Sends a listed legal move; the idempotency key makes a retry of the same request safe. */
  move(id: string, move: Move, expectedVersion: number, idempotencyKey: string): Promise<Match> {
    const headers = { 'Idempotency-Key': idempotencyKey };
    if (move.kind === 'play')
      return this.request('POST', `/api/matches/${id}/play`, { card: move.card, expectedVersion }, headers);
    return this.request('POST', `/api/matches/${id}/decide`, { decision: decisionOf(move), expectedVersion }, headers);
  }

  /** The match's Server-Sent Events after event `after`, until `signal` aborts. */
  async *updates(id: string, after: number, signal: AbortSignal): AsyncGenerator<MatchUpdate> {
    const response = await fetch(`${this.baseUrl}/api/matches/${id}/stream?after=${after}`, {
      headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok || !response.body) throw await errorOf(response);
    for await (const message of serverSentEvents(response.body as AsyncIterable<Uint8Array>)) {
      if (message.event === 'message') yield JSON.parse(message.data) as MatchUpdate;
      else if (message.event === 'error') throw new Error(`stream error: ${message.data}`);
    }
  }

  private async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await errorOf(response);
    return (await response.json()) as T;
  }
}

/** A legal move as the body of POST /decide (the same fields as GraphQL's DecisionInput). */
export function decisionOf(
  move: Pick<Move, 'card' | 'activate' | 'bury' | 'gnome' | 'victim'> & { kind: string },
): Record<string, unknown> {
  switch (move.kind) {
    case 'vampire':
      return { vampire: { activate: move.activate, bury: move.bury } };
    case 'smash':
      return { smash: { gnome: move.gnome, victim: move.victim } };
    case 'skeleton':
    case 'pass':
      return { [move.kind]: true };
    default:
      return { [move.kind]: move.card };
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return new ApiError(response.status, typeof body.code === 'string' ? body.code : 'UNKNOWN', body);
}

export type { ServerSentEvent };
