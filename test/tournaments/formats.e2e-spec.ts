import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/main';
import { Clock } from '../../src/common/clock';
import { TournamentsService } from '../../src/tournaments/tournaments.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { restCall } from '../support/rest-call';
import { playThroughApi } from './tournament-support';

interface Board {
  board: number;
  matchId: string | null;
  players: string[];
  result: string | null;
  results: string[] | null;
  adjudicated: boolean;
}
interface Standing {
  rank: number;
  username: string;
  points: number;
  buchholz: number;
  division: number | null;
}
/** What these tests read of a tournament (REST `GET /api/tournaments/{id}`). */
interface Tournament {
  id: string;
  status: string;
  rounds: number;
  currentRound: number;
  entrants: { username: string }[];
  standings: Standing[];
  roundList: { round: number; boards: Board[] }[];
  bracket: { round: number; ties: { players: string[]; points: number[]; games: number; winner: string | null }[] }[];
  seasonEndsAt: string | null;
  entryOpen: boolean;
  version: number;
}
interface MatchEnd {
  winner: number | null;
  endedBy: string;
  forfeitedSeat: number | null;
}
/** How a game is ended in the test: played out with random legal moves, resigned by seat 0, or timed out. */
type Ending = 'play' | 'resign' | 'timeout';

/**
 * Whole tournaments of the new formats (docs/tournaments.md), with 2, 3 and 4 players, through PostgreSQL and
 * HTTP: random legal moves, a resignation, a time-out; the standings checked against a computation written
 * here from the matches' own results (not the server's tournament code).
 */
