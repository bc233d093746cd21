import { Pool } from 'pg';
import { ComputerIdleSweeper } from '../../src/computer/computer-idle-sweeper';
import { COMPUTER_MATCH_CAP } from '../../src/computer/computer.service';
import { rest } from '../api/api-support';
import { startCorrespondenceMatch } from '../correspondence/correspondence-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { afterComputer, statusOf } from './computer-support';

const PLAY = `mutation($input: PlayComputerInput!) { playComputer(input: $input) { id } }`;
const EVENTS = 'query($id: ID!) { matchEvents(matchId: $id) { type seat actorUserId requestId } }';

/** Issue 27, P7: a cap on running computer matches per account, and an end to abandoned untimed ones. */
describe('matches against the computer: the per-account cap and the idle end', () => {
  let app: TestApp;
  let db: Pool;
  let alice: RegisteredUser;

  const play = (user: RegisteredUser) =>
    gql<{ playComputer: { id: string } }>(app, PLAY, {
      token: user.token,
      variables: { input: { preset: 'claim', players: 2, level: 'easy' } },
    });

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_COMPUTER_THREADS: '1', CLAIM_COMPUTER_SWEEP: '0' } });
    db = new Pool({ connectionString: app.database.url, max: 2 });
    // An idle connection PostgreSQL ends (57P01) is the pool's to replace, not an unhandled 'error' that fails the run.
    db.on('error', () => undefined);
    alice = await registerUser(app);
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it(`starts at most ${COMPUTER_MATCH_CAP} at once, however many requests arrive together`, async () => {
    const answers = await Promise.all(Array.from({ length: COMPUTER_MATCH_CAP + 4 }, () => play(alice)));
    const started = answers.filter((a) => a.data?.playComputer.id);
    const refused = answers.filter((a) => a.errors);
    expect(started).toHaveLength(COMPUTER_MATCH_CAP);
    expect(refused.map((a) => a.errors?.[0].extensions)).toEqual(
      Array.from({ length: 4 }, () => ({ code: 'CONFLICT', reason: 'TOO_MANY_COMPUTER_MATCHES' })),
    );
    // REST says the same (409); another account is not affected.
    const viaRest = await rest(app, alice.token)
      .post('/api/computer-matches', { preset: 'claim', players: 2, level: 'easy' })
      .expect(409);
    expect(viaRest.body).toMatchObject({ code: 'CONFLICT', reason: 'TOO_MANY_COMPUTER_MATCHES' });
    const bob = await registerUser(app);
    expect((await play(bob)).data?.playComputer.id).toEqual(expect.any(String));

    // A finished one makes room.
    const first = started[0].data!.playComputer.id;
    await afterComputer(app, alice, first);
    expect(
      (
        await gql(app, 'mutation($id: ID!) { resign(matchId: $id) { status } }', {
          token: alice.token,
          variables: { id: first },
        })
      ).errors,
    ).toBeUndefined();
    expect((await play(alice)).data?.playComputer.id).toEqual(expect.any(String));
  });

  it('ends an untimed match the person left for the idle time as their resignation, by the server', async () => {
    const carol = await registerUser(app);
    const dave = await registerUser(app);
    const left = (await play(carol)).data!.playComputer.id;
    const fresh = (await play(carol)).data!.playComputer.id;
    await afterComputer(app, carol, left);
    await afterComputer(app, carol, fresh);
    // Between people, an untimed match waits as long as they like.
    const people = await startCorrespondenceMatch(app, [carol, dave], null);
    const sweeper = app.app.get(ComputerIdleSweeper);
    expect(await sweeper.endIdle()).toBe(0);

    // 15 days without a move by carol in `left` and in the match against dave; `fresh` is as it was.
    // Each time computed here and written as a value: Citus (npm run test:citus) refuses `due_since - interval …` in an
    // UPDATE of a distributed table (a STABLE function with a column reference).
    const turns = await db.query<{ match_id: string; seat: number; due_since: Date }>(
      'SELECT match_id, seat, due_since FROM match_turns WHERE match_id = ANY($1::uuid[])',
      [[left, people]],
    );
    for (const turn of turns.rows)
      await db.query(
        'UPDATE match_turns SET due_since = $3::timestamptz WHERE match_id = $1::uuid AND seat = $2::int',
        [turn.match_id, turn.seat, new Date(turn.due_since.getTime() - 15 * 86_400_000).toISOString()],
      );
    expect(await sweeper.endIdle()).toBe(1);
    expect(await sweeper.endIdle()).toBe(0);
    expect((await statusOf(app, carol.token, left)).status).toBe('finished');
    expect((await statusOf(app, carol.token, fresh)).status).toBe('running');
    expect((await statusOf(app, carol.token, people)).status).toBe('running');
    const events = await gql<{
      matchEvents: { type: string; seat: number | null; actorUserId: string | null; requestId: string | null }[];
    }>(app, EVENTS, { token: carol.token, variables: { id: left } });
    expect(events.data!.matchEvents.at(-1)).toEqual({
      type: 'resigned',
      seat: 0,
      actorUserId: null,
      requestId: 'idle-end',
    });
  });
});
