import type { Pool, PoolClient } from 'pg';
import type { Prisma } from '../generated/prisma/client';

/**
 * Parameters collected while a statement's text is built (rows as constants, so that Citus routes each to its
 * shard): `add` appends a value and gives its placeholder with a cast; `values` goes with the text.
 */
export class SqlParams {
  readonly values: unknown[];

  constructor(...first: unknown[]) {
    this.values = first;
  }

  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

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
    query: async <Row>(text: string, values: readonly unknown[] = []) =>
      (await client.query({ name: statementName(text), text, values: values as unknown[] })).rows as Row[],
  };
}

const statementNames = new Map<string, string>();

/**
 * A name per distinct statement text, so that node-postgres prepares each statement once per connection
 * and PostgreSQL does not parse and plan it again on every call (the move path's set-wise statements
 * cost more to plan than to run). Our statements are fixed texts with parameters, so the map stays small.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `claim_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs `work` in a transaction on one connection of `pool`, its statements one at a time (oneAtATime). A
 * connection that failed, or could not roll back, is in an unknown state: it is closed, not reused. `first`:
 * a statement without parameters sent with BEGIN, in its round trip (the simple protocol takes several), that
 * `work` may count on as done (a seek's post takes its advisory locks so); every value in it a literal the caller
 * wrote with node-postgres' `escapeLiteral`, or a number.
 */
export async function pgTransaction<R>(pool: Pool, work: (sql: Sql) => Promise<R>, first?: string): Promise<R> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out client has no pool listener: without ours, a connection that dies between two
  // statements (PostgreSQL restarting) would emit an unhandled 'error' and end the process.
  const onError = (error: Error): void => void (broken = error);
  client.on('error', onError);
  try {
    await client.query(first === undefined ? 'BEGIN' : `BEGIN; ${first}`);
    const result = await work(oneAtATime(sqlOfPg(client)));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

export function sqlOfPrisma(tx: Prisma.TransactionClient): Sql {
  return {
    query: <Row>(text: string, values: readonly unknown[] = []) => tx.$queryRawUnsafe<Row[]>(text, ...values),
  };
}

/**
 * One statement at a time through `sql`, in call order. The members of a group-committed batch share
 * one transaction and may read from it at the same moment; node-postgres queues such calls today but
 * deprecates it (pg 9 will refuse a query while another runs on the same client).
 */
export function oneAtATime(sql: Sql): Sql {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    query: <Row>(text: string, values?: readonly unknown[]): Promise<Row[]> => {
      const run = previous.then(() => sql.query<Row>(text, values));
      previous = run.catch(() => undefined);
      return run;
    },
  };
}
