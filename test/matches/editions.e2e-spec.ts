/**
 * Rule editions through the server (docs/engine.md "Rule editions"): a match keeps the edition it
 * started under in its `match_started` event, and replays, verifies, exports and audits under it; new
 * matches start under the current one. The stored match here is written exactly as the server wrote
 * matches before editions existed: a start event without `edition`.
 */
import { randomUUID } from 'node:crypto';
import { CURRENT_EDITION, EDITION_BEFORE_EDITIONS, verifyRecord } from '../../src/engine';
import { oldEditionGameWithHeroFollow } from '../../src/engine/testing/old-edition';
import { auditCommand } from '../../src/cli/audit-command';
import { GENESIS_HASH, seedCommitment } from '../../src/matches/event-chain';
import type { MatchEventBody } from '../../src/matches/match.types';
import { MatchesRepository } from '../../src/matches/store/matches.repository';
import { MatchesService } from '../../src/matches/matches.service';
import type { NewEvent } from '../../src/matches/new-event';
import { chainEvent } from '../../src/matches/new-event';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { challenge, challengeAction, createLobby, dataOf, lobbyAction } from '../lobbies/lobby-support';
import { fetchMatch, startMatch } from './match-support';

const VERIFY = 'query($id: ID!) { verifyMatch(id: $id) { ok eventsChecked firstBadSeq reason headHash } }';
const EVENTS = 'query($id: ID!) { matchEvents(matchId: $id, after: -1) { seq type payload hash } }';

interface StartPayload {
  edition?: string;
}

