import type { GameState } from '../engine';
import { applyAllInPlace, deriveSeed, newGame, parseMove, underEdition } from '../engine';
import { editionOfStart } from '../matches/match-runtime';
import { CLOCK_EVENT_TYPES, NO_CLOCKS, advanceClocks } from '../matches/clocks';
import { CHAIN_FORMAT, GENESIS_HASH, SALT_PATTERN, seedCommitment } from '../matches/event-chain';
import type { MatchHead, MatchHeader, StartEntropy, StoredEvent } from '../matches/match.types';
import { hashEvent } from '../matches/new-event';

/** The verdict on one stored match: its hash chain, its replay and its head all agree, or the first place they do not. */
export interface AuditReport {
  readonly matchId: string;
  readonly ok: boolean;
  readonly eventsChecked: number;
  /** The first event where stored data and recomputation disagree, or null. */
  readonly firstBadSeq: number | null;
  readonly reason: string | null;
  /** The head hash recomputed from the events. */
  readonly headHash: string | null;
}

/**
 * Recomputes everything a stored match claims, from its rows alone (no cache): the seed commitment,
 * each event's link and hash, each move's legality by replay through the engine, and the match head.
 * Pure, so the server, the CLI and tests share it.
 */
export function auditMatch(header: MatchHeader, head: MatchHead, events: readonly StoredEvent[]): AuditReport {
  const report = (
    firstBadSeq: number | null,
    reason: string | null,
    checked: number,
    headHash: string | null,
  ): AuditReport => ({
    matchId: header.id,
    ok: firstBadSeq === null && reason === null,
    eventsChecked: checked,
    firstBadSeq,
    reason,
    headHash,
  });
  if (seedCommitment(header.seed) !== header.seedCommitment) {
    return report(0, 'the stored seed does not match the published seed commitment', 0, null);
  }
  if (header.entropy && deriveSeed(header.entropy) !== header.seed) {
    return report(0, 'the stored seed is not the one the server seed and the contributions derive', 0, null);
  }
  const game = newGame(
    header.rules,
    header.seed,
    header.deck ? { deck: header.deck, firstLeader: header.firstLeader } : undefined,
  );
  if (!game.ok) return report(0, `the match cannot be dealt: ${game.error.message}`, 0, null);
  // Dealt afresh and so owned here; the start event sets the edition the moves replay under.
  let state: GameState = game.value;
  let prevHash = GENESIS_HASH;
  let finished = false;
  // From the first salted event on (from the start, in a chain-format-2 match), every event is salted.
  let salted = false;
  let clocks = NO_CLOCKS;
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    const bad = (reason: string) => report(event.seq, reason, i, null);
    if (event.seq !== i) return bad(`expected event ${i} here, found ${event.seq}`);
    if (event.prevHash !== prevHash) return bad('its prevHash does not link to the previous event');
    const saltProblem = chainFormatProblem(event, salted);
    if (saltProblem) return bad(saltProblem);
    const recomputed = hashEvent(header.id, prevHash, { ...event, body: event });
    if (recomputed !== event.hash) return bad('its stored contents do not match its hash');
    if (finished) return bad('an event follows the end of the match');
    salted ||= event.salt !== null;
    if (i === 0) {
      if (event.type !== 'match_started') return bad('the first event is not the start');
      if (event.payload.seedCommitment !== header.seedCommitment) return bad('the start event commits to another seed');
      const entropyProblem = startEntropyProblem(header, event.payload.entropy);
      if (entropyProblem) return bad(entropyProblem);
      const edition = editionOfStart(event.payload);
      if (edition === undefined) return bad(`the start event names an unknown rule edition`);
      const format = event.payload.chainFormat;
      if (format !== undefined && format !== CHAIN_FORMAT) return bad('the start event names an unknown chain format');
      salted = format === CHAIN_FORMAT;
      state = underEdition(state, edition);
    } else if (event.type === 'move') {
      const move = parseMove(event.payload, header.rules.players);
      if (!move.ok) return bad(`malformed move: ${move.error.message}`);
      const seatUser = header.seats.find((s) => s.seat === move.value.seat)?.userId;
      if (event.actorUserId !== null && seatUser !== undefined && event.actorUserId !== seatUser) {
        return bad('the move was made by a user who does not hold that seat');
      }
      const illegal = applyAllInPlace(state, [move.value]);
      if (illegal) return bad(`illegal move: ${illegal.error.message}`);
      finished = state.phase === 'over';
    } else if (event.type === 'resigned' || event.type === 'timed_out') {
      finished = true;
    } else if (event.type === 'aborted') {
      if (i !== 1) return bad('a match can only be aborted before the first move');
      finished = true;
    } else if (
      CLOCK_EVENT_TYPES.has(event.type) ||
      event.type === 'replacement_requested' ||
      event.type === 'seat_replaced'
    ) {
      const seat = (event.payload as { readonly seat: unknown }).seat;
      if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= header.rules.players)
        return bad('a clock event names no seat');
    } else {
      return bad(`unknown event type ${String(event.type)}`);
    }
    // The clocks, recomputed from the log alone: every time-out and skip must have been due, at the deadline it names.
    const advanced = advanceClocks(clocks, event, state);
    if (advanced.finding !== null) return bad(`clock: ${advanced.finding}`);
    clocks = advanced.clocks;
    prevHash = event.hash;
  }
  const lastSeq = events.length - 1;
  if (head.version !== lastSeq)
    return report(
      null,
      `the match claims version ${head.version} but has ${lastSeq} events after the start`,
      events.length,
      prevHash,
    );
  if (head.headHash !== prevHash)
    return report(null, 'the match head hash is not the hash of its last event', events.length, prevHash);
  if ((head.status !== 'running') !== finished)
    return report(null, `the match is stored as ${head.status} but its replay says otherwise`, events.length, prevHash);
  return report(null, null, events.length, prevHash);
}

/**
 * The start event publishes what the stored entropy holds: the commitment to the server seed and every
 * contribution, in seat order; a start without entropy belongs to a match without (docs/auditing.md).
 */
function startEntropyProblem(header: MatchHeader, published: StartEntropy | undefined): string | null {
  const stored = header.entropy;
  if (!stored && !published) return null;
  if (!stored || !published)
    return 'the start event and the stored match disagree on whether the seats contributed entropy';
  if (seedCommitment(stored.serverSeed) !== published.serverSeedCommitment)
    return 'the stored server seed does not match the commitment the start event published';
  const same =
    stored.contributions.length === published.contributions.length &&
    stored.contributions.every((c, seat) => c === published.contributions[seat]);
  return same ? null : 'the stored contributions are not the ones the start event published';
}

/**
 * The chain format rules (docs/auditing.md "Chain formats"): a start is never salted (it names the
 * format); a salt is 64 hex digits; once salted (or in a match started under format 2), always salted,
 * so a stored log cannot fall back to format 1, whose hashes give a hidden payload away.
 */
function chainFormatProblem(event: StoredEvent, salted: boolean): string | null {
  if (event.type === 'match_started') return event.salt === null ? null : 'the start event is salted';
  if (event.salt === null) return salted ? 'an unsalted event in a salted chain (chain format 2)' : null;
  return SALT_PATTERN.test(event.salt) ? null : 'its salt is not 64 hex digits';
}
