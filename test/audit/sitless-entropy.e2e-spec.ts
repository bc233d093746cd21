import { contribution, derived, sha256 } from './entropy-support';
import { Client } from 'pg';
import request from 'supertest';
import { ClaimClient } from '../../clients/typescript/src';
import { createApiToken } from '../api/api-support';
import { tournamentVerifyCommand } from '../../src/cli/tournament-command';
import { MatchesService } from '../../src/matches/matches.service';
import type { TournamentEvent } from '../../src/tournaments/core/log';
import { tournamentEventHash } from '../../src/tournaments/core/log';
import { GENESIS_HASH } from '../../src/matches/event-chain';
import { dataOf, errorOf } from '../lobbies/lobby-support';
import { playOut, start } from '../social/social-support';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';

/**
 * Entropy for matches started without a sit-down (issue 33, docs/auditing.md "Matches started without a
 * sit-down"): a tournament's committed master seed and its entrants' contributions, a group rematch's
 * committed server seed and its acceptances' contributions. Real PostgreSQL and HTTP; the derivations are
 * written here from the docs' text, not imported from the server.
 */

const hashHex = (hex: string): string => sha256(Buffer.from(hex, 'hex'));

const tableSeed = (master: string, round: number, board: number): string =>
  sha256(Buffer.concat([Buffer.from(master, 'hex'), Buffer.from(`claim-tournament-table${round}:${board}`, 'ascii')]));

const VERIFY = 'query($id: ID!) { verifyMatch(id: $id) { ok firstBadSeq reason } }';
const ENTROPY = 'entropy { serverSeedCommitment contributions }';

/** The events re-chained after an edit, so that only the edit (not the hash chain) can be what verify refuses. */
function rechained(events: TournamentEvent[]): string {
  let prev = GENESIS_HASH;
  return events
    .map((e) => {
      const hash = tournamentEventHash(prev, e);
      prev = hash;
      return JSON.stringify({ ...e, hash });
    })
    .join('\n');
}

