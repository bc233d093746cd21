import { readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import { FACTIONS, HEROES } from '../../src/engine';
import { EN } from '../../web/src/i18n/en';
import { KO } from '../../web/src/i18n/ko';
import { NL } from '../../web/src/i18n/nl';

/** Every string of the web client in English, Dutch and Korean (issue 16 "Any language"). */

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)));
const flat = (o: object) =>
  new Map(keysOf(o).map((k) => [k, k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o)]));

/** A key as `t()` asks for it: plural forms (`_one`, `_other`) answer for the bare key. */
const asked = (key: string) => key.replace(/_(one|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'gql' || name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the web client in three languages', () => {
  const en = flat(EN);

  it.each([
    ['nl', NL],
    ['ko', KO],
  ])(
    '%s has exactly the English keys, none empty, none left in English by mistake where English is long',
    (_, catalog) => {
      const other = flat(catalog);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect({ key, empty: String(text).trim() === '' }).toEqual({ key, empty: false });
        // Sentences (over 40 characters) are translated; names and short labels may coincide.
        if (String(en.get(key)).length > 40) expect({ key, same: text === en.get(key) }).toEqual({ key, same: false });
      }
    },
  );

  it('every literal key the client asks for exists', () => {
    const known = new Set([...en.keys()].map(asked));
    const missing: string[] = [];
    for (const file of sources(path.join(__dirname, '..', '..', 'web', 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g))
        if (!known.has(m[1])) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('every card, faction, hero, decision, phase, error code and rule-set problem has its words', () => {
    const known = new Set([...en.keys()].map(asked));
    const wanted = [
      ...FACTIONS.flatMap((f) => [`faction.${f}`, `cardName.${f}`, `power.${f}`, `powerLong.${f}`]),
      ...HEROES.flatMap((h) => [`hero.${h}`, `cardName.${h}`, `power.${h}`, `powerLong.${h}`]),
      ...['play', 'seer', 'prize', 'vampire', 'smash', 'cthulhu', 'skeleton'].map((d) => `decision.${d}`),
      ...['one', 'two', 'over'].map((p) => `table.phase.${p}`),
      ...['stale', 'polling'].map((n) => `match.notice.${n}`),
      ...[
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'ILLEGAL_MOVE',
        'VERSION_CONFLICT',
        'BAD_USER_INPUT',
        'CONFLICT',
        'RATE_LIMITED',
        'SERVICE_UNAVAILABLE',
        'INTERNAL_SERVER_ERROR',
        'NETWORK',
        'UNKNOWN',
      ].map((c) => `errors.${c}`),
      ...[
        'MUST_FOLLOW_FACTION',
        'NOT_YOUR_TURN',
        'DECISION_PENDING',
        'NO_DECISION_PENDING',
        'WRONG_DECISION',
        'CARD_NOT_IN_HAND',
        'CANNOT_PASS',
        'ILLEGAL_CHOICE',
        'GAME_OVER',
        'MALFORMED_MOVE',
        'ALREADY_STARTED',
        'NOTHING_DUE',
        'NO_TIME_CONTROL',
        'NOT_AN_OPPONENT',
        'TIME_NOT_UP',
      ].map((r) => `errors.reason.${r}`),
      ...[
        'BAD_PLAYERS',
        'UNKNOWN_FACTION',
        'DUPLICATE_FACTION',
        'NEEDS_ONE_PAIR',
        'BOTH_PAIRS',
        'WRONG_FACTION_COUNT',
        'UNKNOWN_HERO',
        'DUPLICATE_HERO',
        'BAD_HERO_VALUE',
      ].map((c) => `rules.problem.${c}`),
    ];
    expect(wanted.filter((k) => !known.has(k))).toEqual([]);
  });

  it('no text meant for players shows a rule code like "(R4.1)"', () => {
    for (const catalog of [EN, NL, KO])
      for (const [key, text] of flat(catalog))
        expect({ key, text }).not.toEqual({ key, text: expect.stringMatching(/\bR\d/) });
  });
});
