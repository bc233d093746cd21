import { readFileSync } from 'fs';
import path from 'path';
import { Client } from 'pg';
import { projectRoot } from '../../src/config/paths';
import { CITUS_LAYOUT } from '../../src/database/citus';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/**
 * docs/SCALING.md plans to distribute matches by match id with Citus. This keeps the plan true of the live
 * schema: every table is classified there exactly once, and each classification is one Citus would accept
 * for the table as it is.
 */
type Distribution = { kind: 'column'; column: string } | { kind: 'reference' } | { kind: 'local' };

function classification(): Map<string, Distribution> {
  const doc = readFileSync(path.join(projectRoot(), 'docs', 'SCALING.md'), 'utf8');
  const section = /<!-- citus-classification:start -->([\s\S]*?)<!-- citus-classification:end -->/.exec(doc)?.[1];
  if (!section) throw new Error('docs/SCALING.md has no citus-classification section');
  const result = new Map<string, Distribution>();
  for (const match of section.matchAll(/^\| `([a-z_]+)` \| ([^|]+) \|/gm)) {
    const [, table, raw] = match;
    if (result.has(table)) throw new Error(`${table} is classified twice`);
    const column = /^`([a-z_]+)`/.exec(raw.trim())?.[1];
    const kind = raw.trim();
    result.set(
      table,
      column ? { kind: 'column', column } : kind === 'reference' ? { kind: 'reference' } : { kind: 'local' },
    );
    if (!column && kind !== 'reference' && kind !== 'local') throw new Error(`${table}: unknown distribution ${kind}`);
  }
  return result;
}

interface Table {
  primaryKey: string[];
  uniques: string[][];
  /** Foreign keys: this table's columns → the referenced table and its columns. */
  foreignKeys: { columns: string[]; table: string; references: string[]; onUpdate: string }[];
}

async function liveSchema(url: string): Promise<Map<string, Table>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      table: string;
      type: string;
      columns: string[];
      target: string | null;
      refs: string[] | null;
      onUpdate: string;
    }>(`
      SELECT c.relname AS table, k.contype AS type,
             ARRAY(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
                   JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS columns,
             t.relname AS target,
             ARRAY(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
                   JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS refs,
             k.confupdtype AS "onUpdate"
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        LEFT JOIN pg_class t ON t.oid = k.confrelid
       WHERE k.contype IN ('p', 'u', 'f')`);
    const indexes = await client.query<{ table: string; columns: string[] }>(`
      SELECT c.relname AS table,
             ARRAY(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY u(n, o)
                   JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = u.n ORDER BY u.o)::text[] AS columns
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       WHERE i.indisunique AND NOT i.indisprimary`);
    const tables = await client.query<{ table: string }>(
      "SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
    );
    const schema = new Map<string, Table>();
    for (const { table } of tables.rows) schema.set(table, { primaryKey: [], uniques: [], foreignKeys: [] });
    for (const row of rows) {
      const table = schema.get(row.table);
      if (!table) continue;
      if (row.type === 'p') table.primaryKey = row.columns;
      if (row.type === 'u') table.uniques.push(row.columns);
      if (row.type === 'f')
        table.foreignKeys.push({
          columns: row.columns,
          table: row.target ?? '',
          references: row.refs ?? [],
          onUpdate: row.onUpdate,
        });
    }
    for (const row of indexes.rows) schema.get(row.table)?.uniques.push(row.columns);
    return schema;
  } finally {
    await client.end();
  }
}

/** The column a distributed table is distributed by, as the table itself names it (matches: its id). */
function ownColumn(table: string, distribution: Distribution): string | null {
  if (distribution.kind !== 'column') return null;
  return table === 'matches' && distribution.column === 'match_id' ? 'id' : distribution.column;
}

describe('docs/SCALING.md: the Citus classification of every table (live schema)', () => {
  let database: TestDatabase;
  let schema: Map<string, Table>;
  const planned = classification();

  beforeAll(async () => {
    database = await createTestDatabase();
    schema = await liveSchema(database.url);
  });
  afterAll(async () => database.drop());

  it('classifies every table exactly once, and only tables that exist', () => {
    expect([...planned.keys()].sort()).toEqual([...schema.keys()].sort());
  });

  it('distributes the match tables by match id, which every key and unique constraint includes', () => {
    const byMatch = [...planned].filter(([, d]) => d.kind === 'column' && d.column === 'match_id').map(([t]) => t);
    expect(byMatch.sort()).toEqual([
      'archived_records',
      'chat_messages',
      'deadline_reminders',
      'group_rematches',
      'match_events',
      'match_followups',
      'match_notes',
      'match_reviews',
      'match_seats',
      'match_turns',
      'matches',
      'standing_orders',
    ]);
    for (const [name, distribution] of planned) {
      const column = ownColumn(name, distribution);
      if (column === null) continue;
      const table = schema.get(name)!;
      expect({ name, primaryKey: table.primaryKey }).toEqual({ name, primaryKey: expect.arrayContaining([column]) });
      for (const unique of table.uniques)
        expect({ name, unique }).toEqual({ name, unique: expect.arrayContaining([column]) });
    }
  });

  it('keeps foreign keys Citus allows: among co-located tables on the distribution column, or to reference tables', () => {
    for (const [name, distribution] of planned) {
      for (const fk of schema.get(name)!.foreignKeys) {
        const target = planned.get(fk.table)!;
        if (distribution.kind === 'column') {
          if (target.kind === 'reference') continue;
          // Distributed to distributed: co-located, joined on the distribution column.
          expect(target).toEqual(distribution);
          const at = fk.columns.indexOf(ownColumn(name, distribution)!);
          expect({ name, fk: fk.table, at }).toEqual({ name, fk: fk.table, at: expect.any(Number) });
          expect(at).toBeGreaterThanOrEqual(0);
          expect(fk.references[at]).toBe(ownColumn(fk.table, target));
        } else {
          // A reference or local table may not point into a distributed one.
          expect({ name, references: fk.table, kind: target.kind }).toEqual({
            name,
            references: fk.table,
            kind: expect.stringMatching(/^(reference|local)$/),
          });
        }
      }
    }
  });

  it("has no ON UPDATE CASCADE, SET NULL or SET DEFAULT on a distributed table's key that includes its distribution column", () => {
    // Citus refuses such a key when `claim citus distribute` adds it back (reputation_seats' was, until 20261208160000).
    const refused: string[] = [];
    for (const [name, distribution] of planned) {
      const own = ownColumn(name, distribution);
      if (own === null) continue;
      for (const fk of schema.get(name)!.foreignKeys)
        if (fk.columns.includes(own) && ['c', 'n', 'd'].includes(fk.onUpdate)) refused.push(`${name} → ${fk.table}`);
    }
    expect(refused).toEqual([]);
  });

  it('is the layout `claim citus distribute` puts the tables in (src/database/citus.ts)', () => {
    const fromCode = Object.entries(CITUS_LAYOUT).map(([table, placement]) => [
      table,
      placement.kind === 'distributed' ? `column ${placement.column}` : placement.kind,
    ]);
    const fromDoc = [...planned].map(([table, d]) => [table, d.kind === 'column' ? `column ${d.column}` : d.kind]);
    expect(Object.fromEntries(fromCode)).toEqual(Object.fromEntries(fromDoc));
  });
});
