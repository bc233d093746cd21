/**
 * Games for the bot's tests and benchmark: rule sets across the presets and mixes, deals from a number,
 * and a table that plays a game through seat views (TableLog). Not used by the bot itself.
 */
import type {
  Card,
  DecisionKind,
  Edition,
  FactionId,
  GameState,
  HeroId,
  Move,
  PlayerView,
  Rules,
  Seat,
} from '../../engine';
import {
  CURRENT_EDITION,
  HEROES,
  PRESETS,
  apply,
  cloneState,
  legalMoves,
  newGame,
  rulesFrom,
  seatToAct,
  seededChooser,
  viewFor,
} from '../../engine';
import type { SeatHistory } from './history';
import { BotRandom } from './rng';
import { TableLog, seatHistory } from './table';

export type RulesKind = 'claim' | 'claim2' | 'custom';

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

function trusted(factions: readonly string[], heroes: readonly HeroId[], players: number): Rules {
  const rules = rulesFrom(factions, heroes, players);
  if (!rules.ok) throw new Error(`test rules: ${rules.error.message}`);
  return rules.value;
}

/**
 * A rule set (R2.1): with two players a preset or a random mix of a pair and three others; with three
 * or four, the preset's five plus two random others, or a random mix. `heroes`: a random non-empty subset.
 */
export function mixedRules(players: number, kind: RulesKind, heroes: boolean, seed: number): Rules {
  const random = new BotRandom(`rules:${seed}`);
  const others = players === 2 ? 3 : 5;
  let factions: string[];
  if (kind !== 'custom' && players === 2) factions = [...PRESETS[kind]];
  else {
    const preset: readonly string[] = kind === 'custom' ? [] : PRESETS[kind];
    const pair =
      kind === 'claim'
        ? ['goblins', 'knights']
        : kind === 'claim2'
          ? ['gnomes', 'giants']
          : random.int(2) === 0
            ? ['goblins', 'knights']
            : ['gnomes', 'giants'];
    const base = preset.filter((f) => !pair.includes(f));
    const rest = random.shuffle(OTHERS.filter((f) => !base.includes(f)));
    factions = [...pair, ...base, ...rest.slice(0, others - base.length)];
  }
  const chosen = heroes ? random.shuffle([...HEROES]).slice(0, 1 + random.int(HEROES.length)) : [];
  return trusted(factions, chosen, players);
}

/**
 * A rule set that asks for every kind of decision (R3.5): Seers, Vampires, Gnomes and Giants (smash,
 * with three or four players), and all six heroes (Skeleton, Cthulhu), plus random others.
 */
export function decisionRichRules(players: number, seed: number): Rules {
  const random = new BotRandom(`rich:${seed}`);
  const core = ['gnomes', 'giants', 'seers', 'vampires'];
  const rest = random.shuffle(OTHERS.filter((f) => !core.includes(f)));
  return trusted([...core, ...rest.slice(0, players === 2 ? 1 : 3)], [...HEROES], players);
}

/** The 64-hex-digit seed of deal `n` (R2.4). */
export function dealSeed(n: number): string {
  return new BotRandom(`deal:${n}`).hexSeed();
}

export function newTable(rules: Rules, deal: number, edition: Edition = CURRENT_EDITION): TableLog {
  const game = newGame(rules, dealSeed(deal), undefined, edition);
  if (!game.ok) throw new Error(game.error.message);
  return new TableLog(game.value);
}

export type DecisionName = DecisionKind | 'play';

/** A moment of a game where `seat` must decide: the real state, and what the seat has seen of it. */
export interface Position {
  readonly state: GameState;
  readonly seat: Seat;
  readonly kind: DecisionName;
  readonly view: PlayerView;
  readonly history: SeatHistory;
  /** The game (deal number) it comes from. */
  readonly game: number;
}

/**
 * Walks random games (random legal moves, deal `first`, `first + 1`, …) and returns the positions
 * `wanted` picks, until `enough` says so or `maxGames` were played. Random play is cheap, so rare
 * decisions (a smash needs two possible victims, R8.3) are found by looking at enough games.
 */
