import { runBot } from '../../examples/bot/bot';
import { ClaimClient } from '../../clients/typescript/src';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { createApiToken, rest } from './api-support';

/** A small seeded generator, so a failing game can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('examples/bot: two bots play a whole match through the public API', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob] = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => app.close());

  it.each([
    ['claim', 1],
    ['claim2', 2],
  ])('plays %s to the end (seed %i), each bot with its own personal token', async (preset, seed) => {
    // The match comes from a lobby, as a person would start one.
    const lobbyToken = (await createApiToken(app, alice.token, ['LOBBY'])).secret;
    const lobby = (await rest(app, lobbyToken).post('/api/lobbies', { preset }).expect(200)).body as { id: string };
    const joined = (await rest(app, bob.token).post(`/api/lobbies/${lobby.id}/join`).expect(200)).body as {
      matchId: string;
    };
    const matchId = joined.matchId;

    const botTokens = await Promise.all(
      [alice, bob].map(async (u) => (await createApiToken(app, u.token, ['MATCH_READ', 'MATCH_PLAY'], 'bot')).secret),
    );
    const logs: string[][] = [[], []];
    const results = await Promise.all(
      botTokens.map((token, i) =>
        runBot({
          baseUrl: app.baseUrl,
          token,
          // Bob's bot finds the match on its own; Alice's is told which.
          matchId: i === 0 ? matchId : undefined,
          random: mulberry32(seed * 10 + i),
          pollIntervalMs: 500,
          log: (line) => logs[i].push(line),
        }),
      ),
    );

    expect(results.map((r) => r.matchId)).toEqual([matchId, matchId]);
    expect(results.map((r) => r.seat)).toEqual([0, 1]);
    for (const result of results) {
      expect(result.match.status).toBe('finished');
      expect(result.moves).toBeGreaterThan(0);
    }
    expect(results[0].match.result).toEqual(results[1].match.result);
    const final = (await rest(app, alice.token).get(`/api/matches/${matchId}`).expect(200)).body as {
      version: number;
      status: string;
    };
    expect(final.status).toBe('finished');
    // Every event after the start is one of the bots' moves: none lost, none played twice.
    expect(results[0].moves + results[1].moves).toBe(final.version);
    expect(logs.flat().some((line) => line.includes('stream interrupted'))).toBe(false);
  });

  it('contributes entropy by default: the typed client opens a lobby with a contribution, the bot joins it with one and checks the match holds both', async () => {
    const aliceClient = new ClaimClient({
      baseUrl: app.baseUrl,
      token: (await createApiToken(app, alice.token, ['LOBBY', 'MATCH_READ', 'MATCH_PLAY'])).secret,
    });
    const lobby = await aliceClient.openLobby({ preset: 'claim' });
    expect(lobby.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const bobToken = (await createApiToken(app, bob.token, ['LOBBY', 'MATCH_READ', 'MATCH_PLAY'], 'bot')).secret;
    const logs: string[] = [];
    const [bobs] = await Promise.all([
      runBot({
        baseUrl: app.baseUrl,
        token: bobToken,
        joinLobby: lobby.id,
        random: mulberry32(7),
        pollIntervalMs: 500,
        log: (l) => logs.push(l),
      }),
      (async () => {
        // Alice plays the lobby's match with the typed client's bot loop once it starts. The lobby names its match
        // when the last seat is taken, and the match is created just after that commit (LobbiesService.join): wait
        // for the match itself too (on Citus the gap is long enough for a poll to fall in it).
        for (;;) {
          const mine = (await aliceClient.api.GET('/api/lobbies/{id}', { params: { path: { id: lobby.id } } })).data;
          const started =
            mine?.matchId &&
            (await aliceClient.api.GET('/api/matches/{id}', { params: { path: { id: mine.matchId } } })).response.ok;
          if (mine?.matchId && started)
            return runBot({
              baseUrl: app.baseUrl,
              token: (await createApiToken(app, alice.token, ['MATCH_READ', 'MATCH_PLAY'], 'bot')).secret,
              matchId: mine.matchId,
              random: mulberry32(8),
              pollIntervalMs: 500,
            });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
    ]);
    expect(bobs.match.status).toBe('finished');
    expect(logs.some((l) => l.includes('derived from the committed server seed and my contribution'))).toBe(true);
    const entropy = bobs.match.entropy!;
    expect(entropy.serverSeedCommitment).toBe(lobby.seedCommitment);
    expect(entropy.contributions).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(entropy.contributions[0]).not.toBe(entropy.contributions[1]);
    expect(entropy.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const verified = (await rest(app, alice.token).get(`/api/matches/${bobs.matchId}/verify`).expect(200)).body as {
      ok: boolean;
    };
    expect(verified.ok).toBe(true);
  });
});
