import type { Client } from 'graphql-ws';
import { seededChooser } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MATCH_FIELDS, fetchMatch, legalMovesOf, rules, sendMove, startMatch } from './match-support';

interface MatchShape {
  status: string;
  version: number;
  mySeat: number;
  seed: string | null;
  seedCommitment: string;
  result: { winner: number | null; factions: { faction: string; winner: number | null }[] } | null;
  table: { toAct: { seat: number; kind: string } | null; hand: string[] };
}

/** Collects every matchUpdated message a player receives, from the first move on. */
function subscribe(client: Client, matchId: string, into: { seq: number; version: number }[]): Promise<void> {
  return new Promise((resolve, reject) => {
    client.subscribe<{ matchUpdated: { event: { seq: number }; match: { version: number } } }>(
      {
        // after: 0, the version the match starts at: every event comes, however late the subscription starts.
        query: `subscription($m: ID!) { matchUpdated(matchId: $m, after: 0) { event { seq type } match { version status } } }`,
        variables: { m: matchId },
      },
      {
        next: (msg) => {
          if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
          else if (msg.data)
            into.push({ seq: msg.data.matchUpdated.event.seq, version: msg.data.matchUpdated.match.version });
        },
        error: reject,
        complete: resolve,
      },
    );
  });
}

describe('R3 a whole match through GraphQL', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let everyone: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    everyone = [await registerUser(app), await registerUser(app), await registerUser(app), await registerUser(app)];
    [alice, bob] = everyone;
  });
  afterAll(async () => app.close());

  it.each([
    ['claim', [], 2],
    ['claim2', [], 2],
    [
      'gnomes,giants,vampires,werewolves,shadows',
      ['skeleton', 'cthulhu', 'gelatinous-cube', 'warlock', 'mummy', 'lich-king'],
      2,
    ],
    ['goblins,knights,seers,vampires,dwarves,trolls,zombies', ['cthulhu', 'skeleton'], 3],
    ['gnomes,giants,seers,dragons,werewolves,undead,doppelgangers', ['mummy'], 4],
  ])(
    'R3/R8 plays %s %j with %i players to the end; every player gets every event and sees the same result',
    async (preset, heroes, players) => {
      const seated = everyone.slice(0, players);
      const matchId = await startMatch(app, seated, rules(preset, heroes, players));
      const clients = seated.map((u) => connectWs(app, { token: u.token }));
      const received: { seq: number; version: number }[][] = seated.map(() => []);
      const done = clients.map((c, i) => subscribe(c, matchId, received[i]));
      const tokens = seated.map((u) => u.token);
      const choose = seededChooser(7);
      let version = 0;
      for (let guard = 0; guard < 400; guard++) {
        const match = (await fetchMatch<MatchShape>(app, alice.token, matchId)).data!.match;
        if (match.status !== 'running') break;
        const seat = match.table.toAct!.seat;
        const moves = await legalMovesOf(app, tokens[seat], matchId);
        expect(moves.length).toBeGreaterThan(0);
        const sent = await sendMove(app, tokens[seat], matchId, moves[choose(moves.length)], version);
        expect(sent.errors).toBeUndefined();
        version++;
      }
      const finals = await Promise.all(
        tokens.map(async (t) => (await fetchMatch<MatchShape>(app, t, matchId)).data!.match),
      );
      expect(finals[0].status).toBe('finished');
      for (const other of finals.slice(1)) expect(other.result).toEqual(finals[0].result);
      expect(finals[0].seed).toMatch(/^[0-9a-f]{64}$/);
      await waitFor(() => received.every((r) => r.length === version));
      for (const r of received) expect(r.map((m) => m.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      await Promise.all(clients.map(async (c) => c.dispose()));
      await Promise.all(done.map((d) => d.catch(() => undefined)));
    },
  );

  it('rebuilds every match from the log alone to identical views', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const choose = seededChooser(3);
    for (let v = 0; v < 20; v++) {
      const seat = (await fetchMatch<MatchShape>(app, alice.token, matchId)).data!.match.table.toAct!.seat;
      const token = seat === 0 ? alice.token : bob.token;
      const moves = await legalMovesOf(app, token, matchId);
      await sendMove(app, token, matchId, moves[choose(moves.length)], v);
    }
    const before = await Promise.all([alice, bob].map((u) => fetchMatch(app, u.token, matchId, MATCH_FIELDS)));
    app.app.get(MatchesService).forgetCachedStates();
    const after = await Promise.all([alice, bob].map((u) => fetchMatch(app, u.token, matchId, MATCH_FIELDS)));
    expect(after).toEqual(before);
  });

  it("myMatches lists the caller's matches", async () => {
    const response = await gql<{ myMatches: { id: string }[] }>(app, '{ myMatches { id } }', { token: alice.token });
    expect(response.data!.myMatches.length).toBeGreaterThanOrEqual(4);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
