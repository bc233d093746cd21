/**
 * The records that pin RULES.md's rulings (test/conformance/rulings/) and the step-by-step records
 * (test/conformance/steps/), both copies of the specification's own: the engine must reject the
 * `*-illegal-*` ones at `illegalMoveIndex`, replay the others to their result, and list exactly the
 * recorded legal moves before every move.
 */
import { seatToAct } from './flow';
import type { Move } from './moves';
import { apply, legalMoves, parseMove } from './moves';
import { parseRecord, replay, verifyRecord } from './record';
import type { GameState } from './state';
import { conformanceRecords } from './testing/conformance-records';

const rulings = conformanceRecords('rulings');
const illegal = rulings.filter(([name]) => name.includes('-illegal-'));
const toResult = rulings.filter(([name]) => !name.includes('-illegal-'));
const steps = conformanceRecords('steps');

/** What each ruling record pins (test/conformance/rulings/README.md). */
const RULINGS: [RegExp, string][] = [
  [/illegal-hero-follow/, 'R4.1, R7: heroes follow only when void'],
  [/duplicate-bury/, 'R1, R5 Vampires: a buried card is that very card'],
  [/two-giants/, 'R8.3: each Giant is judged in turn'],
  [/partners-tie/, 'R8.3, R8.5: partners sharing the strongest Vampire win it for their team'],
  [/tiebreak/, 'R8.4: the tie-break takes the faction of most cards, won or not'],
];
const rulingOf = (name: string) => RULINGS.find(([pattern]) => pattern.test(name))?.[1] ?? 'unknown ruling';

/** A legal move in canonical form (R10 Ruling): keys sorted, `bury` sorted, an empty Vampire decision read as pass. */
function canonical(move: unknown): string {
  const parsed = parseMove(move, 4);
  if (!parsed.ok) return `malformed ${JSON.stringify(move)}`;
  const m: Move = parsed.value;
  if ('vampire' in m)
    return JSON.stringify({
      seat: m.seat,
      vampire: { activate: m.vampire.activate, bury: [...m.vampire.bury].sort() },
    });
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(m).sort()) sorted[key] = (m as Record<string, unknown>)[key];
  return JSON.stringify(sorted);
}

/** The RULES.md section a step's decision is about, for the failure message. */
function sectionOf(s: GameState): string {
  const d = s.pending[0];
  if (d === undefined)
    return s.trick.length === 0 ? 'R3.1 (any card may lead)' : 'R4.1, R5 Doppelgangers, R7 (following)';
  switch (d.kind) {
    case 'seer':
      return 'R5 Seers';
    case 'prize':
      return 'R8.2 (prizes)';
    case 'vampire':
      return 'R5 Vampires, R10 Ruling (each decision once)';
    case 'smash':
      return 'R5 Giants, R8.3';
    case 'cthulhu':
      return 'R7 Cthulhu';
    case 'skeleton':
      return 'R7 Skeleton';
  }
}

describe('Ruling records (test/conformance/rulings)', () => {
  it('there are records of every kind the README lists', () => {
    expect(illegal.length).toBeGreaterThanOrEqual(6);
    expect(toResult.length).toBeGreaterThanOrEqual(7);
    for (const [name] of rulings) expect(rulingOf(name)).not.toBe('unknown ruling');
  });

  it.each(illegal.map(([name, json]) => [name, rulingOf(name), json] as const))(
    '%s (%s): rejected with MUST_FOLLOW_FACTION at illegalMoveIndex, every earlier move legal',
    (_, __, json) => {
      const result = verifyRecord(json);
      expect(result.ok ? 'accepted' : { code: result.error.code, moveIndex: result.error.moveIndex }).toEqual({
        code: 'ILLEGAL_MOVE',
        moveIndex: json.illegalMoveIndex,
      });
      if (!result.ok) {
        expect(result.error.cause?.code).toBe('MUST_FOLLOW_FACTION');
        expect(result.error.message).toMatch(/R4\.1/);
      }
    },
  );

  it.each(illegal.map(([name, json]) => [name, json] as const))(
    '%s under edition 2026-11 (heroes followed anything): the same moves are all legal',
    (_, json) => {
      const parsed = parseRecord({ ...json, edition: '2026-11' });
      if (!parsed.ok) throw new Error(parsed.error.message);
      const state = replay(parsed.value);
      expect(state.ok ? state.value.moveCount : state.error.message).toBe(parsed.value.moves.length);
    },
  );

  it.each(toResult.map(([name, json]) => [name, rulingOf(name), json] as const))(
    '%s (%s): replays to its recorded result',
    (_, __, json) => {
      const verified = verifyRecord(json);
      if (!verified.ok) throw new Error(`${verified.error.code}: ${verified.error.message}`);
      expect(verified.value.outcome).toEqual(json.result);
    },
  );

  it.each(
    toResult.filter(([name]) => !/two-giants/.test(name)).map(([name, json]) => [name, rulingOf(name), json] as const),
  )(
    '%s under edition 2026-11 (before %s): the old reading gives another result, so stored matches keep theirs',
    (_, __, json) => {
      const parsed = parseRecord({ ...json, edition: '2026-11' });
      if (!parsed.ok) throw new Error(parsed.error.message);
      const state = replay(parsed.value);
      if (!state.ok) throw new Error(state.error.message);
      expect(state.value.outcome).not.toBeNull();
      expect(state.value.outcome).not.toEqual(json.result);
    },
  );
});

describe('Step-by-step records (test/conformance/steps): the same seat and exactly the same legal moves before every move', () => {
  it('there are ten games', () => expect(steps).toHaveLength(10));

  it.each(steps)('%s', (name, json) => {
    const parsed = parseRecord(json);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.value;
    const recorded = json.steps as { seat: number; legal: unknown[] }[];
    expect(recorded).toHaveLength(record.moves.length);
    const start = replay(record, 0);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const problems: string[] = [];
    for (let i = 0; i < recorded.length && problems.length < 5; i++) {
      const seat = seatToAct(state);
      const ours = new Set(seat === null ? [] : legalMoves(state, seat).map(canonical));
      const theirs = new Set(recorded[i].legal.map(canonical));
      const extra = [...ours].filter((m) => !theirs.has(m));
      const missing = [...theirs].filter((m) => !ours.has(m));
      if (seat !== recorded[i].seat)
        problems.push(`${name} step ${i} (R3.5, whose turn): seat ${seat} to act, the record says ${recorded[i].seat}`);
      else if (extra.length > 0 || missing.length > 0 || ours.size !== recorded[i].legal.length)
        problems.push(
          `${name} step ${i} (${sectionOf(state)}): extra [${extra.join(' ')}], missing [${missing.join(' ')}]` +
            (ours.size === recorded[i].legal.length
              ? ''
              : `, ${ours.size} distinct moves against ${recorded[i].legal.length} listed`),
        );
      const next = apply(state, record.moves[i]);
      if (!next.ok) {
        problems.push(`${name} move ${i} (${sectionOf(state)}): ${next.error.code} ${next.error.message}`);
        break;
      }
      state = next.value;
    }
    expect(problems).toEqual([]);
    const verified = verifyRecord(json);
    if (!verified.ok) throw new Error(`${verified.error.code}: ${verified.error.message}`);
    expect(verified.value.outcome).toEqual(json.result);
  });
});
