import { NO_CLOCKS } from '../matches/clocks';
import type { GameState } from '../engine';
import { newGame, rulesFrom } from '../engine';
import type { MatchRuntime } from '../matches/match-runtime';
import type { MatchSeatInfo, StoredEvent } from '../matches/match.types';
import type { Notification } from './notification';
import { fromPayload, matchNotifications, toPayload, webhookBody } from './notification';
import { noticeLine } from './notice-text';

const rules = (rulesFrom('claim') as { ok: true; value: never }).value;
const game = (newGame(rules, 'cd'.repeat(32)) as { ok: true; value: GameState }).value;
const SEATS: MatchSeatInfo[] = [
  { seat: 0, userId: 'ann', username: 'ann' },
  { seat: 1, userId: 'bob', username: 'bob' },
];

function after(state: Partial<GameState>, status: MatchRuntime['status'] = 'running'): MatchRuntime {
  return {
    header: { id: 'm', rules, seed: '', seedCommitment: 'c', seats: SEATS, createdAt: new Date(0), importedBy: null },
    events: [],
    version: 5,
    headHash: 'h',
    status,
    state: { ...game, ...state },
    moves: [],
    forfeit: null,
    clocks: NO_CLOCKS,
  };
}

const event = (type: string, payload: unknown): StoredEvent => ({ type, payload, seq: 5 }) as unknown as StoredEvent;
const deadline = new Date('2026-03-04T00:00:00.000Z');

describe('matchNotifications', () => {
  it.each([
    [
      'the start tells the seat due, nobody else',
      event('match_started', {}),
      after({ leader: 1, trick: [], pending: [] }),
      [{ userId: 'bob', kind: 'YOUR_TURN', seat: 1, deadline }],
    ],
    [
      'a play hands the turn over',
      event('move', { seat: 0, play: 'goblins:3' }),
      after({ leader: 0, trick: [{ seat: 0, card: 'goblins:3' }], pending: [] }),
      [{ userId: 'bob', kind: 'YOUR_TURN', seat: 1, deadline }],
    ],
    [
      'the seat that keeps the move is not told; the other hears of the move',
      event('move', { seat: 1, play: 'goblins:9' }),
      after({ leader: 0, trick: [], pending: [{ kind: 'prize', seat: 1, ranking: [1, 0], allowTop: false }] }),
      [{ userId: 'ann', kind: 'OPPONENT_MOVED', seat: 1, deadline: null }],
    ],
    [
      'a resignation ends it for both',
      event('resigned', { seat: 0 }),
      after({ leader: 0, trick: [], pending: [] }, 'finished'),
      [
        { userId: 'ann', kind: 'GAME_OVER', seat: 0, deadline: null },
        { userId: 'bob', kind: 'GAME_OVER', seat: 0, deadline: null },
      ],
    ],
    [
      "a seat the computer took over is not its former player's turn: they hear of the move only",
      event('move', { seat: 0, play: 'goblins:3' }),
      {
        ...after({ leader: 0, trick: [{ seat: 0, card: 'goblins:3' }], pending: [] }),
        replacement: { requestedBy: [0], replaced: [1] },
      },
      [{ userId: 'bob', kind: 'OPPONENT_MOVED', seat: 0, deadline: null }],
    ],
  ])('%s', (_case, e, runtime, expected) => {
    const got = matchNotifications(runtime, e, deadline).map(({ userId, notification }) => ({
      userId,
      ...notification,
    }));
    expect(got).toEqual(expected.map((x) => ({ ...x, matchId: 'm', version: 5 })));
  });
});

describe('webhookBody', () => {
  it('is flat JSON with the delivery id, and no more than the notification says', () => {
    const body = JSON.parse(
      webhookBody('d-1', { kind: 'YOUR_TURN', matchId: 'm', seat: 1, version: 5, deadline }, new Date(0)),
    );
    expect(body).toEqual({
      id: 'd-1',
      event: 'YOUR_TURN',
      occurredAt: '1970-01-01T00:00:00.000Z',
      matchId: 'm',
      seat: 1,
      version: 5,
      deadline: deadline.toISOString(),
    });
  });

  it('a follow notice names the follower and nothing else (docs/players.md "Friends")', () => {
    const body = JSON.parse(webhookBody('d-2', { kind: 'FOLLOWED', from: 'ann', matchId: null }, new Date(0)));
    expect(body).toEqual({ id: 'd-2', event: 'FOLLOWED', occurredAt: '1970-01-01T00:00:00.000Z', from: 'ann' });
  });
});

describe('follow notices', () => {
  it.each<Notification>([
    { kind: 'FOLLOWED', from: 'ann', matchId: null },
    { kind: 'FRIEND_ADDED', from: 'bob', matchId: null },
  ])('$kind survives the log (toPayload, fromPayload) and reads as a line with the name', (n) => {
    expect(fromPayload(n.kind, toPayload(n))).toEqual(n);
    expect(noticeLine(n)).toContain(n.kind === 'FOLLOWED' ? 'ann follows you' : 'bob followed you back');
  });
});
