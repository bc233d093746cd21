import { rulesFrom } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import { foldEvents, initialRuntime } from '../match-runtime';
import { fixtureHeader, storedAfter } from '../testing/runtime-fixtures';
import { MatchCache } from './match-cache';

const parsed = rulesFrom('claim', [], 2);
if (!parsed.ok) throw new Error(parsed.error.message);
const rules = parsed.value;

/** A started match with id `n`, and the same match one clock event later. */
function started(n: number): MatchRuntime {
  const start = initialRuntime({ ...fixtureHeader(rules, 'ab'.repeat(32)), id: `match-${n}` });
  return foldEvents(start, [
    storedAfter(start, { type: 'match_started', payload: { rules, seats: start.header.seats, seedCommitment: '' } }),
  ]);
}

function next(runtime: MatchRuntime): MatchRuntime {
  return foldEvents(runtime, [storedAfter(runtime, { type: 'paused', payload: { seat: 0 } })]);
}

describe('MatchCache', () => {
  it('drops matches unused for longer than the idle limit, and keeps those used since', () => {
    let now = 0;
    const cache = new MatchCache({ capacity: 100, idleMs: 1000 }, () => now);
    cache.put(started(1));
    cache.put(started(2));
    now = 600;
    expect(cache.get('match-1')).toBeDefined(); // used again: fresh
    now = 1200;
    cache.put(started(3)); // match-2 was last used at 0
    expect(cache.get('match-2')).toBeUndefined();
    expect(cache.get('match-1')).toBeDefined();
    now = 5000;
    cache.dropIdle();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its capacity, least recently used out first; an idle limit of 0 keeps them', () => {
    let now = 0;
    const cache = new MatchCache({ capacity: 2, idleMs: 0 }, () => now);
    cache.put(started(1));
    cache.put(started(2));
    cache.get('match-1');
    cache.put(started(3));
    now = 1e12;
    cache.dropIdle();
    expect([cache.get('match-1'), cache.get('match-2'), cache.get('match-3')].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('knows standing-order firings only up to where it saw every event', () => {
    const cache = new MatchCache({ capacity: 10, idleMs: 0 });
    const first = started(1);
    cache.put(first);
    expect(cache.firedUpTo('match-1', first.version)).toBeUndefined(); // never asked: the book must be read
    cache.putFired('match-1', { version: first.version, bySeq: new Map() });
    expect(cache.firedUpTo('match-1', first.version)?.size).toBe(0);
    // This process's write of the next event, played by seat 0's order: known on.
    const second = next(first);
    cache.put(second);
    cache.appended('match-1', second.version, 0);
    expect([...(cache.firedUpTo('match-1', second.version) ?? [])]).toEqual([[second.version, 0]]);
    // An event this process did not write (another instance's), folded in by a read: unknown again.
    const third = next(second);
    cache.put(third);
    expect(cache.firedUpTo('match-1', third.version)).toBeUndefined();
    const fourth = next(third);
    cache.put(fourth);
    cache.appended('match-1', fourth.version, undefined); // known up to seq 1 only: a gap, still unknown
    expect(cache.firedUpTo('match-1', fourth.version)).toBeUndefined();
    // An older answer of the book never replaces a newer one.
    cache.putFired('match-1', { version: fourth.version, bySeq: new Map([[1, 0]]) });
    cache.putFired('match-1', { version: first.version, bySeq: new Map() });
    expect(cache.firedUpTo('match-1', fourth.version)?.get(1)).toBe(0);
  });
});
