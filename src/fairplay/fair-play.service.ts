import { Injectable } from '@nestjs/common';
import { SessionAddressesRepository, ADDRESS_RETENTION_DAYS } from '../auth/session-addresses.repository';
import { DomainError } from '../common/errors';
import { Clock } from '../common/clock';
import { ReviewsRepository } from '../computer/reviews.repository';
import type { Seat } from '../engine';
import { runtimeAt } from '../matches/match-runtime';
import type { Caller } from '../matches/match.types';
import { MatchesService } from '../matches/matches.service';
import { BlocksService } from '../users/blocks.service';
import { UsersService } from '../users/users.service';
import type { StoredSignal } from './fair-play.repository';
import { FairPlayRepository } from './fair-play.repository';
import type { SignalKind } from './signal-kinds';
import { SIGNAL_KINDS } from './signal-kinds';
import type { FinishedGame, SignalSettings } from './signals/compute';
import { SIGNAL_DEFAULTS, computeSignals } from './signals/compute';

/** The largest page of flagged signals. */
export const FLAGGED_PAGE = { default: 50, max: 200 } as const;

/** What `claim fairplay --recompute` did. */
export interface FairPlayRecomputeReport {
  readonly matches: number;
  readonly accounts: number;
  readonly flagged: number;
  readonly expiredAddresses: number;
}

/** A signal as moderators read it: other accounts by name. */
export interface ModeratorSignal extends StoredSignal {
  readonly partner: string | null;
}

/**
 * Fair-play signals (docs/fair-play.md, issue 35): computed from finished matches only, read by moderators only
 * (UsersService.requireModerator, the one guard of moderation data), and the one thing players get from the address record: whether two seats of a table are
 * used from the same network (a boolean per pair of seats, the same for every viewer, never a hash).
 */
@Injectable()
export class FairPlayService {
  constructor(
    private readonly repository: FairPlayRepository,
    private readonly addresses: SessionAddressesRepository,
    private readonly matches: MatchesService,
    private readonly reviews: ReviewsRepository,
    private readonly users: UsersService,
    private readonly blocks: BlocksService,
    private readonly clock: Clock,
  ) {}

  /** Moderators: an account's signals (empty before the first recompute). NOT_FOUND User for an unknown name. */
  async signalsOf(caller: Caller, username: string): Promise<ModeratorSignal[]> {
    await this.users.requireModerator(caller.id);
    const user = await this.blocks.userNamed(username);
    return this.named(await this.repository.ofUser(user.id));
  }

  /** Moderators: the signals over their thresholds, of one kind or all. */
  async flagged(caller: Caller, kind: string | null, first: number): Promise<ModeratorSignal[]> {
    await this.users.requireModerator(caller.id);
    const fields: Record<string, string[]> = {};
    if (kind !== null && !(SIGNAL_KINDS as readonly string[]).includes(kind))
      fields.kind = [`must be one of ${SIGNAL_KINDS.join(', ')}`];
    if (!Number.isInteger(first) || first < 1 || first > FLAGGED_PAGE.max)
      fields.first = [`must be 1 to ${FLAGGED_PAGE.max}`];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    return this.named(await this.repository.flagged(kind as SignalKind | null, first));
  }

  /**
   * The table warning (BGA's rule): the pairs of seats whose accounts are used now from the same network
   * address or device. Whoever may watch the match gets the same answer; no address or hash is in it.
   */
  async sameNetworkSeats(caller: Caller | null, matchId: string): Promise<[Seat, Seat][]> {
    const { runtime } = await this.matches.viewOf(caller, matchId);
    const seats = runtime.header.seats.filter((s) => s.userId !== null && s.isBot !== true);
    const seatOf = new Map<string, Seat[]>();
    for (const s of seats) if (s.userId !== null) seatOf.set(s.userId, [...(seatOf.get(s.userId) ?? []), s.seat]);
    const pairs: [Seat, Seat][] = [];
    for (const [a, b] of await this.addresses.sharingNow([...seatOf.keys()]))
      for (const x of seatOf.get(a) ?? []) for (const y of seatOf.get(b) ?? []) pairs.push(x < y ? [x, y] : [y, x]);
    return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  }

  recompute(settings: SignalSettings = SIGNAL_DEFAULTS): Promise<FairPlayRecomputeReport> {
    return recomputeFairPlay(
      { repository: this.repository, addresses: this.addresses, matches: this.matches, reviews: this.reviews },
      this.clock.now(),
      settings,
    );
  }

  private async named(signals: readonly StoredSignal[]): Promise<ModeratorSignal[]> {
    const partnerOf = (s: StoredSignal): string | null =>
      typeof s.details.partner === 'string' ? s.details.partner : null;
    const names = await this.repository.usernames(signals.flatMap((s) => partnerOf(s) ?? []));
    return signals.map((s) => {
      const id = partnerOf(s);
      return { ...s, partner: id === null ? null : (names.get(id) ?? null) };
    });
  }
}

export interface FairPlayStores {
  readonly repository: FairPlayRepository;
  readonly addresses: SessionAddressesRepository;
  readonly matches: MatchesService;
  readonly reviews: ReviewsRepository;
}

/**
 * `claim fairplay --recompute`: every account's signals from the finished matches (never a running one: the
 * list is of finished matches, and each is checked again once loaded), replacing the stored ones at once; and
 * the address record's retention (rows older than ADDRESS_RETENTION_DAYS are deleted).
 */
export async function recomputeFairPlay(
  stores: FairPlayStores,
  now: Date,
  settings: SignalSettings = SIGNAL_DEFAULTS,
): Promise<FairPlayRecomputeReport> {
  const expiredAddresses = await stores.addresses.expire(new Date(now.getTime() - ADDRESS_RETENTION_DAYS * 86_400_000));
  const games: FinishedGame[] = [];
  for (const id of await stores.repository.finishedMatchIds()) {
    const runtime = await stores.matches.load(id);
    if (runtime.status !== 'finished' || runtime.moves.length === 0) continue;
    const accounts = runtime.header.seats.map((s) => (s.userId !== null && s.isBot !== true ? s.userId : null));
    const people = accounts.filter((a): a is string => a !== null);
    if (people.length === 0) continue;
    const first = runtime.events[0]?.createdAt ?? runtime.header.createdAt;
    const last = runtime.events[runtime.events.length - 1]?.createdAt ?? first;
    const seen = await stores.addresses.seenBetween(people, first, last);
    const review = (await stores.reviews.find(id)).find((r) => r.depth === 'default')?.review ?? null;
    games.push({
      id,
      // The state right after the start event: the deal, under the match's rule edition.
      start: runtimeAt(runtime, 0).state,
      moves: runtime.moves,
      accounts,
      addresses: accounts.map((a) => (a === null ? [] : (seen.get(a) ?? []))),
      review,
    });
  }
  const ratings = await stores.repository.ratings();
  const signals = computeSignals(games, ratings, settings);
  await stores.repository.replace(
    signals.map((s) => ({
      userId: s.account,
      kind: s.kind,
      value: s.value,
      baseline: s.baseline,
      games: s.games,
      flagged: s.flagged,
      details: s.details,
      computedAt: now,
    })),
  );
  return {
    matches: games.length,
    accounts: new Set(signals.map((s) => s.account)).size,
    flagged: signals.filter((s) => s.flagged).length,
    expiredAddresses,
  };
}
