/**
 * The web client's part in "a deal no one can choose" (docs/auditing.md): every lobby it opens or joins and
 * every challenge it sends or accepts carries a fresh entropy contribution, and the contribution is kept
 * in this browser with the server seed commitment it was sent under, so the match screen can say whether
 * the deal was derived from it (checkDeal).
 */

const STORAGE_KEY = 'claim.entropy';
/** Older contributions are dropped beyond this many: a finished match's check needs only its own. */
const KEPT = 200;

/** 32 bytes of the browser's CSPRNG as 64 lowercase hex digits. */
export function newContribution(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type Kept = [contribution: string, seedCommitment: string][];

/** The part of the Web Storage API used here; absent outside a browser (unit tests), where nothing is kept. */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const storage = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;

function kept(): Kept {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Kept) : [];
  } catch {
    return [];
  }
}

/** Remembers that `contribution` was sent to a lobby or challenge that had committed to `seedCommitment`. */
export function rememberContribution(contribution: string, seedCommitment: string | null | undefined): void {
  if (!seedCommitment) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...kept(), [contribution, seedCommitment]].slice(-KEPT)));
  } catch {
    // Storage full or denied: the deal still used the contribution; only this browser's check is lost.
  }
}

export interface MatchEntropyView {
  readonly serverSeedCommitment: string;
  readonly contributions: readonly (string | null)[];
}

/**
 * What the match screen says about the deal: `mine` when this browser sent the contribution in the
 * player's seat under the commitment the match names; `mismatch` when the seat holds a contribution this
 * browser sent under another commitment; `contributed` when the seed was derived from contributions this
 * browser cannot vouch for (another device); null for a match without entropy.
 */
export function checkDeal(
  entropy: MatchEntropyView | null | undefined,
  mySeat: number | null,
  sent: Kept = kept(),
): 'mine' | 'mismatch' | 'contributed' | null {
  if (!entropy) return null;
  const mine = mySeat === null ? null : (entropy.contributions[mySeat] ?? null);
  const under = sent.filter(([c]) => c === mine).map(([, commitment]) => commitment);
  if (mine === null || under.length === 0) return 'contributed';
  return under.includes(entropy.serverSeedCommitment) ? 'mine' : 'mismatch';
}
