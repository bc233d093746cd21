import type { PatternKind } from '../game/palette';
import { CARD_EDGE, CARD_INK, FACTION_PATTERNS, cardColour } from '../game/palette';

/**
 * The face of a card, drawn here as SVG (nothing downloaded): the faction's colour, its emblem, the value
 * large in the corner and the name on a band at the foot. Colours only as presentation attributes (no
 * style attributes), so the page needs no inline styles under a Content-Security-Policy.
 */

/** Emblems on a 24×24 grid, one per faction and hero. */
const EMBLEMS: Record<string, string> = {
  // A pointed-eared head.
  goblins: 'M4 6l5 4a5 5 0 0 1 6 0l5-4-2 7a6 6 0 1 1-12 0z',
  // A shield.
  knights: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z',
  // A skull.
  undead:
    'M12 2a8 8 0 0 0-8 8c0 3 1.5 5 3 6v4h10v-4c1.5-1 3-3 3-6a8 8 0 0 0-8-8zm-3 7a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  // A hammer.
  dwarves: 'M4 4h11l3 3-3 3H11v12H8V10H4z',
  // Two masks.
  doppelgangers: 'M2 6h9v6a4.5 4.5 0 0 1-9 0zm11 0h9v6a4.5 4.5 0 0 1-9 0z',
  // A pointed hat.
  gnomes: 'M12 1l7 17H5zM3 19h18v3H3z',
  // A mountain of a fist.
  giants: 'M5 22V10a2 2 0 0 1 4 0V8a2 2 0 0 1 4 0v1a2 2 0 0 1 4 0v2a2 2 0 0 1 4 0v6c0 3-2 5-5 5z',
  // A wing.
  dragons: 'M2 20C6 8 14 3 22 2c-2 4-2 7 0 9-4 0-6 2-7 5-3-1-6 0-9 4z',
  // A club.
  trolls: 'M14 2a6 6 0 0 1 6 6c0 3-2 5-4 6l-8 9-3-3 8-9c-2-1-3-3-3-5a6 6 0 0 1 4-4z',
  // An eye.
  seers: 'M1 12C5 5 19 5 23 12 19 19 5 19 1 12zm11-4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  // A bat.
  vampires: 'M12 8l2-3 1 4c3-3 6-3 8-2-2 1-3 4-3 7-2-2-4-2-5 0l-3 3-3-3c-1-2-3-2-5 0 0-3-1-6-3-7 2-1 5-1 8 2l1-4z',
  // A raised hand.
  zombies:
    'M6 22v-9L4 8a1.5 1.5 0 0 1 3-1l2 4V3a1.5 1.5 0 0 1 3 0v7-8a1.5 1.5 0 0 1 3 0v8-6a1.5 1.5 0 0 1 3 0v12c0 3-2 6-5 6z',
  // A moon behind a wolf's ear.
  werewolves: 'M15 2a10 10 0 1 0 7 17A8 8 0 0 1 15 2zM4 4l4 7H2z',
  // A flame of shadow.
  shadows: 'M12 1c4 5 7 8 7 13a7 7 0 0 1-14 0c0-3 2-5 3-7 0 3 1 4 3 5-1-4 0-8 1-11z',
  // A crown.
  'lich-king': 'M2 8l5 4 5-8 5 8 5-4-2 12H4z',
  // A bone.
  skeleton: 'M6 3a3 3 0 0 1 3 3l6 6a3 3 0 1 1 3 3 3 3 0 1 1-3 3 3 3 0 0 1-3-3L6 9a3 3 0 1 1-3-3 3 3 0 0 1 3-3z',
  // A star.
  warlock: 'M12 1l3 8h8l-6.5 5 2.5 8-7-5-7 5 2.5-8L1 9h8z',
  // Tentacles.
  cthulhu:
    'M12 2a7 7 0 0 1 7 7c0 2-1 3-2 4 1 3 3 5 5 6-3 1-5-1-6-3 0 3-1 5-2 6-1-2-1-4-2-6-1 2-1 4-2 6-1-1-2-3-2-6-1 2-3 4-6 3 2-1 4-3 5-6-1-1-2-2-2-4a7 7 0 0 1 7-7z',
  // Bandages.
  mummy: 'M6 2h12v20H6zM8 5h8v2H8zM8 10h8v2H8zM8 15h8v2H8z',
  // A cube.
  'gelatinous-cube': 'M12 1l10 5v12l-10 5-10-5V6zm0 2L4 7l8 4 8-4zM3 8v9l8 4v-9z',
};

/** The body of a card, inside its border, clear of the value's corner and the name band. */
const BODY = { x0: 6, y0: 28, x1: 58, y1: 66 } as const;