describe('tournament formats through PostgreSQL and HTTP', () => {
  let app: TestApp;
  let organizer: RegisteredUser;
  let users: RegisteredUser[];
  let clockOffsetMs = 0;

  beforeAll(async () => {
    app = await startTestApp();
    const clock = app.app.get(Clock);
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + clockOffsetMs));
    organizer = await registerUser(app);
    users = [];
    for (let i = 0; i < 5; i++) users.push(await registerUser(app));
  });
  afterAll(async () => app?.close());

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) =>
    restCall(app, method, path, token, body);
  /** The tournament as its organizer reads it over REST. */
  async function view(id: string): Promise<Tournament> {
    const { status, body } = await api('get', `/api/tournaments/${id}`, organizer.token);
    expect(status).toBe(200);
    return body as Tournament;
  }
  const BASE = { name: 'Formats', preset: 'claim', daysPerMove: 3, maxEntrants: 8 };
  /** Tables of 3 and 4 need 7 factions (R2.1, R8.1): a list instead of a preset. */
  const TABLES = {
    ...BASE,
    preset: null,
    factions: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers', 'dragons', 'trolls'],
  };

  it('refuses every invalid setting of the new formats with BAD_USER_INPUT naming it, and stores nothing', async () => {
    const before = (await api('get', '/api/tournaments?first=50', organizer.token)).body as unknown[];
    const cases: [object, string][] = [
      [{ format: 'swiss', rounds: 3, players: 5 }, 'players'],
      [{ format: 'knockout', players: 3 }, 'players'],
      [{ format: 'knockout', bestOf: 2 }, 'bestOf'],
      [{ format: 'knockout', rounds: 2 }, 'rounds'],
      [{ format: 'swiss', rounds: 3, bestOf: 3 }, 'bestOf'],
      [{ ...TABLES, format: 'round_robin', players: 3, maxEntrants: 17 }, 'maxEntrants'],
      [{ format: 'swiss', rounds: 3, players: 3 }, 'players'],
      [{ format: 'knockout', double: true }, 'double'],
      [{ format: 'league', seasons: 2, divisionSize: 4, seasonDays: 7, rounds: 2 }, 'rounds'],
      [{ format: 'league', divisionSize: 4, seasonDays: 7 }, 'seasons'],
      [{ format: 'league', seasons: 2, divisionSize: 2, seasonDays: 7 }, 'divisionSize'],
      [{ ...TABLES, format: 'league', seasons: 2, divisionSize: 9, seasonDays: 7, players: 3 }, 'divisionSize'],
      [{ format: 'league', seasons: 2, divisionSize: 4, seasonDays: 7, promotion: 3 }, 'promotion'],
      [{ format: 'league', seasons: 2, divisionSize: 4, seasonDays: 0 }, 'seasonDays'],
      [{ format: 'swiss', rounds: 3, seasonDays: 7 }, 'seasonDays'],
    ];
    // Each refusal names its field, over REST and over GraphQL alike.
    const refusals = await Promise.all(
      cases.map(async ([change, field]) => {
        const { status, body } = await api('post', '/api/tournaments', organizer.token, { ...BASE, ...change });
        const viaGraphql = await gql(
          app,
          'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
          {
            token: organizer.token,
            variables: { i: { ...BASE, ...change } },
          },
        );
        return [
          field,
          status,
          body.code,
          (body.fields as Record<string, string[]>)[field] !== undefined,
          viaGraphql.errors?.[0].extensions?.code,
        ];
      }),
    );
    expect(refusals).toEqual(cases.map(([, field]) => [field, 400, 'BAD_USER_INPUT', true, 'BAD_USER_INPUT']));
    expect((await api('get', '/api/tournaments?first=50', organizer.token)).body).toEqual(before);
  });

  it('a Swiss of 3-player tables: leaders on board 1, a bye each round, standings as computed here', async () => {
    const final = await playWhole(
      { ...TABLES, format: 'swiss', players: 3, rounds: 2 },
      users.slice(0, 4),
      (round, board) => (round === 1 && board === 1 ? 'resign' : 'play'),
    );
    for (const r of final.roundList) {
      expect(r.boards.filter((b) => b.players.length === 3)).toHaveLength(1);
      expect(r.boards.filter((b) => b.players.length === 1)).toHaveLength(1);
    }
    // Two different players had the byes.
    expect(new Set(final.roundList.map((r) => r.boards[1].players[0])).size).toBe(2);
    checkTableStandings(final, 3);
  }, 300_000);

  it('a round-robin of a 4-player table (teams), one seat timed out: standings as computed here', async () => {
    const final = await playWhole({ ...TABLES, format: 'round_robin', players: 4 }, users.slice(0, 4), () => 'timeout');
    expect(final.rounds).toBe(1);
    expect(final.roundList[0].boards[0].results).toHaveLength(4);
    checkTableStandings(final, 4);
  }, 300_000);

  it('a knockout of 3, best of 1: the top seed has the bye, the final decides the champion', async () => {
    const final = await playWhole({ ...BASE, format: 'knockout', bestOf: 1 }, users.slice(0, 3), () => 'play');
    expect(final.bracket).toHaveLength(2);
    const [first, last] = final.bracket;
    expect(first.ties.filter((t) => t.players.length === 1)).toHaveLength(1);
    const finalTie = last.ties[0];
    expect(finalTie.winner).not.toBeNull();
    // The champion is whoever won the final match, as the match itself says.
    const finalBoard = final.roundList.at(-1)!.boards[0];
    const end = await matchEnd(finalBoard.matchId!);
    expect(finalTie.winner).toBe(finalBoard.players[end.winner!]);
    expect(final.standings[0].username).toBe(finalTie.winner);
  }, 300_000);

  it('a league of one 3-player division of 2 seasons: season 1 played out, season 2 ended at its deadline by the sweep', async () => {
    const created = await api('post', '/api/tournaments', organizer.token, {
      ...BASE,
      format: 'league',
      seasons: 2,
      divisionSize: 3,
      seasonDays: 7,
    });
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    const entrants = users.slice(0, 3);
    for (const p of entrants) expect((await api('post', `/api/tournaments/${id}/join`, p.token)).status).toBe(200);
    expect((await api('post', `/api/tournaments/${id}/start`, organizer.token)).status).toBe(200);
    const tokens = new Map(entrants.map((p) => [p.username, p.token]));
    const season1 = await until(id, (t) => t.currentRound === 1);
    expect(season1.roundList[0].boards).toHaveLength(3);
    expect(season1.seasonEndsAt).not.toBeNull();
    for (const b of season1.roundList[0].boards) await endGame(b, tokens, 'play');
    const season2 = await until(id, (t) => t.currentRound === 2 && t.roundList.length === 2);
    expect(season2.standings.every((s) => s.division === 1)).toBe(true);
    // Nobody plays season 2: past its deadline the sweep scores every game a draw and ends the league.
    for (const b of season2.roundList[1].boards) await untilMatchExists(b.matchId!, tokens.get(b.players[0])!);
    expect(await app.app.get(TournamentsService).sweepSeasons()).toEqual([]);
    expect((await view(id)).status).toBe('running');
    clockOffsetMs += 8 * 86_400_000;
    try {
      await app.app.get(TournamentsService).sweepSeasons();
    } finally {
      clockOffsetMs -= 8 * 86_400_000;
    }
    const final = await view(id);
    expect(final.status).toBe('finished');
    expect(final.roundList[1].boards.every((b) => b.adjudicated && b.result === 'draw')).toBe(true);
    await verifies(id);
  }, 300_000);

  it('a Swiss of 4-player tables takes a late entrant and loses one who withdrew; refusals after entries close and after the end', async () => {
    const created = await api('post', '/api/tournaments', organizer.token, {
      ...TABLES,
      format: 'swiss',
      players: 4,
      rounds: 2,
    });
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    const [late, leaver] = [users[4], users[3]];
    for (const p of users.slice(0, 4))
      expect((await api('post', `/api/tournaments/${id}/join`, p.token)).status).toBe(200);
    expect((await api('post', `/api/tournaments/${id}/start`, organizer.token)).status).toBe(200);
    const tokens = new Map(users.map((p) => [p.username, p.token]));
    const round1 = await until(id, (t) => t.currentRound === 1);
    expect(round1.entryOpen).toBe(true);
    // Late entry over GraphQL, a withdrawal over REST, during round 1.
    const joined = await gql<{ joinTournament: { entrants: { username: string }[] } }>(
      app,
      'mutation($t: ID!) { joinTournament(id: $t) { entrants { username } } }',
      { token: late.token, variables: { t: id } },
    );
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinTournament.entrants.map((e) => e.username)).toContain(late.username);
    const left = await api('post', `/api/tournaments/${id}/leave`, leaver.token);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ withdrawn: [leaver.username] });
    expect((left.body as { actions: object[] }).actions.at(-1)).toMatchObject({
      type: 'entrant_removed',
      by: leaver.username,
      username: leaver.username,
      reason: 'withdrew',
    });
    // Withdrawing twice, or the organizer removing someone already withdrawn: NOT_JOINED, nothing changed.
    const version = (await view(id)).version;
    const again = await api('post', `/api/tournaments/${id}/leave`, leaver.token);
    expect([again.status, again.body.reason]).toEqual([409, 'NOT_JOINED']);
    // The withdrawn entrant's game under way is played out and counts.
    for (const b of round1.roundList[0].boards) if (b.matchId !== null) await endGame(b, tokens, 'timeout');
    const round2 = await until(id, (t) => t.currentRound === 2 && t.roundList.length === 2);
    expect(round2.version).toBeGreaterThan(version);
    const seated = round2.roundList[1].boards.flatMap((b) => b.players);
    expect(seated).toContain(late.username);
    expect(seated).not.toContain(leaver.username);
    expect(round2.entryOpen).toBe(false);
    // The last round is paired: a late entry is refused, and changes nothing.
    const stranger = await registerUser(app);
    const refused = await api('post', `/api/tournaments/${id}/join`, stranger.token);
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'CONFLICT', 'TOURNAMENT_NOT_OPEN']);
    expect((await view(id)).version).toBe(round2.version);
    for (const b of round2.roundList[1].boards) if (b.matchId !== null) await endGame(b, tokens, 'resign');
    const final = await until(id, (t) => t.status === 'finished');
    checkTableStandings(final, 4);
    expect(final.standings.map((s) => s.username)).toEqual(expect.arrayContaining([late.username, leaver.username]));
    // The one who withdrew got no REMOVED notice of their own act; the late entrant was told of their pairing.
    const told = async (user: RegisteredUser): Promise<string[]> => {
      const answer = await gql<{
        myNotifications: { kind: string; tournamentId: string | null; tournamentEvent: string | null }[];
      }>(app, 'query { myNotifications(after: 0) { kind tournamentId tournamentEvent } }', { token: user.token });
      return answer
        .data!.myNotifications.filter((n) => n.kind === 'TOURNAMENT' && n.tournamentId === id)
        .map((n) => n.tournamentEvent!);
    };
    expect(await told(leaver)).not.toContain('REMOVED');
    expect(await told(late)).toContain('PAIRED');
    await verifies(id);
    const over = await gql(app, 'mutation($t: ID!) { leaveTournament(id: $t) { id } }', {
      token: late.token,
      variables: { t: id },
    });
    expect([over.errors?.[0].extensions?.code, over.errors?.[0].extensions?.reason]).toEqual([
      'CONFLICT',
      'TOURNAMENT_OVER',
    ]);
    expect((await view(id)).version).toBe(final.version);
  }, 300_000);

  it.each([
    [3, 4],
    [4, 5],
  ])(
    'a league of %i-player tables, one division of %i: a season of resignations, standings as computed here',
    async (players, size) => {
      const final = await playWhole(
        { ...TABLES, format: 'league', players, seasons: 1, divisionSize: size, seasonDays: 7 },
        users.slice(0, size),
        // Resigned, not timed out: moving the clock past a time-out would pass the season's deadline too.
        () => 'resign',
      );
      expect(final.roundList[0].boards.every((b) => b.players.length === players || b.players.length === 1)).toBe(true);
      expect(final.standings.every((s) => s.division === 1)).toBe(true);
      checkTableStandings(final, players);
    },
    300_000,
  );

  /** Creates, fills, starts and plays a tournament to its end; the final view (its export verified). */
  async function playWhole(
    settings: object,
    entrants: RegisteredUser[],
    ending: (round: number, board: number) => Ending,
  ): Promise<Tournament> {
    const created = await api('post', '/api/tournaments', organizer.token, settings);
    expect(created.status).toBe(200);
    const id = (created.body as Tournament).id;
    for (const p of entrants) expect((await api('post', `/api/tournaments/${id}/join`, p.token)).status).toBe(200);
    expect((await api('post', `/api/tournaments/${id}/start`, organizer.token)).status).toBe(200);
    const tokens = new Map(entrants.map((p) => [p.username, p.token]));
    for (let round = 1; round < 20; round++) {
      const t = await until(
        id,
        (x) => x.status === 'finished' || (x.currentRound === round && x.roundList.length === round),
      );
      if (t.status === 'finished') break;
      for (const b of t.roundList[round - 1].boards)
        if (b.matchId !== null) await endGame(b, tokens, ending(round, b.board));
    }
    const final = await until(id, (x) => x.status === 'finished');
    await verifies(id);
    return final;
  }

  async function verifies(id: string): Promise<void> {
    const exported = await api('get', `/api/tournaments/${id}/export`, organizer.token);
    const file = join(mkdtempSync(join(tmpdir(), 'formats-')), 'export.ndjson');
    writeFileSync(file, exported.text);
    const verified = await run(['tournament', 'verify', file]);
    expect(verified.exitCode).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ status: 'finished', seedChecked: true });
  }

  let randomState = 20261205;
  const random = (n: number): number => {
    randomState = (randomState * 1103515245 + 12345) % 2 ** 31;
    return randomState % n;
  };

  async function endGame(board: Board, tokens: Map<string, string>, ending: Ending): Promise<void> {
    const matchId = board.matchId!;
    const seats = board.players.map((u) => tokens.get(u)!);
    await untilMatchExists(matchId, seats[0]);
    if (ending === 'resign') {
      const resigned = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
        token: seats[0],
        variables: { m: matchId },
      });
      expect(resigned.errors).toBeUndefined();
      // At a table of 3 or 4 a resigned seat may leave the others playing on.
      if ((await matchStatus(matchId, seats[0])) === 'running') await playOut(matchId, seats, 2000);
    } else if (ending === 'timeout') {
      // A few moves, then whoever is due lets the clock run out and the next seat claims the win.
      await playOut(matchId, seats, 4);
      const due = await toAct(matchId, seats[0]);
      clockOffsetMs += 30 * 86_400_000;
      try {
        const claimed = await gql(app, 'mutation($m: ID!) { claimTimeout(matchId: $m) { status } }', {
          token: seats[(due! + 1) % seats.length],
          variables: { m: matchId },
        });
        expect(claimed.errors).toBeUndefined();
      } finally {
        clockOffsetMs -= 30 * 86_400_000;
      }
      if ((await matchStatus(matchId, seats[0])) === 'running') await playOut(matchId, seats, 2000);
    } else await playOut(matchId, seats, 2000);
    expect(await matchStatus(matchId, seats[0])).toBe('finished');
    ends.set(matchId, await matchEnd(matchId));
  }

  /** Each finished match's end as the match says it: the second computation's only input. */
  const ends = new Map<string, MatchEnd>();

  async function matchEnd(matchId: string): Promise<MatchEnd> {
    const answer = await gql<{ match: { result: MatchEnd } }>(
      app,
      'query($m: ID!) { match(id: $m) { result { winner endedBy forfeitedSeat } } }',
      { token: organizer.token, variables: { m: matchId } },
    );
    return answer.data!.match.result;
  }

  /**
   * The standings computed here, from each match's winner and forfeit (docs/tournaments.md "Tables of 3
   * and 4"): a winning seat (team at 4) 1, a loss 0, a drawn game ½ to each seat but a forfeiting one (0);
   * a bye ½; Buchholz sums the opponents' (at 4, the other team's) final points.
   */
  function checkTableStandings(final: Tournament, players: number): void {
    const points = new Map(final.entrants.map((e) => [e.username, 0]));
    const tables: { seats: string[]; halves: number[] }[] = [];
    for (const r of final.roundList)
      for (const b of r.boards) {
        if (b.players.length === 1) {
          points.set(b.players[0], points.get(b.players[0])! + 0.5);
          continue;
        }
        const end = ends.get(b.matchId!)!;
        const halves = b.players.map((_, seat) => {
          if (end.winner === null) return end.forfeitedSeat === seat ? 0 : 1;
          const team = players === 4 ? seat % 2 : seat;
          return team === end.winner ? 2 : 0;
        });
        b.players.forEach((u, seat) => points.set(u, points.get(u)! + halves[seat] / 2));
        tables.push({ seats: b.players, halves });
      }
    const buchholz = new Map(final.entrants.map((e) => [e.username, 0]));
    for (const t of tables)
      t.seats.forEach((u, seat) => {
        for (let other = 0; other < t.seats.length; other++) {
          const opponent = players === 4 ? other % 2 !== seat % 2 : other !== seat;
          if (opponent) buchholz.set(u, buchholz.get(u)! + points.get(t.seats[other])!);
        }
      });
    const shown = final.standings.map((s) => ({ username: s.username, points: s.points, buchholz: s.buchholz }));
    const expected = final.entrants.map((e) => ({
      username: e.username,
      points: points.get(e.username)!,
      buchholz: buchholz.get(e.username)!,
    }));
    const byName = (a: { username: string }, b: { username: string }) => a.username.localeCompare(b.username);
    expect([...shown].sort(byName)).toEqual(expected.sort(byName));
    for (let i = 1; i < shown.length; i++) {
      const [a, b] = [shown[i - 1], shown[i]];
      expect(a.points > b.points || (a.points === b.points && a.buchholz >= b.buchholz)).toBe(true);
    }
  }

  /** Asks `read` every 50 ms (up to 20 s) until `done` says yes; the last answer. */
  async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    let value = await read();
    while (!done(value)) {
      if (Date.now() > deadline) throw new Error(`${what} never happened: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      value = await read();
    }
    return value;
  }

  const until = (id: string, done: (t: Tournament) => boolean): Promise<Tournament> =>
    poll(`tournament ${id}`, () => view(id), done);

  const untilMatchExists = async (matchId: string, token: string): Promise<void> => {
    await poll(
      `the start of match ${matchId}`,
      async () => (await api('get', `/api/matches/${matchId}`, token)).status,
      (status) => status === 200,
    );
  };

  async function matchStatus(matchId: string, token: string): Promise<string> {
    const seen = await gql<{ match: { status: string } }>(app, 'query($m: ID!) { match(id: $m) { status } }', {
      token,
      variables: { m: matchId },
    });
    return seen.data!.match.status;
  }

  async function toAct(matchId: string, token: string): Promise<number | null> {
    const seen = await gql<{ match: { table: { toAct: { seat: number } | null } } }>(
      app,
      'query($m: ID!) { match(id: $m) { table { toAct { seat } } } }',
      { token, variables: { m: matchId } },
    );
    return seen.data!.match.table.toAct?.seat ?? null;
  }

  const playOut = (matchId: string, tokens: string[], moves: number) =>
    playThroughApi(app, matchId, tokens, random, moves);
});
