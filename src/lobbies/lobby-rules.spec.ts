import { DomainError } from '../common/errors';
import type { RuleSetChoice } from './lobby-rules';
import { gameOptionsFrom } from './lobby-rules';

const SEVEN = ['gnomes', 'giants', 'dragons', 'trolls', 'seers', 'vampires', 'zombies'];

function rejection(choice: RuleSetChoice): { fields: Record<string, string[]>; message: string } {
  try {
    gameOptionsFrom(choice);
  } catch (error) {
    if (error instanceof DomainError && error.detail.code === 'BAD_USER_INPUT')
      return { fields: error.detail.fields, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('gameOptionsFrom: a client rule set → trusted Rules', () => {
  it.each<[string, RuleSetChoice, string[]]>([
    ['R2.1 preset claim', { preset: 'claim' }, ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers']],
    ['R2.1 preset claim2', { preset: 'claim2' }, ['gnomes', 'giants', 'dragons', 'trolls', 'seers']],
    [
      'R2.1 custom 2-player set',
      { factions: ['goblins', 'knights', 'vampires', 'zombies', 'shadows'] },
      ['goblins', 'knights', 'vampires', 'zombies', 'shadows'],
    ],
    ['R8.1 3 players, 7 factions', { factions: SEVEN, players: 3 }, SEVEN],
    ['R8.1 4 players, 7 factions', { factions: SEVEN, players: 4 }, SEVEN],
  ])('accepts %s', (_name, choice, factions) => {
    const { rules } = gameOptionsFrom(choice);
    expect(rules.factions).toEqual(factions);
    expect(rules.players).toBe(choice.players ?? 2);
  });

  it('R2.2 keeps heroes and R1 hero values', () => {
    const { rules } = gameOptionsFrom({
      preset: 'claim',
      heroes: ['warlock', 'hero:mummy'],
      heroValues: [{ hero: 'warlock', value: 7 }],
    });
    expect(rules.heroes).toEqual(['warlock', 'mummy']);
    expect(rules.heroValues).toEqual({ warlock: 7 });
  });

  it('passes days per move on, and null for no time control', () => {
    expect(gameOptionsFrom({ preset: 'claim', daysPerMove: 3 }).daysPerMove).toBe(3);
    expect(gameOptionsFrom({ preset: 'claim' }).daysPerMove).toBeNull();
  });

  it.each<[string, RuleSetChoice, string, RegExp]>([
    ['R2.1 neither preset nor factions', {}, 'preset', /^R2\.1: give a preset/],
    ['R2.1 both preset and factions', { preset: 'claim', factions: SEVEN }, 'preset', /not both/],
    ['R2.1 unknown preset', { preset: 'claim3' }, 'preset', /unknown preset "claim3"/],
    [
      'R2.1 no pair',
      { factions: ['undead', 'dwarves', 'dragons', 'trolls', 'seers'] },
      'factions',
      /^R2\.1: .*exactly one complete pair/,
    ],
    [
      'R2.1 both pairs',
      { factions: ['goblins', 'knights', 'gnomes', 'giants', 'seers'] },
      'factions',
      /^R2\.1: .*never both/,
    ],
    [
      'R2.1 too few factions',
      { factions: ['goblins', 'knights', 'undead'] },
      'factions',
      /^R2\.1: 2 players need .* got 3/,
    ],
    [
      'R2.1 a duplicate faction',
      { factions: ['goblins', 'knights', 'undead', 'undead', 'dwarves'] },
      'factions',
      /listed twice/,
    ],
    [
      'R1 an unknown faction',
      { factions: ['goblins', 'knights', 'elves', 'undead', 'dwarves'] },
      'factions',
      /^R1: unknown faction "elves"/,
    ],
    ['R2.1 5 players', { preset: 'claim', players: 5 }, 'players', /^R2\.1: players must be 2, 3 or 4/],
    [
      'R8.1 preset with 3 players',
      { preset: 'claim', players: 3 },
      'players',
      /^R8\.1: 3 players need 7 factions.*2 players only/,
    ],
    [
      'R8.1 preset with 4 players',
      { preset: 'claim2', players: 4 },
      'players',
      /^R8\.1: 4 players need 7 factions.*2 players only/,
    ],
    [
      'R8.1 5 factions for 3 players',
      { factions: ['goblins', 'knights', 'undead', 'dwarves', 'seers'], players: 3 },
      'factions',
      /^R2\.1: 3 players need .*7 in all/,
    ],
    ['R2.2 an unknown hero', { preset: 'claim', heroes: ['dracula'] }, 'heroes', /^R2\.2: unknown hero/],
    ['R2.2 a duplicate hero', { preset: 'claim', heroes: ['mummy', 'mummy'] }, 'heroes', /listed twice/],
    [
      'R1 a value for an unknown hero',
      { preset: 'claim', heroValues: [{ hero: 'dracula', value: 3 }] },
      'heroValues',
      /^R1: /,
    ],
    [
      'R1 a hero value out of range',
      { preset: 'claim', heroValues: [{ hero: 'mummy', value: 20 }] },
      'heroValues',
      /0 to 19/,
    ],
    [
      'R1 two values for one hero',
      {
        preset: 'claim',
        heroValues: [
          { hero: 'mummy', value: 2 },
          { hero: 'hero:mummy', value: 3 },
        ],
      },
      'heroValues',
      /two values/,
    ],
    ['days per move below 1', { preset: 'claim', daysPerMove: 0 }, 'daysPerMove', /1 to 14/],
    ['days per move above 14', { preset: 'claim', daysPerMove: 15 }, 'daysPerMove', /1 to 14/],
  ])('rejects %s on the field, naming the rule', (_name, choice, field, pattern) => {
    const { fields, message } = rejection(choice);
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field][0]).toMatch(pattern);
    expect(message.length).toBeGreaterThan(0);
  });
});