const { x0, y0, x1, y1 } = BODY;
const lines = (from: number, to: number, step: number, line: (v: number) => string) => {
  const out: string[] = [];
  for (let v = from; v <= to; v += step) out.push(line(v));
  return out.join('');
};
const dots = (step: number, r: number, offset = 0) =>
  lines(y0 + 3, y1 - 3, step, (y) =>
    lines(
      x0 + 3 + (((y - y0) / step) % 2 ? offset : 0),
      x1 - 3,
      step,
      (x) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`,
    ),
  );
const clampDiagonal = (c: number, dir: 1 | -1) => {
  // The line x - dir*y = c, cut to the body's rectangle.
  const points: [number, number][] = [];
  for (const x of [x0, x1]) {
    const y = dir * (x - c);
    if (y >= y0 && y <= y1) points.push([x, y]);
  }
  for (const y of [y0, y1]) {
    const x = c + dir * y;
    if (x > x0 && x < x1) points.push([x, y]);
  }
  return points.length < 2 ? '' : `M${points[0][0]} ${points[0][1]}L${points[1][0]} ${points[1][1]}`;
};

const PATTERN_PATHS: Record<PatternKind, string> = {
  diagonal: lines(x0 - y1, x1 - y0, 7, (c) => clampDiagonal(c, 1)),
  antiDiagonal: lines(x0 + y0, x1 + y1, 7, (c) => clampDiagonal(c, -1)),
  horizontal: lines(y0 + 2, y1 - 2, 6, (y) => `M${x0} ${y}H${x1}`),
  vertical: lines(x0 + 2, x1 - 2, 6, (x) => `M${x} ${y0}V${y1}`),
  dots: dots(7, 1.2),
  grid: lines(y0 + 2, y1 - 2, 8, (y) => `M${x0} ${y}H${x1}`) + lines(x0 + 2, x1 - 2, 8, (x) => `M${x} ${y0}V${y1}`),
  cross:
    lines(x0 - y1, x1 - y0, 9, (c) => clampDiagonal(c, 1)) + lines(x0 + y0, x1 + y1, 9, (c) => clampDiagonal(c, -1)),
  zigzag: lines(
    y0 + 4,
    y1 - 4,
    8,
    (y) => `M${x0} ${y}` + lines(x0 + 4, x1, 4, (x) => `L${x} ${y + (((x - x0) / 4) % 2 ? -3 : 0)}`),
  ),
  rings: lines(y0 + 6, y1 - 6, 12, (y) =>
    lines(x0 + 7, x1 - 6, 12, (x) => `M${x - 4} ${y}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`),
  ),
  chevrons: lines(y0 + 4, y1 - 2, 8, (y) => lines(x0 + 2, x1 - 8, 8, (x) => `M${x} ${y}l4 -4l4 4`)),
  dashes: lines(y0 + 3, y1 - 3, 6, (y) => lines(x0 + 1 + ((y - y0) % 12 ? 4 : 0), x1 - 5, 9, (x) => `M${x} ${y}h5`)),
  waves: lines(y0 + 4, y1 - 4, 7, (y) => `M${x0} ${y}` + lines(x0, x1 - 8, 8, () => 'q2 -3 4 0t4 0')),
  bigDots: dots(11, 2.4, 5),
  plain: '',
};

interface CardFaceProps {
  /** Faction id, or null for a hero. */
  faction: string | null;
  /** Faction or hero id: picks the emblem. */
  id: string;
  value: number | null;
  /** The name on the band; omitted on small cards. */
  name?: string;
}

/** The drawing only: the caller gives it its accessible name (the SVG itself is hidden from readers). */
export function CardFace({ faction, id, value, name }: CardFaceProps) {
  const fill = cardColour(faction);
  return (
    <svg className="card-face" viewBox="0 0 64 90" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="62" height="88" rx="7" fill={fill} stroke={CARD_EDGE} strokeWidth="2" />
      {faction === null && <rect x="5" y="5" width="54" height="80" rx="4" fill="none" stroke="#9a7b16" />}
      {faction !== null && PATTERN_PATHS[FACTION_PATTERNS[faction] ?? 'plain'] && (
        <path
          d={PATTERN_PATHS[FACTION_PATTERNS[faction] ?? 'plain']}
          fill="none"
          stroke={CARD_INK}
          strokeOpacity="0.16"
          strokeWidth="1.3"
          data-pattern={FACTION_PATTERNS[faction]}
        />
      )}
      <g transform={name ? 'translate(16 24) scale(1.35)' : 'translate(14 30) scale(1.5)'}>
        <path d={EMBLEMS[id] ?? EMBLEMS.shadows} fill={CARD_INK} fillOpacity="0.82" fillRule="evenodd" />
      </g>
      {value !== null && (
        <text x="7" y="23" className="card-face-value" fill={CARD_INK}>
          {value}
        </text>
      )}
      {name && (
        <>
          <rect x="4" y="68" width="56" height="17" rx="4" fill="#ffffff" />
          <text
            x="32"
            y="80.5"
            className="card-face-name"
            fill={CARD_INK}
            textAnchor="middle"
            {...(name.length > 9 ? { textLength: 52, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {name}
          </text>
        </>
      )}
    </svg>
  );
}
