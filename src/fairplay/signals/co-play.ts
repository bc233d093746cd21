/**
 * Co-play (docs/fair-play.md "Co-play"): how often two accounts share a table, against what their activity
 * alone would give. Pure: a list of finished games' seated accounts in, a row per account out.
 *
 * Expected meetings of A and B: each of A's games has (k − 1) other seats; if seats were filled at random
 * from everyone's games, one of them is B's with probability g_B / (S − g_A) (g: an account's games, S: every
 * seat of every game). Summed over A's games. An account's signal is its partner with the largest excess
 * over that expectation, as a Poisson z-score (n − E) / √E, among partners met at least `minShared` times:
 * a plain ratio flagged honest pairs that met 5 times against 1.4 expected more readily than a pair of very
 * active accounts that met 33 times against 12 (bench/fairplay.bench.ts).
 */
export interface CoPlaySettings {
  readonly minShared: number;
  /** Flagged at or above this z-score of shared tables against the expected number. */
  readonly z: number;
}

export const CO_PLAY_DEFAULTS: CoPlaySettings = { minShared: 5, z: 4 };

export interface CoPlaySignal {
  readonly account: string;
  readonly partner: string | null;
  /** Tables shared with `partner`. */
  readonly value: number;
  /** The number expected from the two accounts' activity. */
  readonly baseline: number;
  readonly ratio: number;
  readonly z: number;
  readonly games: number;
  readonly flagged: boolean;
}

export function coPlaySignals(
  tables: readonly (readonly string[])[],
  settings: CoPlaySettings = CO_PLAY_DEFAULTS,
): CoPlaySignal[] {
  const games = new Map<string, number>();
  let seats = 0;
  for (const t of tables) {
    const unique = [...new Set(t)];
    for (const a of unique) games.set(a, (games.get(a) ?? 0) + 1);
    seats += unique.length;
  }
  const shared = new Map<string, Map<string, number>>();
  const others = new Map<string, number>(); // Σ (k − 1) over an account's games
  for (const t of tables) {
    const unique = [...new Set(t)];
    for (const a of unique) {
      others.set(a, (others.get(a) ?? 0) + unique.length - 1);
      const row = shared.get(a) ?? new Map<string, number>();
      for (const b of unique) if (b !== a) row.set(b, (row.get(b) ?? 0) + 1);
      shared.set(a, row);
    }
  }
  const out: CoPlaySignal[] = [];
  for (const [account, g] of [...games.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let best: CoPlaySignal = {
      account,
      partner: null,
      value: 0,
      baseline: 0,
      ratio: 0,
      z: 0,
      games: g,
      flagged: false,
    };
    for (const [partner, n] of [...(shared.get(account) ?? new Map<string, number>()).entries()].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )) {
      const rest = seats - g;
      const expected = rest <= 0 ? 0 : ((others.get(account) ?? 0) * (games.get(partner) ?? 0)) / rest;
      const ratio = expected === 0 ? 0 : n / expected;
      const z = expected === 0 ? 0 : (n - expected) / Math.sqrt(expected);
      if (n < settings.minShared) continue;
      if (best.partner === null || z > best.z)
        best = { account, partner, value: n, baseline: expected, ratio, z, games: g, flagged: z >= settings.z };
    }
    out.push(best);
  }
  return out;
}
