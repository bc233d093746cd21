import { Client } from 'pg';
import request from 'supertest';
import { reviewDecisions, reviewDepth } from '../../src/computer/bot/review';
import { ReviewRunner, reviewSeed } from '../../src/computer/review-runner';
import { runtimeAt } from '../../src/matches/match-runtime';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { playOut, start } from '../social/social-support';

/** One signing key for the three servers: the players' tokens outlive a restart, as in production. */
const JWT = { secret: 'review-queue-test-'.padEnd(64, 'k') };

/** Small enough for a test: two worlds a decision (the server's default is 24). */
const WORLDS = '2';

const REVIEW = `query R($id: ID!, $depth: String) { matchReview(matchId: $id, depth: $depth) {
  matchId depth status seed computeMs decisions { seq moveIndex seat played { seat kind card } playedValue bestValue
  bestMove { kind card } loss hindsightMethod hindsightPlayedValue hindsightBestValue } keyMoments
  seats { seat decisions accuracy averageLoss chances { seq chance } } } }`;

interface ReviewAnswer {
  status: string;
  depth: string;
  seed: string | null;
  decisions: { seq: number; moveIndex: number; seat: number; loss: number; playedValue: number }[];
  keyMoments: number[];
  seats: { seat: number; decisions: number; chances: { seq: number; chance: number }[] }[];
}

/**
 * Issue 33: a finished match's review is queued in a side job (match-followups.ts), computed by a review runner
 * on the computer's threads, stored once. The queue is a table: a server stopped between the finish and the
 * review loses nothing, the next start computes it. Through real PostgreSQL and HTTP.
 */
