import type { GameState, Move, Seat } from '../../engine';
import { legalMoves, seatToAct } from '../../engine';
import { chooseMove } from '../../computer/bot';
import type { BotLevel } from '../../computer/bot';
import type { Budget } from '../../computer/bot/search';
import type { GameReview } from '../../computer/bot/review';
import { sameMove } from '../../computer/bot/review';
import { TableLog } from '../../computer/bot/table';

/**
 * Assistance (docs/fair-play.md "Assistance"): how often a player's choices agree with the computer
 * player's best move from the player's own view (R9: the search takes the seat's view and history only),
 * against the same share among the players of their rating band. Post-game only. Pure.
 */
export interface JudgedChoice {
  readonly seat: Seat;
  readonly agrees: boolean;
}

/** From a stored review: its per-decision best move by what the seat knew (forced moves are not in it). */
export function choicesFromReview(review: GameReview): JudgedChoice[] {
  return review.decisions.map((d) => ({ seat: d.seat, agrees: sameMove(d.played, d.infoSet.bestMove) }));
}

/** The reference player where a game has no review: the computer at a fixed level, budget and seed. */
export interface ReferencePlayer {
  readonly level: BotLevel;
  readonly budget: Partial<Budget>;
  readonly seed: string;
}

/** A small fixed budget (no time cap, so the same game gives the same judgement on any machine). */
export const REFERENCE_PLAYER: ReferencePlayer = {
  level: 'medium',
  budget: { steps: 6_000, worlds: 24, timeMs: Number.POSITIVE_INFINITY },
  seed: 'fair-play',
};

/** Every decision with a choice, judged by the reference player from the seat's own view and history. */
export function choicesFromBot(
  start: GameState,
  moves: readonly Move[],
  reference: ReferencePlayer = REFERENCE_PLAYER,
  seats?: ReadonlySet<Seat>,
): JudgedChoice[] {
  const table = new TableLog(start);
  const out: JudgedChoice[] = [];
  for (const played of moves) {
    const seat = seatToAct(table.state);
    if (seat !== null && seat === played.seat && (seats === undefined || seats.has(seat))) {
      if (legalMoves(table.state, seat).length > 1) {
        const decision = chooseMove(
          {
            view: table.viewFor(seat),
            history: table.historyFor(seat),
            level: reference.level,
            seed: `${reference.seed}:${seat}`,
            budget: reference.budget,
          },
          () => 0,
        );
        out.push({ seat, agrees: sameMove(decision.move, played) });
      }
    }
    table.play(played);
  }
  return out;
}

export interface AgreementTally {
  readonly account: string;
  readonly decisions: number;
  readonly agreed: number;
}

export function tallyAgreement(
  choices: readonly JudgedChoice[],
  accounts: readonly (string | null)[],
): AgreementTally[] {
  const by = new Map<string, { decisions: number; agreed: number }>();
  for (const c of choices) {
    const account = accounts[c.seat];
    if (account === null || account === undefined) continue;
    const t = by.get(account) ?? { decisions: 0, agreed: 0 };
    t.decisions++;
    if (c.agrees) t.agreed++;
    by.set(account, t);
  }
  return [...by.entries()].map(([account, t]) => ({ account, ...t }));
}

export interface AssistanceSettings {
  /** Decisions before an account is judged. */
  readonly minDecisions: number;
  /** Standard deviations above its band's mean agreement at or above which an account is flagged. */
  readonly z: number;
  /** Width of a rating band. */
  readonly band: number;
  /** Other judged accounts a band needs to be an account's baseline; fewer, and everyone else's figures are. */
  readonly minBand: number;
}

export const ASSISTANCE_DEFAULTS: AssistanceSettings = { minDecisions: 100, z: 2.5, band: 200, minBand: 5 };

export interface AssistanceSignal {
  readonly account: string;
  /** Share of decisions that agreed with the reference's best move. */
  readonly value: number;
  /** The mean share among the other judged accounts of its rating band (or everyone else's). */
  readonly baseline: number;
  readonly spread: number;
  readonly z: number;
  readonly decisions: number;
  readonly band: string;
  readonly flagged: boolean;
}

function meanAndSpread(xs: readonly number[]): [number, number] {
  if (xs.length === 0) return [0, 0];
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1);
  return [mean, Math.sqrt(variance)];
}

/** `ratings`: an account's rating (null: none yet, a band of its own). */
export function assistanceSignals(
  tallies: readonly AgreementTally[],
  ratings: ReadonlyMap<string, number | null>,
  settings: AssistanceSettings = ASSISTANCE_DEFAULTS,
): AssistanceSignal[] {
  const sums = new Map<string, { decisions: number; agreed: number }>();
  for (const t of tallies) {
    const s = sums.get(t.account) ?? { decisions: 0, agreed: 0 };
    sums.set(t.account, { decisions: s.decisions + t.decisions, agreed: s.agreed + t.agreed });
  }
  const bandOf = (account: string): string => {
    const r = ratings.get(account);
    return r === null || r === undefined ? 'unrated' : String(Math.floor(r / settings.band) * settings.band);
  };
  const judged = [...sums.entries()].filter(([, s]) => s.decisions >= settings.minDecisions);
  const shares = new Map<string, { account: string; share: number }[]>();
  for (const [account, s] of judged) {
    const band = bandOf(account);
    shares.set(band, [...(shares.get(band) ?? []), { account, share: s.agreed / s.decisions }]);
  }
  const all = judged.map(([account, s]) => ({ account, share: s.agreed / s.decisions }));
  // Leave-one-out: an account is compared with the others, so an outlier does not widen its own yardstick.
  const others = (list: readonly { account: string; share: number }[], account: string): number[] =>
    list.filter((x) => x.account !== account).map((x) => x.share);
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([account, s]) => {
      const value = s.decisions === 0 ? 0 : s.agreed / s.decisions;
      const bandShares = others(shares.get(bandOf(account)) ?? [], account);
      const own = bandShares.length >= settings.minBand;
      const [baseline, spread] = meanAndSpread(own ? bandShares : others(all, account));
      const z = spread === 0 ? 0 : (value - baseline) / spread;
      return {
        account,
        value,
        baseline,
        spread,
        z,
        decisions: s.decisions,
        band: own ? bandOf(account) : 'all',
        flagged: s.decisions >= settings.minDecisions && z >= settings.z,
      };
    });
}
