import { toMoveModel } from '../../matches/api/match.mapper';
import type { MatchReview } from '../reviews.service';
import type { MatchReviewModel } from './review.models';

/** The stored review for both transports; a decision's move index becomes the seq clients replay with. */
export function toMatchReviewModel({ matchId, depth, status, stored, seqs }: MatchReview): MatchReviewModel {
  const review = stored?.review ?? null;
  const seqOf = (moveIndex: number): number => seqs[moveIndex] ?? seqs[seqs.length - 1] ?? 0;
  return {
    matchId,
    depth,
    status,
    seed: review?.settings.seed ?? null,
    computeMs: stored?.computeMs ?? null,
    doneAt: stored?.doneAt ?? null,
    decisions: (review?.decisions ?? []).map((d) => ({
      seq: seqOf(d.version),
      moveIndex: d.version,
      seat: d.seat,
      played: toMoveModel(d.played),
      playedValue: d.infoSet.played,
      bestValue: d.infoSet.best,
      bestMove: toMoveModel(d.infoSet.bestMove),
      worlds: d.infoSet.worlds,
      loss: d.loss,
      hindsightMethod: d.hindsight.method,
      hindsightPlayedValue: d.hindsight.played,
      hindsightBestValue: d.hindsight.best,
      hindsightBestMove: toMoveModel(d.hindsight.bestMove),
    })),
    keyMoments: review?.keyMoments.slice() ?? [],
    seats: (review?.seats ?? []).map((s) => ({
      ...s,
      // A point at move index i follows move i; the last one (the result) follows the last move.
      chances: review!.chances[s.seat].map((p) => ({
        seq: seqOf(Math.min(p.version, seqs.length - 1)),
        chance: p.chance,
      })),
    })),
  };
}
