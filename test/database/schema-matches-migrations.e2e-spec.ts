import { getDMMF } from '@prisma/internals';
import { readFileSync } from 'fs';
import path from 'path';
import { Client } from 'pg';
import { projectRoot } from '../../src/config/paths';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';

/**
 * prisma/schema.prisma (what the generated client believes) and the
 * hand-written migration SQL (what the database really is) must describe the
 * same tables. Applies the migrations to an empty database, reads the result
 * back from the catalog, and compares it with Prisma's own reading of the
 * schema (DMMF), both reduced to the same plain description.
 */

type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
type DmmfModel = Dmmf['datamodel']['models'][number];
type DmmfField = DmmfModel['fields'][number];

interface ColumnShape {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  /** "unique:a,b" / "index:a,b", sorted. */
  indexes: string[];
  /** "a,b -> table(c,d) on delete X", sorted. */
  foreignKeys: string[];
}

type DatabaseShape = { tables: Record<string, TableShape>; enums: Record<string, string[]> };

/** Prisma scalar (plus @db attribute) → PostgreSQL type as the catalog prints it. */
function postgresType(field: DmmfField, enumDbNames: Map<string, string>): string {
  if (field.kind === 'enum') return enumDbNames.get(field.type) ?? field.type;
  const [native, args] = (field.nativeType as [string, string[]] | null | undefined) ?? [undefined, []];
  switch (field.type) {
    case 'String':
      return native === 'Uuid' ? 'uuid' : native === 'VarChar' ? `varchar(${args[0]})` : 'text';
    case 'Int':
      return 'integer';
    case 'BigInt':
      return 'bigint';
    case 'Boolean':
      return 'boolean';
    case 'Float':
      return 'double precision';
    case 'Json':
      return native === 'Json' ? 'json' : 'jsonb';
    case 'Bytes':
      return 'bytea';
    case 'DateTime': {
      const precision = args[0] ?? '3';
      return native === 'Timestamptz' ? `timestamptz(${precision})` : `timestamp(${precision})`;
    }
    default:
      throw new Error(`Extend postgresType() for Prisma type ${field.type}`);
  }
}

const ON_DELETE: Record<string, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  SetNull: 'SET NULL',
  NoAction: 'NO ACTION',
  SetDefault: 'SET DEFAULT',
};

function shapeFromDmmf(dmmf: Dmmf): DatabaseShape {
  const { models, enums, indexes } = dmmf.datamodel;
  const enumDbNames = new Map(enums.map((e) => [e.name, e.dbName ?? e.name]));
  const tableOf = new Map(models.map((m) => [m.name, m.dbName ?? m.name]));
  const columnOf = (model: DmmfModel, fieldName: string): string => {
    const field = model.fields.find((f) => f.name === fieldName);
    if (!field) throw new Error(`${model.name}.${fieldName} not found`);
    return field.dbName ?? field.name;
  };

  const tables: Record<string, TableShape> = {};
  for (const model of models) {
    const columns: Record<string, ColumnShape> = {};
    for (const field of model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum')) {
      columns[field.dbName ?? field.name] = {
        // Scalar lists (String[]) are arrays of the element type.
        type: postgresType(field, enumDbNames) + (field.isList ? '[]' : ''),
        nullable: !field.isRequired,
        // @updatedAt is filled in by the client, not by a column default.
        hasDefault: field.hasDefaultValue && !field.isUpdatedAt,
      };
    }
    const modelIndexes = indexes.filter((index) => index.model === model.name);
    const primary = modelIndexes.find((index) => index.type === 'id');
    const foreignKeys = model.fields
      .filter((f) => f.kind === 'object' && (f.relationFromFields?.length ?? 0) > 0)
      .map((f) => {
        const target = models.find((m) => m.name === f.type);
        if (!target) throw new Error(`relation target ${f.type} not found`);
        const from = (f.relationFromFields ?? []).map((name) => columnOf(model, name)).join(',');
        const to = (f.relationToFields ?? []).map((name) => columnOf(target, name)).join(',');
        // Prisma's defaults: Restrict for required relations, SetNull for optional ones.
        const onDelete = f.relationOnDelete ?? (f.isRequired ? 'Restrict' : 'SetNull');
        return `${from} -> ${tableOf.get(target.name)}(${to}) on delete ${ON_DELETE[onDelete] ?? onDelete}`;
      })
      .sort();
    tables[tableOf.get(model.name) ?? model.name] = {
      columns,
      primaryKey: (primary?.fields ?? []).map((f) => columnOf(model, f.name)),
      indexes: modelIndexes
        .filter((index) => index.type === 'unique' || index.type === 'normal')
        .map(
          (index) =>
            `${index.type === 'unique' ? 'unique' : 'index'}:${index.fields.map((f) => columnOf(model, f.name)).join(',')}`,
        )
        .sort(),
      foreignKeys,
    };
  }
  return {
    tables,
    enums: Object.fromEntries(enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)])),
  };
}

