import type { ShownRating } from '../ratings.service';
import type { RatingModel } from './rating.models';

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
