import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import request from 'supertest';
import { createDatabaseIfMissing } from '../../src/database/database-bootstrap';
import { EmbeddedPostgres, generatePassword } from '../../src/database/embedded-postgres';
import { findFreePort } from '../../src/database/free-port';
import { applyMigrations } from '../../src/database/migrator';
import { gql, registerUser, RegisteredUser } from '../support/graphql-http';
import { startTestApp, TestApp } from '../support/test-app';
import { fetchMatch, legalMovesOf, sendMove, startMatch } from '../matches/match-support';

/**
 * The database goes away under a running server (its own embedded cluster, stopped and started again).
 * Whatever a client asks meanwhile gets SERVICE_UNAVAILABLE (REST 503) and changes nothing: not
 * UNAUTHENTICATED (the credential is fine, it just could not be checked) and not INTERNAL_SERVER_ERROR
 * (nothing is broken in the server). Once the database is back, the same requests work again.
 */
describe('Database outage: SERVICE_UNAVAILABLE, then recovery', () => {
  let dataDir: string;
  let cluster: EmbeddedPostgres;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'claim-outage-pg-'));
    cluster = new EmbeddedPostgres({ dataDir, port: await findFreePort(), user: 'claim', password: generatePassword(), durable: false });
    await cluster.start();
    await createDatabaseIfMissing(cluster.url('postgres'), 'claim');
    const url = cluster.url('claim');
    await applyMigrations(url);
    app = await startTestApp({ database: { name: 'claim', url, drop: async () => undefined } });
  });
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const codeOf = (response: { errors?: { extensions?: { code?: string } }[] }): string | undefined => response.errors?.[0]?.extensions?.code;

  it('answers SERVICE_UNAVAILABLE to a fresh session, a read, a move and REST while PostgreSQL is down; and the refused move is not in the log afterwards', async () => {
    const [ann, ben]: RegisteredUser[] = [await registerUser(app, 'outage_ann'), await registerUser(app, 'outage_ben')];
    // Signed up before the outage but never seen since: checking her token needs the users table.
    const cat = await registerUser(app, 'outage_cat');
    const matchId = await startMatch(app, [ann, ben]);
    const before = await fetchMatch<{ version: number; headHash: string }>(app, ann.token, matchId, 'version headHash');
    expect(before.data?.match.version).toBe(0);
    // legalMoves is empty for the seat not to act.
    const [move] = [...(await legalMovesOf(app, ann.token, matchId)), ...(await legalMovesOf(app, ben.token, matchId))];
    const mover = move.seat === 0 ? ann : ben;

    await cluster.stop('fast');
    try {
      expect(codeOf(await gql(app, '{ me { id } }', { token: cat.token }))).toBe('SERVICE_UNAVAILABLE');
      expect(codeOf(await fetchMatch(app, ann.token, matchId, 'version'))).toBe('SERVICE_UNAVAILABLE');
      expect(codeOf(await sendMove(app, mover.token, matchId, move, 0))).toBe('SERVICE_UNAVAILABLE');
      const rest = await request(app.baseUrl).get(`/api/matches/${matchId}`).set('authorization', `Bearer ${ann.token}`);
      expect(rest.status).toBe(503);
      expect(rest.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await cluster.start();
    }

    // Back: the same requests work (the pools reconnect by themselves), and the refused move was never written.
    let after = await fetchMatch<{ version: number; headHash: string }>(app, ann.token, matchId, 'version headHash');
    for (let tries = 0; tries < 50 && !after.data; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await fetchMatch(app, ann.token, matchId, 'version headHash');
    }
    expect(after.data?.match).toEqual(before.data?.match);
    expect((await gql<{ me: { id: string } }>(app, '{ me { id } }', { token: cat.token })).data?.me.id).toBe(cat.id);
    expect((await sendMove(app, mover.token, matchId, move, 0)).data).toEqual({ [move.kind === 'play' ? 'playCard' : 'decide']: { version: 1 } });
  });
});
