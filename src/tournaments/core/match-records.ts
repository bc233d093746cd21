import type { AuditReport } from '../../audit/audit-log';
import { auditMatch } from '../../audit/audit-log';
import type { Entropy } from '../../engine';
import { entropyProblem } from '../../engine/entropy';
import { isSeedHex } from '../../engine/rng';
import type { MatchRuntime } from '../../matches/match-runtime';
import { foldEvents, initialRuntime, seatResults } from '../../matches/match-runtime';
import type { MatchEventBody, MatchHeader, StoredEvent } from '../../matches/match.types';
import type { GameResult } from './pairing';

/**
 * The results a tournament takes from its finished matches, and their check against the matches' own records
 * (docs/tournaments.md "The log, the export and `claim tournament verify`"). Pure: the server's write hook
 * (tournament-keeper.ts) and `claim tournament verify --records` read a match's result with the same
 * functions, so the two cannot disagree on a time-out, a resignation, an abort or a replaced seat.
 */

/**
 * Every seat's result (docs/tournaments.md "Results"): the match's own, time-outs, resignations and replaced
 * seats included (a replaced seat loses); an aborted game (before the first move) is lost by whoever aborted
 * it, the others drawing.
 */
export function tournamentResults(after: MatchRuntime): GameResult[] {
  const results = seatResults(after);
  if (results) return [...results];
  const players = after.header.rules.players;
  const aborter = after.forfeit?.kind === 'aborted' ? after.forfeit.seat : null;
  return Array.from({ length: players }, (_, seat): GameResult => {
    if (aborter === null) return 'draw';
    if (players === 2) return seat === aborter ? 'loss' : 'win';
    return seat === aborter ? 'loss' : 'draw';
  });
}

/** The player who ran out of time, when the match ended by a time-out (counted towards a withdrawal). */
export function timedOutOf(after: MatchRuntime): { timedOut?: string } {
  if (after.forfeit?.kind !== 'timed_out' || after.forfeit.seat === null) return {};
  const userId = after.header.seats.find((s) => s.seat === after.forfeit!.seat)?.userId ?? null;
  return userId === null ? {} : { timedOut: userId };
}

/**
 * A finished match as `claim tournament verify --records` is given it: the document
 * `GET /api/matches/{id}/record` serves (`{matchId, seedCommitment, headHash, record}`) with the match's
 * events added as `GET /api/matches/{id}/events` (or GraphQL `matchEvents`) lists them once it is over (every
 * payload and salt public). The events are the hash chain; the record gives the seed (and entropy) they
 * commit to.
 */
export interface ArchivedMatch {
  readonly matchId: string;
  readonly header: MatchHeader;
  readonly headHash: string | null;
  readonly events: readonly StoredEvent[];
}

/** What a match's record says of it, once its chain and replay have been checked. */
export interface RecordedGame {
  /** The players, seat by seat (user ids, as the tournament's boards name them). */
  readonly seats: readonly string[];
  readonly results: readonly GameResult[];
  readonly timedOut: string | null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Reads one document (see ArchivedMatch); a string says why it is none. */
export function readArchivedMatch(doc: unknown): ArchivedMatch | string {
  if (!isObject(doc)) return 'a match record is a JSON object';
  const { matchId, record, events, headHash } = doc;
  if (typeof matchId !== 'string') return 'matchId must be a string';
  const seed = isObject(record) ? record.seed : undefined;
  if (!isObject(record) || !isSeedHex(seed))
    return `match ${matchId}: record.seed must be 64 lowercase hex digits (the record of a finished match)`;
  if (record.entropy !== undefined && !isObject(record.entropy)) return `match ${matchId}: record.entropy is no object`;
  if (!Array.isArray(events) || events.length === 0)
    return `match ${matchId}: events must list the match's events (GET /api/matches/{id}/events)`;
  const stored: StoredEvent[] = [];
  for (const [i, raw] of (events as unknown[]).entries()) {
    const event = storedEvent(matchId, raw);
    if (typeof event === 'string') return `match ${matchId}: event ${i}: ${event}`;
    stored.push(event);
  }
  const start = stored[0];
  if (start.type !== 'match_started') return `match ${matchId}: the first event is not match_started`;
  const entropy = record.entropy as Entropy | undefined;
  if (entropy !== undefined) {
    const problem = entropyProblem(entropy, start.payload.rules.players);
    if (problem) return `match ${matchId}: record.${problem}`;
  }
  const header: MatchHeader = {
    id: matchId,
    rules: start.payload.rules,
    seed,
    seedCommitment: start.payload.seedCommitment,
    ...(entropy ? { entropy } : {}),
    seats: start.payload.seats,
    createdAt: start.createdAt,
    importedBy: null,
  };
  return { matchId, header, headHash: typeof headHash === 'string' ? headHash : null, events: stored };
}

/** One event as the API lists it (payload as canonical JSON text) back into the stored form the chain hashes. */
function storedEvent(matchId: string, raw: unknown): StoredEvent | string {
  if (!isObject(raw)) return 'not an object';
  const { seq, type, payload, salt, actorUserId, requestId, createdAt, prevHash, hash, auto } = raw;
  if (typeof seq !== 'number' || typeof type !== 'string' || typeof prevHash !== 'string' || typeof hash !== 'string')
    return 'seq, type, prevHash and hash are needed';
  if (typeof payload !== 'string') return 'its payload is hidden or missing (export the events once the match is over)';
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return 'createdAt must be an ISO time';
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'its payload is no JSON';
  }
  const nullable = (x: unknown): string | null => (typeof x === 'string' ? x : null);
  return {
    matchId,
    seq,
    type,
    payload: body,
    ...(type === 'move' && auto === true ? { auto: true } : {}),
    actorUserId: nullable(actorUserId),
    requestId: nullable(requestId),
    idempotencyKey: null,
    salt: nullable(salt),
    prevHash,
    hash,
    createdAt: new Date(createdAt),
  } as StoredEvent & MatchEventBody;
}

/**
 * The match's chain, seed and replay checked as `claim audit` checks a stored match (auditMatch), then its
 * result read as the server reads it; a string names what is wrong.
 */
export function recordedGame(archived: ArchivedMatch): RecordedGame | string {
  const last = archived.events[archived.events.length - 1];
  const report: AuditReport = auditMatch(
    archived.header,
    { version: last.seq, headHash: archived.headHash ?? last.hash, status: 'finished' },
    archived.events,
  );
  if (!report.ok)
    return `match ${archived.matchId}'s record fails its chain${report.firstBadSeq === null ? '' : ` at event ${report.firstBadSeq}`}: ${report.reason}`;
  const runtime = foldEvents(initialRuntime(archived.header), archived.events, { clocks: false });
  return {
    seats: [...archived.header.seats].sort((a, b) => a.seat - b.seat).map((s) => s.userId ?? `seat ${s.seat}`),
    results: tournamentResults(runtime),
    timedOut: timedOutOf(runtime).timedOut ?? null,
  };
}
