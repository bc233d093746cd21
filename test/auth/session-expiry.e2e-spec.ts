import { parseMoveCommand } from '../../src/matches/write/move-command';
import { legalMoves, seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs, wsFirstResult } from '../support/graphql-ws';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch } from '../matches/match-support';

/**
 * A subscription opened with a session JWT ends when that JWT expires (six-second JWTs: jsonwebtoken reads the wall clock, and a loaded machine needs seconds for the first update): its next message is an
 * UNAUTHENTICATED error instead of the update (StreamCredentials), as for a revoked API token.
 */
describe('a session that expires while its subscription is open', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ jwt: { expiresInSeconds: 6 } });
  });
  afterAll(async () => app.close());

  it('gets UNAUTHENTICATED as the next message after its JWT expired, not the update', async () => {
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const matchId = await startMatch(app, [ann, ben]);
    // A fresh JWT for the subscription: on a loaded machine registering and starting the match can take most
    // of the six seconds, and the first update must come while the JWT is still valid.
    const issuedAt = Date.now();
    const login = await gql<{ login: { accessToken: string } }>(
      app,
      'mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
      { variables: { i: { username: ann.username, password: ann.password } } },
    );
    const annToken = login.data!.login.accessToken;
    const matches = app.app.get(MatchesService);
    const playOne = async (): Promise<void> => {
      const runtime = await matches.load(matchId);
      const seat = seatToAct(runtime.state)!;
      const { seat: _seat, ...move } = legalMoves(runtime.state, seat)[0];
      await matches.move({
        caller: [ann, ben][seat],
        matchId: matchId,
        command: parseMoveCommand(move),
        expectedVersion: runtime.version,
      });
    };

    const ws = connectWs(app, { token: annToken });
    const updates: number[] = [];
    const errors: string[] = [];
    ws.subscribe<{ matchUpdated: { event: { seq: number } } }>(
      { query: 'subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq } } }', variables: { m: matchId } },
      {
        next: (m) => {
          if (m.data?.matchUpdated) updates.push(m.data.matchUpdated.event.seq);
          for (const e of m.errors ?? []) errors.push(String(e.extensions?.code));
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const until = async (done: () => boolean): Promise<void> => {
      for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    };
    try {
      await new Promise((r) => setTimeout(r, 300));
      await playOne();
      await until(() => updates.length > 0);
      expect(updates).toEqual([1]);
      // JWT expiry has a one-second resolution: wait until the token is surely past it.
      await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + 7200 - Date.now())));
      await playOne();
      await until(() => errors.length > 0);
      expect(updates).toEqual([1]);
      expect(errors).toEqual(['UNAUTHENTICATED']);
    } finally {
      await ws.dispose();
    }
  });

  it('refuses the next operation over an open connection, and over HTTP, once the JWT has expired', async () => {
    const issuedAt = Date.now();
    const ann = await registerUser(app);
    const ws = connectWs(app, { token: ann.token });
    const overWs = async (): Promise<unknown> =>
      (await wsFirstResult(ws, '{ me { id } }')).errors?.[0]?.extensions?.code;
    const overHttp = async (): Promise<unknown> =>
      (await gql(app, '{ me { id } }', { token: ann.token })).errors?.[0]?.extensions?.code;
    try {
      // Both have seen (and verified) this JWT before it expires, when the machine is quick enough.
      const [wsBefore, httpBefore] = [await overWs(), await overHttp()];
      if (Date.now() < issuedAt + 5000) expect([wsBefore, httpBefore]).toEqual([undefined, undefined]);
      await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + 7200 - Date.now())));
      expect(await overWs()).toBe('UNAUTHENTICATED');
      expect(await overHttp()).toBe('UNAUTHENTICATED');
    } finally {
      await ws.dispose();
    }
  });
});
