import { toRulesModel } from '../../matches/graphql/match.mapper';
import { toRatingModel } from '../../ratings/graphql/rating.mapper';
import type { ArchivedMatch } from '../archive.repository';
import type { Profile } from '../archive.service';
import type { ArchivedMatchModel, ProfileModel } from './archive.models';

export function toArchivedMatchModel(m: ArchivedMatch): ArchivedMatchModel {
  return {
    id: m.header.id,
    status: m.head.status,
    rules: toRulesModel(m.header.rules),
    seats: m.header.seats.map((s) => ({ seat: s.seat, username: s.username, result: m.results[s.seat] ?? null })),
    rated: m.header.rated ?? false,
    version: m.head.version,
    headHash: m.head.headHash,
    seedCommitment: m.header.seedCommitment,
    createdAt: m.header.createdAt,
    finishedAt: m.finishedAt,
  };
}

export function toProfileModel(p: Profile): ProfileModel {
  return {
    username: p.user.username,
    memberSince: p.user.createdAt,
    historyHidden: p.user.historyHidden,
    games: p.counts,
    ratings: p.ratings.map(toRatingModel),
    favouriteFactions: p.favouriteFactions,
    recentMatches: p.recent.map(toArchivedMatchModel),
  };
}
