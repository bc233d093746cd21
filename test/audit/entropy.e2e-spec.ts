import { contribution, derived, sha256 } from './entropy-support';
import { Client } from 'pg';
import { verifyCommand } from '../../src/cli/commands';
import type { Move } from '../../src/engine';
import { legalMoves, seatToAct, seededChooser, verifyRecord } from '../../src/engine';
import { MatchesService } from '../../src/matches/matches.service';
import { parseMoveCommand } from '../../src/matches/write/move-command';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { restCall } from '../support/rest-call';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch } from '../matches/match-support';

/**
 * A deal no one can choose (issue 33, docs/auditing.md): the seats' entropy contributions and the server
 * seed a lobby or challenge committed to beforehand derive the match seed; verifyMatch, the REST verify,
 * `claim verify` and importMatch check the derivation. Real PostgreSQL and HTTP throughout.
 */

const LOBBY = 'id status seedCommitment matchId seats { seat username }';
const ENTROPY = 'entropy { serverSeedCommitment contributions serverSeed }';
const MATCH = `id status seed seedCommitment ${ENTROPY} table { hand }`;
const VERIFY = 'query($id: ID!) { verifyMatch(id: $id) { ok firstBadSeq reason } }';

interface MatchShape {
  id: string;
  status: string;
  seed: string | null;
  seedCommitment: string;
  entropy: { serverSeedCommitment: string; contributions: (string | null)[]; serverSeed: string | null } | null;
  table: { hand: string[] };
}

interface LobbyShape {
  id: string;
  status: string;
  seedCommitment: string | null;
  matchId: string | null;
  seats: { seat: number; username: string }[];
}

