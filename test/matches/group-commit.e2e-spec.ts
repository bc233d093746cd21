import { parseMoveCommand } from '../../src/matches/write/move-command';
import { Client as PgClient } from 'pg';
import type { AppConfig } from '../../src/config/app-config';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../../src/config/app-config';
import { PrismaService } from '../../src/database/prisma.service';
import type { Move } from '../../src/engine';
import { legalMoves, seatToAct } from '../../src/engine';
import { MatchDatabase } from '../../src/matches/store/match-database';
import { MatchWriteHooks } from '../../src/matches/match-write-hooks';
import { MatchesRepository } from '../../src/matches/store/matches.repository';
import type { Caller } from '../../src/matches/matches.service';
import { MatchesService } from '../../src/matches/matches.service';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { insertPlayers, matchEventsHeard, playAllToTheEnd, rules } from './match-support';

/** The match store without Nest: a service over a repository, with hooks chosen by the test. */
async function store(database: TestDatabase, settings: { writers: number; maxBatch: number }) {
  const prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
  const db = new MatchDatabase({
    databaseUrl: database.url,
    matchStore: { ...DEFAULT_MATCH_STORE_SETTINGS, poolSize: settings.writers + 4, ...settings },
  });
  const hooks = new MatchWriteHooks();
  const service = new MatchesService(new MatchesRepository(prisma, db, hooks));
  return {
    service,
    hooks,
    close: async () => {
      await db.onModuleDestroy();
      await prisma.$disconnect();
    },
  };
}

const moveInput = ({ seat: _seat, ...input }: Move): Record<string, unknown> => input;

describe('Group commit', () => {
  let database: TestDatabase;
  let db: PgClient;
  let players: Caller[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new PgClient({ connectionString: database.url });
    await db.connect();
    players = await insertPlayers(db, ['gc_ann', 'gc_ben']);
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('plays 30 matches at once to the end: every move committed once, in order, hooks and notifications once per event, moves shared transactions and hook calls', async () => {
    const { service, hooks, close } = await store(database, { writers: 2, maxBatch: 64 });
    const seen: { matchId: string; seq: number; txid: string }[] = [];
    const hookCalls: string[] = [];
    hooks.register(async (writes, sql) => {
      const [{ txid }] = await sql.query<{ txid: string }>('SELECT txid_current()::text AS txid');
      hookCalls.push(txid);
      for (const { event } of writes) seen.push({ matchId: event.matchId, seq: event.seq, txid });
    });
    const { notices, end: endListener } = await matchEventsHeard(database.url);
    try {
      const ids = await Promise.all(Array.from({ length: 30 }, () => service.start(rules('claim'), players, null)));
      const moves = await playAllToTheEnd(service, ids, players);
      service.forgetCachedStates();
      for (const id of ids) {
        const runtime = await service.load(id);
        expect(runtime.status).toBe('finished');
        const { rows } = await db.query('SELECT seq FROM match_events WHERE match_id = $1 ORDER BY seq', [id]);
        expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: runtime.version + 1 }, (_, s) => s));
        expect(seen.filter((s) => s.matchId === id).map((s) => s.seq)).toEqual(rows.map((r) => r.seq));
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(notices).toHaveLength(moves + ids.length);
      const perTransaction = new Map<string, number>();
      for (const s of seen) perTransaction.set(s.txid, (perTransaction.get(s.txid) ?? 0) + 1);
      expect(Math.max(...perTransaction.values())).toBeGreaterThan(1);
      // One hook call per transaction, however many events it holds.
      expect(new Set(hookCalls).size).toBe(hookCalls.length);
      expect(hookCalls.length).toBe(perTransaction.size);
    } finally {
      await endListener();
      await close();
    }
  });

  it('one member failing, before or after its write, takes no other move of its batch down', async () => {
    const { service, hooks, close } = await store(database, { writers: 1, maxBatch: 64 });
    let failFor: string | null = null;
    hooks.register(async (writes) => {
      if (writes.some(({ event }) => event.matchId === failFor && event.seq === 1)) throw new Error('hook failed');
    });
    try {
      const ids = await Promise.all(Array.from({ length: 12 }, () => service.start(rules('claim'), players, null)));
      failFor = ids[5];
      const firstMoves = await Promise.all(ids.map(async (id) => (await service.load(id)).state));
      const attempts = ids.map((id, i) => {
        const seat = seatToAct(firstMoves[i])!;
        const [move] = legalMoves(firstMoves[i], seat);
        // Match 7 sends a stale version: a domain error inside the batch, before any write.
        return service.move({
          caller: players[seat],
          matchId: id,
          command: parseMoveCommand(moveInput(move)),
          expectedVersion: i === 7 ? 5 : 0,
        });
      });
      const results = await Promise.allSettled(attempts);
      expect(results.map((r) => r.status)).toEqual(ids.map((_, i) => (i === 5 || i === 7 ? 'rejected' : 'fulfilled')));
      expect((results[7] as PromiseRejectedResult).reason.detail).toEqual({
        code: 'VERSION_CONFLICT',
        currentVersion: 0,
      });
      const versions = await db.query('SELECT id::text, version FROM matches WHERE id = ANY($1::uuid[])', [ids]);
      const version = new Map(versions.rows.map((r) => [r.id, r.version]));
      expect(ids.map((id) => version.get(id))).toEqual(ids.map((_, i) => (i === 5 || i === 7 ? 0 : 1)));
      // Nothing was left behind: the failed match takes its move once the hook works again.
      failFor = null;
      const seat = seatToAct(firstMoves[5])!;
      await service.move({
        caller: players[seat],
        matchId: ids[5],
        command: parseMoveCommand(moveInput(legalMoves(firstMoves[5], seat)[0])),
        expectedVersion: 0,
      });
      expect((await service.load(ids[5])).version).toBe(1);
    } finally {
      await close();
    }
  });

  it('with batches of one (MATCH_WRITE_BATCH_MAX=1) concurrent identical moves still play exactly once', async () => {
    const { service, close } = await store(database, { writers: 4, maxBatch: 1 });
    try {
      const id = await service.start(rules('claim'), players, null);
      const state = (await service.load(id)).state;
      const seat = seatToAct(state)!;
      const move = moveInput(legalMoves(state, seat)[0]);
      const results = await Promise.allSettled(
        [0, 1, 2].map(() =>
          service.move({ caller: players[seat], matchId: id, command: parseMoveCommand(move), expectedVersion: 0 }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const { rows } = await db.query('SELECT seq FROM match_events WHERE match_id = $1 ORDER BY seq', [id]);
      expect(rows.map((r) => r.seq)).toEqual([0, 1]);
    } finally {
      await close();
    }
  });
});
