import { randomBytes, randomUUID } from 'crypto';
import { Pool } from 'pg';
import { MATCH_EVENTS_CHANNEL } from '../../src/matches/store/matches.repository';
import { Samples, nowMs } from './stats';

export interface CeilingResult {
  movesPerSecond: number;
  latency: ReturnType<Samples['summary']>;
  moves: number;
  seconds: number;
}

const hex = (): string => randomBytes(32).toString('hex');

/**
 * The SQL a move performs, and nothing else, straight through `pg`: per move one transaction that locks
 * the match row, inserts the event, moves the head and notifies (BEGIN; SELECT … FOR UPDATE; INSERT;
 * UPDATE; SELECT pg_notify; COMMIT), each statement its own round trip as in the server. With
 * `withHooks`, also what the correspondence write hook does for a move: replace the match's
 * `match_turns` row and look up the players' webhooks (two more statements). `matches` loops run
 * concurrently over a pool of `connections`, each playing `movesPerMatch` moves in order.
 */
export async function sqlCeiling(
  databaseUrl: string,
  actorUserId: string,
  matches: number,
  movesPerMatch: number,
  connections = 20,
  withHooks = false,
): Promise<CeilingResult> {
  const pool = new Pool({ connectionString: databaseUrl, max: connections });
  const ids = Array.from({ length: matches }, () => randomUUID());
  try {
    await pool.query(
      `INSERT INTO matches (id, rules, seed, seed_commitment, status, version, head_hash, updated_at)
       SELECT id, '{"players":2}'::jsonb, $2, $3, 'running', 0, $4, now() FROM unnest($1::uuid[]) AS id`,
      [ids, hex(), hex(), hex()],
    );
    // Warm the pool's connections.
    await Promise.all(Array.from({ length: connections }, () => pool.query('SELECT 1')));
    const latency = new Samples();
    const payload = JSON.stringify({ seat: 0, play: 'goblins:3' });
    const started = nowMs();
    await Promise.all(
      ids.map(async (id) => {
        for (let seq = 1; seq <= movesPerMatch; seq++) {
          const t0 = nowMs();
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            const { rows } = await client.query(
              'SELECT version, head_hash, status::text FROM matches WHERE id = $1::uuid FOR UPDATE',
              [id],
            );
            const hash = hex();
            await client.query(
              `INSERT INTO match_events (match_id, seq, type, payload, actor_user_id, request_id, idempotency_key, prev_hash, hash, created_at)
               VALUES ($1, $2, 'move', $3::jsonb, $4, $5, NULL, $6, $7, $8)`,
              [id, seq, payload, actorUserId, randomUUID(), rows[0].head_hash, hash, new Date()],
            );
            await client.query(
              `UPDATE matches SET version = $2, head_hash = $3, status = 'running', updated_at = now() WHERE id = $1::uuid`,
              [id, seq, hash],
            );
            await client.query('SELECT pg_notify($1, $2)', [
              MATCH_EVENTS_CHANNEL,
              JSON.stringify({ matchId: id, seq }),
            ]);
            if (withHooks) {
              await client.query(
                `INSERT INTO match_turns (match_id, seat, user_id, due, version, due_since, deadline) VALUES ($1, $2, $3, 'play', $4, now(), NULL)
                 ON CONFLICT (match_id, seat) DO UPDATE SET version = excluded.version, due_since = excluded.due_since`,
                [id, seq % 2, actorUserId, seq],
              );
              await client.query('SELECT id, user_id, events FROM webhooks WHERE user_id = ANY($1::uuid[])', [
                [actorUserId],
              ]);
            }
            await client.query('COMMIT');
          } finally {
            client.release();
          }
          latency.add(nowMs() - t0);
        }
      }),
    );
    const seconds = (nowMs() - started) / 1000;
    const moves = matches * movesPerMatch;
    return { movesPerSecond: moves / seconds, latency: latency.summary(), moves, seconds };
  } finally {
    await pool.query('DELETE FROM matches WHERE id = ANY($1::uuid[])', [ids]).catch(() => undefined);
    await pool.end();
  }
}
