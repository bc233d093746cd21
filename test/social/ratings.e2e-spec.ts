import request from 'supertest';
import { run } from '../../src/cli/main';
import { RatingsService } from '../../src/ratings/ratings.service';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { MatchesService } from '../../src/matches/matches.service';
import { PrismaService } from '../../src/database/prisma.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MIN_CARDS_PER_SEAT } from '../../src/ratings/anti-farming';
import { playCards, playOut, start } from './social-support';

interface RatingRow {
  username: string;
  pool: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

const RATING_FIELDS = 'username pool rating deviation provisional games wins draws losses';

/** Issue 18: ratings change in the transaction that finishes a rated match, and a recompute from the log agrees. */
describe('ratings', () => {
  let app: TestApp;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    players = [];
    for (let i = 0; i < 4; i++) players.push(await registerUser(app));
  });
  afterAll(async () => app.close());

  const leaderboard = async (pool: string): Promise<RatingRow[]> => {
    const answer = await gql<{ leaderboard: RatingRow[] }>(
      app,
      `query($p: String!) { leaderboard(pool: $p, first: 100, provisional: true) { ${RATING_FIELDS} } }`,
      { variables: { p: pool } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.leaderboard;
  };

  it('a rated duel played out changes both Glicko-2 ratings, recorded with the match id and head hash; a casual one does not', async () => {
    const [a, b] = players;
    const casual = await start(app, [a, b], {});
    await playOut(app, casual, [a, b], 1);
    expect(await leaderboard('duel')).toEqual([]);

    const rated = await start(app, [a, b], { rated: true });
    await playOut(app, rated, [a, b], 2);
    const runtime = await app.app.get(MatchesService).load(rated);
    expect(runtime.status).toBe('finished');
    const board = await leaderboard('duel');
    expect(board.map((r) => r.username).sort()).toEqual([a.username, b.username].sort());
    for (const r of board) {
      expect(r.games).toBe(1);
      expect(r.deviation).toBeLessThan(350);
      expect(r.provisional).toBe(true);
    }
    const history = await gql<{
      ratingHistory: { matchId: string; headHash: string; result: string; ratingAfter: number }[];
    }>(
      app,
      'query($u: String!) { ratingHistory(username: $u, pool: "duel") { matchId headHash result ratingAfter } }',
      { variables: { u: a.username } },
    );
    expect(history.data!.ratingHistory).toEqual([
      expect.objectContaining({ matchId: rated, headHash: runtime.headHash }),
    ]);
    const mine = board.find((r) => r.username === a.username)!;
    expect(history.data!.ratingHistory[0].ratingAfter).toBe(mine.rating);
    const won = history.data!.ratingHistory[0].result;
    expect(won === 'win' ? mine.rating > 1500 : won === 'loss' ? mine.rating < 1500 : true).toBe(true);
  });

  it('resigning counts as a loss, and an aborted rated match does not count', async () => {
    const [, , c, d] = players;
    const aborted = await start(app, [c, d], { rated: true });
    await app.app.get(MatchesService).abort(c, aborted);
    expect((await leaderboard('duel')).some((r) => r.username === c.username)).toBe(false);

    const resigned = await start(app, [c, d], { rated: true });
    // Enough cards by both for the result to count (anti-farming.ts MIN_CARDS_PER_SEAT).
    await playCards(app, resigned, [c, d], 3, MIN_CARDS_PER_SEAT);
    await app.app.get(MatchesService).resign(c, resigned);
    const board = await leaderboard('duel');
    const cRating = board.find((r) => r.username === c.username)!;
    const dRating = board.find((r) => r.username === d.username)!;
    expect([cRating.losses, dRating.wins]).toEqual([1, 1]);
    expect(cRating.rating).toBeLessThan(1500);
    expect(dRating.rating).toBeGreaterThan(1500);
  });

  it('3 players (OpenSkill, each alone) and 4 players (OpenSkill, two teams of partners) have pools of their own', async () => {
    const trio = await start(app, players.slice(0, 3), { rated: true });
    await playOut(app, trio, players.slice(0, 3), 4);
    const teams = await start(app, players, { rated: true });
    await playOut(app, teams, players, 5);
    const trioBoard = await leaderboard('trio');
    expect(trioBoard).toHaveLength(3);
    const teamsBoard = await leaderboard('teams');
    expect(teamsBoard).toHaveLength(4);
    // Partners (seats 0 and 2, 1 and 3) start equal and share every result, so they stay equal.
    const byName = new Map(teamsBoard.map((r) => [r.username, r]));
    expect(byName.get(players[0].username)!.rating).toBe(byName.get(players[2].username)!.rating);
    expect(byName.get(players[1].username)!.rating).toBe(byName.get(players[3].username)!.rating);
    for (const r of [...trioBoard, ...teamsBoard]) expect(r.deviation).toBeLessThan(500);
  });

  it('REST leaderboards and histories answer without a token; a bad pool is 400', async () => {
    const board = await request(app.baseUrl).get('/api/leaderboards/duel?provisional=true');
    expect(board.status).toBe(200);
    expect(board.body.length).toBeGreaterThan(0);
    const bad = await request(app.baseUrl).get('/api/leaderboards/chess');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
    const history = await request(app.baseUrl).get(`/api/users/${players[0].username}/ratings/duel`);
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(0);
    expect((await request(app.baseUrl).get('/api/users/nobody-at-all/ratings/duel')).status).toBe(404);
  });

  it('claim ratings --recompute rebuilds every rating and change from the finished matches alone, to the same values', async () => {
    const repository = app.app.get(RatingsRepository);
    const before = await repository.snapshot();
    expect(before.changes.length).toBeGreaterThanOrEqual(2 + 2 + 3 + 4);
    // Whatever the tables hold now is thrown away: the recompute starts from the matches alone.
    await app.app.get(PrismaService).$executeRawUnsafe('UPDATE ratings SET rating = 1, games = 99');
    await app.app.get(PrismaService).$executeRawUnsafe("DELETE FROM rating_changes WHERE pool = 'teams'");
    // Dropping the cached states makes the recompute replay every log from the database.
    app.app.get(MatchesService).forgetCachedStates();
    // `npm run claim -- ratings --recompute`, against this test's database.
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const out = await run(['ratings', '--recompute']);
      expect(out.exitCode).toBe(0);
      expect(JSON.parse(out.stdout)).toMatchObject({ changes: before.changes.length });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    expect(await repository.snapshot()).toEqual(before);
    // And through the service, twice over: a recompute of a recompute changes nothing.
    await app.app.get(RatingsService).recompute();
    expect(await repository.snapshot()).toEqual(before);
  });
});
