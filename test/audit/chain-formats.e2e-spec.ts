import { parseMoveCommand } from '../../src/matches/write/move-command';
/**
 * Chain formats (docs/auditing.md "Chain formats", issue 13): the move log is immutable, so matches stored
 * before chain format 2 keep their format-1 hashes and verify, export, import and audit exactly as before;
 * a match that was running then salts every event it stores afterwards, and its mixed chain verifies by
 * the docs' procedure and by every verifier; tampering with a salt, or falling back to format 1, is caught.
 * The old matches here are written exactly as the server wrote them: no `chainFormat`, no salts.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Move, Rules } from '../../src/engine';
import { CURRENT_EDITION, legalMoves, newGame, playRandomGame, seatToAct, seededChooser } from '../../src/engine';
import { auditCommand } from '../../src/cli/audit-command';
import { verifyCommand } from '../../src/cli/commands';
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
import { rules } from '../matches/match-support';
import type { PublishedEvent } from './chain-procedure';
import { EVENT_FIELDS, recomputeChain } from './chain-procedure';

const VERIFY = 'query($id: ID!) { verifyMatch(id: $id) { ok eventsChecked firstBadSeq reason headHash } }';
const EVENTS = `query($id: ID!) { matchEvents(matchId: $id) { ${EVENT_FIELDS} } }`;

describe('Chain formats: old matches keep format 1, new events are salted (docs/auditing.md, issue 13)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  let db: Client;
  const ruleSet: Rules = rules('claim', ['cthulhu', 'skeleton']);
  const seed = '3c'.repeat(32);
  const game = (() => {
    const start = newGame(ruleSet, seed);
    if (!start.ok) throw new Error(start.error.message);
    return playRandomGame(start.value, seededChooser(5));
  })();

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

  /** Stores `moves` of the game as a match written in chain format 1; returns its id and hashes. */
  async function storeFormatOne(moves: readonly Move[], status: 'running' | 'finished', startExtra: object = {}) {
    const id = randomUUID();
    const players = [alice, bob];
    const seats = players.map((p, seat) => ({ seat, userId: p.id, username: p.username }));
    const commitment = seedCommitment(seed);
    const events: NewEvent[] = [];
    let prev = GENESIS_HASH;
    const push = (body: MatchEventBody, actor: string | null) => {
      const event = chainEvent(id, events.length, prev, body, actor, randomUUID(), null, null);
      events.push(event);
      prev = event.hash;
    };
    push(
      {
        type: 'match_started',
        payload: {
          rules: ruleSet,
          seats,
          seedCommitment: commitment,
          timeControl: null,
          edition: CURRENT_EDITION,
          ...startExtra,
        },
      },
      alice.id,
    );
    for (const move of moves) push({ type: 'move', payload: move }, players[move.seat].id);
    await app.app
      .get(MatchesRepository)
      .create({ id, rules: ruleSet, seed, seedCommitment: commitment, seats, importedBy: null }, events, status, []);
    app.app.get(MatchesService).forgetCachedStates();
    return { id, hashes: events.map((e) => e.hash) };
  }

  const eventsOf = async (id: string, token = carol.token): Promise<PublishedEvent[]> =>
    (await gql<{ matchEvents: PublishedEvent[] }>(app, EVENTS, { token, variables: { id } })).data!.matchEvents;
  const verify = async (id: string, token = carol.token) =>
    (await gql<{ verifyMatch: Record<string, unknown> }>(app, VERIFY, { token, variables: { id } })).data!.verifyMatch;

  async function auditFromCli(id: string): Promise<Record<string, unknown>> {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = app.database.url;
    try {
      return JSON.parse((await auditCommand(id)).stdout) as Record<string, unknown>;
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  }

  it('a finished format-1 match keeps its hashes and verifies by verifyMatch, claim audit and the docs’ procedure', async () => {
    const { id, hashes } = await storeFormatOne(game.moves, 'finished');
    const events = await eventsOf(id);
    expect(events.map((e) => e.hash)).toEqual(hashes);
    expect(events.every((e) => e.payloadHash === null && e.salt === null)).toBe(true);
    expect(JSON.parse(events[0].payload!)).not.toHaveProperty('chainFormat');
    expect(recomputeChain(id, events)).toEqual({ problems: [], head: hashes[hashes.length - 1], unchecked: [] });
    const report = { ok: true, eventsChecked: hashes.length, firstBadSeq: null, reason: null };
    expect(await verify(id)).toEqual({ ...report, headHash: hashes[hashes.length - 1] });
    expect(await auditFromCli(id)).toMatchObject({ ...report, headHash: hashes[hashes.length - 1] });
  });

  it('its export verifies (claim verify) and imports as a format-2 match; the original’s hashes are unchanged', async () => {
    const { id, hashes } = await storeFormatOne(game.moves, 'finished');
    const exported = (
      await gql<{ exportMatch: string }>(app, 'query($id: ID!) { exportMatch(id: $id) }', {
        token: bob.token,
        variables: { id },
      })
    ).data!.exportMatch;
    const verified = verifyCommand(JSON.parse(exported), seedCommitment(seed));
    expect(verified.exitCode).toBe(0);
    expect(JSON.parse(verified.stdout)).toEqual(JSON.parse(JSON.stringify(game.state.outcome)));
    const imported = await gql<{ importMatch: { id: string; headHash: string } }>(
      app,
      'mutation($r: String!) { importMatch(record: $r) { id headHash } }',
      { token: carol.token, variables: { r: exported } },
    );
    expect(imported.errors).toBeUndefined();
    const copy = imported.data!.importMatch.id;
    const copied = await eventsOf(copy);
    expect(JSON.parse(copied[0].payload!)).toMatchObject({ chainFormat: 2 });
    expect(copied.slice(1).every((e) => e.salt !== null && e.payloadHash !== null)).toBe(true);
    expect(recomputeChain(copy, copied)).toMatchObject({ problems: [], head: imported.data!.importMatch.headHash });
    expect(await verify(copy)).toMatchObject({ ok: true, headHash: imported.data!.importMatch.headHash });
    expect((await eventsOf(id)).map((e) => e.hash)).toEqual(hashes);
    expect(await verify(id)).toMatchObject({ ok: true, headHash: hashes[hashes.length - 1] });
  });

  it('a running format-1 match salts the events it stores from now on; its mixed chain verifies everywhere', async () => {
    const before = 10;
    const { id, hashes } = await storeFormatOne(game.moves.slice(0, before), 'running');
    const service = app.app.get(MatchesService);
    const players = [alice, bob];
    for (let n = 0; n < 6; n++) {
      const runtime = await service.load(id);
      const seat = seatToAct(runtime.state)!;
      const { seat: _seat, ...input } = legalMoves(runtime.state, seat)[0] as Move & Record<string, unknown>;
      await service.move({
        caller: players[seat],
        matchId: id,
        command: parseMoveCommand(input),
        expectedVersion: runtime.version,
      });
    }
    const events = await eventsOf(id, alice.token);
    expect(events.slice(0, before + 1).map((e) => e.hash)).toEqual(hashes);
    expect(events.slice(0, before + 1).every((e) => e.salt === null && e.payloadHash === null)).toBe(true);
    expect(events.slice(before + 1).every((e) => e.salt !== null && e.payloadHash !== null)).toBe(true);
    expect(events).toHaveLength(before + 7);
    const head = events[events.length - 1].hash;
    expect(recomputeChain(id, events)).toEqual({ problems: [], head, unchecked: [] });
    expect(await verify(id, alice.token)).toEqual({
      ok: true,
      eventsChecked: events.length,
      firstBadSeq: null,
      reason: null,
      headHash: head,
    });
    expect(await auditFromCli(id)).toMatchObject({ ok: true, headHash: head });

    // Falling back to format 1 after the switch is caught; so is moving the switch (the hash breaks).
    const second = before + 2;
    await db.query('UPDATE match_events SET salt = NULL WHERE match_id = $1 AND seq = $2', [id, second]);
    service.forgetCachedStates();
    expect(await verify(id, alice.token)).toMatchObject({
      ok: false,
      firstBadSeq: second,
      reason: 'an unsalted event in a salted chain (chain format 2)',
    });
    expect(recomputeChain(id, await eventsOf(id, alice.token)).problems).toContain(
      `event ${second}: a format-1 event after format 2`,
    );
    await db.query('UPDATE match_events SET salt = NULL WHERE match_id = $1 AND seq = $2', [id, before + 1]);
    expect(await verify(id, alice.token)).toMatchObject({ ok: false, firstBadSeq: before + 1 });
  });

  it('a start event naming an unknown chain format is refused; one naming format 2 must be followed by salted events', async () => {
    const unknown = await storeFormatOne(game.moves, 'finished', { chainFormat: 3 });
    expect(await verify(unknown.id)).toMatchObject({
      ok: false,
      firstBadSeq: 0,
      reason: 'the start event names an unknown chain format',
    });
    const unsalted = await storeFormatOne(game.moves, 'finished', { chainFormat: 2 });
    expect(await verify(unsalted.id)).toMatchObject({
      ok: false,
      firstBadSeq: 1,
      reason: 'an unsalted event in a salted chain (chain format 2)',
    });
    expect(recomputeChain(unsalted.id, await eventsOf(unsalted.id)).problems[0]).toBe(
      'event 1: a format-1 event after format 2',
    );
  });
});
