import type { GameState, Move, Seat } from '../../engine';
import { applyAllInPlace, cloneState, legalMoves, seatToAct, teamOf } from '../../engine';

/**
 * Soft play / feeding (docs/fair-play.md "Soft play"), in 3–4 player games.
 *
 * A **chance to feed** opponent O is a decision of seat P where P plays the last card of a trick (every other
 * card of the trick is face up, so what each of P's cards does to the trick is known from P's own view, R9)
 * and P's legal cards include one with which P's side takes the trick and one with which O takes it. P
 * **fed** O at that chance when P played a card with which O takes the trick. O is an opponent: another
 * seat, not P's partner with four players (playing under one's partner is the game, not feeding).
 *
 * The trick's ranking is read by playing each legal card on a copy of the real state: at the last card of a
 * trick it depends only on the cards on the table and public state (the Moon, R9 public), so it is what P
 * could work out from its view. Pure.
 */
export interface FeedChance {
  /** The seat that played the last card. */
  readonly seat: Seat;
  /** The opponent that could have been made to take the trick. */
  readonly opponent: Seat;
  /** Whether the card played made that opponent take it. */
  readonly fed: boolean;
}

/** Who takes the trick (first of its ranking) after `move`, the last card; null when nothing takes it (a Cube). */
function takerAfter(state: GameState, move: Move): Seat | null {
  const s = cloneState(state);
  const bad = applyAllInPlace(s, [move]);
  if (bad) throw new Error(`soft play: a legal move was refused: ${bad.error.message}`);
  return s.lastTrick?.ranking[0] ?? null;
}

/** Every chance to feed in one game, from the state after the deal and its moves. */
export function feedChances(start: GameState, moves: readonly Move[]): FeedChance[] {
  const players = start.rules.players;
  if (players < 3) return [];
  const chances: FeedChance[] = [];
  const state = cloneState(start);
  for (const played of moves) {
    const seat = seatToAct(state);
    if (
      seat !== null &&
      seat === played.seat &&
      'play' in played &&
      state.pending.length === 0 &&
      state.trick.length === players - 1
    ) {
      const legal = legalMoves(state, seat).filter((m) => 'play' in m);
      if (legal.length > 1) {
        const takers = legal.map((m) => takerAfter(state, m));
        const side = teamOf(seat, players);
        const canWin = takers.some((t) => t !== null && teamOf(t, players) === side);
        const taker = takerAfter(state, played);
        if (canWin) {
          const opponents = new Set(takers.filter((t): t is Seat => t !== null && teamOf(t, players) !== side));
          for (const opponent of opponents) chances.push({ seat, opponent, fed: taker === opponent });
        }
      }
    }
    const bad = applyAllInPlace(state, [played]);
    if (bad) throw new Error(`soft play: a recorded move was refused: ${bad.error.message}`);
    if (seatToAct(state) === null && state.phase === 'over') break;
  }
  return chances;
}

/** Chances and feeds from one account to another, summed over games. */
export interface FeedTally {
  readonly account: string;
  readonly opponent: string;
  readonly chances: number;
  readonly fed: number;
}

/** The tallies of one game: `accounts[seat]` (null for a seat that is nobody's to judge: a bot, a name). */
export function tallyFeeds(chances: readonly FeedChance[], accounts: readonly (string | null)[]): FeedTally[] {
  const byPair = new Map<string, { account: string; opponent: string; chances: number; fed: number }>();
  for (const c of chances) {
    const account = accounts[c.seat];
    const opponent = accounts[c.opponent];
    if (account === null || opponent === null || account === opponent) continue;
    const key = `${account} ${opponent}`;
    const t = byPair.get(key) ?? { account, opponent, chances: 0, fed: 0 };
    t.chances++;
    if (c.fed) t.fed++;
    byPair.set(key, t);
  }
  return [...byPair.values()];
}

/** One-sided binomial z-score of `k` successes in `n` tries against rate `p` (0 when it cannot be told). */
export function binomialZ(k: number, n: number, p: number): number {
  if (n === 0 || p <= 0 || p >= 1) return 0;
  return (k - n * p) / Math.sqrt(n * p * (1 - p));
}

export interface SoftPlaySettings {
  /** Chances toward one opponent before a pair is judged at all. */
  readonly minChances: number;
  /** z-score of the feeds toward one opponent against the population's rate, at or above which it is flagged. */
  readonly z: number;
}

export const SOFT_PLAY_DEFAULTS: SoftPlaySettings = { minChances: 20, z: 3 };

export interface SoftPlaySignal {
  readonly account: string;
  /** The share of chances toward `opponent` taken (the account's most suspicious opponent). */
  readonly value: number;
  /** The population's share: every account's feeds over every chance. */
  readonly baseline: number;
  readonly z: number;
  readonly opponent: string;
  readonly chances: number;
  readonly fed: number;
  /** The account's share toward everyone else (what its hands and style explain). */
  readonly towardOthers: number | null;
  readonly flagged: boolean;
}

/**
 * Per account: the opponent it fed most against the population's rate. The honest baseline is the rate
 * over every chance of every account (bench/fairplay.bench.ts measures it for the computer player at each
 * level); an account is flagged when one opponent's z-score reaches `settings.z` over at least
 * `settings.minChances` chances.
 */
export function softPlaySignals(
  tallies: readonly FeedTally[],
  settings: SoftPlaySettings = SOFT_PLAY_DEFAULTS,
): SoftPlaySignal[] {
  const pairs = new Map<string, FeedTally & { chances: number; fed: number }>();
  for (const t of tallies) {
    const key = `${t.account} ${t.opponent}`;
    const p = pairs.get(key) ?? { account: t.account, opponent: t.opponent, chances: 0, fed: 0 };
    pairs.set(key, { ...p, chances: p.chances + t.chances, fed: p.fed + t.fed });
  }
  let allChances = 0;
  let allFed = 0;
  const perAccount = new Map<string, { chances: number; fed: number }>();
  for (const p of pairs.values()) {
    allChances += p.chances;
    allFed += p.fed;
    const a = perAccount.get(p.account) ?? { chances: 0, fed: 0 };
    perAccount.set(p.account, { chances: a.chances + p.chances, fed: a.fed + p.fed });
  }
  const baseline = allChances === 0 ? 0 : allFed / allChances;
  const best = new Map<string, SoftPlaySignal>();
  for (const p of pairs.values()) {
    const z = binomialZ(p.fed, p.chances, baseline);
    const own = perAccount.get(p.account) ?? { chances: 0, fed: 0 };
    const otherChances = own.chances - p.chances;
    const signal: SoftPlaySignal = {
      account: p.account,
      value: p.chances === 0 ? 0 : p.fed / p.chances,
      baseline,
      z,
      opponent: p.opponent,
      chances: p.chances,
      fed: p.fed,
      towardOthers: otherChances === 0 ? null : (own.fed - p.fed) / otherChances,
      flagged: p.chances >= settings.minChances && z >= settings.z,
    };
    const was = best.get(p.account);
    // The pair that says most: a judged pair before one with too few chances, then the higher z.
    const judged = (s: SoftPlaySignal): number => (s.chances >= settings.minChances ? 1 : 0);
    if (
      was === undefined ||
      judged(signal) > judged(was) ||
      (judged(signal) === judged(was) && (signal.z > was.z || (signal.z === was.z && signal.opponent < was.opponent)))
    )
      best.set(p.account, signal);
  }
  return [...best.values()].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0));
}
