import {
  CARD_INK,
  FACTION_COLOURS,
  FACTION_PATTERNS,
  HERO_COLOUR,
  TABLE_COLOUR,
  contrast,
  luminance,
} from '../../web/src/game/palette';
import { FACTIONS } from '../../src/engine';

/**
 * The card colours, by WCAG's formulas: non-text contrast of at least 3:1 against the table felt, the
 * page (white panels) and the heroes; text at least 4.5:1 (AA); the factions told apart by hue (CIELAB
 * ΔE). Two faction colours cannot also be 3:1 apart: luminance runs from 0 to 1, so at most three colours
 * can be 3:1 from each other ((1.05 / 0.05) = 21 < 3³) — this test proves that bound as well.
 */

type Matrix = readonly (readonly [number, number, number])[];
const IDENTITY: Matrix = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/** Colour vision deficiencies at full severity (Machado, Oliveira & Fernandes 2009), on linear RGB. */
const DEFICIENCIES: Record<string, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.1476],
    [0.004733, 0.691367, 0.3039],
  ],
};

function lab(hex: string, seen: Matrix = IDENTITY): [number, number, number] {
  const lin = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const raw = [lin(0), lin(1), lin(2)];
  const [r, g, b] = seen.map((row) => Math.min(1, Math.max(0, row[0] * raw[0] + row[1] * raw[1] + row[2] * raw[2])));
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const factions = Object.entries(FACTION_COLOURS);

describe('card colours: contrast ratios computed, not eyeballed (issue 16)', () => {
  it('every faction has a colour', () => {
    expect(Object.keys(FACTION_COLOURS).sort()).toEqual([...FACTIONS].sort());
  });

  it.each(factions)('%s (%s) stands out 3:1 against the table, the page and the heroes', (_, colour) => {
    expect(contrast(colour, TABLE_COLOUR)).toBeGreaterThanOrEqual(3);
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(colour, HERO_COLOUR)).toBeGreaterThanOrEqual(3);
  });

  it.each([...factions, ['hero', HERO_COLOUR]])('text on %s (%s) passes WCAG AA (4.5:1)', (_, colour) => {
    expect(contrast(CARD_INK, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('heroes stand out against the table', () => {
    expect(contrast(HERO_COLOUR, TABLE_COLOUR)).toBeGreaterThanOrEqual(3);
  });

  it('any two factions differ clearly in colour (CIELAB ΔE ≥ 15), heroes and Giants above all', () => {
    for (const [a, ca] of factions)
      for (const [b, cb] of factions) {
        if (a >= b) continue;
        const [la, lb] = [lab(ca), lab(cb)];
        expect({ pair: `${a}/${b}`, far: Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]) >= 15 }).toEqual({
          pair: `${a}/${b}`,
          far: true,
        });
      }
    expect(contrast(FACTION_COLOURS.giants, HERO_COLOUR)).toBeGreaterThanOrEqual(3);
  });

  it('why factions are told apart by hue: no four colours can all be 3:1 from one another', () => {
    // Sorted by luminance, each step needs a factor of 3 in (L + 0.05); black to white gives only 21.
    expect((luminance('#ffffff') + 0.05) / (luminance('#000000') + 0.05)).toBeLessThan(3 ** 3);
  });

  it('under simulated protanopia, deuteranopia and tritanopia, factions whose colours run together differ in pattern and emblem', () => {
    // Equal luminance (for the contrasts above) leaves hue alone to tell 14 colours apart, and each
    // deficiency folds hue: some pairs come within ΔE 12 (Giants/Trolls, Dwarves/Dragons, Knights/Seers…).
    // Those pairs must differ in texture; every faction has its own (and its own emblem, CardFace.tsx).
    const close: string[] = [];
    for (const [name, matrix] of Object.entries(DEFICIENCIES))
      for (const [a, ca] of factions)
        for (const [b, cb] of factions) {
          if (a >= b) continue;
          const [la, lb] = [lab(ca, matrix), lab(cb, matrix)];
          if (Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]) < 12) close.push(`${name}: ${a}/${b}`);
        }
    expect(close).toEqual(expect.arrayContaining(['protanopia: giants/trolls', 'deuteranopia: dragons/dwarves']));
    for (const pair of close) {
      const [a, b] = pair.split(': ')[1].split('/');
      expect({ pair, differ: FACTION_PATTERNS[a] !== FACTION_PATTERNS[b] }).toEqual({ pair, differ: true });
    }
    expect(Object.keys(FACTION_PATTERNS).sort()).toEqual([...FACTIONS].sort());
    expect(new Set(Object.values(FACTION_PATTERNS)).size).toBe(FACTIONS.length);
  });
});
