const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `250ms`, `10s`, `5m`, `2h`, `1d` (or a bare number of milliseconds) → milliseconds. */
export function parseDuration(raw: string, name: string): number {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d)?\s*$/.exec(raw);
  if (!match) throw new Error(`${name} must be a duration such as 250ms, 10s, 5m, 2h or 1d, got "${raw}"`);
  return Number(match[1]) * UNIT_MS[match[2] ?? 'ms'];
}

/** A comma-separated list of durations, e.g. `10s,1m,5m`. */
export function parseDurations(raw: string, name: string): number[] {
  try {
    return raw.split(',').map((part) => parseDuration(part, name));
  } catch {
    throw new Error(`${name} must be a comma-separated list of durations such as 10s,1m,5m, got "${raw}"`);
  }
}
