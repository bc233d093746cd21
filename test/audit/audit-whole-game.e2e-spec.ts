import { seededChooser } from '../../src/engine';
import { auditCommand } from '../../src/cli/audit-command';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { fetchMatch, legalMovesOf, rules, sendMove, startMatch } from '../matches/match-support';

interface Played {
  status: string;
  version: number;
  headHash: string;
  table: { toAct: { seat: number } | null };
}

/**
 * The operator's audit of a stored match (`claim audit --match ID`, docs/auditing.md) on a whole game played
 * through the API. `npm run test:citus` runs this suite on a Citus cluster, where the events sit on the match's
 * shard: the audit must read them back and verify them as on one PostgreSQL (the audit suite's tampering tests
 * stay on one PostgreSQL: their UPDATEs with `to_jsonb` and timestamp arithmetic are ones Citus refuses).
 */
describe('claim audit on a whole game played through the API', () => {
  let app: TestApp;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    players = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    [2, 'claim'],
    [4, 'gnomes,giants,seers,dragons,werewolves,undead,doppelgangers'],
  ])('verifies a finished %i-player match (%s), event by event, with the head the players saw', async (n, preset) => {
    const seated = players.slice(0, n);
    const matchId = await startMatch(app, seated, rules(preset, [], n));
    const choose = seededChooser(n);
    const fields = 'status version headHash table { toAct { seat } }';
    let match = (await fetchMatch<Played>(app, seated[0].token, matchId, fields)).data!.match;
    for (let guard = 0; guard < 400 && match.status === 'running'; guard++) {
      const seat = match.table.toAct!.seat;
      const moves = await legalMovesOf(app, seated[seat].token, matchId);
      const sent = await sendMove(app, seated[seat].token, matchId, moves[choose(moves.length)], match.version);
      expect(sent.errors).toBeUndefined();
      match = (await fetchMatch<Played>(app, seated[0].token, matchId, fields)).data!.match;
    }
    expect(match.status).toBe('finished');

    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const audit = await auditCommand(matchId);
      expect(audit.exitCode).toBe(0);
      expect(JSON.parse(audit.stdout)).toMatchObject({
        ok: true,
        eventsChecked: match.version + 1,
        headHash: match.headHash,
      });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    const verified = await gql<{ verifyMatch: { ok: boolean; eventsChecked: number } }>(
      app,
      'query($id: ID!) { verifyMatch(id: $id) { ok eventsChecked } }',
      { token: seated[1].token, variables: { id: matchId } },
    );
    expect(verified.data!.verifyMatch).toEqual({ ok: true, eventsChecked: match.version + 1 });
  });
});
