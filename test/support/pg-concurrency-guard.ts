import { Client } from 'pg';

/**
 * Fails the test during which a node-postgres client is given a query while it still has one queued behind
 * the one it is executing: concurrent queries on one connection or transaction (often a Promise.all inside
 * a Prisma interactive transaction), which pg 8 warns about ("client.query() when the client is already
 * executing a query") and pg 9 will reject. The check is pg's own (client.js), made on the pg module that
 * this test file and the server it starts share: Jest's copy of `process` does not hear the warning itself.
 */
interface QueuedClient {
  readonly _queryQueue?: readonly unknown[];
  readonly pipeline?: boolean;
}

const seen: string[] = [];
const query = Client.prototype.query;
Client.prototype.query = function (this: Client & QueuedClient, ...args: unknown[]): unknown {
  if ((this._queryQueue?.length ?? 0) > 0 && this.pipeline !== true)
    seen.push(
      `${expect.getState().currentTestName ?? '(outside a test)'}: ${JSON.stringify(args[0]).slice(0, 300)}\n${new Error().stack ?? ''}`,
    );
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

afterEach(() => {
  if (seen.length > 0)
    throw new Error(
      `node-postgres: a query was sent on a client with queries still waiting (pg 9 rejects it); run one ` +
        `client's or transaction's queries one after the other. During:\n${seen.splice(0).join('\n\n')}`,
    );
});

afterAll(() => {
  Client.prototype.query = query;
});
