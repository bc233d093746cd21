/**
 * The move's transaction alone, four ways, to see what each layer costs (no HTTP, no engine):
 *   prisma-models  Prisma interactive transaction: raw lock, model create + update, raw notify (the original path)
 *   prisma-raw     Prisma interactive transaction: raw lock, one raw statement for insert + update + notify
 *   pg             node-postgres: BEGIN; lock; one statement for insert + update + notify; COMMIT
 *   pg-group       node-postgres, moves of up to 32 different matches per transaction (group commit)
 * Run: node -r @swc-node/register bench/server/tx-variants.ts [concurrency] [moves-per-match]
 */
import { PrismaPg } from '@prisma/adapter-pg';
import { randomBytes, randomUUID } from 'crypto';
import { cpus, loadavg } from 'os';
import type { PoolClient } from 'pg';
import { Pool } from 'pg';
import { PrismaClient } from '../../src/generated/prisma/client';
import { BenchCluster } from './cluster';
import { Samples, fmt, nowMs } from './stats';

const hex = (): string => randomBytes(32).toString('hex');
const CHANNEL = 'claim_match_events';
const APPEND_SQL = `
  WITH ev AS (
    INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, prev_hash, hash, created_at)
    VALUES ($1::uuid, $2, 'move', $3::jsonb, $4::uuid, $5, NULL, $6, $7, $8)
  ), head AS (
    UPDATE matches SET version = $2, head_hash = $7, status = 'running', updated_at = now() WHERE id = $1::uuid
  )
  SELECT pg_notify($9, $10)`;

// Prisma's default maxWait (2 s) fails transactions that queue for a connection under this load (P2028).
const TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 };

type Move = (id: string, seq: number, prev: string) => Promise<string>;

