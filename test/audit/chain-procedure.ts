import { createHash } from 'node:crypto';

/**
 * docs/auditing.md "The tamper-evident log", written from the document alone, without the server's code:
 * sorted-key JSON and SHA-256. The tests recompute what players receive with it.
 */

/** An event as `matchEvents` returns it (the fields the chain covers). */
export interface PublishedEvent {
  readonly seq: number;
  readonly type: string;
  readonly payload: string | null;
  readonly payloadHash: string | null;
  readonly salt: string | null;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  readonly createdAt: string;
  readonly prevHash: string;
  readonly hash: string;
  /** A forced move the server played (docs/bots.md): then the content has `"auto": true` too. */
  readonly auto?: boolean;
}

/** What the content takes from an event besides its payload (or payloadHash). */
type Stamp = Pick<PublishedEvent, 'seq' | 'type' | 'actorUserId' | 'requestId' | 'createdAt' | 'auto'>;

export const EVENT_FIELDS = 'seq type payload payloadHash salt actorUserId requestId createdAt prevHash hash auto';

export const GENESIS = '0'.repeat(64);

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** RFC 8785 for what our payloads hold (strings, integers, booleans, null, arrays, objects). */
export function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
    .join(',')}}`;
}

/** Format 1: the payload itself is chained. */
export function formatOneHash(matchId: string, prevHash: string, e: Stamp, payload: unknown) {
  const content = {
    matchId,
    seq: e.seq,
    type: e.type,
    payload,
    actorUserId: e.actorUserId,
    requestId: e.requestId,
    createdAt: e.createdAt,
    ...(e.auto === true ? { auto: true } : {}),
  };
  return sha256(prevHash + canonical(content));
}

/** Format 2: SHA-256(salt ‖ payload) is chained instead of the payload. */
export function formatTwoHash(matchId: string, prevHash: string, e: Stamp, payloadHash: string) {
  const content = {
    matchId,
    seq: e.seq,
    type: e.type,
    payloadHash,
    actorUserId: e.actorUserId,
    requestId: e.requestId,
    createdAt: e.createdAt,
    ...(e.auto === true ? { auto: true } : {}),
  };
  return sha256(prevHash + canonical(content));
}

export interface ChainVerdict {
  /** What disagrees with the document, by seq; empty when the chain holds. */
  readonly problems: string[];
  /** The hash of the last event, as recomputed. */
  readonly head: string;
  /** Events whose payload was hidden: linked through their payloadHash, to be checked at the reveal. */
  readonly unchecked: number[];
}

/** Recomputes the chain of `events` (the whole log, from seq 0) as docs/auditing.md says. */
export function recomputeChain(matchId: string, events: readonly PublishedEvent[]): ChainVerdict {
  const problems: string[] = [];
  const unchecked: number[] = [];
  let prev = GENESIS;
  let salted = false;
  for (const e of events) {
    const problem = (text: string) => problems.push(`event ${e.seq}: ${text}`);
    if (e.prevHash !== prev) problem('prevHash does not link');
    let hash: string;
    if (e.type === 'match_started') {
      if (e.payloadHash !== null || e.salt !== null) problem('a start event is format 1');
      const payload = JSON.parse(e.payload!) as { chainFormat?: number };
      salted = payload.chainFormat === 2;
      hash = formatOneHash(matchId, prev, e, payload);
    } else if (e.payloadHash !== null) {
      salted = true;
      if (e.payload !== null && e.salt !== null) {
        if (!/^[0-9a-f]{64}$/.test(e.salt)) problem('the salt is not 64 hex digits');
        if (sha256(e.salt + canonical(JSON.parse(e.payload))) !== e.payloadHash)
          problem('payloadHash is not SHA-256(salt ‖ payload)');
      } else if (e.payload === null && e.salt === null) unchecked.push(e.seq);
      else problem('payload and salt are shown together');
      // A hidden event's request id is withheld with its payload (issue 27 P11): its own hash is checked at
      // the reveal; until then the chain is linked by the next event's prevHash.
      hash = e.payload === null && e.requestId === null ? e.hash : formatTwoHash(matchId, prev, e, e.payloadHash);
    } else {
      if (salted) problem('a format-1 event after format 2');
      if (e.payload === null) {
        problem('a hidden format-1 event cannot be checked');
        hash = e.hash;
      } else hash = formatOneHash(matchId, prev, e, JSON.parse(e.payload));
    }
    if (hash !== e.hash) problem('hash does not match its content');
    prev = e.hash;
  }
  return { problems, head: prev, unchecked };
}

/**
 * The attacker of issue 13: each candidate card as the payload of a hidden discard `event`, hashed by
 * every formula above (format 1; format 2 with each value in `seen`, or nothing, as the salt); the
 * cards whose hash or payload commitment is among the values `seen`.
 */
export function cardsMatchingHashes(
  matchId: string,
  event: Stamp & { readonly prevHash: string; readonly seat: number },
  candidates: readonly string[],
  seen: ReadonlySet<string>,
): string[] {
  const salts = ['', ...seen];
  const found = new Set<string>();
  for (const card of candidates) {
    const payload = { seat: event.seat, discard: card };
    if (seen.has(formatOneHash(matchId, event.prevHash, event, payload))) found.add(card);
    const json = canonical(payload);
    for (const salt of salts) {
      const payloadHash = sha256(salt + json);
      if (seen.has(payloadHash) || seen.has(formatTwoHash(matchId, event.prevHash, event, payloadHash)))
        found.add(card);
    }
  }
  return [...found];
}

/** Every 64-hex value in `value` (as JSON): what an attacker compares candidates with. */
export function hexValuesIn(value: unknown): Set<string> {
  return new Set(JSON.stringify(value).match(/[0-9a-f]{64}/g) ?? []);
}
