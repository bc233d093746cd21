/**
 * Games played under the 2026-11 edition that the 2026-12 rulings would refuse: a hero follows while
 * its player holds the led faction (R4.1, R7). Random play with heroes does that in nearly every game;
 * the search over seeds is deterministic, so every test gets the same game.
 */
import { HEROES } from '../cards';
import type { MatchRecord } from '../record';
import { replay, toRecord } from '../record';
import { playRandomGame, seededChooser } from '../random-play';
import { newGame } from '../setup';
import { testRules } from './decks';

export interface OldEditionGame {
  /** A finished game under 2026-11, its record naming the edition. */
  readonly record: MatchRecord;
  /** The first move that 2026-12 refuses (a hero following while the led faction is in hand). */
  readonly heroFollowAt: number;
}

export function oldEditionGameWithHeroFollow(players: 2 | 3 | 4 = 2): OldEditionGame {
  const rules = testRules(players === 2 ? 'claim' : 'goblins,knights,undead,dwarves,doppelgangers,dragons,trolls', {
    heroes: [...HEROES],
    players,
  });
  for (let n = 1; n < 200; n++) {
    const seed = n.toString(16).padStart(64, '0');
    const game = newGame(rules, seed, undefined, '2026-11');
    if (!game.ok) throw new Error(game.error.message);
    const { moves, state } = playRandomGame(game.value, seededChooser(n));
    const seats = Array.from({ length: players }, (_, i) => `seat${i}`);
    const record = toRecord({ edition: '2026-11', rules, seats, seed }, moves, state.outcome);
    const now = replay({ ...record, edition: '2026-12' });
    if (!now.ok && now.error.cause?.code === 'MUST_FOLLOW_FACTION')
      return { record, heroFollowAt: now.error.moveIndex! };
  }
  throw new Error('no 2026-11 game with a hero follow in 200 seeds');
}
