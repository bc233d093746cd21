import { legalMoves, seatToAct } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { registerUser } from '../support/graphql-http';
import { connectWs } from '../support/graphql-ws';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch } from '../matches/match-support';

/**
 * A subscription opened with a session JWT ends when that JWT expires: its next message is an
 * UNAUTHENTICATED error instead of the update (StreamCredentials), as for a revoked API token.
 */
describe('a session that expires while its subscription is open', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ jwt: { expiresInSeconds: 2 } });
  });
  afterAll(async () => app.close());

  it('gets UNAUTHENTICATED as the next message after its JWT expired, not the update', async () => {
    const issuedAt = Date.now();
    const [ann, ben] = [await registerUser(app), await registerUser(app)];
    const matchId = await startMatch(app, [ann, ben]);
    const matches = app.app.get(MatchesService);
    const playOne = async (): Promise<void> => {
      const runtime = await matches.load(matchId);
      const seat = seatToAct(runtime.state)!;
      const { seat: _seat, ...move } = legalMoves(runtime.state, seat)[0];
      await matches.move([ann, ben][seat], matchId, move, runtime.version);
    };

    const ws = connectWs(app, { token: ann.token });
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
      await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + 3200 - Date.now())));
      await playOne();
      await until(() => errors.length > 0);
      expect(updates).toEqual([1]);
      expect(errors).toEqual(['UNAUTHENTICATED']);
    } finally {
      await ws.dispose();
    }
  });
});
