import { Injectable } from '@nestjs/common';
import type { PlayerView, Seat } from '../engine';
import { viewFor } from '../engine';
import { DomainError } from '../common/errors';
import type { MatchRuntime } from '../matches/match-runtime';
import { runtimeAt } from '../matches/match-runtime';
import type { Caller } from '../matches/matches.service';
import { MatchesService } from '../matches/matches.service';
import type { SeatedView } from '../matches/visibility';
import type { ReviewDepth } from './bot/review';
import type { StoredReview } from './reviews.repository';
import { ReviewsRepository } from './reviews.repository';

/** Deeper reviews one account may ask for in DEEP_REVIEW_WINDOW_MS. */
export const DEEP_REVIEWS_PER_DAY = 3;
export const DEEP_REVIEW_WINDOW_MS = 24 * 3_600_000;

/** A match's review as the caller may have it: where it stands, and the move seqs its decisions map to. */
export interface MatchReview {
  readonly matchId: string;
  readonly depth: ReviewDepth;
  /** `none`: the match was not reviewed (aborted, no moves, imported) and no deeper review was asked for. */
  readonly status: StoredReview['status'] | 'none';
  readonly stored: StoredReview | null;
  /** seqs[i]: the seq of the event that recorded move i (decisions name moves by their index). */
  readonly seqs: readonly number[];
}

/** While a match runs nothing of its review exists for anyone (R9: it would judge hidden cards). */
const runningError = (): DomainError =>
  new DomainError(
    { code: 'CONFLICT', reason: 'MATCH_RUNNING' },
    'A match is reviewed once it is over: there is no review while it runs',
  );

/**
 * The computer's reviews of finished matches for callers (issue 33): who may read a match may read its
 * review once it is finished (the match's own authorization, `viewOf`, withheld history included); while it
 * runs, every route answers CONFLICT MATCH_RUNNING, whatever is stored.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly matches: MatchesService,
    private readonly reviews: ReviewsRepository,
  ) {}

  /** The review at `depth`; without one, the deep review when done, else the default. */
  async reviewOf(caller: Caller | null, matchId: string, depth: ReviewDepth | null): Promise<MatchReview> {
    const runtime = await this.finished(caller, matchId);
    const rows = await this.reviews.find(matchId);
    const pick =
      depth !== null
        ? rows.find((r) => r.depth === depth)
        : (rows.find((r) => r.depth === 'deep' && r.status === 'done') ?? rows.find((r) => r.depth === 'default'));
    return {
      matchId,
      depth: pick?.depth ?? depth ?? 'default',
      status: pick?.status ?? 'none',
      stored: pick ?? null,
      seqs: moveSeqs(runtime),
    };
  }

  /** Queues a deeper review of a finished match for the caller, within their limit (RATE_LIMITED past it). */
  async requestDeep(caller: Caller, matchId: string): Promise<MatchReview> {
    await this.finished(caller, matchId);
    const asked = await this.reviews.requestDeep(matchId, caller.id, DEEP_REVIEWS_PER_DAY, DEEP_REVIEW_WINDOW_MS);
    if (asked.retryAfterMs !== null)
      throw new DomainError(
        { code: 'RATE_LIMITED', retryAfter: Math.ceil(asked.retryAfterMs / 1000) },
        `At most ${DEEP_REVIEWS_PER_DAY} deeper reviews a day`,
      );
    return this.reviewOf(caller, matchId, 'deep');
  }

  /**
   * The table after event `seq` as seat `seat` saw it then (only what it knew, R9), or with every hand open
   * (`seat` null). Finished matches only: once over, everything is public, and this is how an auditor
   * replays what each player knew.
   */
  async seatViewAt(caller: Caller | null, matchId: string, seq: number, seat: Seat | null): Promise<SeatedView> {
    const runtime = await this.finished(caller, matchId);
    const fields: Record<string, string[]> = {};
    if (!Number.isInteger(seq) || seq < 0 || seq > runtime.version) fields.seq = [`must be 0 to ${runtime.version}`];
    const players = runtime.header.seats.length;
    if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= players))
      fields.seat = [`must be 0 to ${players - 1}, or absent for all hands open`];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const then = runtimeAt(runtime, seq);
    const view: PlayerView = seat === null ? viewFor(then.state, null, { revealAll: true }) : viewFor(then.state, seat);
    return { runtime: then, seat, view };
  }

  private async finished(caller: Caller | null, matchId: string): Promise<MatchRuntime> {
    const { runtime } = await this.matches.viewOf(caller, matchId);
    if (runtime.status === 'running') throw runningError();
    return runtime;
  }
}

function moveSeqs(runtime: MatchRuntime): number[] {
  return runtime.events.filter((e) => e.type === 'move').map((e) => e.seq);
}
