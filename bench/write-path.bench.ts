/**
 * The match runtime's share of one move on the write path, in process (no database, no HTTP):
 * `apply` (the rules decide), then the runtime after the event, built two ways —
 *   replayed: foldEvents parses the stored move and applies it again (the write path before this round);
 *   decided:  withDecidedEvent takes the state `apply` returned (the write path now).
 * Run: node -r @swc-node/register bench/write-path.bench.ts   (BENCH_GAMES, default 2000 two-player games)
 * The two variants alternate, game by game, over the same games; the figure is µs per move.
 */
import { apply, legalMoves, rulesFrom, seatToAct, seededChooser } from '../src/engine';
import type { Rules } from '../src/engine';
import { foldEvents, initialRuntime, withDecidedEvent } from '../src/matches/match-runtime';
import type { MatchRuntime } from '../src/matches/match-runtime';
import type { MatchEventBody, MatchHeader, StoredEvent } from '../src/matches/match.types';

const parsed = rulesFrom('claim', [], 2);
if (!parsed.ok) throw new Error(parsed.error.message);
const rules: Rules = parsed.value;

function stored(runtime: MatchRuntime, body: MatchEventBody): StoredEvent {
  const seq = runtime.version + 1;
  const stamp = { seq, actorUserId: null, requestId: null, idempotencyKey: null, prevHash: '', hash: `h${seq}` };
  return { ...body, ...stamp, matchId: runtime.header.id, createdAt: new Date() };
}

/** One game to its end; returns the nanoseconds spent in apply + the runtime step, and the moves. */
function play(game: number, decided: boolean): { ns: number; moves: number } {
  const header: MatchHeader = {
    id: `m${game}`,
    rules,
    seed: (game % 256).toString(16).padStart(2, '0').repeat(32),
    seedCommitment: '',
    seats: [0, 1].map((seat) => ({ seat, userId: `u${seat}`, username: `p${seat}` })),
    createdAt: new Date(),
    importedBy: null,
  };
  const start = initialRuntime(header);
  let runtime = foldEvents(start, [
    stored(start, { type: 'match_started', payload: { rules, seats: header.seats, seedCommitment: '' } }),
  ]);
  const choose = seededChooser(game + 1);
  let ns = 0;
  let moves = 0;
  while (runtime.status === 'running') {
    const seat = seatToAct(runtime.state)!;
    const options = legalMoves(runtime.state, seat);
    const move = options[choose(options.length)];
    const began = process.hrtime.bigint();
    const next = apply(runtime.state, move);
    if (!next.ok) throw new Error(next.error.message);
    const event = stored(runtime, { type: 'move', payload: move });
    runtime = decided ? withDecidedEvent(runtime, event, next.value) : foldEvents(runtime, [event]);
    ns += Number(process.hrtime.bigint() - began);
    moves++;
  }
  return { ns, moves };
}

const games = Number(process.env.BENCH_GAMES ?? 2000);
const total = { replayed: 0, decided: 0 };
let moves = 0;
for (let game = 0; game < games; game++) {
  // Alternate which variant goes first, so that neither always meets a warm cache.
  const order = game % 2 === 0 ? [false, true] : [true, false];
  for (const decided of order) {
    const result = play(game, decided);
    total[decided ? 'decided' : 'replayed'] += result.ns;
    if (decided) moves += result.moves;
  }
}
const us = (ns: number): string => (ns / moves / 1000).toFixed(2);
process.stdout.write(
  `${games} games, ${moves} moves each way: apply + foldEvents (replayed) ${us(total.replayed)} µs/move, ` +
    `apply + withDecidedEvent (decided) ${us(total.decided)} µs/move\n`,
);