describe('Entropy for matches started without a sit-down', () => {
  let app: TestApp;
  let db: Client;
  let organizer: RegisteredUser;
  let players: RegisteredUser[];

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app);
    players = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    db = new Client({ connectionString: app.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  const api = (method: 'get' | 'post', path: string, token?: string, body?: object) => {
    let call = request(app.baseUrl)[method](path);
    if (token) call = call.set('authorization', `Bearer ${token}`);
    return body ? call.send(body) : call;
  };
  const matchEntropy = async (id: string, token: string) =>
    dataOf(
      await gql<{ match: { entropy: { serverSeedCommitment: string; contributions: (string | null)[] } | null } }>(
        app,
        `query($m: ID!) { match(id: $m) { ${ENTROPY} } }`,
        { token, variables: { m: id } },
      ),
    ).match.entropy;
  const storedSeed = async (id: string): Promise<string> =>
    (await db.query<{ seed: string }>('SELECT seed FROM matches WHERE id = $1', [id])).rows[0].seed;
  const verifies = async (id: string, token: string) =>
    dataOf(
      await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number | null; reason: string | null } }>(app, VERIFY, {
        token,
        variables: { id },
      }),
    ).verifyMatch;

  it('a tournament: master committed at creation, contributions at entry, each table derived, verify checks it', async () => {
    const [alice, bob] = players;
    const created = await api('post', '/api/tournaments', organizer.token, {
      name: 'Entropy cup',
      format: 'swiss',
      preset: 'claim',
      daysPerMove: 3,
      rounds: 1,
      maxEntrants: 2,
    });
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    const commitment = created.body.entropyCommitment as string;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    const [{ entropy_master: master }] = (
      await db.query<{ entropy_master: string }>('SELECT entropy_master FROM tournaments WHERE id = $1', [id])
    ).rows;
    expect(hashHex(master)).toBe(commitment);

    // Bad entropy: a clear error on `entropy`, nothing changed (REST and GraphQL).
    const before = (await api('get', `/api/tournaments/${id}`, organizer.token)).body;
    for (const bad of ['xyz', 'A'.repeat(64), '0'.repeat(63)]) {
      const refused = await api('post', `/api/tournaments/${id}/join`, alice.token, { entropy: bad });
      expect([refused.status, refused.body.code, refused.body.fields?.entropy?.length]).toEqual([
        400,
        'BAD_USER_INPUT',
        1,
      ]);
      const viaGql = errorOf(
        await gql(app, 'mutation($t: ID!, $e: String) { joinTournament(id: $t, entropy: $e) { id } }', {
          token: alice.token,
          variables: { t: id, e: bad },
        }),
      );
      expect(viaGql.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { entropy: [expect.any(String)] } });
    }
    expect((await api('get', `/api/tournaments/${id}`, organizer.token)).body).toEqual(before);

    const [ca, cb] = [contribution(), contribution()];
    expect((await api('post', `/api/tournaments/${id}/join`, alice.token, { entropy: ca })).status).toBe(200);
    const joined = await gql(app, 'mutation($t: ID!, $e: String) { joinTournament(id: $t, entropy: $e) { id } }', {
      token: bob.token,
      variables: { t: id, e: cb },
    });
    expect(joined.errors).toBeUndefined();
    expect((await api('post', `/api/tournaments/${id}/start`, organizer.token)).status).toBe(200);

    let board: { matchId: string; players: string[] } | undefined;
    for (let i = 0; i < 200 && !board; i++) {
      const t = (await api('get', `/api/tournaments/${id}`, organizer.token)).body;
      board = t.roundList?.[0]?.boards?.[0];
      if (board && (await api('get', `/api/matches/${board.matchId}`, alice.token)).status !== 200) board = undefined;
      if (!board) await new Promise((r) => setTimeout(r, 50));
    }
    const matchId = board!.matchId;
    const seatContributions = board!.players.map((u) => (u === alice.username ? ca : cb));
    const published = await matchEntropy(matchId, alice.token);
    expect(published).toEqual({
      serverSeedCommitment: hashHex(tableSeed(master, 1, 1)),
      contributions: seatContributions,
    });
    // The deal's seed is the lobby derivation from the table's server seed; another contribution gives another.
    const seed = await storedSeed(matchId);
    expect(seed).toBe(derived(tableSeed(master, 1, 1), seatContributions));
    expect(seed).not.toBe(derived(tableSeed(master, 1, 1), [contribution(), seatContributions[1]]));
    expect(await verifies(matchId, alice.token)).toMatchObject({ ok: true });

    // Resigned: the tournament ends and reveals the master seed and the contributions.
    const first = board!.players[0] === alice.username ? alice : bob;
    expect(
      (
        await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
          token: first.token,
          variables: { m: matchId },
        })
      ).errors,
    ).toBeUndefined();
    let ndjson = '';
    for (let i = 0; i < 200; i++) {
      ndjson = (await api('get', `/api/tournaments/${id}/export`, organizer.token)).text;
      if (ndjson.includes('tournament_finished')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const events = ndjson
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as TournamentEvent);
    const end = events.at(-1)!;
    expect(end.type).toBe('tournament_finished');
    expect(end.payload).toMatchObject({ entropy: { master, contributions: { [alice.id]: ca, [bob.id]: cb } } });
    const joins = events.filter((e) => e.type === 'entrant_joined').map((e) => e.payload);
    expect(joins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: alice.id, contributionHash: hashHex(ca) }),
        expect.objectContaining({ userId: bob.id, contributionHash: hashHex(cb) }),
      ]),
    );

    const verified = tournamentVerifyCommand(ndjson);
    expect(verified.exitCode).toBe(0);
    expect(JSON.parse(verified.stdout).entropyTables).toEqual([{ round: 1, board: 1, matchId, ...published }]);

    // A tampered master seed or contribution is caught, even with the chain re-hashed around it.
    const withEnd = (payload: object) => rechained([...events.slice(0, -1), { ...end, payload } as TournamentEvent]);
    const endPayload = end.payload as { entropy: { master: string; contributions: Record<string, string> } };
    for (const tampered of [
      { ...endPayload, entropy: { ...endPayload.entropy, master: contribution() } },
      {
        ...endPayload,
        entropy: { ...endPayload.entropy, contributions: { [alice.id]: contribution(), [bob.id]: cb } },
      },
      { ...endPayload, entropy: { ...endPayload.entropy, contributions: { [alice.id]: ca } } },
    ]) {
      const refused = tournamentVerifyCommand(withEnd(tampered));
      expect([refused.exitCode, JSON.parse(refused.stdout).error.code]).toEqual([1, 'ENTROPY_MISMATCH']);
    }
    // A log from before entropy (no commitment, no contribution hashes, nothing revealed) verifies as before.
    const old = events.map((e) => {
      const {
        entropyCommitment: _c,
        contributionHash: _h,
        entropy: _e,
        ...rest
      } = e.payload as unknown as Record<string, unknown>;
      return { ...e, payload: rest } as unknown as TournamentEvent;
    });
    const oldVerified = tournamentVerifyCommand(rechained(old));
    expect(oldVerified.exitCode).toBe(0);
    expect(JSON.parse(oldVerified.stdout).entropyTables).toBeNull();
  });

  it('the typed client contributes by default when it enters a tournament', async () => {
    const created = await api('post', '/api/tournaments', organizer.token, {
      name: 'Client cup',
      format: 'swiss',
      preset: 'claim',
      daysPerMove: 3,
      rounds: 1,
      maxEntrants: 2,
    });
    const id = created.body.id as string;
    const secret = (await createApiToken(app, players[2].token, ['LOBBY'])).secret;
    const entered = await new ClaimClient({ baseUrl: app.baseUrl, token: secret }).joinTournament(id);
    expect(entered.entrants.map((e) => e.username)).toEqual([players[2].username]);
    const [{ contributions }] = (
      await db.query<{ contributions: Record<string, string> }>(
        'SELECT entropy_contributions AS contributions FROM tournaments WHERE id = $1',
        [id],
      )
    ).rows;
    expect(contributions[players[2].id]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a group rematch: the offer commits the server seed, each acceptance contributes, the seed is derived', async () => {
    const [a, b, c] = players;
    const old = await start(app, players, { daysPerMove: 3 });
    await playOut(app, old, players, 7);
    expect((await app.app.get(MatchesService).load(old)).status).toBe('finished');
    const ACCEPT =
      'mutation($m: ID!, $e: String) { acceptGroupRematch(matchId: $m, entropy: $e) { status newMatchId seedCommitment seats { accepted } } }';
    type Rematch = {
      status: string;
      newMatchId: string | null;
      seedCommitment: string | null;
      seats: { accepted: boolean }[];
    };
    const accept = (u: RegisteredUser, e: string | null) =>
      gql<{ acceptGroupRematch: Rematch }>(app, ACCEPT, { token: u.token, variables: { m: old, e } });

    // Bad entropy on the offer: nothing is offered.
    expect(errorOf(await accept(a, 'nope')).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { entropy: [expect.any(String)] },
    });
    expect((await db.query('SELECT 1 FROM group_rematches WHERE match_id = $1', [old])).rowCount).toBe(0);

    const [ca, cb] = [contribution(), contribution()];
    const offered = dataOf(await accept(a, ca)).acceptGroupRematch;
    expect(offered.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    const [{ server_seed: serverSeed }] = (
      await db.query<{ server_seed: string }>('SELECT server_seed FROM group_rematches WHERE match_id = $1', [old])
    ).rows;
    expect(hashHex(serverSeed)).toBe(offered.seedCommitment);
    expect(dataOf(await accept(b, cb)).acceptGroupRematch.status).toBe('pending');
    // Bad entropy on an acceptance: refused, the offer as it was.
    expect(errorOf(await accept(c, 'f'.repeat(65))).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rest = await api('post', `/api/matches/${old}/group-rematch`, c.token, { entropy: 'G'.repeat(64) });
    expect([rest.status, rest.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const still = dataOf(
      await gql<{ groupRematch: Rematch }>(
        app,
        'query($m: ID!) { groupRematch(matchId: $m) { status newMatchId seedCommitment seats { accepted } } }',
        { token: c.token, variables: { m: old } },
      ),
    ).groupRematch;
    expect(still).toEqual({ ...offered, seats: [{ accepted: true }, { accepted: true }, { accepted: false }] });

    // The last acceptance (REST, without a contribution) starts the match: seats rotated by one (c, a, b).
    const last = await api('post', `/api/matches/${old}/group-rematch`, c.token, {});
    expect(last.status).toBe(200);
    const newMatchId = last.body.newMatchId as string;
    const contributions = [null, ca, cb];
    expect(await matchEntropy(newMatchId, a.token)).toEqual({
      serverSeedCommitment: offered.seedCommitment,
      contributions,
    });
    expect(await storedSeed(newMatchId)).toBe(derived(serverSeed, contributions));
    expect(await verifies(newMatchId, a.token)).toMatchObject({ ok: true });

    // A tampered contribution is caught at event 0.
    await db.query(
      `UPDATE matches SET entropy = jsonb_set(entropy, '{contributions,1}', to_jsonb(repeat('1', 64))) WHERE id = $1`,
      [newMatchId],
    );
    expect(await verifies(newMatchId, a.token)).toMatchObject({ ok: false, firstBadSeq: 0 });
  });
});
