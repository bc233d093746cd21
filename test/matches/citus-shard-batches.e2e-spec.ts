import { Client as PgClient } from 'pg';
import type { AppConfig } from '../../src/config/app-config';
import { DEFAULT_MATCH_STORE_SETTINGS } from '../../src/config/app-config';
import { PrismaService } from '../../src/database/prisma.service';
import { MatchDatabase } from '../../src/matches/store/match-database';
import { MatchWriteHooks } from '../../src/matches/match-write-hooks';
import { MatchesRepository } from '../../src/matches/store/matches.repository';
import type { Caller } from '../../src/matches/matches.service';
import { MatchesService } from '../../src/matches/matches.service';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { withAdminClient } from '../support/test-cluster';
import { insertPlayers, matchEventsHeard, playAllToTheEnd, rules } from './match-support';

/**
 * Group commit on Citus with batches per shard (MATCH_WRITE_CITUS_BATCH=shard, docs/SCALING.md "Group commit on
 * Citus"): npm run test:citus runs this against a coordinator and two workers. On the embedded PostgreSQL of npm test
 * it is skipped (the setting does nothing there; test/matches/group-commit covers one PostgreSQL's batches).
 */
const onCitus = async (): Promise<boolean> =>
  withAdminClient(
    async (c) => ((await c.query("SELECT 1 FROM pg_extension WHERE extname = 'citus'")).rowCount ?? 0) > 0,
  );

describe('Group commit on Citus, per shard', () => {
  let citus = false;
  let database: TestDatabase;
  let db: PgClient;
  let players: Caller[];

  beforeAll(async () => {
    citus = await onCitus();
    if (!citus) {
      console.log('citus-shard-batches: skipped, the test server has no citus extension (npm run test:citus)');
      return;
    }
    database = await createTestDatabase();
    db = new PgClient({ connectionString: database.url });
    await db.connect();
    players = await insertPlayers(db, ['sb_ann', 'sb_ben']);
  });
  afterAll(async () => {
    if (!citus) return;
    await db.end();
    await database.drop();
  });

  it('plays 24 matches at once to the end: every move once and in order, notified once; a transaction holds several matches, all of one shard', async () => {
    if (!citus) return;
    const prisma = new PrismaService({ databaseUrl: database.url } as AppConfig);
    const matchDb = new MatchDatabase({
      databaseUrl: database.url,
      matchStore: { ...DEFAULT_MATCH_STORE_SETTINGS, poolSize: 5, writers: 1, citusBatch: 'shard' },
    });
    const hooks = new MatchWriteHooks();
    const repository = new MatchesRepository(prisma, matchDb, hooks);
    await repository.onModuleInit();
    const service = new MatchesService(repository);
    const seen: { matchId: string; seq: number; txid: string }[] = [];
    hooks.register(async (writes, sql) => {
      const [{ txid }] = await sql.query<{ txid: string }>('SELECT txid_current()::text AS txid');
      for (const { event } of writes) seen.push({ matchId: event.matchId, seq: event.seq, txid });
    });
    const { notices, end: endListener } = await matchEventsHeard(database.url);
    try {
      const ids = await Promise.all(Array.from({ length: 24 }, () => service.start(rules('claim'), players, null)));
      const moves = await playAllToTheEnd(service, ids, players);
      service.forgetCachedStates();
      const shards = new Map<string, string>();
      for (const id of ids) {
        const runtime = await service.load(id);
        expect(runtime.status).toBe('finished');
        const { rows } = await db.query('SELECT seq FROM match_events WHERE match_id = $1 ORDER BY seq', [id]);
        expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: runtime.version + 1 }, (_, s) => s));
        const moved = seen.filter((s) => s.matchId === id && s.seq > 0).map((s) => s.seq);
        expect(moved).toEqual(rows.map((r) => r.seq).filter((seq) => seq > 0));
        const { rows: shard } = await db.query<{ shard: string }>(
          "SELECT get_shard_id_for_distribution_column('matches', $1::uuid)::text AS shard",
          [id],
        );
        shards.set(id, shard[0].shard);
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(notices).toHaveLength(moves + ids.length);
      const perTransaction = new Map<string, Set<string>>();
      for (const s of seen.filter((x) => x.seq > 0)) {
        const matches = perTransaction.get(s.txid) ?? new Set<string>();
        matches.add(s.matchId);
        perTransaction.set(s.txid, matches);
      }
      const sizes = [...perTransaction.values()].map((m) => m.size);
      expect(Math.max(...sizes)).toBeGreaterThan(1);
      for (const matches of perTransaction.values())
        expect(new Set([...matches].map((id) => shards.get(id))).size).toBe(1);
    } finally {
      await endListener();
      await matchDb.onModuleDestroy();
      await prisma.$disconnect();
    }
  });
});
