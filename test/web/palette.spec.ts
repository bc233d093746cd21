import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CARD_EDGE,
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
 * The card colours, by WCAG's formulas: non-text contrast of at least 3:1 against the table felt (the
 * black card edge against the page and the heroes); text at least 4.5:1 (AA); the factions told apart by
 * hue and lightness (CIELAB ΔE ≥ 12 in normal vision and under three simulated deficiencies). Two faction colours cannot also be 3:1 apart: luminance runs from 0 to 1, so at most three colours
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

  it.each(factions)(
    '%s (%s) stands out 3:1 against the table; its black edge against the page and heroes',
    (_, colour) => {
      expect(contrast(colour, TABLE_COLOUR)).toBeGreaterThanOrEqual(3);
      expect(contrast(CARD_EDGE, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(contrast(CARD_EDGE, HERO_COLOUR)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each([...factions, ['hero', HERO_COLOUR]])('text on %s (%s) passes WCAG AA (4.5:1)', (_, colour) => {
    expect(contrast(CARD_INK, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('heroes stand out against the table', () => {
    expect(contrast(HERO_COLOUR, TABLE_COLOUR)).toBeGreaterThanOrEqual(3);
  });

  /** CIELAB ΔE*ab (CIE76) between two colours as seen through a matrix. */
  const deltaE = (a: string, b: string, seen: Matrix = IDENTITY) => {
    const [la, lb] = [lab(a, seen), lab(b, seen)];
    return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
  };
  const VISIONS: [string, Matrix][] = [['normal vision', IDENTITY], ...Object.entries(DEFICIENCIES)];

  it.each(VISIONS)(
    'in %s, any two factions (and any faction and the heroes) are at least ΔE 12 apart (issue 28 item 6)',
    (_, seen) => {
      const colours: [string, string][] = [...factions, ['hero', HERO_COLOUR]];
      const close: string[] = [];
      for (const [a, ca] of colours)
        for (const [b, cb] of colours) {
          if (a >= b) continue;
          const d = deltaE(ca, cb, seen);
          if (d < 12) close.push(`${a}/${b} ${d.toFixed(1)}`);
        }
      expect(close).toEqual([]);
    },
  );

  it('one hue family per faction: hue angles at least 20° apart, Shadows the only grey (issue 28 item 6)', () => {
    const hue = (hex: string) => {
      const [, a, b] = lab(hex);
      return { chroma: Math.hypot(a, b), angle: (Math.atan2(b, a) * 180) / Math.PI };
    };
    const coloured = factions.filter(([name]) => name !== 'shadows');
    for (const [name, colour] of coloured)
      expect({ name, vivid: hue(colour).chroma >= 30 }).toEqual({ name, vivid: true });
    expect(hue(FACTION_COLOURS.shadows).chroma).toBeLessThan(5);
    const near: string[] = [];
    for (const [a, ca] of coloured)
      for (const [b, cb] of coloured) {
        if (a >= b) continue;
        const apart = Math.abs(hue(ca).angle - hue(cb).angle) % 360;
        if (Math.min(apart, 360 - apart) < 20) near.push(`${a}/${b}`);
      }
    expect(near).toEqual([]);
  });

  it("the stylesheet's swatches (chips, forms) use the same colours as the card faces", () => {
    const css = readFileSync(join(__dirname, '../../web/src/styles.css'), 'utf8');
    for (const [name, colour] of [...factions, ['hero', HERO_COLOUR]])
      expect({ name, css: new RegExp(`--f-${name}: (#[0-9a-f]{6});`).exec(css)?.[1] }).toEqual({ name, css: colour });
  });

  it('why factions are told apart by hue: no four colours can all be 3:1 from one another', () => {
    // Sorted by luminance, each step needs a factor of 3 in (L + 0.05); black to white gives only 21.
    expect((luminance('#ffffff') + 0.05) / (luminance('#000000') + 0.05)).toBeLessThan(3 ** 3);
  });

  it('every faction has a texture of its own as well (a third cue besides hue and emblem)', () => {
    expect(Object.keys(FACTION_PATTERNS).sort()).toEqual([...FACTIONS].sort());
    expect(new Set(Object.values(FACTION_PATTERNS)).size).toBe(FACTIONS.length);
  });
});
