/**
 * The card colours (issue 28 item 6): one hue family per faction, hue angles (CIELAB) at least 20° apart,
 * Shadows the one grey. Luminance varies (0.22 to 0.74) as well as hue, because under protanopia,
 * deuteranopia and tritanopia hue folds onto one axis and lightness must carry the rest: every two factions,
 * and every faction and the heroes' ivory, stay at least ΔE 12 apart (CIELAB ΔE*ab; 15.7 at the closest) in
 * normal vision and under each simulated deficiency (Machado 2009). Every colour stands out 3:1 against the
 * table felt (WCAG's non-text contrast) and black text on it passes WCAG AA; against the white page and the
 * ivory heroes the card's black edge (CARD_EDGE) is the boundary, since a light fill cannot also be 3:1 from
 * white. test/web/palette.spec.ts computes every one of these figures.
 */
export const FACTION_COLOURS: Readonly<Record<string, string>> = {
  goblins: '#4b8f61',
  knights: '#13c2ff',
  undead: '#b74df9',
  dwarves: '#ed9552',
  doppelgangers: '#3dab91',
  gnomes: '#ff436f',
  giants: '#ecc787',
  dragons: '#f93223',
  trolls: '#e1e806',
  seers: '#64f3ff',
  vampires: '#c85da9',
  zombies: '#adf36a',
  werewolves: '#737acf',
  shadows: '#c6c6c6',
};

/** The faint texture of each faction's cards (CardFace draws them). */
export type PatternKind =
  | 'diagonal'
  | 'antiDiagonal'
  | 'horizontal'
  | 'vertical'
  | 'dots'
  | 'grid'
  | 'cross'
  | 'zigzag'
  | 'rings'
  | 'chevrons'
  | 'dashes'
  | 'waves'
  | 'bigDots'
  | 'plain';

/**
 * A texture per faction, faint behind the emblem: with the hue and the emblem, a third way to tell factions
 * apart, one that does not depend on seeing colour (protanopia, deuteranopia, tritanopia; issue 28).
 */
export const FACTION_PATTERNS: Readonly<Record<string, PatternKind>> = {
  goblins: 'diagonal',
  knights: 'horizontal',
  undead: 'dots',
  dwarves: 'vertical',
  doppelgangers: 'antiDiagonal',
  gnomes: 'cross',
  giants: 'grid',
  dragons: 'zigzag',
  trolls: 'bigDots',
  seers: 'rings',
  vampires: 'chevrons',
  zombies: 'dashes',
  werewolves: 'waves',
  shadows: 'plain',
};

export const HERO_COLOUR = '#fdfbf4';
export const TABLE_COLOUR = '#143d28';
/** Text and emblems on every card face. */
export const CARD_INK = '#111111';
export const CARD_EDGE = '#111111';

/** A card's main colour: its faction's, or the heroes' ivory. */
export function cardColour(faction: string | null): string {
  return faction === null ? HERO_COLOUR : (FACTION_COLOURS[faction] ?? HERO_COLOUR);
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
