import { Pool } from 'pg';
import type { Move } from '../../src/engine';
import { legalMoves, seatToAct, seededChooser } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { rules } from '../matches/match-support';

const PAIRS = 1000;
const MATCHES = 25; // played at the same time, so pairs of different matches also meet in group commits

const PLAY =
  'mutation($m: ID!, $c: String!, $v: Int!, $k: String) { playCard(matchId: $m, card: $c, expectedVersion: $v, idempotencyKey: $k) { version headHash } }';
const DECIDE =
  'mutation($m: ID!, $d: DecisionInput!, $v: Int!, $k: String) { decide(matchId: $m, decision: $d, expectedVersion: $v, idempotencyKey: $k) { version headHash } }';

function request(
  matchId: string,
  move: Move,
  version: number,
  key: string | null,
): { query: string; variables: Record<string, unknown> } {
  const { seat: _seat, ...rest } = move;
  if ('play' in rest) return { query: PLAY, variables: { m: matchId, c: rest.play, v: version, k: key } };
  const decision = 'vampire' in rest ? { vampire: { activate: rest.vampire.activate, bury: rest.vampire.bury } } : rest;
  return { query: DECIDE, variables: { m: matchId, d: decision, v: version, k: key } };
}

/**
 * 1,000 pairs of concurrent identical moves. Each move of 25 matches played at once is sent twice at the
 * same moment, through two server instances on one database; for half of the pairs both copies carry
 * the same idempotency key. Exactly one copy is played each time: the other gets VERSION_CONFLICT, or
 * with a key the first copy's answer. Afterwards every match has seqs 0…n without gaps or duplicates,
 * each pair left exactly one event, and every match verifies (hash chain and replay).
 */
describe('Races: concurrent identical moves', () => {
  let one: TestApp;
  let two: TestApp;
  let players: RegisteredUser[];
  let db: Pool;

  beforeAll(async () => {
    // CLAIM_RACES_CITUS_BATCH=shard runs both instances with group commit per shard on Citus (docs/SCALING.md).
    const batch = process.env.CLAIM_RACES_CITUS_BATCH;
    const env = batch ? { MATCH_WRITE_CITUS_BATCH: batch } : {};
    one = await startTestApp({ env });
    two = await startTestApp({ database: one.database, jwt: one.config.jwt, env });
    players = await Promise.all([registerUser(one), registerUser(one)]);
    db = new Pool({ connectionString: one.database.url, max: 4 });
    // An idle connection PostgreSQL ends (57P01) is the pool's to replace, not an unhandled 'error' that fails the run.
    db.on('error', () => undefined);
  });
  afterAll(async () => {
    await db.end();
    await two.close();
    await one.close();
  });

  it(`plays exactly one of each of ${PAIRS} pairs`, async () => {
    const service = one.app.get(MatchesService);
    const ids = await Promise.all(Array.from({ length: MATCHES }, () => service.start(rules('claim2'), players, null)));
    const outcomes = { conflicts: 0, idempotent: 0, bothFailed: 0 };
    const problems: string[] = [];
    let pairs = 0;
    await Promise.all(
      ids.map(async (matchId, m) => {
        const choose = seededChooser(m + 1);
        while (pairs < PAIRS) {
          const runtime = await service.load(matchId);
          const seat = seatToAct(runtime.state);
          if (seat === null) return;
          const options = legalMoves(runtime.state, seat);
          const pair = pairs++;
          const key = pair % 2 === 0 ? `race-${pair}` : null;
          const { query, variables } = request(matchId, options[choose(options.length)], runtime.version, key);
          const token = players[seat].token;
          const [a, b] = await Promise.all(
            [one, two].map((app) =>
              gql<Record<string, { version: number; headHash: string }>>(app, query, { token, variables }),
            ),
          );
          const oks = [a, b].filter((r) => !r.errors);
          const codes = [a, b].flatMap((r) => (r.errors ?? []).map((e) => e.extensions?.code));
          if (key === null) {
            if (oks.length !== 1 || codes.join() !== 'VERSION_CONFLICT')
              problems.push(`pair ${pair}: ${JSON.stringify([a, b])}`);
            else outcomes.conflicts++;
          } else if (oks.length === 2 && JSON.stringify(a.data) === JSON.stringify(b.data)) {
            outcomes.idempotent++;
          } else if (oks.length === 1 && codes.join() === 'VERSION_CONFLICT') {
            // The second copy arrived after the first had committed and checked the version before its key.
            outcomes.conflicts++;
          } else {
            problems.push(`pair ${pair} (key): ${JSON.stringify([a, b])}`);
          }
          if (oks.length === 0) outcomes.bothFailed++;
          const { rows } = await db.query(
            'SELECT count(*)::int AS n FROM match_events WHERE match_id = $1 AND seq = $2',
            [matchId, runtime.version + 1],
          );
          if (rows[0].n !== 1) problems.push(`pair ${pair}: ${rows[0].n} events at seq ${runtime.version + 1}`);
        }
      }),
    );
    expect(problems).toEqual([]);
    expect(pairs).toBeGreaterThanOrEqual(PAIRS);
    expect(outcomes.bothFailed).toBe(0);
    for (const matchId of ids) {
      const { rows } = await db.query<{ seq: number }>(
        'SELECT seq FROM match_events WHERE match_id = $1 ORDER BY seq',
        [matchId],
      );
      const head = await db.query<{ version: number }>('SELECT version FROM matches WHERE id = $1', [matchId]);
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: head.rows[0].version + 1 }, (_, i) => i));
      const report = await gql<{ verifyMatch: { ok: boolean } }>(
        one,
        'query($id: ID!) { verifyMatch(id: $id) { ok } }',
        { token: players[0].token, variables: { id: matchId } },
      );
      expect(report.data?.verifyMatch.ok).toBe(true);
    }
    process.stdout.write(
      `races: ${pairs} pairs; ${outcomes.conflicts} answered VERSION_CONFLICT, ${outcomes.idempotent} answered twice with the first result\n`,
    );
  });
});
