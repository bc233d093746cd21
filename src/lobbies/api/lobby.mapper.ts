import { toRulesModel, toTimeControlModel } from '../../matches/api/match.mapper';
import type { Rules } from '../../engine';
import type { TimeControl } from '../../matches/match.types';
import type { Challenge, Lobby } from '../lobby.types';
import type { ChallengeModel, LobbyModel } from './lobby.models';

/** Domain values → GraphQL models. */

export function toLobbyModel(lobby: Lobby): LobbyModel {
  return {
    id: lobby.id,
    rules: toRulesModel(lobby.rules),
    owner: lobby.owner.username,
    status: lobby.status,
    players: lobby.rules.players,
    seats: lobby.seats.map((s) => ({ seat: s.seat, username: s.player.username, isBot: s.player.isBot })),
    matchId: lobby.matchId,
    daysPerMove: lobby.daysPerMove,
    timeControl: timeControlModel(lobby.timeControl, lobby.rules),
    rated: lobby.rated,
    spectators: lobby.spectators,
    minRating: lobby.entryRating.min,
    maxRating: lobby.entryRating.max,
    seedCommitment: lobby.seedCommitment,
    friendsOnly: lobby.friendsOnly,
    minReputation: lobby.minReputation,
    clubId: lobby.clubId,
    createdAt: lobby.createdAt,
  };
}

export function toChallengeModel(challenge: Challenge): ChallengeModel {
  return {
    id: challenge.id,
    challenger: challenge.challenger.username,
    challenged: challenge.challenged.username,
    rules: toRulesModel(challenge.rules),
    daysPerMove: challenge.daysPerMove,
    timeControl: timeControlModel(challenge.timeControl, challenge.rules),
    rated: challenge.rated,
    spectators: challenge.spectators,
    status: challenge.status,
    matchId: challenge.matchId,
    rematchOf: challenge.rematchOf,
    minReputation: challenge.minReputation,
    seedCommitment: challenge.seedCommitment,
    createdAt: challenge.createdAt,
    answeredAt: challenge.answeredAt,
  };
}

function timeControlModel(control: TimeControl | null, rules: Rules) {
  return control && toTimeControlModel(control, rules.players === 2 && control.noAutoTimeout !== true);
}
