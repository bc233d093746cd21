/**
 * The conformance records (test/conformance/, copies of RULES.md's own): every one replays to its
 * recorded result, and turning any one of its moves into an illegal one makes the record fail at
 * exactly that move (RULES.md R10).
 */
import { factionOf, isHero } from './cards';
import type { Move, MoveErrorCode } from './moves';
import type { MatchRecord } from './record';
import { parseRecord, replay, verifyRecord } from './record';
import type { GameState } from './state';
import { conformanceRecords } from './testing/conformance-records';
import { possibleCards } from './testing/decks';

const records = conformanceRecords();

/** Ways to make move `index` illegal in the state before it, each with the reason the engine must give. */
function illegalVariants(s: GameState, move: Move): [Move, MoveErrorCode][] {
  const seat = move.seat;
  const players = s.rules.players;
  const other = (seat + 1) % players;
  const hand = s.hands[seat];
  const variants: [Move, MoveErrorCode][] = [];
  const d = s.pending[0];
  if ('play' in move) {
    const missing = possibleCards(s.rules).find((c) => !hand.includes(c));
    if (missing) variants.push([{ seat, play: missing }, 'CARD_NOT_IN_HAND']);
    const led = s.trick.length > 0 ? factionOf(s.trick[0].card) : null;
    if (led !== null && hand.some((c) => factionOf(c) === led)) {
      const offFaction = hand.find((c) => !isHero(c) && factionOf(c) !== led && factionOf(c) !== 'doppelgangers');
      if (offFaction) variants.push([{ seat, play: offFaction }, 'MUST_FOLLOW_FACTION']);
      // R4.1, R7 Ruling: a hero belongs to no faction, so it may not follow either.
      const hero = hand.find((c) => isHero(c));
      if (hero) variants.push([{ seat, play: hero }, 'MUST_FOLLOW_FACTION']);
    }
    if (s.hands[other].length > 0) variants.push([{ seat: other, play: s.hands[other][0] }, 'NOT_YOUR_TURN']);
    variants.push([{ seat, pass: true }, 'NO_DECISION_PENDING']);
  } else {
    if (hand.length > 0) variants.push([{ seat, play: hand[0] }, 'DECISION_PENDING']);
    variants.push([d.kind === 'seer' ? { seat, skeleton: true } : { seat, seer: 'prize' }, 'WRONG_DECISION']);
    if (d.kind !== 'vampire' && d.kind !== 'skeleton') variants.push([{ seat, pass: true }, 'CANNOT_PASS']);
    variants.push([{ ...move, seat: other }, 'NOT_YOUR_TURN']);
    if (d.kind === 'prize') {
      const notAPrize = possibleCards(s.rules).find((c) => !s.prizes.includes(c));
      if (notAPrize) variants.push([{ seat, prize: notAPrize }, 'ILLEGAL_CHOICE']);
    }
    if (d.kind === 'vampire')
      variants.push([{ seat, vampire: { activate: null, bury: ['shadows:19', 'shadows:19'] } }, 'ILLEGAL_CHOICE']);
  }
  return variants;
}

/** Some indices of each kind: every decision (up to 8) and plays spread over the game. */
function indicesToBreak(moves: readonly Move[]): number[] {
  const decisions = moves.map((m, i) => ('play' in m ? -1 : i)).filter((i) => i >= 0);
  const spread = [0, 1, 2].concat(
    Array.from({ length: 6 }, (_, k) => Math.floor(((k + 1) * (moves.length - 1)) / 7)),
    [moves.length - 1],
  );
  const step = Math.max(1, Math.floor(decisions.length / 8));
  return [...new Set([...spread, ...decisions.filter((_, k) => k % step === 0).slice(0, 8)])].sort((a, b) => a - b);
}

describe('Conformance records (test/conformance, R10)', () => {
  it('there are records to check', () => {
    expect(records.length).toBeGreaterThanOrEqual(46);
  });

  it.each(records)('%s replays to its recorded result', (_, json) => {
    const verified = verifyRecord(json);
    if (!verified.ok) throw new Error(`${verified.error.code}: ${verified.error.message}`);
    const recorded = (json as { result: MatchRecord['result'] }).result!;
    expect(verified.value.outcome.winner).toEqual(recorded.winner);
    expect(verified.value.outcome.factions).toEqual(recorded.factions);
  });

  it.each(records)('%s: a move made illegal is rejected at its index', (_, json) => {
    const parsed = parseRecord(json);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.value;
    let checked = 0;
    for (const index of indicesToBreak(record.moves)) {
      const before = replay(record, index);
      if (!before.ok) throw new Error(before.error.message);
      for (const [bad, reason] of illegalVariants(before.value, record.moves[index])) {
        const moves = record.moves.slice();
        moves[index] = bad;
        const result = verifyRecord({ ...(json as object), moves });
        expect({
          index,
          bad,
          error: result.ok ? 'accepted' : { moveIndex: result.error.moveIndex, cause: result.error.cause?.code },
        }).toEqual({
          index,
          bad,
          error: { moveIndex: index, cause: reason },
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
