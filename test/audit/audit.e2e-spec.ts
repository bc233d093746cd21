import { parseMoveCommand } from '../../src/matches/write/move-command';
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { MAX_IMPORTS_PER_USER } from '../../src/audit/audit.service';
import type { Move } from '../../src/engine';
import { legalMoves, seatToAct, seededChooser, verifyRecord } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { auditCommand } from '../../src/cli/audit-command';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { fetchMatch, rules, startMatch } from '../matches/match-support';
import type { PublishedEvent } from './chain-procedure';
import { EVENT_FIELDS, canonical, recomputeChain, sha256 } from './chain-procedure';

/** Plays random legal moves through the service until the match ends or `limit` moves were made. */
async function playThrough(app: TestApp, matchId: string, players: RegisteredUser[], limit = Infinity): Promise<void> {
  const service = app.app.get(MatchesService);
  const choose = seededChooser(11);
  for (let n = 0; n < limit; n++) {
    const runtime = await service.load(matchId);
    if (runtime.status !== 'running') return;
    const seat = seatToAct(runtime.state)!;
    const options = legalMoves(runtime.state, seat);
    const { seat: _seat, ...input } = options[choose(options.length)] as Move & Record<string, unknown>;
    await service.move({
      caller: players[seat],
      matchId: matchId,
      command: parseMoveCommand(input),
      expectedVersion: runtime.version,
    });
  }
}

const VERIFY = 'query($id: ID!) { verifyMatch(id: $id) { ok eventsChecked firstBadSeq reason headHash } }';