async function shapeFromDatabase(client: Client): Promise<DatabaseShape> {
  const tables: Record<string, TableShape> = {};
  const tableRows = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
  );
  for (const { table_name: table } of tableRows.rows) {
    const columns = await client.query<{
      column_name: string;
      type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      `SELECT c.column_name, format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable, c.column_default
       FROM information_schema.columns c
       JOIN pg_attribute a ON a.attrelid = format('public.%I', c.table_name)::regclass AND a.attname = c.column_name
       WHERE c.table_schema = 'public' AND c.table_name = $1`,
      [table],
    );
    const primaryKey = await client.query<{ column_name: string }>(
      `SELECT kcu.column_name FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
       WHERE tc.table_schema = 'public' AND tc.table_name = $1 AND tc.constraint_type = 'PRIMARY KEY'
       ORDER BY kcu.ordinal_position`,
      [table],
    );
    const indexes = await client.query<{ is_unique: boolean; columns: string }>(
      `SELECT i.indisunique AS is_unique,
              (SELECT string_agg(a.attname, ',' ORDER BY k.ord)
                 FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum) AS columns
       FROM pg_index i WHERE i.indrelid = format('public.%I', $1::text)::regclass AND NOT i.indisprimary`,
      [table],
    );
    const foreignKeys = await client.query<{ description: string }>(
      `SELECT (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum)
              || ' -> ' || c.confrelid::regclass::text || '('
              || (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum)
              || ') on delete '
              || CASE c.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE'
                                    WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' END AS description
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid = format('public.%I', $1::text)::regclass`,
      [table],
    );
    tables[table] = {
      columns: Object.fromEntries(
        columns.rows.map((c) => [
          c.column_name,
          {
            type: normalizeType(c.type),
            nullable: c.is_nullable === 'YES',
            hasDefault: c.column_default !== null,
          },
        ]),
      ),
      primaryKey: primaryKey.rows.map((r) => r.column_name),
      indexes: indexes.rows.map((r) => `${r.is_unique ? 'unique' : 'index'}:${r.columns}`).sort(),
      foreignKeys: foreignKeys.rows.map((r) => r.description).sort(),
    };
  }
  const enumRows = await client.query<{ name: string; value: string }>(
    `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
     JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`,
  );
  const enums: Record<string, string[]> = {};
  for (const row of enumRows.rows) (enums[row.name] ??= []).push(row.value);
  return { tables, enums };
}

/** format_type() spelling → the spelling postgresType() produces. */
function normalizeType(type: string): string {
  return type
    .replace(/^"(.*)"$/, '$1') // quoted (mixed-case) enum type names
    .replace(/^timestamp\((\d)\) with time zone$/, 'timestamptz($1)')
    .replace(/^timestamp\((\d)\) without time zone$/, 'timestamp($1)')
    .replace(/^character varying/, 'varchar');
}

describe('prisma/schema.prisma and prisma/migrations agree', () => {
  let database: TestDatabase;
  let client: Client;
  let expected: DatabaseShape;
  let actual: DatabaseShape;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new Client({ connectionString: database.url });
    await client.connect();
    const datamodel = readFileSync(path.join(projectRoot(), 'prisma', 'schema.prisma'), 'utf8');
    expected = shapeFromDmmf(await getDMMF({ datamodel }));
    actual = await shapeFromDatabase(client);
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('has the same tables', () => {
    expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
  });

  it('has the same enums and values', () => {
    expect(actual.enums).toEqual(expected.enums);
  });

  it('has, for every table, the same columns, types, nullability, defaults, keys and indexes', () => {
    // Table by table, so a failure names the table whose shape differs.
    for (const table of Object.keys(expected.tables).sort()) {
      expect({ table, shape: actual.tables[table] }).toEqual({ table, shape: expected.tables[table] });
    }
  });

  it('keys every match-owned table by match id first', () => {
    for (const table of ['match_seats', 'match_events', 'match_turns']) {
      expect(actual.tables[table]?.primaryKey[0]).toBe('match_id');
    }
  });
});