async function main(): Promise<void> {
  const concurrency = Number(process.argv[2] ?? 200);
  const movesPerMatch = Number(process.argv[3] ?? 20);
  console.log(
    `${cpus()[0].model}, ${cpus().length} cores, Node ${process.version}; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${concurrency} concurrent matches × ${movesPerMatch} moves, pools of 20 connections`);
  const cluster = await BenchCluster.start();
  const pool = new Pool({ connectionString: cluster.url, max: 20 });
  pool.on('error', () => undefined); // connections closed when the cluster stops
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: cluster.url, max: 20 }) });
  const [{ id: actor }] = (
    await pool.query(`INSERT INTO users (username, password_hash) VALUES ('bench', 'x') RETURNING id`)
  ).rows;
  const payload = JSON.stringify({ seat: 0, play: 'goblins:3' });
  const args = (id: string, seq: number, prev: string, hash: string): unknown[] => [
    id,
    seq,
    payload,
    actor,
    randomUUID(),
    prev,
    hash,
    new Date(),
    CHANNEL,
    JSON.stringify({ matchId: id, seq }),
  ];

  const prismaModels: Move = async (id, seq, prev) => {
    const hash = hex();
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT version, head_hash, status::text FROM matches WHERE id = ${id}::uuid FOR UPDATE`;
      await tx.matchEvent.create({
        data: {
          matchId: id,
          seq,
          type: 'move',
          payload: JSON.parse(payload),
          actorUserId: actor,
          requestId: randomUUID(),
          idempotencyKey: null,
          prevHash: prev,
          hash,
          createdAt: new Date(),
        },
      });
      await tx.match.update({ where: { id }, data: { version: seq, headHash: hash, status: 'running' } });
      await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ matchId: id, seq })})`;
    }, TX_OPTIONS);
    return hash;
  };
  const prismaRaw: Move = async (id, seq, prev) => {
    const hash = hex();
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT version, head_hash, status::text FROM matches WHERE id = ${id}::uuid FOR UPDATE`;
      await tx.$executeRawUnsafe(APPEND_SQL, ...args(id, seq, prev, hash));
    }, TX_OPTIONS);
    return hash;
  };
  const pgSingle: Move = async (id, seq, prev) => {
    const hash = hex();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT version, head_hash, status::text FROM matches WHERE id = $1::uuid FOR UPDATE', [id]);
      await client.query(APPEND_SQL, args(id, seq, prev, hash));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    return hash;
  };
  // Group commit: requests queue; whenever a connection is free, up to 32 queued moves of different matches go in one transaction.
  const queue: { id: string; seq: number; prev: string; hash: string; done: (e?: Error) => void }[] = [];
  let running = 0;
  const pump = (): void => {
    while (running < 20 && queue.length > 0) {
      const batch = queue.splice(0, 32);
      running++;
      void runBatch(batch).finally(() => {
        running--;
        pump();
      });
    }
  };
  const runBatch = async (batch: typeof queue): Promise<void> => {
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT id FROM matches WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [
        batch.map((m) => m.id),
      ]);
      await client.query(
        `WITH input AS (
           SELECT * FROM unnest($1::uuid[], $2::int[], $3::jsonb[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
             AS t(match_id, seq, payload, request_id, prev_hash, hash, created_at)
         ), ev AS (
           INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, prev_hash, hash, created_at)
           SELECT match_id, seq, 'move', payload, $8::uuid, request_id, NULL, prev_hash, hash, created_at FROM input
         ), head AS (
           UPDATE matches m SET version = i.seq, head_hash = i.hash, status = 'running', updated_at = now() FROM input i WHERE m.id = i.match_id
         )
         SELECT pg_notify($9, json_build_object('matchId', match_id, 'seq', seq)::text) FROM input`,
        [
          batch.map((m) => m.id),
          batch.map((m) => m.seq),
          batch.map(() => payload),
          batch.map(() => randomUUID()),
          batch.map((m) => m.prev),
          batch.map((m) => m.hash),
          batch.map(() => new Date()),
          actor,
          CHANNEL,
        ],
      );
      await client.query('COMMIT');
      for (const m of batch) m.done();
    } catch (error) {
      await client?.query('ROLLBACK').catch(() => undefined);
      for (const m of batch) m.done(error instanceof Error ? error : new Error(String(error)));
    } finally {
      client?.release();
    }
  };
  const pgGroup: Move = (id, seq, prev) =>
    new Promise((resolve, reject) => {
      const hash = hex();
      queue.push({ id, seq, prev, hash, done: (e) => (e ? reject(e) : resolve(hash)) });
      pump();
    });

  for (const [name, move] of [
    ['prisma-models', prismaModels],
    ['prisma-raw', prismaRaw],
    ['pg', pgSingle],
    ['pg-group', pgGroup],
  ] as const) {
    const ids = Array.from({ length: concurrency }, () => randomUUID());
    const genesis = hex();
    await pool.query(
      `INSERT INTO matches (id, rules, seed, seed_commitment, status, version, head_hash, updated_at)
       SELECT id, '{}'::jsonb, 's', 'c', 'running', 0, $2, now() FROM unnest($1::uuid[]) AS id`,
      [ids, genesis],
    );
    const latency = new Samples();
    const cpu0 = process.cpuUsage();
    const pg0 = cluster.cpuSeconds();
    const t0 = nowMs();
    await Promise.all(
      ids.map(async (id) => {
        let prev = genesis;
        for (let seq = 1; seq <= movesPerMatch; seq++) {
          const started = nowMs();
          prev = await move(id, seq, prev);
          latency.add(nowMs() - started);
        }
      }),
    );
    const seconds = (nowMs() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const moves = concurrency * movesPerMatch;
    const l = latency.summary();
    console.log(
      `${name.padEnd(14)} ${fmt(moves / seconds, 0).padStart(6)} moves/s  p50 ${fmt(l.p50)} p99 ${fmt(l.p99)} ms  ` +
        `node CPU ${fmt((cpu.user + cpu.system) / 1000 / moves, 3)} ms/move  postgres CPU ${fmt(((cluster.cpuSeconds() - pg0) * 1000) / moves, 3)} ms/move`,
    );
  }
  await prisma.$disconnect();
  await pool.end();
  await cluster.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
