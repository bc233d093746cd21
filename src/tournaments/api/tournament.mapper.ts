import type { TournamentBoard, TournamentState } from '../core/log';
import { seasonDeadline, standingsOf, takesEntries, withdrawAfterTimeouts } from '../core/log';
import { leagueShape, tableGames } from '../core/formats';
import { knockoutBracket } from '../core/knockout';
import { leagueStandings } from '../core/league';
import type { TournamentModel } from './tournament.models';
import { toRulesModel, toTimeControlModel } from '../../matches/api/match.mapper';
import { tournamentGameOptions } from '../tournament-settings';

/**
 * The models of states already mapped: a state is never changed (TournamentStates hands out the same one to
 * every reader of a version), and computing a 2,000-entrant page's standings took ~15 ms, for every read.
 * The models are shared in turn, so nobody may change one either.
 */
const mapped = new WeakMap<TournamentState, TournamentModel>();

/** The one mapping of a tournament's state to what GraphQL and REST show. */
export function toTournamentModel(state: TournamentState): TournamentModel {
  let model = mapped.get(state);
  if (model === undefined) mapped.set(state, (model = modelOf(state)));
  return model;
}

function modelOf(state: TournamentState): TournamentModel {
  const name = new Map(state.entrants.map((e) => [e.userId, e.username]));
  const rounds = Array.from({ length: state.currentRound }, (_, i) => i + 1);
  const order = state.entrants.map((e) => e.userId);
  const divisionOf = new Map(
    state.settings.format === 'league' && state.currentRound > 0
      ? leagueStandings(order, tableGames(state.boards), leagueShape(state.settings), state.currentRound).map((l) => [
          l.standing.player,
          l.division,
        ])
      : [],
  );
  const deadline = seasonDeadline(state);
  const options = tournamentGameOptions(state.settings);
  const date = (at: string | undefined) => (at === undefined ? null : new Date(at));
  return {
    id: state.id,
    name: state.settings.name,
    format: state.settings.format,
    status: state.status,
    paused: state.paused,
    withdrawAfterTimeouts: withdrawAfterTimeouts(state.settings),
    withdrawn: state.withdrawn.map((id) => name.get(id) ?? id),
    actions: state.actions.map((a) => ({ ...a, at: new Date(a.at) })),
    organizer: state.organizer.username,
    preset: state.settings.preset,
    factions: state.settings.factions ? [...state.settings.factions] : null,
    players: state.settings.players,
    daysPerMove: state.settings.daysPerMove ?? null,
    // A 2-player match ends on time by itself (the sweep); tables of 3 or 4 replace a seat instead.
    timeControl: toTimeControlModel(options.timeControl!, state.settings.players === 2),
    rules: toRulesModel(options.rules),
    minReputation: state.settings.minReputation ?? null,
    invited: state.settings.invited ? state.settings.invited.map((i) => i.username) : null,
    clubId: state.settings.clubId ?? null,
    registrationOpensAt: date(state.settings.registrationOpensAt),
    registrationClosesAt: date(state.settings.registrationClosesAt),
    startsAt: date(state.settings.startsAt),
    rated: state.settings.rated,
    rounds: state.status === 'registration' ? state.settings.rounds : state.rounds,
    double: state.settings.double,
    bestOf: state.settings.bestOf ?? null,
    divisionSize: state.settings.divisionSize ?? null,
    promotion: state.settings.promotion ?? null,
    seasonDays: state.settings.seasonDays ?? null,
    seasonEndsAt: deadline === null || state.status !== 'running' ? null : new Date(deadline),
    bracket:
      state.settings.format === 'knockout' && state.status !== 'registration'
        ? knockoutBracket(order, tableGames(state.boards), state.settings.bestOf ?? 1).rounds.map((ties, i) => ({
            round: i + 1,
            ties: ties.map((t) => ({
              players: (t.b === null ? [t.a] : [t.a, t.b]).map((id) => name.get(id) ?? id),
              points: t.b === null ? [t.halves[0] / 2] : [t.halves[0] / 2, t.halves[1] / 2],
              games: t.games,
              winner: t.winner === null ? null : (name.get(t.winner) ?? t.winner),
            })),
          }))
        : [],
    maxEntrants: state.settings.maxEntrants,
    entryOpen: takesEntries(state) && state.entrants.length < state.settings.maxEntrants,
    startWhenFull: state.settings.startWhenFull === true,
    minRating: state.settings.minRating ?? null,
    maxRating: state.settings.maxRating ?? null,
    entrants: state.entrants.map((e) => ({ userId: e.userId, username: e.username })),
    currentRound: state.currentRound,
    seedCommitment: state.seedCommitment,
    entropyCommitment: state.entropyCommitment,
    seed: state.seed,
    standings: standingsOf(state).map((s) => ({
      rank: s.rank,
      userId: s.player,
      username: name.get(s.player) ?? s.player,
      points: s.halfPoints / 2,
      buchholz: s.buchholzHalves / 2,
      sonnebornBerger: s.sonnebornBergerQuarters / 4,
      played: s.played,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      byes: s.byes,
      division: divisionOf.get(s.player) ?? null,
    })),
    roundList: roundList(rounds, state.boards, name),
    version: state.version,
    createdAt: new Date(state.createdAt),
  };
}

type BoardModel = TournamentModel['roundList'][number]['boards'][number];

/**
 * The boards' models, kept per board: a board is never changed (a result makes a new one, log.ts), and a new
 * result of a 2,000-entrant Swiss changes one board of thousands; the others keep their models. An entrant's
 * name never changes within a tournament, so a board's model is the same in every later state.
 */
const boardModels = new WeakMap<TournamentBoard, BoardModel>();

function roundList(
  rounds: readonly number[],
  boards: readonly TournamentBoard[],
  name: ReadonlyMap<string, string>,
): TournamentModel['roundList'] {
  const byRound = new Map<number, BoardModel[]>(rounds.map((r) => [r, []]));
  for (const b of boards) {
    let model = boardModels.get(b);
    if (model === undefined)
      boardModels.set(
        b,
        (model = {
          board: b.board,
          matchId: b.matchId,
          players: b.seats.map((id) => name.get(id) ?? id),
          result: b.seats.length >= 2 ? b.result : null,
          results: b.seats.length >= 2 && b.results !== null ? [...b.results] : null,
          adjudicated: b.adjudicated,
        }),
      );
    byRound.get(b.round)?.push(model);
  }
  return rounds.map((round) => ({ round, boards: byRound.get(round)! }));
}

/** The export: one event a line (NDJSON), in log order. */
export function toNdjson(events: readonly unknown[]): string {
  return events.map((e) => JSON.stringify(e)).join('\n') + '\n';
}
