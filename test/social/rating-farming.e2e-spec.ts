import request from 'supertest';
import { MatchesService } from '../../src/matches/matches.service';
import { COMPUTER_ACCOUNTS } from '../../src/computer/computer-accounts';
import { MIN_CARDS_PER_SEAT, REPEAT_LIMIT, isBuiltInComputer } from '../../src/ratings/anti-farming';
import * as webRules from '../../web/src/game/rating-rules';
import type { PlayerRating } from '../../src/ratings/rating-math';
import { initialRating, rateMatch } from '../../src/ratings/rating-math';
import { RatingsRepository } from '../../src/ratings/ratings.repository';
import { RatingsService } from '../../src/ratings/ratings.service';
import { PrismaService } from '../../src/database/prisma.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { DAY_MS, movableClock } from '../correspondence/correspondence-support';
import { playCards, playOut, start } from './social-support';

/**
 * Issue 27 P4: rating farming. The attack was F challenging A rated eight times, A resigning after one card
 * each time: F went from 1500 to 1826 in 30 s. The rules (src/ratings/anti-farming.ts, docs/players.md
 * "When a rated game does not count") apply when a match finishes and in the recompute alike.
 */
describe('anti-farming rules for rated games (issue 27 P4)', () => {
  let app: TestApp;
  let farmer: RegisteredUser;
  let accomplice: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    [farmer, accomplice] = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => app.close());

  const resign = async (player: RegisteredUser, matchId: string): Promise<void> => {
    const answer = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      variables: { m: matchId },
      token: player.token,
    });
    expect(answer.errors).toBeUndefined();
  };

  const outcome = async (matchId: string, player: RegisteredUser): Promise<string | null> => {
    const answer = await gql<{ match: { ratedOutcome: string | null } }>(
      app,
      'query($id: ID!) { match(id: $id) { ratedOutcome } }',
      { variables: { id: matchId }, token: player.token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.match.ratedOutcome;
  };

  const ratingOf = async (player: RegisteredUser) => {
    const answer = await gql<{ user: { ratings: { pool: string; rating: number; games: number }[] } }>(
      app,
      'query($u: String!) { user(username: $u) { ratings { pool rating games } } }',
      { variables: { u: player.username } },
    );
    return answer.data!.user.ratings.find((r) => r.pool === 'duel') ?? null;
  };

  it('the attack of the issue: eight rated games resigned after one card each leave both ratings untouched', async () => {
    const matches: string[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await start(app, [farmer, accomplice], { rated: true });
      await playOut(app, id, [farmer, accomplice], 100 + i, 2);
      await resign(accomplice, id);
      matches.push(id);
    }
    expect(await ratingOf(farmer)).toBeNull();
    expect(await ratingOf(accomplice)).toBeNull();
    for (const id of matches) expect(await outcome(id, farmer)).toBe('too_few_moves');
    // REST shows it in the match view too.
    const view = await request(app.baseUrl)
      .get(`/api/matches/${matches[0]}`)
      .set('authorization', `Bearer ${accomplice.token}`);
    expect(view.body).toMatchObject({ rated: true, status: 'finished', ratedOutcome: 'too_few_moves' });
  });

  it(`with enough cards played, only ${REPEAT_LIMIT} results a day count between the same players; the rest say why`, async () => {
    const matches: string[] = [];
    for (let i = 0; i < REPEAT_LIMIT + 2; i++) {
      const id = await start(app, [farmer, accomplice], { rated: true });
      await playCards(app, id, [farmer, accomplice], 200 + i, MIN_CARDS_PER_SEAT);
      await resign(accomplice, id);
      matches.push(id);
    }
    const outcomes = await Promise.all(matches.map((id) => outcome(id, accomplice)));
    expect(outcomes).toEqual([
      ...Array<string>(REPEAT_LIMIT).fill('counted'),
      'repeated_opponents',
      'repeated_opponents',
    ]);
    // The most the farmer gains in a day: REPEAT_LIMIT wins from the starting ratings.
    let pair: PlayerRating[] = [initialRating('duel'), initialRating('duel')];
    for (let i = 0; i < REPEAT_LIMIT; i++) pair = rateMatch('duel', pair, ['win', 'loss']);
    const mine = (await ratingOf(farmer))!;
    expect(mine.games).toBe(REPEAT_LIMIT);
    expect(mine.rating).toBeCloseTo(pair[0].rating, 6);
    expect(mine.rating).toBeLessThan(1826);
    // A casual game is not rated at all (null), whatever its length.
    const casual = await start(app, [farmer, accomplice], {});
    await playOut(app, casual, [farmer, accomplice], 300, 2);
    await resign(accomplice, casual);
    expect(await outcome(casual, farmer)).toBeNull();
  });

  it('a time-out counts even early (a clock that ran out is a result), within the same daily limit', async () => {
    const [x, y] = [await registerUser(app), await registerUser(app)];
    const service = app.app.get(MatchesService);
    const clock = movableClock(app);
    const id = await start(app, [x, y], { rated: true, daysPerMove: 1 });
    await playOut(app, id, [x, y], 400, 1);
    clock.advance(3 * DAY_MS);
    await service.timeOut({ claimant: null, matchId: id, atVersion: (await service.load(id)).version });
    expect(await outcome(id, x)).toBe('counted');
  });

  it('claim ratings --recompute arrives at the same ratings, changes and outcomes', async () => {
    const repository = app.app.get(RatingsRepository);
    const before = await repository.snapshot();
    expect(before.outcomes.filter((o) => o.outcome === 'repeated_opponents')).toHaveLength(2);
    await app.app.get(PrismaService).$executeRawUnsafe('UPDATE matches SET rating_outcome = NULL');
    await app.app.get(PrismaService).$executeRawUnsafe('DELETE FROM rating_changes');
    app.app.get(MatchesService).forgetCachedStates();
    await app.app.get(RatingsService).recompute();
    expect(await repository.snapshot()).toEqual(before);
  });

  it('the web client’s result panel words the same thresholds', () => {
    expect(webRules).toEqual({ MIN_CARDS_PER_SEAT, REPEAT_LIMIT });
  });

  it('the computer plays casual games only: playComputer(rated: true) is BAD_USER_INPUT on `rated`, over REST 400', async () => {
    const answer = await gql(
      app,
      'mutation { playComputer(input: { preset: "claim", level: "easy", rated: true }) { id rated } }',
      { token: farmer.token },
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { rated: [expect.any(String)] },
    });
    const rest = await request(app.baseUrl)
      .post('/api/computer-matches')
      .set('authorization', `Bearer ${farmer.token}`)
      .send({ preset: 'claim', level: 'easy', rated: true });
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('BAD_USER_INPUT');
    const casual = await gql<{ playComputer: { rated: boolean } }>(
      app,
      'mutation { playComputer(input: { preset: "claim", level: "easy" }) { rated } }',
      { token: farmer.token },
    );
    expect(casual.data).toEqual({ playComputer: { rated: false } });
    // Rule (c) tells the computer's accounts by name, and nobody else's.
    expect(COMPUTER_ACCOUNTS.every((a) => isBuiltInComputer(a.username))).toBe(true);
    expect([farmer.username, 'computer_easy', 'computerx.easy'].some(isBuiltInComputer)).toBe(false);
  });
});
