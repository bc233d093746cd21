import { lastEventIdOf, strictDate, strictInteger } from './strict-query';

describe('strict query parsing (issue 27 P13)', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['9007199254740991', 9007199254740991],
    ['1e3', null],
    ['-5', null],
    ['05', null],
    ['0x10', null],
    [' 5', null],
    ['5.0', null],
    ['', null],
    ['abc', null],
    ['9007199254740992', null],
    ['99999999999999999', null],
  ])('integer %j → %j', (text, value) => {
    expect(strictInteger(text)).toBe(value);
  });

  it.each([
    ['2026-12-02', '2026-12-02T00:00:00.000Z'],
    ['2026-12-02T10:11:12Z', '2026-12-02T10:11:12.000Z'],
    ['2026-12-02T10:11:12.345Z', '2026-12-02T10:11:12.345Z'],
    ['2026-12-02T10:11:12+01:00', '2026-12-02T09:11:12.000Z'],
    ['0.5', null],
    ['1', null],
    ['2026', null],
    ['2026-02-31', null],
    ['2026-13-01', null],
    ['December 2, 2026', null],
    ['2026-12-02T10:11Z', null],
    ['2026-12-02 10:11:12Z', null],
  ])('date %j → %j', (text, iso) => {
    expect(strictDate(text)?.toISOString() ?? null).toBe(iso);
  });

  it('reads Last-Event-ID strictly, absent or empty as none', () => {
    expect(lastEventIdOf(undefined)).toBeUndefined();
    expect(lastEventIdOf('')).toBeUndefined();
    expect(lastEventIdOf('12')).toBe(12);
    for (const bad of ['abc', '-5', '1e3', '1.5']) expect(() => lastEventIdOf(bad)).toThrow('Invalid input');
  });
});
