import type { Pool, PoolClient } from 'pg';
import type { Prisma } from '../generated/prisma/client';

/**
 * Parameterised SQL on one connection or transaction, whatever the driver underneath: node-postgres
 * on the hot paths, or a Prisma interactive transaction when work that still speaks Prisma must commit
 * with it. Statements written for both pass parameters as text or numbers and cast in SQL
 * (`$1::uuid`, `$1::jsonb`), and every statement returns rows (Prisma cannot read a `void` column).
 */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<Row[]>;
}

export function sqlOfPg(client: Pool | PoolClient): Sql {
  return {
    query: async <Row>(text: string, values: readonly unknown[] = []) => (await client.query(text, values as unknown[])).rows as Row[],
  };
}

export function sqlOfPrisma(tx: Prisma.TransactionClient): Sql {
  return {
    query: <Row>(text: string, values: readonly unknown[] = []) => tx.$queryRawUnsafe<Row[]>(text, ...values),
  };
}