describe('Auditable histories', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let db: Client;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    db = new Client({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it('commits to the seed at the start and reveals it at the end (commit–reveal)', async () => {
    const id = await startMatch(app, [alice, bob], rules('claim2'));
    const running = (await fetchMatch<{ seed: string | null; seedCommitment: string }>(app, alice.token, id)).data!
      .match;
    expect(running.seed).toBeNull();
    expect(running.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    await playThrough(app, id, [alice, bob]);
    const finished = (await fetchMatch<{ seed: string; seedCommitment: string; headHash: string }>(app, bob.token, id))
      .data!.match;
    expect(createHash('sha256').update(Buffer.from(finished.seed, 'hex')).digest('hex')).toBe(running.seedCommitment);
    const report = (
      await gql<{ verifyMatch: { ok: boolean; headHash: string } }>(app, VERIFY, {
        token: carol.token,
        variables: { id },
      })
    ).data!.verifyMatch;
    expect(report).toMatchObject({ ok: true, headHash: finished.headHash });
  });

  it.each([
    [
      'payload',
      `UPDATE match_events SET payload = jsonb_set(payload, '{seat}', to_jsonb(1 - (payload->>'seat')::int)) WHERE match_id = $1 AND seq = 5`,
      5,
      /do not match its hash/,
    ],
    [
      'time',
      `UPDATE match_events SET created_at = created_at + interval '1 second' WHERE match_id = $1 AND seq = 7`,
      7,
      /do not match its hash/,
    ],
    [
      'actor',
      `UPDATE match_events SET actor_user_id = NULL WHERE match_id = $1 AND seq = 3`,
      3,
      /do not match its hash/,
    ],
    ['deletion', `DELETE FROM match_events WHERE match_id = $1 AND seq = 4`, 5, /expected event 4 here, found 5/],
    [
      'salt',
      `UPDATE match_events SET salt = repeat('0', 64) WHERE match_id = $1 AND seq = 6`,
      6,
      /do not match its hash/,
    ],
    [
      'salt removed (a fall back to chain format 1)',
      `UPDATE match_events SET salt = NULL WHERE match_id = $1 AND seq = 2`,
      2,
      /unsalted event in a salted chain/,
    ],
    [
      'malformed salt',
      `UPDATE match_events SET salt = 'x' || salt WHERE match_id = $1 AND seq = 8`,
      8,
      /64 hex digits/,
    ],
    [
      'start salted',
      `UPDATE match_events SET salt = repeat('1', 64) WHERE match_id = $1 AND seq = 0`,
      0,
      /start event is salted/,
    ],
  ] as [string, string, number, RegExp][])(
    'a changed event row (%s) is named by verifyMatch',
    async (_what, sql, badSeq, reason) => {
      const id = await startMatch(app, [alice, bob]);
      await playThrough(app, id, [alice, bob], 12);
      expect(
        (await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, { token: alice.token, variables: { id } })).data!
          .verifyMatch.ok,
      ).toBe(true);
      await db.query(sql, [id]);
      const report = (
        await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number; reason: string } }>(app, VERIFY, {
          token: alice.token,
          variables: { id },
        })
      ).data!.verifyMatch;
      expect(report.ok).toBe(false);
      expect(report.firstBadSeq).toBe(badSeq);
      expect(report.reason).toEqual(expect.stringMatching(reason));
    },
  );

  it('a player recomputes the whole hash chain from matchEvents alone (docs/auditing.md, chain format 2) and matches the head hash', async () => {
    const id = await startMatch(app, [alice, bob], rules('claim2'));
    await playThrough(app, id, [alice, bob]);
    const events = (
      await gql<{ matchEvents: PublishedEvent[] }>(
        app,
        `query($m: ID!) { matchEvents(matchId: $m) { ${EVENT_FIELDS} } }`,
        {
          token: alice.token,
          variables: { m: id },
        },
      )
    ).data!.matchEvents;
    expect(JSON.parse(events[0].payload!)).toMatchObject({ chainFormat: 2 });
    // Every event after the start is format 2, its salt public now that the match is over.
    for (const e of events.slice(1)) {
      expect(e.salt).toMatch(/^[0-9a-f]{64}$/);
      expect(e.payloadHash).toBe(sha256(e.salt! + canonical(JSON.parse(e.payload!))));
    }
    expect(new Set(events.slice(1).map((e) => e.salt)).size).toBe(events.length - 1);
    const verdict = recomputeChain(id, events);
    expect(verdict).toEqual({ problems: [], head: events[events.length - 1].hash, unchecked: [] });
    const head = (await fetchMatch<{ headHash: string }>(app, alice.token, id, 'headHash')).data!.match.headHash;
    expect(verdict.head).toBe(head);
  });

  it('npm run claim -- audit --match ID recomputes the same verdict from the database', async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob], 8);
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const good = await auditCommand(id);
      expect(good.exitCode).toBe(0);
      expect(JSON.parse(good.stdout)).toMatchObject({ ok: true, eventsChecked: 9 });
      await db.query(
        `UPDATE match_events SET payload = jsonb_set(payload, '{seat}', to_jsonb(1 - (payload->>'seat')::int)) WHERE match_id = $1 AND seq = 6`,
        [id],
      );
      const bad = await auditCommand(id);
      expect(bad.exitCode).toBe(1);
      expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, firstBadSeq: 6 });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });

  it('a changed seed is caught by the commitment', async () => {
    const id = await startMatch(app, [alice, bob]);
    await db.query(`UPDATE matches SET seed = repeat('ab', 32) WHERE id = $1`, [id]);
    const report = (
      await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number } }>(app, VERIFY, {
        token: alice.token,
        variables: { id },
      })
    ).data!.verifyMatch;
    expect(report).toMatchObject({ ok: false, firstBadSeq: 0 });
  });

  it('R10 exports a finished match as a record that verifies, and imports it as a read-only match', async () => {
    const id = await startMatch(
      app,
      [alice, bob],
      rules('goblins,knights,vampires,seers,werewolves', ['skeleton', 'cthulhu']),
    );
    await playThrough(app, id, [alice, bob]);
    const exported = (
      await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
        token: carol.token,
        variables: { id },
      })
    ).data!.exportMatch;
    const record = JSON.parse(exported);
    expect(record.seats).toEqual([alice.username, bob.username]);
    const verified = verifyRecord(record);
    expect(verified.ok).toBe(true);

    const imported = await gql<{ importMatch: { id: string; status: string; result: unknown } }>(
      app,
      'mutation($r: String!) { importMatch(record: $r) { id status result { winner factions { faction winner } } } }',
      { token: carol.token, variables: { r: exported } },
    );
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importMatch.status).toBe('finished');
    const original = (
      await fetchMatch<{ result: unknown }>(app, alice.token, id, 'result { winner factions { faction winner } }')
    ).data!.match.result;
    expect(imported.data!.importMatch.result).toEqual(original);
    const copy = imported.data!.importMatch.id;
    expect(
      (await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, { token: alice.token, variables: { id: copy } })).data!
        .verifyMatch.ok,
    ).toBe(true);
    // Read-only: nobody holds a seat in it.
    const move = await gql(
      app,
      'mutation($m: ID!) { playCard(matchId: $m, card: "goblins:0", expectedVersion: 0) { version } }',
      { token: carol.token, variables: { m: copy } },
    );
    expect(move.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('R10 marks imports as imported, holds seat names to what a name may be, and caps imports per account', async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob]);
    const exported = (
      await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
        token: alice.token,
        variables: { id },
      })
    ).data!.exportMatch;
    const importAs = (token: string, record: string) =>
      gql<{ importMatch: { id: string; imported: boolean; seats: { username: string }[] } }>(
        app,
        'mutation($r: String!) { importMatch(record: $r) { id imported seats { username } } }',
        { token, variables: { r: record } },
      );
    const dave = await registerUser(app);
    const copy = await importAs(dave.token, exported);
    expect(copy.data?.importMatch).toMatchObject({
      imported: true,
      seats: [{ username: alice.username }, { username: bob.username }],
    });
    expect((await fetchMatch<{ imported: boolean }>(app, alice.token, id, 'imported')).data!.match.imported).toBe(
      false,
    );

    for (const name of ['<img src=x onerror=alert(1)>', 'x'.repeat(5000), 'nul\u0000name', '', 'new\nline']) {
      const record = JSON.parse(exported);
      record.seats[1] = name;
      const refused = await importAs(dave.token, JSON.stringify(record));
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { 'record.seats': [expect.stringMatching(/^seat 1: /)] },
      });
    }

    // At most MAX_IMPORTS_PER_USER, also when sent at once.
    const eve = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: MAX_IMPORTS_PER_USER + 5 }, () => importAs(eve.token, exported)),
    );
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(MAX_IMPORTS_PER_USER);
    expect(new Set(results.flatMap((r) => r.errors?.map((e) => e.extensions?.reason) ?? []))).toEqual(
      new Set(['TOO_MANY_IMPORTS']),
    );
    const { rows } = await db.query('SELECT count(*)::int AS n FROM matches WHERE imported_by = $1', [eve.id]);
    expect(rows[0].n).toBe(MAX_IMPORTS_PER_USER);
  });

  it('R10 rejects an imported record with an illegal move, naming its index', async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob]);
    const record = JSON.parse(
      (
        await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
          token: alice.token,
          variables: { id },
        })
      ).data!.exportMatch,
    );
    record.moves[9] = { seat: record.moves[9].seat, play: 'hero:warlock' };
    const response = await gql(app, 'mutation($r: String!) { importMatch(record: $r) { id } }', {
      token: alice.token,
      variables: { r: JSON.stringify(record) },
    });
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { record: [expect.stringContaining('at move 9')] },
    });
  });

  it('before the end a player exports only their own redacted history, without the seed', async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob], 6);
    const partial = JSON.parse(
      (
        await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
          token: bob.token,
          variables: { id },
        })
      ).data!.exportMatch,
    );
    expect(partial).toMatchObject({ partial: true, moves: expect.any(Array) });
    expect(partial.seed).toBeUndefined();
    const outsider = await gql(app, 'query($id: ID!) { exportMatch(id: $id) }', {
      token: carol.token,
      variables: { id },
    });
    expect(outsider.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('time travel: matchAt shows a running match as the caller saw it then, a finished one in full', async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob], 4);
    const AT =
      'query($id: ID!, $v: Int!) { matchAt(id: $id, version: $v) { version table { hand revealed { hands } seats { handSize } } } }';
    const early = (
      await gql<{ matchAt: { version: number; table: { hand: string[]; revealed: unknown } } }>(app, AT, {
        token: alice.token,
        variables: { id, v: 2 },
      })
    ).data!.matchAt;
    expect(early.version).toBe(2);
    expect(early.table.revealed).toBeNull();
    expect(early.table.hand.length).toBeGreaterThan(0);
    await playThrough(app, id, [alice, bob]);
    const later = (
      await gql<{ matchAt: { table: { revealed: { hands: string[][] } } } }>(app, AT, {
        token: carol.token,
        variables: { id, v: 2 },
      })
    ).data!.matchAt;
    expect(later.table.revealed.hands).toHaveLength(2);
    expect(later.table.revealed.hands[0].length + later.table.revealed.hands[1].length).toBeGreaterThan(20);
  });

  it("every event records its actor and request id; only admins list a user's actions", async () => {
    const id = await startMatch(app, [alice, bob]);
    await playThrough(app, id, [alice, bob], 3);
    const { rows } = await db.query(
      'SELECT seq, actor_user_id, request_id FROM match_events WHERE match_id = $1 ORDER BY seq',
      [id],
    );
    expect(rows.slice(1).every((r) => r.actor_user_id === alice.id || r.actor_user_id === bob.id)).toBe(true);
    const QUERY = 'query($u: ID!) { userActions(userId: $u) { matchId seq type move } }';
    expect(
      (await gql(app, QUERY, { token: carol.token, variables: { u: alice.id } })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [carol.id]);
    const actions = await gql<{ userActions: { matchId: string; move: string | null }[] }>(app, QUERY, {
      token: carol.token,
      variables: { u: alice.id },
    });
    expect(actions.data!.userActions.some((a) => a.matchId === id)).toBe(true);
    expect(actions.data!.userActions.filter((a) => a.matchId === id).every((a) => a.move === null)).toBe(true);
  });
});
