import type { GameState, Move } from '../../engine';
import type { GameReview } from '../../computer/bot/review';
import type { AgreementTally, AssistanceSettings } from './assistance';
import {
  ASSISTANCE_DEFAULTS,
  assistanceSignals,
  choicesFromBot,
  choicesFromReview,
  tallyAgreement,
} from './assistance';
import type { CoPlaySettings } from './co-play';
import { CO_PLAY_DEFAULTS, coPlaySignals } from './co-play';
import type { SameAddressSettings, SeatAddresses } from './same-address';
import { SAME_ADDRESS_DEFAULTS, sameAddressSignals } from './same-address';
import type { FeedTally, SoftPlaySettings } from './soft-play';
import { SOFT_PLAY_DEFAULTS, feedChances, softPlaySignals, tallyFeeds } from './soft-play';

/**
 * One finished game as the signals read it: the deal, the moves, and which account held each seat (null: a
 * bot or a name, never judged). Only finished games are ever built into one (R9: nothing of a running match).
 */
export interface FinishedGame {
  readonly id: string;
  readonly start: GameState;
  readonly moves: readonly Move[];
  readonly accounts: readonly (string | null)[];
  /** Per seat, the address and device hashes seen during the match (empty: unknown). */
  readonly addresses: readonly (readonly string[])[];
  /** The stored review, when the server made one. */
  readonly review: GameReview | null;
}

export interface SignalSettings {
  readonly coPlay: CoPlaySettings;
  readonly sameAddress: SameAddressSettings;
  readonly softPlay: SoftPlaySettings;
  readonly assistance: AssistanceSettings;
  /** Judge games without a review with the reference player (slow: a search per decision). */
  readonly botWithoutReview: boolean;
}

export const SIGNAL_DEFAULTS: SignalSettings = {
  coPlay: CO_PLAY_DEFAULTS,
  sameAddress: SAME_ADDRESS_DEFAULTS,
  softPlay: SOFT_PLAY_DEFAULTS,
  assistance: ASSISTANCE_DEFAULTS,
  botWithoutReview: true,
};

export interface AccountSignal {
  readonly account: string;
  readonly kind: 'CO_PLAY' | 'SAME_ADDRESS' | 'SOFT_PLAY' | 'ASSISTANCE';
  readonly value: number;
  readonly baseline: number;
  readonly games: number;
  readonly flagged: boolean;
  readonly details: Readonly<Record<string, string | number | null>>;
}

/** Every account's four signals from these finished games. Pure. */
export function computeSignals(
  games: readonly FinishedGame[],
  ratings: ReadonlyMap<string, number | null>,
  settings: SignalSettings = SIGNAL_DEFAULTS,
): AccountSignal[] {
  const out: AccountSignal[] = [];
  const played = new Map<string, number>();
  const feeds: FeedTally[] = [];
  const agreement: AgreementTally[] = [];
  const tables: string[][] = [];
  const withAddresses: SeatAddresses[][] = [];
  for (const g of games) {
    const people = g.accounts.filter((a): a is string => a !== null);
    for (const a of new Set(people)) played.set(a, (played.get(a) ?? 0) + 1);
    tables.push(people);
    withAddresses.push(
      g.accounts.flatMap((account, seat) => (account === null ? [] : [{ account, hashes: g.addresses[seat] ?? [] }])),
    );
    if (g.start.rules.players >= 3) feeds.push(...tallyFeeds(feedChances(g.start, g.moves), g.accounts));
    const judged = new Set(g.accounts.flatMap((a, seat) => (a === null ? [] : [seat])));
    const choices =
      g.review !== null
        ? choicesFromReview(g.review)
        : settings.botWithoutReview && judged.size > 0
          ? choicesFromBot(g.start, g.moves, undefined, judged)
          : [];
    agreement.push(...tallyAgreement(choices, g.accounts));
  }
  for (const s of coPlaySignals(tables, settings.coPlay))
    out.push({
      account: s.account,
      kind: 'CO_PLAY',
      value: s.value,
      baseline: round(s.baseline),
      games: s.games,
      flagged: s.flagged,
      details: { partner: s.partner, ratio: round(s.ratio), z: round(s.z) },
    });
  for (const s of sameAddressSignals(withAddresses, settings.sameAddress))
    out.push({
      account: s.account,
      kind: 'SAME_ADDRESS',
      value: s.value,
      baseline: 0,
      games: s.games,
      flagged: s.flagged,
      details: { partner: s.partner },
    });
  for (const s of softPlaySignals(feeds, settings.softPlay))
    out.push({
      account: s.account,
      kind: 'SOFT_PLAY',
      value: round(s.value),
      baseline: round(s.baseline),
      games: played.get(s.account) ?? 0,
      flagged: s.flagged,
      details: {
        partner: s.opponent,
        chances: s.chances,
        fed: s.fed,
        z: round(s.z),
        towardOthers: s.towardOthers === null ? null : round(s.towardOthers),
      },
    });
  for (const s of assistanceSignals(agreement, ratings, settings.assistance))
    out.push({
      account: s.account,
      kind: 'ASSISTANCE',
      value: round(s.value),
      baseline: round(s.baseline),
      games: played.get(s.account) ?? 0,
      flagged: s.flagged,
      details: { decisions: s.decisions, z: round(s.z), spread: round(s.spread), band: s.band },
    });
  return out;
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;
