import type { GameResult, PlayedGame, Standing } from './pairing';
import { roundRobinRound, roundRobinRounds, swissRound } from './pairing';
import type { TournamentBoard, TournamentSettings } from './types';
import type { Seating, TableGame } from './tables';
import { swissTables, tableRoundRobinRound, tableRoundRobinRounds, tableStandings } from './tables';
import { knockoutRound, knockoutRounds, knockoutStandings } from './knockout';
import type { LeagueShape } from './league';
import { leagueSeason, leagueStandings } from './league';

/**
 * The one place a format's rules are chosen (the server and `claim tournament verify` both come here): how
 * many rounds, the next round's boards, the standings. Pure.
 */

const OPPOSITE: Record<GameResult, GameResult> = { win: 'loss', draw: 'draw', loss: 'win' };

/** Every seat's result of a 2-player game from seat 0's. */
export function bothResults(result: GameResult): GameResult[] {
  return [result, OPPOSITE[result]];
}

/** The boards as the format rules read them. */
export function tableGames(boards: readonly TournamentBoard[]): TableGame[] {
  return boards.map((b) => ({
    round: b.round,
    seating: b.seats.length === 1 ? { kind: 'bye', player: b.seats[0] } : { kind: 'game', seats: b.seats },
    results: b.seats.length === 1 ? null : b.results,
  }));
}

/** Table games of 2 seats as the 2-player rules read them (seat 0's result). */
function twoPlayerGames(games: readonly TableGame[]): PlayedGame[] {
  return games.map((g) => ({
    round: g.round,
    pairing: g.seating.kind === 'bye' ? g.seating : { kind: 'game', seats: [g.seating.seats[0], g.seating.seats[1]] },
    result: g.results === null ? null : g.results[0],
  }));
}

/**
 * Whether the format's standings are the table standings of its games (Swiss, round-robin), which a tally can
 * keep by adding each result (tables.ts StandingsTally); a knockout and a league rank otherwise.
 */
export function talliedStandings(settings: TournamentSettings): boolean {
  return settings.format === 'swiss' || settings.format === 'round_robin';
}

/**
 * A board as the standings read it. At 2 players as `standings` (pairing.ts) reads it: seat 1's result the
 * opposite of seat 0's.
 */
export function standingGame(settings: TournamentSettings, b: TournamentBoard): TableGame {
  if (b.seats.length === 1) return { round: b.round, seating: { kind: 'bye', player: b.seats[0] }, results: null };
  if (settings.players !== 2) return { round: b.round, seating: { kind: 'game', seats: b.seats }, results: b.results };
  const result = b.results === null ? null : b.results[0];
  return {
    round: b.round,
    seating: { kind: 'game', seats: b.seats },
    results: result === null ? null : [result, OPPOSITE[result]],
  };
}

/** Knockouts and leagues seed by rating (the starting order is by rating, then the seed); the others by the seed alone. */
export function seedsByRating(settings: TournamentSettings): boolean {
  return settings.format === 'knockout' || settings.format === 'league';
}

export function leagueShape(settings: TournamentSettings): LeagueShape {
  return { players: settings.players, divisionSize: settings.divisionSize ?? 0, promotion: settings.promotion ?? 1 };
}

/**
 * The number of rounds fixed at the start: Swiss as chosen; round-robin by the entrants; knockout the bracket
 * rounds (the games of a best-of-N tie add tournament rounds: see `nextRound`); league the seasons.
 */
export function roundsFor(settings: TournamentSettings, entrants: number): number {
  switch (settings.format) {
    case 'swiss':
    case 'league':
      return settings.rounds;
    case 'round_robin':
      return settings.players === 2
        ? roundRobinRounds(entrants, settings.double)
        : tableRoundRobinRounds(entrants, settings.players, settings.double);
    case 'knockout':
      return knockoutRounds(entrants);
  }
}

/**
 * The boards of tournament round `round` from the starting order and the boards before it; null when the
 * tournament is over instead (the last round played, or a knockout's champion found).
 */
export function nextRound(
  settings: TournamentSettings,
  order: readonly string[],
  boards: readonly TournamentBoard[],
  round: number,
  rounds: number,
): Seating[] | null {
  const games = tableGames(boards.filter((b) => b.round < round));
  switch (settings.format) {
    case 'knockout':
      return knockoutRound(order, games, settings.bestOf ?? 1);
    case 'swiss':
      if (round > rounds) return null;
      return settings.players === 2
        ? swissRound(order, twoPlayerGames(games))
        : swissTables(order, games, settings.players);
    case 'round_robin':
      if (round > rounds) return null;
      return settings.players === 2
        ? roundRobinRound(order, round)
        : tableRoundRobinRound(order, settings.players, round);
    case 'league':
      if (round > rounds) return null;
      return leagueSeason(order, games, leagueShape(settings), round);
  }
}

/** The standings after the finished games; for a league, the ladder of the current season. */
export function formatStandings(
  settings: TournamentSettings,
  order: readonly string[],
  boards: readonly TournamentBoard[],
  currentRound: number,
): Standing[] {
  switch (settings.format) {
    case 'knockout':
      return knockoutStandings(order, tableGames(boards), settings.bestOf ?? 1);
    case 'league':
      return leagueStandings(order, tableGames(boards), leagueShape(settings), currentRound).map((l) => l.standing);
    default:
      // At 2 players the table standings are exactly the 2-player ones (a unit property checks it); the
      // 2-player rule (seat 1's result is the opposite of seat 0's) stays the reference for 2-player exports,
      // read straight off the boards in one pass: this runs after every result of a 2,000-entrant Swiss.
      return tableStandings(
        order,
        boards.map((b) => standingGame(settings, b)),
        settings.players,
      );
  }
}

/** The fewest entrants a start needs: a full table (2 for a knockout), or one full division for a league. */
export function minimumEntrants(settings: TournamentSettings): number {
  if (settings.format === 'league') return Math.max(settings.divisionSize ?? 2, settings.players);
  return settings.players;
}