export function findPositions(options: {
  readonly rules: (game: number) => Rules;
  readonly wanted: (kind: DecisionName, state: GameState, found: readonly Position[]) => boolean;
  readonly enough: (found: readonly Position[]) => boolean;
  readonly maxGames: number;
  readonly first?: number;
  /** The rule edition the games are dealt under; the current one by default. */
  readonly edition?: Edition;
}): Position[] {
  const found: Position[] = [];
  const first = options.first ?? 0;
  for (let game = first; game < first + options.maxGames && !options.enough(found); game++) {
    const start = newGame(options.rules(game), dealSeed(game), undefined, options.edition ?? CURRENT_EDITION);
    if (!start.ok) throw new Error(start.error.message);
    const choose = seededChooser(game);
    const moves: Move[] = [];
    let state = start.value;
    for (;;) {
      const seat = seatToAct(state);
      if (seat === null) break;
      const kind = state.pending[0]?.kind ?? 'play';
      if (options.wanted(kind, state, found)) {
        found.push({
          state,
          seat,
          kind,
          view: viewFor(state, seat),
          history: seatHistory(start.value, moves, seat),
          game,
        });
        if (options.enough(found)) break;
      }
      const legal = legalMoves(state, seat);
      const move = legal[choose(legal.length)];
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.error.message);
      moves.push(move);
      state = next.value;
    }
  }
  return found;
}

/** Where a card is hidden from `seat`: [zone, owner, index]. */
type Slot =
  | readonly ['hands' | 'followerPiles', Seat, number]
  | readonly ['drawPile' | 'removedFromGame' | 'cthulhu', -1, number];

function hiddenSlots(s: GameState, seat: Seat): Slot[] {
  const slots: Slot[] = [];
  for (let owner = 0; owner < s.rules.players; owner++) {
    if (owner === seat) continue;
    // Prizes taken are known to all (R9), cards a Seer choice showed this seat are known to it (R5 Seers).
    const known = [...s.knownToAll[owner], ...s.known[seat][owner]];
    s.hands[owner].forEach((c, i) => known.includes(c) || slots.push(['hands', owner, i]));
    s.followerPiles[owner].forEach((c, i) => known.includes(c) || slots.push(['followerPiles', owner, i]));
  }
  // The top card of the draw pile is not hidden from a Seer who peeked at it (R5 Seers).
  const peekedBySeat = s.peeked !== null && s.pending[0]?.seat === seat;
  s.drawPile.forEach((_, i) => (i === 0 && peekedBySeat) || slots.push(['drawPile', -1, i]));
  s.removedFromGame.forEach((_, i) => slots.push(['removedFromGame', -1, i]));
  s.cthulhuChoices.forEach((c, i) => c.seat !== seat && slots.push(['cthulhu', -1, i]));
  return slots;
}

function read(s: GameState, [zone, owner, i]: Slot): Card {
  if (zone === 'cthulhu') return s.cthulhuChoices[i].card;
  return zone === 'hands' || zone === 'followerPiles' ? s[zone][owner][i] : s[zone][i];
}

function write(s: GameState, [zone, owner, i]: Slot, card: Card): void {
  if (zone === 'cthulhu') s.cthulhuChoices[i] = { seat: s.cthulhuChoices[i].seat, card };
  else if (zone === 'hands' || zone === 'followerPiles') s[zone][owner][i] = card;
  else s[zone][i] = card;
}

/** A copy of `s` with `swaps` pairs of different hidden cards exchanged; null when there are none to swap. */
export function withHiddenSwaps(s: GameState, seat: Seat, swaps: number, seed: number): GameState | null {
  const slots = hiddenSlots(s, seat);
  const random = new BotRandom(seed);
  const b = cloneState(s);
  let done = 0;
  for (let attempt = 0; attempt < 50 && done < swaps && slots.length > 1; attempt++) {
    const x = slots[random.int(slots.length)];
    const y = slots[random.int(slots.length)];
    const cx = read(b, x);
    const cy = read(b, y);
    if (cx === cy) continue;
    write(b, x, cy);
    write(b, y, cx);
    done++;
  }
  // Swaps can undo one another (x↔y, then y↔x): a table no different from the first proves nothing, so
  // the run is skipped like one with nothing to swap.
  return done > 0 && JSON.stringify(b) !== JSON.stringify(s) ? b : null;
}
