/** Random two-player games as match records, for the engine benchmark and its profiling driver. */
import { randomBytes } from 'node:crypto';
import type { MatchRecord } from '../src/engine';
import { newGame, playRandomGame, rulesFrom, seededChooser, toRecord } from '../src/engine';

/** Presets and custom mixes, with and without heroes, so every power is exercised. */
export const RULE_SETS: readonly [string, string[]][] = [
  ['claim', []],
  ['claim2', []],
  ['goblins,knights,vampires,werewolves,shadows', ['warlock', 'mummy']],
  ['gnomes,giants,trolls,zombies,seers', ['skeleton', 'cthulhu', 'gelatinous-cube']],
  ['goblins,knights,undead,dragons,vampires', ['lich-king']],
];

export function makeRecords(count: number): MatchRecord[] {
  const records: MatchRecord[] = [];
  for (let i = 0; i < count; i++) {
    const [factions, heroes] = RULE_SETS[i % RULE_SETS.length];
    const rules = rulesFrom(factions, heroes);
    if (!rules.ok) throw new Error(rules.error.message);
    const seed = randomBytes(32).toString('hex');
    const game = newGame(rules.value, seed);
    if (!game.ok) throw new Error(game.error.message);
    const { moves, state } = playRandomGame(game.value, seededChooser(i));
    records.push(toRecord({ rules: rules.value, seats: ['a', 'b'], seed }, moves, state.outcome));
  }
  return records;
}

/** Records as an import receives them: through JSON, so nothing in them is the engine's own. */
export const asJson = (records: readonly MatchRecord[]): unknown[] =>
  records.map((r) => JSON.parse(JSON.stringify(r)) as unknown);
