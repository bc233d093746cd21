import type { WaveSeek } from './seek-matching';
import { tableFor, waveTables } from './seek-matching';

const seek = (id: string, over: Partial<WaveSeek> = {}): WaveSeek => ({
  id,
  userId: `u-${id}`,
  poolKey: 'p',
  players: 2,
  rating: 1500,
  minRating: null,
  maxRating: null,
  minReputation: null,
  finishedShare: null,
  settled: false,
  ...over,
});
const none = (): boolean => false;
const ids = (tables: readonly (readonly WaveSeek[])[]): string[][] => tables.map((t) => t.map((s) => s.id));

describe('waveTables (docs/lobbies.md "Automatch")', () => {
  it('pairs a backlog oldest first, each seek at one table at most', () => {
    const seeks = ['a', 'b', 'c', 'd', 'e'].map((id) => seek(id));
    expect(ids(waveTables(seeks, none))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('a settled seek joins a table but leads none', () => {
    const seeks = [seek('a', { settled: true }), seek('b', { settled: true }), seek('c')];
    // a and b were looked at before (with a block between them, say): only c leads, and takes the oldest.
    expect(ids(waveTables(seeks, (x, y) => [x, y].sort().join() === 'u-a,u-b'))).toEqual([['c', 'a']]);
    expect(waveTables([seek('a', { settled: true }), seek('b', { settled: true })], none)).toEqual([]);
  });

  it('keeps pools apart, ranges and reputation both ways, blocks, and one seat a player', () => {
    const seeks = [
      seek('a', { poolKey: 'q' }),
      seek('b', { minRating: 1600 }),
      seek('c'),
      seek('d', { userId: 'u-c' }),
      seek('e', { finishedShare: 0.5 }),
      seek('f', { minReputation: 80 }),
      seek('g'),
      seek('h'),
    ];
    const blocked = (x: string, y: string): boolean => [x, y].sort().join() === 'u-c,u-g';
    // a alone in its pool; b takes nobody at 1500; c not with its own d, nor g (blocked): c+e; d+f? f wants 80 %
    // and d has no counted game (null passes): d+f; then g+h.
    expect(ids(waveTables(seeks, blocked))).toEqual([
      ['c', 'e'],
      ['d', 'f'],
      ['g', 'h'],
    ]);
  });

  it('fills 3- and 4-player tables, every two seats accepting each other', () => {
    const three = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) =>
      seek(id, { players: 3, poolKey: 't', rating: id === 'b' ? 1700 : 1500, maxRating: id === 'c' ? 1600 : null }),
    );
    // c refuses b (1700 > 1600): a+b+d, then c+e+f; g waits.
    expect(ids(waveTables(three, none))).toEqual([
      ['a', 'b', 'd'],
      ['c', 'e', 'f'],
    ]);
  });

  it('as tableFor for one fresh seek among settled ones (a quiet server: one post, one wave)', () => {
    const settled = ['a', 'b', 'c'].map((id, i) => seek(id, { settled: true, minRating: i === 0 ? 1600 : null }));
    const fresh = seek('d', { players: 2 });
    expect(ids(waveTables([...settled, fresh], none))).toEqual([['d', 'b']]);
    expect(tableFor(fresh, 2, settled, none)?.map((s) => s.id)).toEqual(['d', 'b']);
  });
});
