import { MAX_JSON_DEPTH, jsonTextNestsDeeperThan, valueNestsDeeperThan } from './json-depth';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const nested = (depth: number): string => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;

describe('JSON depth', () => {
  it('counts arrays and objects alike, up to the limit and no further', () => {
    expect(jsonTextNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonTextNestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 2)))).toBe(true);
    expect(valueNestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(valueNestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH + 2)))).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes included, and non-ASCII text', () => {
    const inString = JSON.stringify({ a: '['.repeat(100), b: '\\"[[[[', c: 'é[ü{' });
    expect(jsonTextNestsDeeperThan(bytes(inString), 1)).toBe(false);
    expect(jsonTextNestsDeeperThan(bytes('{"a":"\\"","b":[[1]]}'), 2)).toBe(true);
  });

  it('measures a million levels without a stack', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    expect(jsonTextNestsDeeperThan(bytes(deep))).toBe(true);
    expect(valueNestsDeeperThan(JSON.parse(deep))).toBe(true);
  });
});
