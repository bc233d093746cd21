import type { ShownChange } from '../ratings.repository';
import type { ShownRating } from '../ratings.service';
import type { RatingChangeModel, RatingModel } from './rating.models';

export function toRatingModel(r: ShownRating): RatingModel {
  return {
    username: r.username,
    pool: r.pool,
    rating: r.rating,
    deviation: r.deviation,
    volatility: r.volatility,
    provisional: r.provisional,
    games: r.games,
    wins: r.wins,
    draws: r.draws,
    losses: r.losses,
    updatedAt: r.updatedAt,
  };
}

/** Field by field, so nothing the model does not name (a user id) reaches a REST answer. */
export function toRatingChangeModel(c: ShownChange): RatingChangeModel {
  return {
    matchId: c.matchId,
    headHash: c.headHash,
    pool: c.pool,
    result: c.result,
    ratingBefore: c.ratingBefore,
    ratingAfter: c.ratingAfter,
    deviationBefore: c.deviationBefore,
    deviationAfter: c.deviationAfter,
    createdAt: c.createdAt,
  };
}
