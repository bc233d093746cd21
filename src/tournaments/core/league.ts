import { roundRobinRound, roundRobinRounds } from './pairing';
import type { Standing } from './types';
import type { Seating, TableGame } from './tables';
import { tableRoundRobinRound, tableRoundRobinRounds, tableStandings } from './tables';

/**
 * Leagues (docs/tournaments.md "Leagues"): a ladder of divisions of a fixed size; a season is one tournament
 * round in which every division plays its whole round-robin at once (correspondence style); at the season's
 * end the top `promotion` of each division go up and the bottom `promotion` go down; the next season is paired
 * at once. Pure: the divisions of every season follow from the starting order and the results.
 */

export interface LeagueShape {
  readonly players: number;
  readonly divisionSize: number;
  readonly promotion: number;
}

/**
 * Season 1's divisions: the starting order (rating, then the seed) cut into divisions of `divisionSize`,
 * strongest first; the entrants left over (fewer than a division) join the last division, which is then
 * larger (at most 2·size − 1).
 */
export function firstDivisions(order: readonly string[], divisionSize: number): string[][] {
  const count = Math.max(1, Math.floor(order.length / divisionSize));
  return Array.from({ length: count }, (_, d) =>
    order.slice(d * divisionSize, d === count - 1 ? order.length : (d + 1) * divisionSize),
  );
}

/** A division's season standings (points, Buchholz, Sonneborn–Berger, then its order) over its games. */
export function divisionStandings(
  division: readonly string[],
  games: readonly TableGame[],
  players: number,
): Standing[] {
  const members = new Set(division);
  return tableStandings(
    division,
    games.filter((g) => g.seating.kind === 'game' && g.seating.seats.every((p) => members.has(p))),
    players,
  );
}

/**
 * The divisions after a season: each division ranked by its season standings; the top `promotion` of
 * division d (d > 1) and the bottom `promotion` of division d − 1 change places. Within each new division the
 * order is: those who came down first, then those who stayed, then those who came up (each in their rank).
 */
export function nextDivisions(
  divisions: readonly (readonly string[])[],
  games: readonly TableGame[],
  shape: LeagueShape,
): string[][] {
  const ranked = divisions.map((d) => divisionStandings(d, games, shape.players).map((s) => s.player));
  const p = shape.promotion;
  return ranked.map((members, d) => {
    const down = d > 0 ? ranked[d - 1].slice(ranked[d - 1].length - p) : [];
    const up = d < ranked.length - 1 ? ranked[d + 1].slice(0, p) : [];
    const stay = members.slice(d > 0 ? p : 0, d < ranked.length - 1 ? members.length - p : members.length);
    return [...down, ...stay, ...up];
  });
}

/** The divisions of season `season` (1-based) from the starting order and the games of the earlier seasons. */
export function leagueDivisions(
  order: readonly string[],
  games: readonly TableGame[],
  shape: LeagueShape,
  season: number,
): string[][] {
  let divisions = firstDivisions(order, shape.divisionSize);
  for (let s = 1; s < season; s++)
    divisions = nextDivisions(
      divisions,
      games.filter((g) => g.round === s),
      shape,
    );
  return divisions;
}

/**
 * A season's boards: division by division, its whole round-robin (2 players: the circle method, each pair
 * once; tables: the round-robin table schedule), every game at once; byes are dropped (nobody waits in a
 * season played all at once).
 */
export function leagueSeason(
  order: readonly string[],
  games: readonly TableGame[],
  shape: LeagueShape,
  season: number,
): Seating[] {
  const divisions = leagueDivisions(order, games, shape, season);
  return divisions.flatMap((division) => {
    const rounds =
      shape.players === 2
        ? roundRobinRounds(division.length, false)
        : tableRoundRobinRounds(division.length, shape.players, false);
    return Array.from({ length: rounds }, (_, r) =>
      shape.players === 2 ? roundRobinRound(division, r + 1) : tableRoundRobinRound(division, shape.players, r + 1),
    )
      .flat()
      .filter((s): s is Seating & { kind: 'game' } => s.kind === 'game');
  });
}

/**
 * The ladder: the divisions of the last season paired, each in its season standings; `rank` runs down the
 * whole ladder (division 1's winner first).
 */
export function leagueStandings(
  order: readonly string[],
  games: readonly TableGame[],
  shape: LeagueShape,
  season: number,
): { division: number; standing: Standing }[] {
  const divisions = leagueDivisions(order, games, shape, Math.max(1, season));
  const current = games.filter((g) => g.round === season);
  let rank = 0;
  return divisions.flatMap((division, d) =>
    divisionStandings(division, current, shape.players).map((s) => ({
      division: d + 1,
      standing: { ...s, rank: ++rank },
    })),
  );
}
