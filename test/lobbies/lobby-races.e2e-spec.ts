import { PrismaService } from '../../src/database/prisma.service';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { challenge, challengeAction, createLobby, dataOf, lobbyAction } from './lobby-support';

/**
 * Two server processes on one database starting many lobbies and challenges at once (docs/SCALING.md,
 * "Distributed deadlocks"). A join that fills a lobby inserts its seat and then updates the lobby; an accepted
 * challenge updates the challenge and appends its notice; each is one transaction writing reference tables with
 * foreign keys to each other and to `users`. On Citus two of them can be cancelled as a distributed deadlock; the
 * cancelled one runs again (retryOnConflict), so every request here must succeed. On one PostgreSQL they simply
 * run side by side. npm run test:citus runs this suite on a Citus cluster.
 */
describe('Lobbies and challenges from two server processes at once', () => {
  const PAIRS = 8;
  let app: TestApp;
  let second: TestApp;
  let owners: RegisteredUser[];
  let joiners: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp({ env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    second = await startTestApp({ database: app.database, jwt: app.config.jwt, env: { CLAIM_TIMEOUT_SWEEP: '0' } });
    owners = await Promise.all(Array.from({ length: PAIRS }, () => registerUser(app)));
    joiners = await Promise.all(Array.from({ length: PAIRS }, () => registerUser(app)));
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  const through = (i: number): TestApp => (i % 2 === 0 ? app : second);

  it(`${PAIRS} lobbies filled at once, half through each process: every join succeeds and every lobby starts one match`, async () => {
    const lobbies = await Promise.all(
      owners.map(
        async (owner, i) => dataOf(await createLobby(through(i + 1), owner.token, { preset: 'claim' })).createLobby,
      ),
    );
    const joined = await Promise.all(
      joiners.map(async (joiner, i) => dataOf(await lobbyAction(through(i), joiner.token, 'joinLobby', lobbies[i].id))),
    );
    for (const [i, { joinLobby }] of joined.entries()) {
      expect(joinLobby.status).toBe('started');
      expect(joinLobby.seats.map((s) => s.username)).toEqual([owners[i].username, joiners[i].username]);
      expect(joinLobby.matchId).not.toBeNull();
    }
    const prisma = app.app.get(PrismaService);
    const matchIds = joined.map(({ joinLobby }) => joinLobby.matchId!);
    expect(new Set(matchIds).size).toBe(PAIRS);
    expect(await prisma.match.count({ where: { id: { in: matchIds } } })).toBe(PAIRS);
  }, 240_000);

  it(`${PAIRS} challenges sent and accepted at once, half through each process: each accepted once, with its match`, async () => {
    const sent = await Promise.all(
      joiners.map(
        async (joiner, i) =>
          dataOf(await challenge(through(i), joiner.token, owners[i].username, { preset: 'claim' })).challenge,
      ),
    );
    const accepted = await Promise.all(
      owners.map(async (owner, i) =>
        dataOf(await challengeAction(through(i + 1), owner.token, 'acceptChallenge', sent[i].id)),
      ),
    );
    const matchIds = accepted.map(({ acceptChallenge }) => {
      expect(acceptChallenge.status).toBe('accepted');
      return acceptChallenge.matchId!;
    });
    expect(new Set(matchIds).size).toBe(PAIRS);
    expect(await app.app.get(PrismaService).match.count({ where: { id: { in: matchIds } } })).toBe(PAIRS);
  }, 240_000);
});
