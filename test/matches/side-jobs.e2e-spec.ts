import { Client } from 'pg';
import { seatToAct, seededChooser } from '../../src/engine';
import { MatchFollowups } from '../../src/matches/match-followups';
import { MatchesService } from '../../src/matches/matches.service';
import { MIN_CARDS_PER_SEAT } from '../../src/ratings/anti-farming';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { legalMovesOf, sendMove, sideJobRows } from './match-support';
import { playCards, start } from '../social/social-support';

/**
 * Issue 29: ratings, the archive and tournaments follow a finished match from its log after the move
 * commits (src/matches/match-followups.ts). A failing side job never rolls back the player's move; it stays
 * pending, and once the failure is gone it is done, exactly once. The failures are real: a CHECK constraint
 * the test adds to the real table, which every insert then breaks.
 */
describe('side jobs of a finished match', () => {
  let app: TestApp;
  let db: Client;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    db = new Client({ connectionString: app.database.url });
    await db.connect();
    // A pair per test: the pair limit (anti-farming.ts) would leave a fourth result of one pair uncounted.
    players = [];
    for (let i = 0; i < 6; i++) players.push(await registerUser(app));
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  const failArchive = (on: boolean): Promise<unknown> =>
    db.query(
      on
        ? 'ALTER TABLE archived_records ADD CONSTRAINT test_archive_fails CHECK (false) NOT VALID'
        : 'ALTER TABLE archived_records DROP CONSTRAINT test_archive_fails',
    );
  const failRatings = (on: boolean): Promise<unknown> =>
    db.query(
      on
        ? 'ALTER TABLE rating_changes ADD CONSTRAINT test_ratings_fail CHECK (false) NOT VALID'
        : 'ALTER TABLE rating_changes DROP CONSTRAINT test_ratings_fail',
    );
  const archived = (matchId: string): Promise<number> => sideJobRows(db).archived(matchId);
  const rated = (matchId: string): Promise<number> => sideJobRows(db).rated(matchId);
  const pending = async (matchId: string): Promise<{ job: string; attempts: number; last_error: string }[]> =>
    (
      await db.query<{ job: string; attempts: number; last_error: string }>(
        'SELECT job, attempts, last_error FROM match_followups WHERE match_id = $1::uuid ORDER BY job',
        [matchId],
      )
    ).rows;

  /**
   * Plays a rated duel of `pair` past the cards a rating needs through the service, then to its end over
   * GraphQL: every one of those moves, the finishing one included, must be answered whatever its side jobs do.
   */
  async function finishOverGraphql(target: TestApp, pair: number, seed: number): Promise<string> {
    const duel = players.slice(2 * pair, 2 * pair + 2);
    const matchId = await start(target, duel, { rated: true });
    await playCards(target, matchId, duel, seed, MIN_CARDS_PER_SEAT);
    const service = target.app.get(MatchesService);
    const choose = seededChooser(seed);
    for (;;) {
      const runtime = await service.load(matchId);
      if (runtime.status !== 'running') return matchId;
      const token = duel[seatToAct(runtime.state)!].token;
      const legal = await legalMovesOf(target, token, matchId);
      const answer = await sendMove(target, token, matchId, legal[choose(legal.length)], runtime.version);
      expect(answer.errors).toBeUndefined();
      expect(Object.values(answer.data!)[0].version).toBe(runtime.version + 1);
    }
  }

  it('a failing archive and ratings write leaves the final move stored and answered; once fixed, each job is done exactly once', async () => {
    await failArchive(true);
    await failRatings(true);
    let matchId: string;
    try {
      matchId = await finishOverGraphql(app, 0, 11);
      app.app.get(MatchesService).forgetCachedStates();
      expect((await app.app.get(MatchesService).load(matchId)).status).toBe('finished');
      expect(await archived(matchId)).toBe(0);
      expect(await rated(matchId)).toBe(0);
      const left = await pending(matchId);
      expect(left.map((p) => p.job)).toEqual(['archive', 'ratings']);
      for (const p of left) expect(p.attempts).toBeGreaterThanOrEqual(1);
      expect(left.find((p) => p.job === 'archive')!.last_error).toContain('test_archive_fails');
      expect(left.find((p) => p.job === 'ratings')!.last_error).toContain('test_ratings_fail');
      // A sweep while the failure lasts changes nothing but the count of attempts.
      await app.app.get(MatchFollowups).tick();
      expect(await archived(matchId)).toBe(0);
      expect(await rated(matchId)).toBe(0);
    } finally {
      await failArchive(false);
      await failRatings(false);
    }
    await app.app.get(MatchFollowups).tick();
    expect(await pending(matchId)).toEqual([]);
    expect(await archived(matchId)).toBe(1);
    expect(await rated(matchId)).toBe(2);
    // Done once: another sweep (or a late run) finds nothing to do again.
    await app.app.get(MatchFollowups).tick();
    expect(await archived(matchId)).toBe(1);
    expect(await rated(matchId)).toBe(2);
    const { rows } = await db.query<{ games: number }>(
      'SELECT games FROM ratings WHERE user_id = ANY($1::uuid[]) AND pool::text = $2',
      [players.slice(0, 2).map((p) => p.id), 'duel'],
    );
    expect(rows.map((r) => r.games)).toEqual([1, 1]);
  });

  it('ratings held back by a failure are applied in the order the matches finished', async () => {
    await failRatings(true);
    const first = await finishOverGraphql(app, 1, 21);
    const second = await finishOverGraphql(app, 1, 22);
    expect((await pending(first)).map((p) => p.job)).toEqual(['ratings']);
    expect((await pending(second)).map((p) => p.job)).toEqual(['ratings']);
    await failRatings(false);
    await app.app.get(MatchFollowups).tick();
    const { rows } = await db.query<{ id: string; rating_order: string }>(
      'SELECT id::text AS id, rating_order::text FROM matches WHERE id = ANY($1::uuid[])',
      [[first, second]],
    );
    const order = new Map(rows.map((r) => [r.id, BigInt(r.rating_order)]));
    expect(order.get(first)! < order.get(second)!).toBe(true);
    expect(await rated(first)).toBe(2);
    expect(await rated(second)).toBe(2);
  });

  it('a restart between the COMMIT and the side job loses nothing: the next process catches up at start', async () => {
    // A second server process on the same database, stopped while its finished match's archive is pending.
    const first = await startTestApp({ database: app.database, jwt: { secret: app.config.jwt.secret } });
    let matchId: string;
    await failArchive(true);
    try {
      matchId = await finishOverGraphql(first, 2, 31);
      expect((await pending(matchId)).map((p) => p.job)).toEqual(['archive']);
    } finally {
      await first.close();
      await failArchive(false);
    }
    expect(await archived(matchId)).toBe(0);
    const second = await startTestApp({ database: app.database, jwt: { secret: app.config.jwt.secret } });
    try {
      // The start's own sweep: nobody calls tick here.
      for (let i = 0; i < 200 && (await pending(matchId)).length > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await pending(matchId)).toEqual([]);
      expect(await archived(matchId)).toBe(1);
      expect(await rated(matchId)).toBe(2);
    } finally {
      await second.close();
    }
  });
});
