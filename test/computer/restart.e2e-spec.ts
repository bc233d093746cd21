import { ComputerPlayerService } from '../../src/computer/computer-player.service';
import { MatchesService } from '../../src/matches/matches.service';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { legalMovesOf, sendMove } from '../matches/match-support';

const SECRET = 'computer-restart-test-secret-0123456789abcdef';

/**
 * A computer turn pending when the server stops is played after it starts again: the turn is a row of
 * match_turns (committed with the event that made it due), and the computer's sweep at start finds it.
 * The first server plays for no computer seat (CLAIM_COMPUTER_THREADS=0), so its computer turn is
 * certainly still pending when it stops.
 */
describe('the computer after a restart (issue 17)', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  async function start(threads: number): Promise<TestApp> {
    const app = await startTestApp({
      database,
      jwt: { secret: SECRET },
      env: { CLAIM_COMPUTER_THREADS: String(threads), CLAIM_COMPUTER_SWEEP: '0' },
    });
    apps.push(app);
    return app;
  }

  it('takes the turn it owed before the restart, through the normal write path', async () => {
    const first = await start(0);
    const alice = await registerUser(first);
    const started = await gql<{ playComputer: { id: string; version: number } }>(
      first,
      'mutation($i: PlayComputerInput!) { playComputer(input: $i) { id version } }',
      { token: alice.token, variables: { i: { preset: 'claim', level: 'hard', daysPerMove: 3 } } },
    );
    const matchId = started.data!.playComputer.id;
    // Alice plays until the computer is due (at once if it leads).
    let version = started.data!.playComputer.version;
    for (let moves = await legalMovesOf(first, alice.token, matchId); moves.length > 0;) {
      await sendMove(first, alice.token, matchId, moves[0], version);
      version++;
      moves = await legalMovesOf(first, alice.token, matchId);
    }
    const owed = version;
    await first.app.get(ComputerPlayerService).settled();
    expect((await first.app.get(MatchesService).load(matchId)).version).toBe(owed);
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await start(1);
    await second.app.get(ComputerPlayerService).settled();
    const runtime = await second.app.get(MatchesService).load(matchId);
    expect(runtime.version).toBeGreaterThan(owed);
    const computer = runtime.header.seats[1];
    expect(computer).toMatchObject({ username: 'computer.hard', isBot: true });
    const taken = runtime.events[owed + 1];
    expect([taken.type, taken.actorUserId, taken.requestId]).toEqual(['move', computer.userId, 'computer.hard']);
    // It stops where Alice is due again.
    expect((await legalMovesOf(second, alice.token, matchId)).length).toBeGreaterThan(0);
  });
});
