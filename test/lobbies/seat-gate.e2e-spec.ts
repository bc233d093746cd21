import { DomainError } from '../../src/common/errors';
import { PrismaService } from '../../src/database/prisma.service';
import type { MaybeSeatCheck } from '../../src/seat-gate/seat-gate';
import {
  SeatGate,
  clubMember,
  minReputation,
  notBlocked,
  ratedPlay,
  runningGames,
} from '../../src/seat-gate/seat-gate';
import { start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { dataOf } from './lobby-support';

/**
 * The seat gate itself (src/seat-gate/seat-gate.ts), on a real database: it judges the checks a caller names in
 * the caller's order, with the codes and messages the entry paths answer (their own suites check each path).
 */
describe('the seat gate', () => {
  let app: TestApp;
  let gate: SeatGate;
  let busy: RegisteredUser;
  let other: RegisteredUser;
  let owner: RegisteredUser;
  let clubId: string;

  /** The refusal the gate answers for `checks`, or null when it lets the player sit down. */
  const refusal = async (checks: readonly MaybeSeatCheck[]): Promise<{ reason: string; message: string } | null> => {
    try {
      await gate.require(checks);
      return null;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const { detail } = error;
      const reason =
        detail.code === 'CONFLICT' ? detail.reason : `${detail.code}${'entity' in detail ? ` ${detail.entity}` : ''}`;
      return { reason, message: error.message };
    }
  };

  beforeAll(async () => {
    // A limit of one running game: one match against a person reaches it.
    app = await startTestApp({
      env: { CLAIM_TIMEOUT_SWEEP: '0', CLAIM_RUNNING_GAMES: '1', CLAIM_RUNNING_GAMES_MAX: '1' },
    });
    gate = app.app.get(SeatGate);
    [busy, other, owner] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    await start(app, [busy, other], {});
    await app.app.get(PrismaService).user.update({ where: { id: busy.id }, data: { ratedExcludedAt: new Date(0) } });
    await gql(app, 'mutation($u: String!) { blockUser(username: $u) { username } }', {
      token: other.token,
      variables: { u: busy.username },
    });
    const club = await gql<{ createClub: { id: string } }>(
      app,
      'mutation($i: CreateClubInput!) { createClub(input: $i) { id } }',
      { token: owner.token, variables: { i: { name: `Gate ${process.pid}`, description: 'x', admission: 'open' } } },
    );
    clubId = dataOf(club).createClub.id;
  }, 60_000);
  afterAll(async () => app?.close());

  it('lets a player through when nothing named refuses, and names nothing for a condition that does not apply', async () => {
    expect(await refusal([])).toBeNull();
    expect(await refusal([false, null, undefined, minReputation(busy.id, null, 'This lobby')])).toBeNull();
    expect(await refusal([runningGames(owner.id), ratedPlay(owner.id), clubMember(owner.id, clubId)])).toBeNull();
    // Blocked by `other`, but not by anyone this check names.
    expect(await refusal([notBlocked(busy.id, [owner.id], 'no')])).toBeNull();
  });

  it('judges in the order named, each refusal with its code and numbers', async () => {
    const running = {
      reason: 'TOO_MANY_RUNNING_GAMES',
      message:
        'You have as many running games as you may (1 running, limit 1: 1 plus one for each of 0 finished correspondence games, at most 1); finish one first',
    };
    const rated = { reason: 'RATED_PLAY_EXCLUDED', message: 'You are excluded from rated play by a moderator' };
    expect(await refusal([runningGames(busy.id), ratedPlay(busy.id)])).toEqual(running);
    expect(await refusal([ratedPlay(busy.id), runningGames(busy.id)])).toEqual(rated);
    expect(await refusal([runningGames(busy.id, true)])).toMatchObject({
      reason: 'OPPONENT_TOO_MANY_RUNNING_GAMES',
      message: expect.stringMatching(/^The other player has as many running games as they may \(1 running, limit 1/),
    });
    expect(await refusal([ratedPlay(busy.id, true)])).toEqual({
      reason: 'OPPONENT_RATED_PLAY_EXCLUDED',
      message: 'Your opponent is excluded from rated play',
    });
    expect(await refusal([notBlocked(busy.id, [owner.id, other.id], 'They do not take you')])).toEqual({
      reason: 'BLOCKED',
      message: 'They do not take you',
    });
  });

  it('asks the club: NOT_FOUND Club for none, NOT_A_CLUB_MEMBER naming it (or in the caller’s words)', async () => {
    expect(await refusal([clubMember(other.id, 'not-an-id')])).toMatchObject({ reason: 'NOT_FOUND Club' });
    expect(await refusal([clubMember(other.id, '00000000-0000-4000-8000-000000000000')])).toMatchObject({
      reason: 'NOT_FOUND Club',
    });
    expect(await refusal([clubMember(other.id, clubId)])).toEqual({
      reason: 'NOT_A_CLUB_MEMBER',
      message: `Only members of Gate ${process.pid} may do that`,
    });
    expect(await refusal([clubMember(other.id, clubId, "This tournament is for its club's members")])).toEqual({
      reason: 'NOT_A_CLUB_MEMBER',
      message: "This tournament is for its club's members",
    });
  });
});
