/**
 * The fair-play signals' benchmark (issue 35). Run: npm run bench:fairplay [-- --games N --baseline B --seed S]
 *
 * A population of accounts plays 3-player games of the claim preset's five factions plus two others
 * (mixedRules), every seat a computer player (src/fairplay/testing/players.ts, levels at bench budgets):
 *   - 12 honest accounts, four at each level (easy, medium, hard);
 *   - a colluding pair (medium) that feeds each other: when one plays the last card of a trick and a card
 *     of theirs hands the trick to the partner, it plays that card; they seek each other's tables;
 *   - two accounts of one person (honest play, one address), seated together as often as the colluders;
 *   - an honest household: two honest accounts sharing an address, seated only as chance has it;
 *   - an assisted account that plays the reference player's move (the assistance signal's), another seed.
 * The signals are computed over the finished games exactly as `claim fairplay --recompute` does
 * (computeSignals), then each threshold is swept: how many of the accounts each signal is meant to catch it
 * flags, and how many honest accounts it flags (the false-positive rate). Then the baselines: the computer
 * player at each level playing against itself (3 seats of one level), its soft-play rate and its agreement
 * with the reference player.
 *
 * --games N     population games (default 120)
 * --baseline B  games per level for the baselines (default 12)
 * --seed S      first deal number (default 1)
 */
import { loadavg } from 'node:os';
import type { BotLevel } from '../src/computer/bot';
import { BotRandom } from '../src/computer/bot/rng';
import { mixedRules } from '../src/computer/bot/testing';
import type { AccountSignal, FinishedGame } from '../src/fairplay/signals/compute';
import { SIGNAL_DEFAULTS, computeSignals } from '../src/fairplay/signals/compute';
import { choicesFromBot, tallyAgreement } from '../src/fairplay/signals/assistance';
import { feedChances } from '../src/fairplay/signals/soft-play';
import type { PlayerKind } from '../src/fairplay/testing/players';
import { playGame } from '../src/fairplay/testing/players';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
}

const GAMES = option('games', 120);
const BASELINE = option('baseline', 12);
const FIRST_DEAL = option('seed', 1);
const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

interface Account {
  readonly name: string;
  readonly play: 'honest' | 'colluder' | 'assisted';
  readonly level: BotLevel;
  /** Address hash (one per account, shared by the person's two accounts and the household). */
  readonly address: string;
  /** What the account is meant to be caught by, if anything. */
  readonly target: 'SOFT_PLAY' | 'SAME_ADDRESS' | 'ASSISTANCE' | null;
}

const accounts: Account[] = [
  ...Array.from({ length: 12 }, (_, i): Account => ({
    name: `honest-${LEVELS[i % 3]}-${Math.floor(i / 3)}`,
    play: 'honest',
    level: LEVELS[i % 3],
    address: `addr-${i}`,
    target: null,
  })),
  { name: 'colluder-a', play: 'colluder', level: 'medium', address: 'addr-ca', target: 'SOFT_PLAY' },
  { name: 'colluder-b', play: 'colluder', level: 'medium', address: 'addr-cb', target: 'SOFT_PLAY' },
  { name: 'twin-a', play: 'honest', level: 'medium', address: 'addr-twin', target: 'SAME_ADDRESS' },
  { name: 'twin-b', play: 'honest', level: 'hard', address: 'addr-twin', target: 'SAME_ADDRESS' },
  { name: 'household-a', play: 'honest', level: 'easy', address: 'addr-home', target: null },
  { name: 'household-b', play: 'honest', level: 'hard', address: 'addr-home', target: null },
  { name: 'assisted', play: 'assisted', level: 'hard', address: 'addr-assisted', target: 'ASSISTANCE' },
];
const byName = new Map(accounts.map((a) => [a.name, a]));

/** The seats of population game `g`: the colluders every 4th game, the twins every 4th (offset), else random. */
function tableOf(g: number, random: BotRandom): Account[] {
  const pick = (taken: readonly Account[]): Account => {
    for (;;) {
      const a = accounts[random.int(accounts.length)];
      if (!taken.includes(a)) return a;
    }
  };
  const seats: Account[] = [];
  if (g % 4 === 0) seats.push(byName.get('colluder-a')!, byName.get('colluder-b')!);
  else if (g % 4 === 2) seats.push(byName.get('twin-a')!, byName.get('twin-b')!);
  while (seats.length < 3) seats.push(pick(seats));
  return random.shuffle(seats);
}

function kindOf(account: Account, seats: readonly Account[]): PlayerKind {
  if (account.play === 'assisted') return { kind: 'assisted' };
  if (account.play === 'colluder') {
    const partner = seats.findIndex((s) => s.play === 'colluder' && s !== account);
    if (partner >= 0) return { kind: 'colluder', level: account.level, partner };
  }
  return { kind: 'honest', level: account.level };
}

const started = performance.now();
const load = loadavg()[0];
const random = new BotRandom(`fairplay-bench:${FIRST_DEAL}`);
const games: FinishedGame[] = [];
for (let g = 0; g < GAMES; g++) {
  const seats = tableOf(g, random);
  const deal = FIRST_DEAL + g;
  const { start, moves } = playGame(
    mixedRules(3, 'claim', false, deal),
    deal,
    seats.map((a) => kindOf(a, seats)),
  );
  games.push({
    id: `g${g}`,
    start,
    moves,
    accounts: seats.map((a) => a.name),
    addresses: seats.map((a) => [a.address]),
    review: null,
  });
  if ((g + 1) % 20 === 0) process.stderr.write(`  ${g + 1}/${GAMES} games\n`);
}
const playedMs = performance.now() - started;

