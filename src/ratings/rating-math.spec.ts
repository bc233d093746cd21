import fc from 'fast-check';
import type { SeatResult } from '../matches/match-runtime';
import type { PlayerRating } from './rating-math';
import { initialRating, isProvisional, rateMatch } from './rating-math';

const result = fc.constantFrom<SeatResult>('win', 'loss', 'draw');

describe('rating math', () => {
  it('Glicko-2 duel: the winner gains what the loser loses from equal ratings, both deviations shrink', () => {
    const start = initialRating('duel');
    const [winner, loser] = rateMatch('duel', [start, start], ['win', 'loss']);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.deviation).toBeLessThan(350);
    expect([winner.games, winner.wins, loser.losses]).toEqual([1, 1, 1]);
    // Glickman's example scale: one game from 1500 ± 350 moves about 160 points.
    expect(winner.rating).toBeGreaterThan(1600);
    expect(winner.rating).toBeLessThan(1700);
  });

  it('a draw between equals changes no rating', () => {
    const start = initialRating('duel');
    const [a, b] = rateMatch('duel', [start, start], ['draw', 'draw']);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(a.draws).toBe(1);
  });

  it('OpenSkill trio: the winner rises, two who lost alike stay equal; teams: partners move together', () => {
    const start = initialRating('trio');
    const [w, l1, l2] = rateMatch('trio', [start, start, start], ['win', 'loss', 'loss']);
    expect(w.rating).toBeGreaterThan(1500);
    expect(l1.rating).toBe(l2.rating);
    expect(l1.rating).toBeLessThan(1500);
    const t = initialRating('teams');
    const after = rateMatch('teams', [t, t, t, t], ['loss', 'win', 'loss', 'win']);
    expect(after[0].rating).toBe(after[2].rating);
    expect(after[1].rating).toBe(after[3].rating);
    expect(after[1].rating).toBeGreaterThan(after[0].rating);
  });

  it('is deterministic, keeps counts, and ratings stay finite over long random histories', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(result, result), { minLength: 1, maxLength: 60 }), (games) => {
        const play = (): PlayerRating[] => {
          let pair = [initialRating('duel'), initialRating('duel')];
          for (const [a] of games) {
            const b: SeatResult = a === 'win' ? 'loss' : a === 'loss' ? 'win' : 'draw';
            pair = rateMatch('duel', pair, [a, b]);
          }
          return pair;
        };
        const once = play();
        expect(play()).toEqual(once);
        expect(once[0].games).toBe(games.length);
        expect(once[0].wins + once[0].draws + once[0].losses).toBe(games.length);
        for (const r of once) expect(Number.isFinite(r.rating) && Number.isFinite(r.deviation)).toBe(true);
      }),
    );
  });

  it('a new rating is provisional', () => {
    expect(isProvisional('duel', initialRating('duel'))).toBe(true);
    expect(isProvisional('teams', initialRating('teams'))).toBe(true);
    expect(isProvisional('duel', { deviation: 60 })).toBe(false);
  });
});
