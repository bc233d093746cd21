/**
 * The card colours. Every faction colour has the same relative luminance (about 0.255), chosen so that
 * it stands out against the table felt and against the heroes' ivory by at least 3:1 (WCAG's non-text
 * contrast), black text on it passes WCAG AA (over 6:1), and the hues are spread round the colour wheel
 * (CIELAB ΔE at least 16 between any two). Contrast between two faction colours cannot also reach 3:1:
 * at most three colours can be 3:1 apart from each other, so factions differ by hue and emblem instead.
 * test/web/palette.spec.ts computes every one of these ratios.
 */
export const FACTION_COLOURS: Readonly<Record<string, string>> = {
  goblins: '#01a040',
  knights: '#0191de',
  undead: '#a868ff',
  dwarves: '#c67800',
  doppelgangers: '#009b94',
  gnomes: '#ff4148',
  giants: '#a58800',
  dragons: '#e46300',
  trolls: '#8b9001',
  seers: '#0097b7',
  vampires: '#ff1db5',
  zombies: '#599b00',
  werewolves: '#3b87ff',
  shadows: '#8a8a8a',
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