const signals = computeSignals(games, new Map());
const of = (kind: AccountSignal['kind']): AccountSignal[] => signals.filter((s) => s.kind === kind);
const honestNames = accounts.filter((a) => a.target === null).map((a) => a.name);

interface Sweep {
  readonly kind: AccountSignal['kind'];
  readonly label: string;
  readonly thresholds: readonly number[];
  readonly flags: (s: AccountSignal, threshold: number) => boolean;
}

const SWEEPS: readonly Sweep[] = [
  {
    kind: 'SOFT_PLAY',
    label: `z ≥ t over ≥ ${SIGNAL_DEFAULTS.softPlay.minChances} chances toward one opponent`,
    thresholds: [2, 2.5, 3, 4, 5],
    flags: (s, t) => Number(s.details.chances) >= SIGNAL_DEFAULTS.softPlay.minChances && Number(s.details.z) >= t,
  },
  {
    kind: 'CO_PLAY',
    label: `Poisson z of shared tables against expected ≥ t, ≥ ${SIGNAL_DEFAULTS.coPlay.minShared} shared tables`,
    thresholds: [2, 3, 4, 5],
    flags: (s, t) => s.value >= SIGNAL_DEFAULTS.coPlay.minShared && Number(s.details.z) >= t,
  },
  {
    kind: 'SAME_ADDRESS',
    label: 'same-address games with one account ≥ t',
    thresholds: [1, 2, 3, 5],
    flags: (s, t) => s.value >= t,
  },
  {
    kind: 'ASSISTANCE',
    label: `z ≥ t against everyone's agreement, ≥ ${SIGNAL_DEFAULTS.assistance.minDecisions} decisions`,
    thresholds: [1.5, 2, 2.5, 3],
    flags: (s, t) =>
      s.games > 0 && Number(s.details.decisions) >= SIGNAL_DEFAULTS.assistance.minDecisions && Number(s.details.z) >= t,
  },
];

/** The accounts each signal is meant to catch (co-play: the colluders and the twins, who both seek tables). */
const targetsOf = (kind: AccountSignal['kind']): string[] =>
  accounts
    .filter((a) => (kind === 'CO_PLAY' ? a.target === 'SOFT_PLAY' || a.target === 'SAME_ADDRESS' : a.target === kind))
    .map((a) => a.name);

console.log(
  `fair-play bench: ${GAMES} 3-player games, ${accounts.length} accounts, load ${load.toFixed(1)}, played in ${(playedMs / 1000).toFixed(0)} s`,
);
for (const sweep of SWEEPS) {
  const rows = of(sweep.kind);
  const targets = targetsOf(sweep.kind);
  console.log(`\n${sweep.kind} (${sweep.label})`);
  for (const t of sweep.thresholds) {
    const flagged = rows.filter((s) => sweep.flags(s, t)).map((s) => s.account);
    const caught = targets.filter((n) => flagged.includes(n)).length;
    const falsePositives = honestNames.filter((n) => flagged.includes(n)).length;
    console.log(
      `  t = ${t}: flags ${caught}/${targets.length} targets, ${falsePositives}/${honestNames.length} honest (${((100 * falsePositives) / honestNames.length).toFixed(0)} %)`,
    );
  }
  for (const s of rows.filter((r) => !honestNames.includes(r.account) || r.flagged))
    console.log(`    ${s.account}: value ${s.value} baseline ${s.baseline} ${JSON.stringify(s.details)}`);
  const honestRows = rows.filter((r) => honestNames.includes(r.account));
  const zs = honestRows.map((r) => Number(r.details.z ?? r.value)).sort((a, b) => a - b);
  if (zs.length > 0)
    console.log(`    honest accounts: max ${zs[zs.length - 1]}, median ${zs[Math.floor(zs.length / 2)]}`);
}

console.log('\nBaselines: the computer player at each level against itself (3 seats of one level)');
for (const level of LEVELS) {
  let chances = 0;
  let fed = 0;
  let decisions = 0;
  let agreed = 0;
  for (let g = 0; g < BASELINE; g++) {
    const deal = 100_000 + FIRST_DEAL + g;
    const { start, moves } = playGame(
      mixedRules(3, 'claim', false, deal),
      deal,
      [0, 1, 2].map(() => ({ kind: 'honest', level })),
    );
    const c = feedChances(start, moves);
    chances += c.length;
    fed += c.filter((x) => x.fed).length;
    for (const t of tallyAgreement(choicesFromBot(start, moves), ['0', '1', '2'])) {
      decisions += t.decisions;
      agreed += t.agreed;
    }
  }
  console.log(
    `  ${level}: soft-play rate ${(fed / Math.max(1, chances)).toFixed(3)} (${fed}/${chances} chances), agreement with the reference ${(agreed / Math.max(1, decisions)).toFixed(3)} (${agreed}/${decisions} decisions)`,
  );
}
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s, load ${loadavg()[0].toFixed(1)}`);