describe('the review queue (issue 33)', () => {
  let database: TestDatabase;
  let db: Client;
  let players: RegisteredUser[];
  const matchIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  const rows = async (matchId: string) =>
    (
      await db.query<{ depth: string; status: string; priority: number; done_at: Date | null }>(
        'SELECT depth, status, priority, done_at FROM match_reviews WHERE match_id = $1::uuid ORDER BY depth',
        [matchId],
      )
    ).rows;

  async function reviewOf(app: TestApp, token: string, id: string, depth?: string): Promise<ReviewAnswer> {
    const answer = await gql<{ matchReview: ReviewAnswer }>(app, REVIEW, { token, variables: { id, depth } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.matchReview;
  }

  /** Runs the review runner's rounds until every match of `ids` has its review at `depth` done. */
  async function untilDone(app: TestApp, ids: readonly string[], depth = 'default'): Promise<void> {
    const runner = app.app.get(ReviewRunner);
    for (let round = 0; round < 200; round++) {
      const left = (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM match_reviews WHERE match_id = ANY($1::uuid[]) AND depth = $2 AND status <> 'done'`,
          [ids, depth],
        )
      ).rows[0].n;
      if (left === '0') return;
      await runner.tick();
    }
    throw new Error('the reviews were not done after 200 rounds');
  }

  it('a match finished while no process computes reviews is queued; the next start computes it, once', async () => {
    // The first server computes no reviews (CLAIM_REVIEW_POLL 0): it stops with the review queued.
    const first = await startTestApp({
      database,
      jwt: JWT,
      env: { CLAIM_REVIEW_POLL: '0', CLAIM_COMPUTER_THREADS: '1' },
    });
    try {
      players = [];
      for (let i = 0; i < 2; i++) players.push(await registerUser(first));
      for (const seed of [1, 2]) {
        const id = await start(first, players, {});
        await playOut(first, id, players, seed);
        matchIds.push(id);
      }
      for (const id of matchIds)
        expect(await rows(id)).toEqual([expect.objectContaining({ status: 'queued', priority: 1 })]);
      const queued = await reviewOf(first, players[0].token, matchIds[0]);
      expect(queued).toMatchObject({ status: 'queued', decisions: [], keyMoments: [], seats: [] });
    } finally {
      await first.close();
    }
    const second = await startTestApp({
      database,
      jwt: JWT,
      env: { CLAIM_REVIEW_POLL: '1h', CLAIM_REVIEW_WORLDS: WORLDS, CLAIM_COMPUTER_THREADS: '1' },
    });
    try {
      await untilDone(second, matchIds);
      const [row] = await rows(matchIds[0]);
      const review = await reviewOf(second, players[1].token, matchIds[0]);
      expect(review.status).toBe('done');
      expect(review.seed).toBe(reviewSeed(matchIds[0], 'default'));
      expect(review.decisions.length).toBeGreaterThan(10);
      // The stored review is the pure function's, byte for byte: the same match and settings, the same review.
      const runtime = await second.app.get(MatchesService).load(matchIds[0]);
      const settings = reviewDepth('default', Number(WORLDS), reviewSeed(matchIds[0], 'default'));
      const again = reviewDecisions(runtimeAt(runtime, 0).state, runtime.moves, settings);
      expect(review.decisions.map((d) => [d.moveIndex, d.seat, d.playedValue, d.loss])).toEqual(
        again.map((d) => [d.version, d.seat, d.infoSet.played, d.loss]),
      );
      // Seqs name the move events: matchAt and the story replay from them.
      const moveSeqs = runtime.events.filter((e) => e.type === 'move').map((e) => e.seq);
      for (const d of review.decisions) expect(d.seq).toBe(moveSeqs[d.moveIndex]);
      for (const seat of review.seats) expect(seat.chances.length).toBe(seat.decisions + 1);
      // Stored once: more rounds change nothing.
      await second.app.get(ReviewRunner).tick();
      expect(await rows(matchIds[0])).toEqual([row]);
      // The REST mirror answers the same review.
      const rest = await request(second.baseUrl)
        .get(`/api/matches/${matchIds[0]}/review`)
        .set('authorization', `Bearer ${players[0].token}`);
      expect(rest.status).toBe(200);
      expect((rest.body as ReviewAnswer).decisions).toMatchObject(review.decisions);
    } finally {
      await second.close();
    }
  });

  it('a deeper review on request: queued once per match, computed, at most 3 a day per account (RATE_LIMITED)', async () => {
    const app = await startTestApp({
      database,
      jwt: JWT,
      env: { CLAIM_REVIEW_POLL: '1h', CLAIM_REVIEW_WORLDS: '1', CLAIM_COMPUTER_THREADS: '1' },
    });
    try {
      const more: string[] = [...matchIds];
      for (const seed of [3, 4]) {
        const id = await start(app, players, {});
        await playOut(app, id, players, seed);
        more.push(id);
      }
      const ask = (id: string) =>
        gql<{ requestDeepReview: { status: string; depth: string } }>(
          app,
          'mutation D($id: ID!) { requestDeepReview(matchId: $id) { status depth } }',
          { token: players[0].token, variables: { id } },
        );
      const firstAsk = await ask(more[0]);
      expect(firstAsk.data?.requestDeepReview).toEqual({ status: 'queued', depth: 'deep' });
      // Asking again for the same match queues nothing more (and counts once).
      expect((await ask(more[0])).data?.requestDeepReview.depth).toBe('deep');
      expect((await ask(more[1])).errors).toBeUndefined();
      expect((await ask(more[2])).errors).toBeUndefined();
      const refused = await ask(more[3]);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.errors?.[0].extensions?.retryAfter)).toBeGreaterThan(0);
      expect((await rows(more[3])).map((r) => r.depth)).toEqual(['default']);
      // The other player's limit is their own.
      const other = await request(app.baseUrl)
        .post(`/api/matches/${more[3]}/review/deep`)
        .set('authorization', `Bearer ${players[1].token}`);
      expect(other.status).toBe(200);
      await untilDone(app, [more[0]], 'deep');
      const deep = await reviewOf(app, players[1].token, more[0]);
      expect(deep.depth).toBe('deep');
      expect(deep.status).toBe('done');
    } finally {
      await app.close();
    }
  });
});
