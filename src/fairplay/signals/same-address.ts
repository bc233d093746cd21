/**
 * Same address (docs/fair-play.md "Same address"): finished games in which two seated accounts were used
 * from the same network address or device (the keyed hashes of session_addresses, seen while the match ran).
 * An honest household or a shared network gives some; one person playing two accounts at one table gives
 * them at every such game. Pure.
 */
export interface SeatAddresses {
  readonly account: string;
  /** The address and device hashes the account's sessions were seen with during the match. */
  readonly hashes: readonly string[];
}

export interface SameAddressSettings {
  /** Flagged at this many games or more at one table with the same other account from the same address. */
  readonly games: number;
}

export const SAME_ADDRESS_DEFAULTS: SameAddressSettings = { games: 2 };

export interface SameAddressSignal {
  readonly account: string;
  readonly partner: string | null;
  /** Games shared with `partner` from the same address. */
  readonly value: number;
  /** Games the account played whose seats' addresses were known. */
  readonly games: number;
  readonly flagged: boolean;
}

/** Whether two seats of one game share a hash. */
function share(a: SeatAddresses, b: SeatAddresses): boolean {
  return a.hashes.some((h) => b.hashes.includes(h));
}

/** The pairs of one table that shared an address (each pair once, accounts in order). */
export function sameAddressPairs(seats: readonly SeatAddresses[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < seats.length; i++)
    for (let j = i + 1; j < seats.length; j++)
      if (seats[i].account !== seats[j].account && share(seats[i], seats[j])) {
        const [x, y] = [seats[i].account, seats[j].account].sort();
        pairs.push([x, y]);
      }
  return pairs;
}

export function sameAddressSignals(
  games: readonly (readonly SeatAddresses[])[],
  settings: SameAddressSettings = SAME_ADDRESS_DEFAULTS,
): SameAddressSignal[] {
  const played = new Map<string, number>();
  const counts = new Map<string, Map<string, number>>();
  for (const seats of games) {
    for (const s of new Set(seats.map((x) => x.account))) played.set(s, (played.get(s) ?? 0) + 1);
    for (const [a, b] of sameAddressPairs(seats))
      for (const [x, y] of [
        [a, b],
        [b, a],
      ]) {
        const row = counts.get(x) ?? new Map<string, number>();
        row.set(y, (row.get(y) ?? 0) + 1);
        counts.set(x, row);
      }
  }
  return [...played.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([account, g]) => {
      let partner: string | null = null;
      let value = 0;
      for (const [p, n] of counts.get(account) ?? new Map<string, number>())
        if (n > value || (n === value && partner !== null && p < partner)) [partner, value] = [p, n];
      return { account, partner, value, games: g, flagged: value >= settings.games };
    });
}