describe('Rule editions of stored matches (R4.1 hero follows, editions.ts)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const { record, heroFollowAt } = oldEditionGameWithHeroFollow();

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
  });
  afterAll(async () => app.close());

  /**
   * Stores the record's game as a finished match of alice (seat 0) and bob, its log chained as the
   * server chains it; `edition` goes into the start event only when given (absent: a match stored
   * before editions). Returns the id and the hashes as they were computed before storing.
   */
  async function storeMatch(edition?: string): Promise<{ id: string; hashes: string[] }> {
    const id = randomUUID();
    const players = [alice, bob];
    const seats = players.map((p, seat) => ({ seat, userId: p.id, username: p.username }));
    const commitment = seedCommitment(record.seed);
    const payload = { rules: record.rules, seats, seedCommitment: commitment, timeControl: null };
    const start = { type: 'match_started', payload: edition ? { ...payload, edition } : payload } as MatchEventBody;
    const events: NewEvent[] = [];
    let prev = GENESIS_HASH;
    const push = (body: MatchEventBody, actor: string) => {
      // Chain format 1 (no salts), as every match was written before chain format 2 (docs/auditing.md).
      const event = chainEvent(id, events.length, prev, body, actor, null, null, null);
      events.push(event);
      prev = event.hash;
    };
    push(start, alice.id);
    for (const move of record.moves) push({ type: 'move', payload: move }, players[move.seat].id);
    await app.app.get(MatchesRepository).create(
      { id, rules: record.rules, seed: record.seed, seedCommitment: commitment, seats, importedBy: null },
      events,
      'finished',
      // Written as a finished import would be: no turns or notices to keep in step.
      [],
    );
    return { id, hashes: events.map((e) => e.hash) };
  }

  it('a match stored before editions (no edition in its start event) whose log holds a hero follow replays and verifies under 2026-11, its chain unchanged', async () => {
    const { id, hashes } = await storeMatch();
    app.app.get(MatchesService).forgetCachedStates();
    const match = (
      await fetchMatch<{ edition: string; status: string; headHash: string; result: { winner: number | null } }>(
        app,
        carol.token,
        id,
        'edition status headHash result { winner }',
      )
    ).data!.match;
    expect(match).toEqual({
      edition: EDITION_BEFORE_EDITIONS,
      status: 'finished',
      headHash: hashes[hashes.length - 1],
      result: { winner: record.result!.winner },
    });
    // The stored start event is read as it was written: no edition field, the same hashes.
    const events = (
      await gql<{ matchEvents: { seq: number; payload: string; hash: string }[] }>(app, EVENTS, {
        token: carol.token,
        variables: { id },
      })
    ).data!.matchEvents;
    expect(events.map((e) => e.hash)).toEqual(hashes);
    expect((JSON.parse(events[0].payload) as StartPayload).edition).toBeUndefined();
    const report = (
      await gql<{ verifyMatch: Record<string, unknown> }>(app, VERIFY, { token: carol.token, variables: { id } })
    ).data!.verifyMatch;
    expect(report).toEqual({
      ok: true,
      eventsChecked: record.moves.length + 1,
      firstBadSeq: null,
      reason: null,
      headHash: hashes[hashes.length - 1],
    });
    // The CLI's audit reads the database named by DATABASE_URL (as `npm run claim -- audit` does).
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      const audit = await auditCommand(id);
      expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, headHash: hashes[hashes.length - 1] });
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });

  it('its export names edition 2026-11 and verifies as a record; imported, it stays a 2026-11 match', async () => {
    const { id } = await storeMatch();
    const exported = (
      await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
        token: bob.token,
        variables: { id },
      })
    ).data!.exportMatch;
    const json = JSON.parse(exported);
    expect(json.edition).toBe('2026-11');
    expect(json.moves).toEqual(JSON.parse(JSON.stringify(record.moves)));
    const verified = verifyRecord(json);
    expect(verified.ok && verified.value.outcome).toEqual(record.result);
    const imported = await gql<{ importMatch: { id: string; edition: string; status: string } }>(
      app,
      'mutation($r: String!) { importMatch(record: $r) { id edition status } }',
      { token: carol.token, variables: { r: exported } },
    );
    expect(imported.errors).toBeUndefined();
    expect(imported.data!.importMatch).toMatchObject({ edition: '2026-11', status: 'finished' });
    const copy = imported.data!.importMatch.id;
    expect(
      (await gql<{ verifyMatch: { ok: boolean } }>(app, VERIFY, { token: carol.token, variables: { id: copy } })).data!
        .verifyMatch.ok,
    ).toBe(true);
  });

  it('the same moves under 2026-12 are refused at the hero follow with the R4.1 reason: by verifyMatch, and by importMatch of the record without its edition', async () => {
    const { id } = await storeMatch('2026-12');
    const report = (
      await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number; reason: string } }>(app, VERIFY, {
        token: carol.token,
        variables: { id },
      })
    ).data!.verifyMatch;
    expect(report).toMatchObject({ ok: false, firstBadSeq: heroFollowAt + 1 });
    expect(report.reason).toMatch(/illegal move: .*R4\.1/);

    const withoutEdition = { ...JSON.parse(JSON.stringify(record)), edition: undefined };
    const response = await gql(app, 'mutation($r: String!) { importMatch(record: $r) { id } }', {
      token: carol.token,
      variables: { r: JSON.stringify(withoutEdition) },
    });
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { record: [expect.stringMatching(new RegExp(`ILLEGAL_MOVE at move ${heroFollowAt}: .*R4\\.1`))] },
    });
  });

  it('an unknown edition in a start event is caught by verifyMatch, not replayed', async () => {
    const { id } = await storeMatch('2099-01');
    const report = (
      await gql<{ verifyMatch: { ok: boolean; firstBadSeq: number; reason: string } }>(app, VERIFY, {
        token: carol.token,
        variables: { id },
      })
    ).data!.verifyMatch;
    expect(report).toMatchObject({ ok: false, firstBadSeq: 0, reason: expect.stringContaining('edition') });
  });

  describe('new matches start under the current edition, written into their start event', () => {
    const startEdition = async (matchId: string, token: string): Promise<[string | undefined, string]> => {
      const events = (
        await gql<{ matchEvents: { payload: string }[] }>(app, EVENTS, { token, variables: { id: matchId } })
      ).data!.matchEvents;
      const match = (await fetchMatch<{ edition: string }>(app, token, matchId, 'edition')).data!.match;
      return [(JSON.parse(events[0].payload) as StartPayload).edition, match.edition];
    };

    it('a match started by the service', async () => {
      const id = await startMatch(app, [alice, bob]);
      expect(await startEdition(id, alice.token)).toEqual([CURRENT_EDITION, CURRENT_EDITION]);
    });

    it('a lobby, a challenge and a rematch', async () => {
      const lobby = dataOf(await createLobby(app, alice.token, { preset: 'claim2' })).createLobby;
      const joined = dataOf(await lobbyAction(app, bob.token, 'joinLobby', lobby.id)).joinLobby;
      expect(await startEdition(joined.matchId!, bob.token)).toEqual([CURRENT_EDITION, CURRENT_EDITION]);

      const sent = dataOf(await challenge(app, alice.token, carol.username, { preset: 'claim' })).challenge;
      const accepted = dataOf(await challengeAction(app, carol.token, 'acceptChallenge', sent.id)).acceptChallenge;
      expect(await startEdition(accepted.matchId!, carol.token)).toEqual([CURRENT_EDITION, CURRENT_EDITION]);

      // A rematch of a match stored under 2026-11 starts under the current edition all the same.
      const { id: old } = await storeMatch();
      const offer = dataOf(await challengeAction(app, bob.token, 'rematch', old)).rematch;
      const rematch = dataOf(await challengeAction(app, alice.token, 'acceptChallenge', offer.id)).acceptChallenge;
      expect(await startEdition(rematch.matchId!, alice.token)).toEqual([CURRENT_EDITION, CURRENT_EDITION]);
    });
  });
});
