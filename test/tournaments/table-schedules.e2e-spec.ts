import { TABLE_SCHEDULES } from '../../src/tournaments/core/table-schedules';
import { searchTableSchedule } from '../../src/tournaments/core/tables';

/**
 * The stored round-robin schedules of tables (table-schedules.ts) are the search's output, not hand-edited:
 * the search is deterministic (a fixed-seed generator, integer arithmetic), so running it again gives exactly
 * the stored table. About a minute of CPU: a slow suite. (Their evenness is checked in formats.spec.ts.)
 */
describe('stored table schedules', () => {
  it('are exactly what the schedule search finds, for every stored size', () => {
    const keys = Object.keys(TABLE_SCHEDULES);
    expect(keys.length).toBe(25);
    for (const key of keys) {
      const [n, k] = key.split('/').map(Number);
      const found = searchTableSchedule(n, k).map((r) => [...r.tables.map((t) => [...t]), [...r.byes]]);
      expect([key, found]).toEqual([key, TABLE_SCHEDULES[key]]);
    }
  }, 600_000);
});