describe('Seat entropy: a deal no one can choose', () => {
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

  async function openLobby(entropy: string | null): Promise<LobbyShape> {
    const created = await gql<{ createLobby: LobbyShape }>(
      app,
      `mutation($i: CreateLobbyInput!) { createLobby(input: $i) { ${LOBBY} } }`,
      { token: alice.token, variables: { i: { preset: 'claim', entropy } } },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.createLobby;
  }

  async function join(lobbyId: string, entropy: string | null, user = bob) {
    return gql<{ joinLobby: LobbyShape }>(
      app,
      `mutation($id: ID!, $e: String) { joinLobby(id: $id, entropy: $e) { ${LOBBY} } }`,
      { token: user.token, variables: { id: lobbyId, e: entropy } },
    );
  }

  async function matchAs(user: RegisteredUser | null, id: string): Promise<MatchShape> {
    const response = await gql<{ match: MatchShape }>(app, `query($id: ID!) { match(id: $id) { ${MATCH} } }`, {
      token: user?.token,
      variables: { id },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.match;
  }

  /** Plays seeded random legal moves through the service to the end: a record `claim verify` accepts is finished. */
  async function playThrough(matchId: string, players: RegisteredUser[]): Promise<void> {
    const service = app.app.get(MatchesService);
    const choose = seededChooser(33);
    for (;;) {
      const runtime = await service.load(matchId);
      if (runtime.status !== 'running') return;
      const seat = seatToAct(runtime.state)!;
      const options = legalMoves(runtime.state, seat);
      const { seat: _seat, ...input } = options[choose(options.length)] as Move & Record<string, unknown>;
      await service.move({
        caller: players[seat],
        matchId,
        command: parseMoveCommand(input),
        expectedVersion: runtime.version,
      });
    }
  }

  async function resign(user: RegisteredUser, matchId: string): Promise<void> {
    const response = await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { id } }', {
      token: user.token,
      variables: { m: matchId },
    });
    expect(response.errors).toBeUndefined();
  }

  async function exportRecord(matchId: string): Promise<Record<string, unknown>> {
    const response = await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
      token: alice.token,
      variables: { id: matchId },
    });
    expect(response.errors).toBeUndefined();
    return JSON.parse(response.data!.exportMatch) as Record<string, unknown>;
  }

  async function serverSeedOfLobby(lobbyId: string): Promise<string> {
    return (await db.query<{ s: string }>('SELECT server_seed AS s FROM lobbies WHERE id = $1', [lobbyId])).rows[0].s;
  }

  it('the lobby commits to the server seed before anyone contributes; the seed is derived from it and every contribution', async () => {
    const [a, b] = [contribution(), contribution()];
    const lobby = await openLobby(a);
    expect(lobby.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const joined = (await join(lobby.id, b)).data!.joinLobby;
    expect(joined.status).toBe('started');
    const running = await matchAs(alice, joined.matchId!);
    expect(running.entropy).toEqual({
      serverSeedCommitment: lobby.seedCommitment,
      contributions: [a, b],
      serverSeed: null,
    });
    await playThrough(running.id, [alice, bob]);
    const over = await matchAs(carol, running.id);
    expect(sha256(Buffer.from(over.entropy!.serverSeed!, 'hex'))).toBe(lobby.seedCommitment);
    expect(over.seed).toBe(derived(over.entropy!.serverSeed!, [a, b]));
    expect(sha256(Buffer.from(over.seed!, 'hex'))).toBe(over.seedCommitment);

    // verifyMatch (GraphQL), the REST verify, and `claim verify` with the lobby's commitment all accept it.
    const report = await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, {
      token: carol.token,
      variables: { id: over.id },
    });
    expect(report.data!.verifyMatch.ok).toBe(true);
    const rest = await restCall(app, 'get', `/api/matches/${over.id}/verify`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ ok: true });
    const record = await exportRecord(over.id);
    expect(record.entropy).toEqual({ serverSeed: over.entropy!.serverSeed, contributions: [a, b] });
    expect(verifyCommand(record, lobby.seedCommitment!).exitCode).toBe(0);
    expect(verifyCommand(record, over.seedCommitment).exitCode).toBe(0);
    expect(verifyCommand(record, 'f'.repeat(64)).exitCode).not.toBe(0);
  });

  it('a contribution changes the deal: the same server seed with another contribution deals other hands, with the same one the same hands', async () => {
    const a = contribution();
    const lobbies = [await openLobby(a), await openLobby(a), await openLobby(a)];
    // One server seed for all three (set in the database), so only the contributions differ.
    const serverSeed = await serverSeedOfLobby(lobbies[0].id);
    await db.query('UPDATE lobbies SET server_seed = $1 WHERE id = ANY($2::uuid[])', [
      serverSeed,
      lobbies.map((l) => l.id),
    ]);
    const b = contribution();
    const other = contribution();
    const matches: MatchShape[] = [];
    for (const [lobby, entropy] of [
      [lobbies[0], b],
      [lobbies[1], other],
      [lobbies[2], b],
    ] as const) {
      const joined = (await join(lobby.id, entropy)).data!.joinLobby;
      matches.push(await matchAs(alice, joined.matchId!));
    }
    // 13 of 60 cards in dealing order: two independent seeds deal the same hand with negligible chance.
    expect(matches[1].table.hand).not.toEqual(matches[0].table.hand);
    expect(matches[2].table.hand).toEqual(matches[0].table.hand);
    const bobs = await Promise.all(matches.map((m) => matchAs(bob, m.id)));
    expect(bobs[2].table.hand).toEqual(bobs[0].table.hand);
    expect(matches[1].seedCommitment).not.toBe(matches[0].seedCommitment);
    expect(matches[2].seedCommitment).toBe(matches[0].seedCommitment);
  });

  it('a seat may send nothing (null in its place), and a challenge collects the challenger’s and the acceptor’s', async () => {
    const lobby = await openLobby(null);
    const b = contribution();
    const joined = (await join(lobby.id, b)).data!.joinLobby;
    expect((await matchAs(bob, joined.matchId!)).entropy!.contributions).toEqual([null, b]);

    const [x, y] = [contribution(), contribution()];
    const sent = await restCall(app, 'post', '/api/challenges', alice.token, {
      username: carol.username,
      preset: 'claim',
      entropy: x,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const accepted = await restCall(app, 'post', `/api/challenges/${sent.body.id}/accept`, carol.token, { entropy: y });
    expect(accepted.status).toBe(200);
    const match = await matchAs(carol, accepted.body.matchId);
    expect(match.entropy).toEqual({
      serverSeedCommitment: sent.body.seedCommitment,
      contributions: [x, y],
      serverSeed: null,
    });
    await resign(alice, match.id);
    const over = await matchAs(alice, match.id);
    expect(over.seed).toBe(derived(over.entropy!.serverSeed!, [x, y]));
  });

  it('a malformed contribution is refused with BAD_USER_INPUT on `entropy`, and nothing changes', async () => {
    const lobby = await openLobby(contribution());
    for (const bad of ['xyz', 'A'.repeat(64), 'ab'.repeat(33), 'ab'.repeat(31)]) {
      const refused = await join(lobby.id, bad);
      expect(refused.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { entropy: [expect.any(String)] },
      });
      const rest = await restCall(app, 'post', `/api/lobbies/${lobby.id}/join`, bob.token, { entropy: bad });
      expect(rest.status).toBe(400);
      expect(rest.body.code).toBe('BAD_USER_INPUT');
    }
    const after = await gql<{ lobby: LobbyShape }>(app, `query($id: ID!) { lobby(id: $id) { ${LOBBY} } }`, {
      token: alice.token,
      variables: { id: lobby.id },
    });
    expect(after.data!.lobby).toMatchObject({ status: 'open', seats: [{ seat: 0, username: alice.username }] });
    const created = await gql(app, `mutation($i: CreateLobbyInput!) { createLobby(input: $i) { id } }`, {
      token: carol.token,
      variables: { i: { preset: 'claim', entropy: 'not hex' } },
    });
    expect(created.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // A challenge answered with a malformed contribution stays pending.
    const sent = await restCall(app, 'post', '/api/challenges', alice.token, {
      username: carol.username,
      preset: 'claim',
    });
    const refusedAccept = await gql(
      app,
      'mutation($id: ID!, $e: String) { acceptChallenge(id: $id, entropy: $e) { id } }',
      {
        token: carol.token,
        variables: { id: sent.body.id, e: 'zz'.repeat(32) },
      },
    );
    expect(refusedAccept.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { entropy: [expect.any(String)] },
    });
    const still = await db.query<{ status: string; match_id: string | null }>(
      'SELECT status::text, match_id FROM challenges WHERE id = $1',
      [sent.body.id],
    );
    expect(still.rows[0]).toEqual({ status: 'pending', match_id: null });
    const computer = await gql(app, `mutation($i: PlayComputerInput!) { playComputer(input: $i) { id } }`, {
      token: carol.token,
      variables: { i: { preset: 'claim', level: 'easy', entropy: contribution() } },
    });
    expect(computer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { entropy: [expect.any(String)] },
    });
  });

  it('a wrong reveal is refused: a record whose server seed or contribution does not derive its seed fails with ENTROPY_MISMATCH, and is not imported', async () => {
    const lobby = await openLobby(contribution());
    const joined = (await join(lobby.id, contribution())).data!.joinLobby;
    await playThrough(joined.matchId!, [alice, bob]);
    const record = await exportRecord(joined.matchId!);
    const entropy = record.entropy as { serverSeed: string; contributions: string[] };
    const forged = [
      { ...record, entropy: { ...entropy, serverSeed: contribution() } },
      { ...record, entropy: { ...entropy, contributions: [entropy.contributions[0], contribution()] } },
      { ...record, entropy: { ...entropy, contributions: [entropy.contributions[1], entropy.contributions[0]] } },
      { ...record, entropy: { ...entropy, contributions: [entropy.contributions[0], null] } },
    ];
    const before = (await db.query<{ n: string }>('SELECT count(*) AS n FROM matches')).rows[0].n;
    for (const bad of forged) {
      const cli = verifyCommand(bad);
      expect(cli.exitCode).not.toBe(0);
      expect(JSON.parse(cli.stdout)).toMatchObject({ error: { code: 'ENTROPY_MISMATCH' } });
      const v = verifyRecord(bad);
      expect(!v.ok && v.error.code).toBe('ENTROPY_MISMATCH');
      const imported = await gql(app, 'mutation($r: String!) { importMatch(record: $r) { id } }', {
        token: bob.token,
        variables: { r: JSON.stringify(bad) },
      });
      expect(imported.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(JSON.stringify(imported.errors?.[0].extensions)).toContain('ENTROPY_MISMATCH');
    }
    expect((await db.query<{ n: string }>('SELECT count(*) AS n FROM matches')).rows[0].n).toBe(before);
    // The honest record imports, and the imported match verifies with its entropy.
    const imported = await gql<{ importMatch: { id: string } }>(
      app,
      'mutation($r: String!) { importMatch(record: $r) { id } }',
      {
        token: bob.token,
        variables: { r: JSON.stringify(record) },
      },
    );
    expect(imported.errors).toBeUndefined();
    const report = await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, {
      token: bob.token,
      variables: { id: imported.data!.importMatch.id },
    });
    expect(report.data!.verifyMatch.ok).toBe(true);
  });

  it.each([
    [
      'server seed',
      `UPDATE matches SET entropy = jsonb_set(entropy, '{serverSeed}', to_jsonb(repeat('0', 64))) WHERE id = $1`,
    ],
    [
      'a contribution',
      `UPDATE matches SET entropy = jsonb_set(entropy, '{contributions,1}', to_jsonb(repeat('1', 64))) WHERE id = $1`,
    ],
    ['entropy removed', `UPDATE matches SET entropy = NULL WHERE id = $1`],
  ])('a stored match whose %s was changed fails verifyMatch', async (_what, sql) => {
    const lobby = await openLobby(contribution());
    const joined = (await join(lobby.id, contribution())).data!.joinLobby;
    await resign(alice, joined.matchId!);
    await db.query(sql, [joined.matchId]);
    const report = await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number | null; reason: string } }>(
      app,
      VERIFY,
      {
        token: alice.token,
        variables: { id: joined.matchId },
      },
    );
    expect(report.data!.verifyMatch.ok).toBe(false);
    expect(report.data!.verifyMatch.firstBadSeq).toBe(0);
  });

  it('an old match verifies byte for byte: a lobby from before entropy starts a match without it, whose start event is as it always was', async () => {
    const lobby = await openLobby(contribution());
    await db.query('UPDATE lobbies SET server_seed = NULL WHERE id = $1', [lobby.id]);
    const joined = (await join(lobby.id, contribution())).data!.joinLobby;
    const match = await matchAs(alice, joined.matchId!);
    expect(match.entropy).toBeNull();
    const start = await db.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM match_events WHERE match_id = $1 AND seq = 0',
      [match.id],
    );
    expect(Object.keys(start.rows[0].payload).sort()).toEqual(
      ['chainFormat', 'edition', 'rules', 'seats', 'seedCommitment', 'timeControl'].sort(),
    );
    // And a match started by code (a tournament's, the computer's), with no entropy at all.
    const plain = await startMatch(app, [alice, bob]);
    for (const id of [match.id, plain]) {
      await playThrough(id, [alice, bob]);
      const report = await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, {
        token: alice.token,
        variables: { id },
      });
      expect(report.data!.verifyMatch.ok).toBe(true);
      const record = await exportRecord(id);
      expect(record).not.toHaveProperty('entropy');
      const over = await matchAs(alice, id);
      expect(verifyCommand(record, over.seedCommitment).exitCode).toBe(0);
    }
  });

  it('R9: while the match runs nobody gets the server seed or the seed, from any field, event or list; the contributions alone are public', async () => {
    const lobby = await openLobby(contribution());
    const joined = (await join(lobby.id, contribution())).data!.joinLobby;
    const id = joined.matchId!;
    const stored = await db.query<{ seed: string; entropy: { serverSeed: string } }>(
      'SELECT seed, entropy FROM matches WHERE id = $1',
      [id],
    );
    const secrets = [stored.rows[0].seed, stored.rows[0].entropy.serverSeed];
    const seen: string[] = [];
    for (const user of [alice, bob, carol, null]) {
      if (user) seen.push(JSON.stringify(await matchAs(user, id)));
      seen.push(
        JSON.stringify(
          await gql(app, 'query($m: ID!) { matchEvents(matchId: $m) { payload hash payloadHash } }', {
            token: user?.token,
            variables: { m: id },
          }),
        ),
      );
      seen.push(
        JSON.stringify(
          await gql(app, `query($id: ID!) { lobby(id: $id) { ${LOBBY} } }`, {
            token: user?.token,
            variables: { id: lobby.id },
          }),
        ),
      );
      seen.push(JSON.stringify((await restCall(app, 'get', `/api/matches/${id}`, user?.token)).body));
      seen.push(JSON.stringify((await restCall(app, 'get', `/api/lobbies/${lobby.id}`, user?.token)).body));
    }
    for (const user of [alice, bob])
      seen.push(
        (
          await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
            token: user.token,
            variables: { id },
          })
        ).data!.exportMatch,
      );
    const everything = seen.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // The start event publishes the commitment and the contributions, nothing more.
    const events = await gql<{ matchEvents: { payload: string }[] }>(
      app,
      'query($m: ID!) { matchEvents(matchId: $m) { payload } }',
      {
        token: carol.token,
        variables: { m: id },
      },
    );
    expect(Object.keys(JSON.parse(events.data!.matchEvents[0].payload).entropy as object).sort()).toEqual([
      'contributions',
      'serverSeedCommitment',
    ]);
  });
});
