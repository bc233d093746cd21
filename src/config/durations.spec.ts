import { parseDuration, parseDurations } from './durations';

describe('durations', () => {
  it.each([
    ['250ms', 250],
    ['10s', 10_000],
    ['5m', 300_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    ['42', 42],
    [' 3 s ', 3000],
  ])('%s is %d ms', (raw, ms) => {
    expect(parseDuration(raw, 'X')).toBe(ms);
  });

  it.each(['', 'soon', '-1s', '1.5s', '10y'])('rejects %p naming the setting', (raw) => {
    expect(() => parseDuration(raw, 'CLAIM_X')).toThrow('CLAIM_X');
  });

  it('reads lists', () => {
    expect(parseDurations('10s,1m,5m,30m,2h', 'X')).toEqual([10_000, 60_000, 300_000, 1_800_000, 7_200_000]);
  });
});
