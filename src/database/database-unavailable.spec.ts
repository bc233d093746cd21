import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x'): Error => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (pg-pool)', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a refused connection on every address (AggregateError)',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' }),
    ],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a dropped connection without a code', new Error('Connection terminated unexpectedly')],
    ['Prisma cannot reach the server (P1001)', withCode('P1001')],
    ['a wrapped cause', new Error('driver adapter error', { cause: withCode('ECONNRESET') })],
    [
      'graphql-js wrapping a foreign value',
      { message: 'Unexpected error value', thrownValue: { code: 'ECONNREFUSED' } },
    ],
  ])('yes for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'seat')")],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('no for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
