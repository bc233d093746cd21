/** fast-check arbitraries for whole games: valid rule sets (R2.1), hero subsets (R2.2), seeds (R2.4). */
import fc from 'fast-check';
import type { FactionId, HeroId } from '../cards';
import { HEROES } from '../cards';
import type { Rules } from '../rules';
import { PRESETS, parseRules } from '../rules';

const PAIRS: readonly (readonly FactionId[])[] = [
  ['goblins', 'knights'],
  ['gnomes', 'giants'],
];
const OTHERS: readonly FactionId[] = [
  'undead',
  'dwarves',
  'doppelgangers',
  'dragons',
  'trolls',
  'seers',
  'vampires',
  'zombies',
  'werewolves',
  'shadows',
];

function trusted(input: unknown): Rules {
  const rules = parseRules(input);
  if (!rules.ok) throw new Error(`arbitrary made invalid rules: ${rules.error.message}`);
  return rules.value;
}

/** Any subset of the heroes in any order (the order matters to R2.4), sometimes with other values (R1). */
const heroesArb = fc.record({
  heroes: fc.shuffledSubarray([...HEROES] as HeroId[]),
  heroValues: fc.option(fc.dictionary(fc.constantFrom(...HEROES), fc.integer({ min: 0, max: 19 }), { maxKeys: 3 }), {
    freq: 4,
  }),
});

/** A custom rule set: one pair plus 3 (2 players) or 5 (3–4 players) other factions, in any order. */
export function customRulesArb(players: number): fc.Arbitrary<Rules> {
  const others = players === 2 ? 3 : 5;
  return fc
    .record({
      pair: fc.constantFrom(...PAIRS),
      others: fc.shuffledSubarray([...OTHERS], { minLength: others, maxLength: others }),
      order: fc.array(fc.nat(), { minLength: 7, maxLength: 7 }),
      heroes: heroesArb,
    })
    .map(({ pair, others: rest, order, heroes }) => {
      const factions = [...pair, ...rest];
      // A permutation from the drawn numbers (Fisher–Yates), so the canonical order varies too.
      for (let i = factions.length - 1; i > 0; i--) {
        const j = order[i] % (i + 1);
        [factions[i], factions[j]] = [factions[j], factions[i]];
      }
      return trusted({ players, factions, heroes: heroes.heroes, heroValues: heroes.heroValues ?? {} });
    });
}

/** Two players: the presets (with or without heroes) and custom mixes. */
export const twoPlayerRulesArb: fc.Arbitrary<Rules> = fc.oneof(
  fc
    .record({
      preset: fc.constantFrom<keyof typeof PRESETS>('claim', 'claim2'),
      heroes: heroesArb,
      withHeroes: fc.boolean(),
    })
    .map(({ preset, heroes, withHeroes }) =>
      trusted({
        players: 2,
        factions: [...PRESETS[preset]],
        heroes: withHeroes ? heroes.heroes : [],
        heroValues: withHeroes ? (heroes.heroValues ?? {}) : {},
      }),
    ),
  customRulesArb(2),
);

export const seedArb: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'));

export interface GameConfig {
  readonly rules: Rules;
  readonly seed: string;
  /** Seeds the choice of moves. */
  readonly moves: number;
}

export function gameArb(rules: fc.Arbitrary<Rules>): fc.Arbitrary<GameConfig> {
  return fc.record({ rules, seed: seedArb, moves: fc.integer({ min: 0, max: 0x7fffffff }) });
}
