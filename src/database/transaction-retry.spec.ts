import { CONFLICT_ATTEMPTS, isTransactionConflict, retryOnConflict } from './transaction-retry';

const withCode = (code: string, message = 'x'): Error => Object.assign(new Error(message), { code });

/** What Prisma 7 throws for a raw query the database cancelled (seen on Citus: P2010 with the adapter's cause). */
const prismaRaw = (sqlstate: string): Error =>
  Object.assign(new Error('Raw query failed'), {
    code: 'P2010',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: sqlstate, kind: 'postgres' } } },
  });

describe('isTransactionConflict', () => {
  it.each([
    ['a deadlock from node-postgres (40P01)', withCode('40P01', 'deadlock detected')],
    ['a serialization failure (40001)', withCode('40001')],
    ["Prisma's write conflict (P2034)", withCode('P2034')],
    ["a Prisma raw query's deadlock (P2010, 40P01)", prismaRaw('40P01')],
    ['a wrapped cause', new Error('wrapped', { cause: withCode('40P01') })],
  ])('yes for %s', (_name, error) => expect(isTransactionConflict(error)).toBe(true));

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ["a Prisma raw query's refusal (P2010, 0A000)", prismaRaw('0A000')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', '40P01'],
    ['null', null],
  ])('no for %s', (_name, error) => expect(isTransactionConflict(error)).toBe(false));
});

/** What `transaction` and `sqlTransaction` do around their transaction; test/database/transaction-retry runs both on a real deadlock. */
describe('retryOnConflict', () => {
  it('runs a unit that conflicts once exactly twice, and returns the second run', async () => {
    const runs: number[] = [];
    const result = await retryOnConflict(async () => {
      runs.push(runs.length + 1);
      if (runs.length === 1) throw prismaRaw('40001');
      return runs.length;
    });
    expect([result, runs]).toEqual([2, [1, 2]]);
  });

  it('runs the work again after a conflict and returns its result', async () => {
    let runs = 0;
    const result = await retryOnConflict(async () => {
      runs++;
      if (runs < 3) throw withCode('40P01');
      return 'done';
    });
    expect([result, runs]).toEqual(['done', 3]);
  });

  it('passes any other error on at once', async () => {
    let runs = 0;
    const failing = retryOnConflict(async () => {
      runs++;
      throw withCode('23505', 'duplicate');
    });
    await expect(failing).rejects.toThrow('duplicate');
    expect(runs).toBe(1);
  });

  it('gives up after CONFLICT_ATTEMPTS runs with the last error', async () => {
    let runs = 0;
    const failing = retryOnConflict(async () => {
      runs++;
      throw withCode('40P01', `deadlock ${runs}`);
    });
    await expect(failing).rejects.toThrow(`deadlock ${CONFLICT_ATTEMPTS}`);
    expect(runs).toBe(CONFLICT_ATTEMPTS);
  });
});
