import { toRulesModel } from '../../matches/api/match.mapper';
import { toRatingModel } from '../../ratings/api/rating.mapper';
import type { ArchivedMatch } from '../archive.repository';
import type { Profile } from '../archive.service';
import type { ArchivedMatchModel, ProfileModel } from './archive.models';

export function toArchivedMatchModel(m: ArchivedMatch): ArchivedMatchModel {
  return {
    id: m.id,
    status: m.status,
    rules: toRulesModel(m.rules),
    seats: m.seats.map((s) => ({ seat: s.seat, username: s.username, result: s.result })),
    rated: m.rated,
    version: m.version,
    headHash: m.headHash,
    seedCommitment: m.seedCommitment,
    createdAt: m.createdAt,
    finishedAt: m.finishedAt,
  };
}

export function toProfileModel(p: Profile): ProfileModel {
  return {
    username: p.user.username,
    memberSince: p.user.createdAt,
    historyHidden: p.user.historyHidden,
    rulesBroken: p.user.rulesBroken,
    games: p.counts,
    ratings: p.ratings.map(toRatingModel),
    favouriteFactions: p.favouriteFactions,
    recentMatches: p.recent.map(toArchivedMatchModel),
  };
}
