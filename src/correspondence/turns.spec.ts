import type { GameState } from '../engine';
import { newGame, rulesFrom } from '../engine';
import type { MatchRuntime } from '../matches/match-runtime';
import type { MatchSeatInfo, StoredEvent, TimeControl } from '../matches/match.types';
import { NO_CLOCKS, advanceClocks } from '../matches/clocks';
import { DAY_MS, turnAfter } from './turns';

const rules = (rulesFrom('claim') as { ok: true; value: never }).value;
const game = (newGame(rules, 'ab'.repeat(32)) as { ok: true; value: GameState }).value;
const SEATS: MatchSeatInfo[] = [
  { seat: 0, userId: 'user-0', username: 'ann' },
  { seat: 1, userId: 'user-1', username: 'bob' },
];

const since = new Date('2026-03-01T12:00:00.000Z');

/** A runtime as far as turnAfter looks: header, start event, version, status and the engine state. */
function runtime(
  state: Partial<GameState>,
  options: { timeControl?: TimeControl | null; status?: MatchRuntime['status']; seats?: MatchSeatInfo[] } = {},
): MatchRuntime {
  const start = {
    type: 'match_started',
    seq: 0,
    createdAt: since,
    payload: { rules, seats: SEATS, seedCommitment: 'c', timeControl: options.timeControl ?? null },
  } as unknown as StoredEvent;
  const after = { ...game, ...state };
  return {
    clocks: advanceClocks(NO_CLOCKS, start, after).clocks,
    header: {
      id: 'match-1',
      rules,
      seed: '',
      seedCommitment: 'c',
      seats: options.seats ?? SEATS,
      createdAt: new Date(0),
      importedBy: null,
    },
    events: [start],
    version: 7,
    headHash: 'h',
    status: options.status ?? 'running',
    state: after,
    moves: [],
    forfeit: null,
  };
}

describe('turnAfter: who must act, and by when', () => {
  it.each([
    ['the leader of an empty trick', { leader: 1, trick: [], pending: [] }, 1, 'play'],
    [
      'the follower once the leader played',
      { leader: 1, trick: [{ seat: 1, card: 'goblins:3' }], pending: [] },
      0,
      'play',
    ],
    [
      'the seat of the first pending decision',
      { leader: 0, trick: [], pending: [{ kind: 'prize', seat: 1, ranking: [1, 0], allowTop: false }] },
      1,
      'prize',
    ],
    [
      'a Cthulhu discard before the next lead',
      {
        leader: 0,
        trick: [],
        pending: [
          { kind: 'cthulhu', seat: 0 },
          { kind: 'cthulhu', seat: 1 },
        ],
      },
      0,
      'cthulhu',
    ],
  ] as [string, Partial<GameState>, number, string][])('%s', (_case, state, seat, due) => {
    const turn = turnAfter(runtime(state, { timeControl: { daysPerMove: 3 } }));
    expect(turn).toEqual({
      matchId: 'match-1',
      seat,
      userId: `user-${seat}`,
      due,
      version: 7,
      dueSince: since,
      deadline: new Date(since.getTime() + 3 * DAY_MS),
      sweeps: true,
    });
  });

  it("names the computer for a seat it took over, not the seat's former player (docs/engine.md)", () => {
    const replaced = {
      ...runtime({ leader: 1, trick: [], pending: [] }, { timeControl: { daysPerMove: 3 } }),
      replacement: { requestedBy: [0], replaced: [1] },
    };
    expect(turnAfter(replaced, 'computer-hard')).toMatchObject({ seat: 1, userId: 'computer-hard' });
    // No computer account known (no computer module): nobody's turn rather than the player's.
    expect(turnAfter(replaced)).toBeNull();
    // The other seats are still their players'.
    const other = { ...replaced, state: { ...replaced.state, leader: 0 } };
    expect(turnAfter(other, 'computer-hard')).toMatchObject({ seat: 0, userId: 'user-0' });
  });

  it('has no deadline without a time control', () => {
    expect(turnAfter(runtime({ leader: 0, trick: [], pending: [] }))?.deadline).toBeNull();
  });

  it.each([
    ['the match is finished', { status: 'finished' as const }, {}],
    ['the game is over', {}, { phase: 'over' as const }],
    ['an imported record has no users', { seats: SEATS.map((s) => ({ ...s, userId: null })) }, {}],
  ])('is null when %s', (_case, options, state) => {
    expect(
      turnAfter(
        runtime({ leader: 0, trick: [], pending: [], ...state }, { timeControl: { daysPerMove: 1 }, ...options }),
      ),
    ).toBeNull();
  });
});
