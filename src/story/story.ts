import type { Card, GameState, Move, PendingDecision, Play, Seat } from '../engine';
import { apply, cardInfo, cardValue, factionOf, heroOf, teamOf } from '../engine';
import type { FactionResult, GameDecider, PhaseEndReason, StoryEntry, StoryEvent, WinFlag, WinReason } from './entries';

/**
 * The story of a match, computed from the engine's full states (before and after each move) and redacted
 * for one viewer exactly as RULES.md R9 says. The narrative explains the rules as they fired; the facts
 * that need hidden information (the card drawn, the card peeked at, the Skeleton's card) come from the full
 * states and are shown only to those who may see them.
 */

/** One event of the match log, as the story needs it. */
export type StorySourceEvent =
  | { readonly seq: number; readonly type: 'match_started' }
  /** `auto`: a forced move the server played for its player (docs/bots.md); `automatic`: the server's move
   * for a skipped seat (no actor in the log). */
  | {
      readonly seq: number;
      readonly type: 'move';
      readonly move: Move;
      readonly auto?: boolean;
      readonly automatic?: boolean;
    }
  | { readonly seq: number; readonly type: 'resigned' | 'aborted'; readonly seat: Seat | null }
  /** `deadline` as the event names it; `by` the claimant's seat, null for the server's sweep. */
  | {
      readonly seq: number;
      readonly type: 'timed_out' | 'seat_skipped';
      readonly seat: Seat;
      readonly deadline: string | null;
      readonly by: Seat | null;
    }
  | { readonly seq: number; readonly type: 'vacation_started'; readonly seat: Seat; readonly until: string }
  | {
      readonly seq: number;
      readonly type: 'vacation_ended' | 'pause_proposed' | 'pause_declined' | 'paused' | 'resumed' | 'seat_returned';
      readonly seat: Seat;
    }
  /** 3–4 players: the computer took over the seat, which left (docs/engine.md "Replaced seats"). */
  | {
      readonly seq: number;
      readonly type: 'seat_replaced';
      readonly seat: Seat;
      readonly reason: 'resigned' | 'timed_out';
    };

/** The clock events that are told as one entry about one seat. */
const CLOCK_KINDS = {
  vacation_ended: 'vacationEnded',
  pause_proposed: 'pauseProposed',
  pause_declined: 'pauseDeclined',
  paused: 'paused',
  resumed: 'resumed',
  seat_returned: 'seatReturned',
} as const;

export interface StoryOptions {
  /**
   * Whose story: a seat, or null for someone at no seat (public information only); or the seat as of each
   * event's seq, for a viewer whose seat changes (a replaced seat's former player: their seat's before the
   * replacement, no seat from it on; docs/engine.md "Replaced seats").
   */
  readonly viewer: Seat | null | ((seq: number) => Seat | null);
  /** Once a match is over everything is public (R9), also after a resignation. */
  readonly revealAll?: boolean;
  /** Only events with a greater seq are returned (all are still replayed). */
  readonly after?: number;
}

/** The story of every event, from the deal `start` (the state before the first move). */
export function storyOf(start: GameState, events: readonly StorySourceEvent[], options: StoryOptions): StoryEvent[] {
  const out: StoryEvent[] = [];
  const after = options.after ?? -1;
  const viewer = options.viewer;
  const teller = new Teller(typeof viewer === 'function' ? null : viewer, options.revealAll === true);
  let state = start;
  for (const event of events) {
    if (typeof viewer === 'function') teller.viewer = viewer(event.seq);
    let entries: StoryEntry[];
    switch (event.type) {
      case 'match_started':
        entries = teller.started(state);
        break;
      case 'move': {
        const next = apply(state, event.move);
        if (!next.ok) throw new Error(`story: event ${event.seq} does not replay: ${next.error.message}`);
        entries = event.seq > after ? teller.move(state, event.move, next.value) : [];
        if (event.auto === true && entries.length > 0)
          entries = [{ kind: 'forcedMove', seat: event.move.seat }, ...entries];
        else if (event.automatic === true && entries.length > 0)
          entries = [{ kind: 'playedForSkipped', seat: event.move.seat }, ...entries];
        state = next.value;
        break;
      }
      case 'resigned':
        entries = event.seat === null ? [] : [forfeit(state, event.seat, null)];
        break;
      case 'timed_out':
        entries = [forfeit(state, event.seat, { deadline: event.deadline, by: event.by })];
        break;
      case 'aborted':
        entries = [{ kind: 'aborted' }];
        break;
      case 'seat_skipped':
        entries = [{ kind: 'seatSkipped', seat: event.seat, deadline: event.deadline, by: event.by }];
        break;
      case 'vacation_started':
        entries = [{ kind: 'vacationStarted', seat: event.seat, until: event.until }];
        break;
      case 'seat_replaced':
        entries = [{ kind: event.reason === 'resigned' ? 'replacedResigned' : 'replacedTimedOut', seat: event.seat }];
        break;
      default:
        entries = [{ kind: CLOCK_KINDS[event.type], seat: event.seat }];
    }
    if (event.seq > after) out.push({ seq: event.seq, entries });
  }
  return out;
}

/** A resignation, or (with the time-out's deadline and claimant) a time-out. */
function forfeit(
  state: GameState,
  seat: Seat,
  timeOut: { readonly deadline: string | null; readonly by: Seat | null } | null,
): StoryEntry {
  const players = state.rules.players;
  // 2 or 4 players: the other side wins; 3: the two others share a draw (as the match result says).
  const side = players === 3 ? null : 1 - teamOf(seat, players);
  return timeOut === null ? { kind: 'resigned', seat, side } : { kind: 'timedOut', seat, side, ...timeOut };
}

/** The table's steps after a move, told in order; `viewer` decides which hidden cards are named. */
class Teller {
  constructor(
    /** Set before each event when the viewer's seat changes during the match (StoryOptions.viewer). */
    public viewer: Seat | null,
    private readonly revealAll: boolean,
  ) {}

  /** R9: may the viewer see a card only `seats` know? */
  private sees(...seats: Seat[]): boolean {
    return this.revealAll || (this.viewer !== null && seats.includes(this.viewer));
  }

  private secret<K extends 'drew' | 'seerPeeked' | 'seerTookTop' | 'cthulhuDiscarded' | 'skeletonTook'>(
    kind: K,
    seat: Seat,
    card: Card,
    knownTo: Seat[],
  ): StoryEntry {
    const visible = this.sees(...knownTo);
    return { kind, seat, card: visible ? card : null, hidden: !visible };
  }

  started(s: GameState): StoryEntry[] {
    return [{ kind: 'matchStarted', count: s.rules.players, seat: s.leader }, ...trickStart(s)];
  }

  move(before: GameState, move: Move, after: GameState): StoryEntry[] {
    const out: StoryEntry[] = [];
    const seat = move.seat;
    const pending = before.pending[0];
    if ('play' in move) {
      out.push({ kind: 'played', seat, card: move.play, lead: before.trick.length === 0 });
      let drawPile = before.drawPile;
      if (before.phase === 'one' && heroOf(move.play) === 'cthulhu') {
        const removed = Math.min(2, drawPile.length);
        out.push({ kind: 'cthulhuRemoved', seat, count: removed });
        drawPile = drawPile.slice(removed);
      }
      if (before.trick.length + 1 === before.rules.players) {
        this.trick(before, [...before.trick, { seat, card: move.play }], drawPile, after, out);
      }
    } else if ('seer' in move && pending?.kind === 'seer') {
      out.push({ kind: 'seerChose', seat, choice: move.seer });
      const ranking = [seat, ...pending.others];
      this.prizes(ranking, move.seer === 'top' ? 'top' : before.prizes[0], before.prizes, before.drawPile, true, out);
    } else if ('prize' in move && pending?.kind === 'prize') {
      if (move.prize === 'top') out.push({ kind: 'seerChose', seat, choice: 'top' });
      this.prizes(pending.ranking, move.prize, before.prizes, before.drawPile, before.peeked !== null, out);
    } else if ('vampire' in move) {
      const { activate, bury } = move.vampire;
      if (activate !== null) {
        const discarded = before.activeVampires[seat] !== null ? [...before.underVampires[seat]] : [];
        out.push({ kind: 'vampireActivated', seat, card: activate, cards: discarded });
      }
      if (bury.length > 0) out.push({ kind: 'vampireBuried', seat, cards: [...bury] });
      if (activate === null && bury.length === 0) out.push({ kind: 'vampirePassed', seat });
    } else if ('smash' in move && pending?.kind === 'smash') {
      out.push({
        kind: 'gnomeSmashed',
        seat,
        other: move.smash.victim,
        card: move.smash.gnome,
        cards: [pending.giant],
      });
      const fronts = before.gnomesInFront.map((f) => f.slice());
      removeOne(fronts[move.smash.victim], move.smash.gnome);
      const giants = before.pending.slice(1).flatMap((d) => (d.kind === 'smash' ? [d.giant] : []));
      smashes(before, seat, giants, fronts, out);
    } else if ('discard' in move) {
      out.push(this.secret('cthulhuDiscarded', seat, move.discard, [seat]));
    } else if ('skeleton' in move) {
      out.push(this.secret('skeletonTook', seat, skeletonCard(before, seat, after), [seat]));
    } else if ('pass' in move) {
      out.push(pending?.kind === 'skeleton' ? { kind: 'skeletonPassed', seat } : { kind: 'vampirePassed', seat });
    }
    this.settled(before, move, after, out);
    return out;
  }

  /** A trick's last card was played: who won it and why, where its cards went, what it asks next. */
  private trick(before: GameState, plays: Play[], drawPile: readonly Card[], after: GameState, out: StoryEntry[]) {
    const phase = before.phase === 'one' ? 'one' : 'two';
    const last = after.lastTrick;
    if (last === null) throw new Error('story: a completed trick left no lastTrick');
    if (last.winner === null) {
      out.push({ kind: 'cubeStopped', seat: plays[1].seat, card: plays[0].card, other: before.leader });
      if (phase === 'two' && plays.some((p) => heroOf(p.card) === 'cthulhu')) out.push({ kind: 'cthulhuDiscards' });
      return;
    }
    const winner = last.winner;
    const winning = plays.find((p) => p.seat === winner)!.card;
    const { reason, flags } = winReason(before, plays, winner);
    out.push({
      kind: 'trickWon',
      seat: winner,
      card: winning,
      faction: factionOf(plays[0].card),
      reason,
      flags,
      seats: [...last.ranking],
      phase,
      trick: before.trickNumber,
    });
    if (before.cube) out.push({ kind: 'cubeTaken', seat: winner, cards: [before.cube.cube, before.cube.under] });
    if (after.moon !== before.moon) out.push({ kind: 'moonTurned', moon: after.moon });
    const of = (faction: string) => plays.filter((p) => factionOf(p.card) === faction).map((p) => p.card);
    if (phase === 'one') {
      const undead = of('undead');
      if (undead.length > 0) out.push({ kind: 'undeadScored', seat: winner, cards: undead });
      if (factionOf(winning) === 'zombies') {
        const caught = plays.filter((p) => p.seat !== winner && factionOf(p.card) !== 'undead').map((p) => p.card);
        if (caught.length > 0) out.push({ kind: 'zombiesCaught', seat: winner, cards: caught });
      }
    } else {
      const gnomes = of('gnomes');
      if (gnomes.length > 0) out.push({ kind: 'gnomesInFront', seat: winner, cards: gnomes });
      const dwarves = of('dwarves');
      const loser = last.ranking[last.ranking.length - 1];
      if (dwarves.length > 0) out.push({ kind: 'dwarvesToLoser', seat: loser, cards: dwarves });
      const trolls = trollsOf(before, of('trolls'));
      const scored = plays
        .map((p) => p.card)
        .filter((c) => !['gnomes', 'dwarves', 'trolls'].includes(factionOf(c) ?? ''));
      if (scored.length > 0) out.push({ kind: 'scored', seat: winner, cards: scored });
      if (trolls.kept !== null) out.push({ kind: 'trollKept', seat: winner, card: trolls.kept });
      if (trolls.newlySetAside.length > 0) out.push({ kind: 'trollsSetAside', cards: trolls.newlySetAside });
    }
    const dragon = [...plays].reverse().find((p) => factionOf(p.card) === 'dragons');
    if (dragon && dragon.seat !== winner) out.push({ kind: 'dragonLeads', seat: dragon.seat, card: dragon.card });

    if (phase === 'one') {
      const asks = after.pending[0];
      if (asks?.kind === 'seer' || asks?.kind === 'prize') {
        // The choice is the winner's next move; the peek is theirs alone (R5 Seers, R9).
        if (after.peeked !== null) out.push(this.secret('seerPeeked', winner, after.peeked, [winner]));
      } else {
        this.prizes(last.ranking, before.prizes[0] ?? null, before.prizes, drawPile, false, out);
      }
      return;
    }
    const fronts = before.gnomesInFront.map((f) => f.slice());
    fronts[winner].push(...of('gnomes'));
    const giants = plays.filter((p) => factionOf(p.card) === 'giants').map((p) => p.card);
    smashes(before, winner, giants, fronts, out);
    if (plays.some((p) => heroOf(p.card) === 'cthulhu')) out.push({ kind: 'cthulhuDiscards' });
  }

  /**
   * R3.1, R8.2, R5 Seers: the first takes `firstTakes` (a prize, 'top', or nothing), the prizes left go
   * down the ranking, the rest draw from the pile. A card drawn is seen by its drawer, and by the Seer when
   * it is the card the Seer peeked at and left (R5 Seers, R9).
   */
  private prizes(
    ranking: readonly Seat[],
    firstTakes: Card | 'top' | null,
    prizes: readonly Card[],
    drawPile: readonly Card[],
    afterPeek: boolean,
    out: StoryEntry[],
  ) {
    const seer = ranking[0];
    let drawn = 0;
    let receiver = 0;
    let taken = -1;
    if (firstTakes === 'top') {
      const card = drawPile[drawn++];
      if (card !== undefined) out.push(this.secret('seerTookTop', ranking[receiver], card, [seer]));
      receiver++;
    } else if (firstTakes !== null) {
      taken = prizes.indexOf(firstTakes);
      out.push({ kind: 'prizeTaken', seat: ranking[receiver++], card: firstTakes });
    }
    let next = 0;
    for (; receiver < ranking.length; receiver++) {
      const seat = ranking[receiver];
      if (next === taken) next++;
      const prize = next < prizes.length ? prizes[next++] : undefined;
      if (prize !== undefined) {
        out.push({ kind: 'prizeTaken', seat, card: prize });
        continue;
      }
      const at = drawn++;
      const card = drawPile[at];
      if (card === undefined) out.push({ kind: 'drewNothing', seat });
      else {
        // By place, not identity: a deck may hold two equal cards, and the Seer saw only the top one.
        const seerKnows = afterPeek && at === 0;
        out.push(this.secret('drew', seat, card, seerKnows ? [seat, seer] : [seat]));
      }
    }
  }

  /** What the table did by itself after the move: Cthulhu reveals, a new trick, the ends of phases (R3.5, R6). */
  private settled(before: GameState, move: Move, after: GameState, out: StoryEntry[]) {
    if ('discard' in move && after.cthulhuChoices.length === 0) {
      const choices = [...before.cthulhuChoices, { seat: move.seat, card: move.discard }];
      out.push({ kind: 'cthulhuRevealed', seats: choices.map((c) => c.seat), cards: choices.map((c) => c.card) });
    }
    const asked = after.pending[0];
    if (asked !== undefined && (asked !== before.pending[0] || 'play' in move)) {
      const ask = decisionAsk(asked);
      if (ask && !out.some((e) => e.kind === ask.kind && 'seat' in e && e.seat === asked.seat)) out.push(ask);
    }
    if (before.phase === 'one' && after.phase !== 'one') {
      out.push({
        kind: 'phaseOneEnded',
        reason: phaseOneEndReason(before, move),
        count: phaseOneRemoved(before, after),
      });
      if (after.phase === 'two') out.push({ kind: 'phaseTwoBegan', seat: after.leader });
    }
    if (after.phase === 'over' && before.phase !== 'over') {
      this.gameEnd(before, move, after, out);
      return;
    }
    if (after.phase !== 'over' && (after.trickNumber !== before.trickNumber || after.phase !== before.phase)) {
      out.push(...trickStart(after));
    }
  }

  private gameEnd(before: GameState, move: Move, after: GameState, out: StoryEntry[]) {
    const handsLeft = handSizesAtEnd(before, move);
    const emptied = handsLeft.filter((n) => n === 0).length;
    out.push({
      kind: 'phaseTwoEnded',
      reason: emptied === handsLeft.length ? 'allPlayed' : 'handEmpty',
      count: handsLeft.reduce((a, b) => a + b, 0),
    });
    const lastWinner = after.lastTrickWinner;
    const trollsLeft = trollsAtEnd(before, move);
    if (lastWinner !== null && trollsLeft.length > 0)
      out.push({ kind: 'trollsToLastWinner', seat: lastWinner, cards: trollsLeft });
    const fronts = frontsAtEnd(before, move, after);
    fronts.forEach((cards, seat) => cards.length > 0 && out.push({ kind: 'gnomesScored', seat, cards }));
    out.push(gameOver(after));
  }
}

/** The entry announcing a decision the table now waits for (R3.5); prize questions are told with the trick. */
function decisionAsk(d: PendingDecision): StoryEntry | null {
  switch (d.kind) {
    case 'vampire':
      return { kind: 'vampireDecision', seat: d.seat };
    case 'smash':
      return { kind: 'smashDecision', seat: d.seat, card: d.giant };
    case 'skeleton':
      return { kind: 'skeletonDecision', seat: d.seat };
    case 'prize':
      return { kind: 'prizeDecision', seat: d.seat };
    case 'seer':
    case 'cthulhu':
      return null;
  }
}

function trickStart(s: GameState): StoryEntry[] {
  if (s.phase === 'over') return [];
  return [{ kind: 'trickStarted', phase: s.phase, trick: s.trickNumber, seat: s.leader, cards: [...s.prizes] }];
}

function removeOne(cards: Card[], card: Card): void {
  const i = cards.indexOf(card);
  if (i >= 0) cards.splice(i, 1);
}

/**
 * R5 Giants, R8.3: each Giant in turn smashes the one opponent's Gnome of its value at once, does nothing
 * when no opponent has one, and asks the winner (a smash decision) when several have; then the rest wait.
 */
function smashes(s: GameState, winner: Seat, giants: readonly Card[], fronts: Card[][], out: StoryEntry[]): void {
  const players = s.rules.players;
  for (const giant of giants) {
    const gnome = `gnomes:${cardValue(giant, s.rules.heroValues)}`;
    const victims: Seat[] = [];
    for (let i = 0; i < players; i++) {
      const seat = (winner + i) % players;
      if (teamOf(seat, players) !== teamOf(winner, players) && fronts[seat].includes(gnome)) victims.push(seat);
    }
    if (victims.length === 0) out.push({ kind: 'giantIdle', seat: winner, card: giant });
    else if (victims.length === 1) {
      removeOne(fronts[victims[0]], gnome);
      out.push({ kind: 'gnomeSmashed', seat: winner, other: victims[0], card: gnome, cards: [giant] });
    } else return; // a smash decision: told by `settled`
  }
}

/** R5 Trolls: the winner keeps the highest of the played and set-aside Trolls; the other played ones wait. */
function trollsOf(s: GameState, played: readonly Card[]): { kept: Card | null; newlySetAside: Card[] } {
  const candidates = [...s.setAsideTrolls, ...played];
  if (candidates.length === 0) return { kept: null, newlySetAside: [] };
  const value = (c: Card) => cardValue(c, s.rules.heroValues);
  let best = 0;
  for (let i = 1; i < candidates.length; i++) if (value(candidates[i]) > value(candidates[best])) best = i;
  const kept = candidates[best];
  return { kept, newlySetAside: played.filter((c) => c !== kept) };
}

/** Which card the Skeleton took (R7): the one card that entered the taker's hand, from the full states. */
function skeletonCard(before: GameState, seat: Seat, after: GameState): Card {
  if (after.phase !== 'over') {
    // In phase one the hand may have joined the follower pile (R6.2): compare both together.
    const was = [...before.hands[seat], ...before.followerPiles[seat]];
    const now = [...after.hands[seat], ...after.followerPiles[seat]];
    for (const c of was) removeOne(now, c);
    if (now.length === 1) return now[0];
  }
  // The game ended at once and every hand was discarded, seat by seat, the taken card last in its hand.
  const added = after.discardHistory.slice(before.discardHistory.length);
  let end = 0;
  for (let i = 0; i <= seat; i++) end += before.hands[i].length + (i === seat ? 1 : 0);
  return added[end - 1];
}

/** Each hand's size once the move is done and nothing more can be played (R6.2). */
function handSizesAtEnd(before: GameState, move: Move): number[] {
  return before.hands.map((hand, seat) => {
    if (seat !== move.seat) return hand.length;
    if ('play' in move || 'discard' in move) return hand.length - 1;
    if ('skeleton' in move) return hand.length + 1;
    return hand.length;
  });
}

function phaseOneEndReason(before: GameState, move: Move): PhaseEndReason {
  const hands = handSizesAtEnd(before, move);
  if (hands.every((n) => n === 0)) return 'allPlayed';
  if (hands.some((n) => n === 0)) return 'handEmpty';
  return 'noPrize';
}

/** How many cards left the game unseen when phase one ended: the draw pile and any prize left (R6.2). */
function phaseOneRemoved(before: GameState, after: GameState): number {
  return after.removedFromGame.length - before.removedFromGame.length - cthulhuRemovalIn(before, after);
}

/** Cards a phase-one Cthulhu removed in this very move (played as the move that ended the phase). */
function cthulhuRemovalIn(before: GameState, after: GameState): number {
  const last = after.lastTrick;
  if (last === null || last.phase !== 'one' || last.trickNumber !== before.trickNumber) return 0;
  if (before.trick.length + 1 !== before.rules.players) return 0;
  const played = last.plays[last.plays.length - 1];
  return heroOf(played.card) === 'cthulhu' ? Math.min(2, before.drawPile.length) : 0;
}

/** The set-aside Trolls the last trick's winner takes when phase two ends (R5 Trolls). */
function trollsAtEnd(before: GameState, move: Move): Card[] {
  if (!('play' in move) || before.trick.length + 1 !== before.rules.players) return [...before.setAsideTrolls];
  const plays = [...before.trick, { seat: move.seat, card: move.play }];
  const played = plays.filter((p) => factionOf(p.card) === 'trolls').map((p) => p.card);
  if (before.phase !== 'two') return [...before.setAsideTrolls];
  const { kept } = trollsOf(before, played);
  const left = [...before.setAsideTrolls, ...played];
  if (kept !== null) removeOne(left, kept);
  return left;
}

/** The Gnomes still in front when the game ends, which join their owner's score pile (R5 Gnomes). */
function frontsAtEnd(before: GameState, move: Move, after: GameState): Card[][] {
  // In phase two a Gnome reaches a score pile only from the front at the end, or as the card under a Cube.
  const cubeGnome =
    'play' in move && before.trick.length + 1 === before.rules.players && before.cube !== null
      ? factionOf(before.cube.under) === 'gnomes'
        ? before.cube.under
        : null
      : null;
  return after.scorePiles.map((pile, seat) => {
    const added = pile.slice();
    for (const c of before.scorePiles[seat]) removeOne(added, c);
    if (cubeGnome !== null && seat === after.lastTrickWinner) removeOne(added, cubeGnome);
    return added.filter((c) => factionOf(c) === 'gnomes');
  });
}

/** R4.2, R5, R7: why `winner` won this trick, in the terms of the rules. */
export function winReason(s: GameState, plays: readonly Play[], winner: Seat): { reason: WinReason; flags: WinFlag[] } {
  const heroValues = s.rules.heroValues;
  const led = plays[0].card;
  const ledFaction = factionOf(led);
  const ledHero = heroOf(led);
  const ledValue = cardValue(led, heroValues);
  const modifier = ledHero === 'lich-king' ? -3 : 0;
  const flags: WinFlag[] = [];
  const winning = plays.find((p) => p.seat === winner)!;
  const order = plays.indexOf(winning);
  const hero = heroOf(winning.card);
  const valueAt = (i: number) => cardValue(plays[i].card, heroValues) + (i > 0 ? modifier : 0);
  if (order > 0 && hero === 'warlock' && ledValue % 2 === 1) return { reason: 'warlock', flags };
  if (order > 0 && hero === 'mummy' && ledValue >= 7) return { reason: 'mummy', flags };
  if (ledFaction === null) {
    if (ledHero === 'lich-king') flags.push('lichKing');
    if (plays.some((p, i) => i !== order && valueAt(i) === valueAt(order))) flags.push('tie');
    return { reason: 'heroLead', flags };
  }
  const winningFaction = factionOf(winning.card);
  if (ledFaction === 'goblins' && winningFaction === 'knights') return { reason: 'knights', flags };
  const countsAsLed = (i: number) =>
    factionOf(plays[i].card) === ledFaction || (i > 0 && factionOf(plays[i].card) === 'doppelgangers');
  if (order > 0 && winningFaction === 'doppelgangers' && ledFaction !== 'doppelgangers') flags.push('doppelganger');
  const rivals = plays.map((_, i) => i).filter((i) => i !== order && countsAsLed(i));
  if (rivals.some((i) => valueAt(i) === valueAt(order))) flags.push('tie');
  const lowest = ledFaction === 'werewolves' && s.moon === 'none';
  if (ledFaction === 'werewolves' && s.moon === 'full') flags.push('fullMoon');
  if (rivals.length === 0) return { reason: 'onlyLed', flags };
  return { reason: lowest ? 'lowest' : 'highest', flags };
}

/** R3.4, R5 Vampires, R8.4, R8.5: the result and, in words the renderer can use, what decided it. */
export function gameOver(s: GameState): StoryEntry {
  const outcome = s.outcome;
  const players = s.rules.players;
  const sides = players === 4 ? 2 : players;
  const results: FactionResult[] = s.rules.factions.map((faction) => ({
    faction,
    winner: outcome?.factions[faction] ?? null,
  }));
  const zeros = () => Array.from({ length: sides }, () => 0);
  const won = zeros();
  const cardsInWon = zeros();
  const mostInOne = zeros();
  const valueOfWon = zeros();
  for (const { faction, winner } of results) {
    if (winner === null) continue;
    won[winner]++;
    let cards = 0;
    let value = 0;
    for (let seat = 0; seat < players; seat++) {
      if (teamOf(seat, players) !== winner) continue;
      if (faction === 'vampires') {
        const active = s.activeVampires[seat];
        if (active === null) continue;
        const under = s.underVampires[seat];
        cards += 1 + under.length;
        value += [active, ...under].reduce((sum, c) => sum + cardValue(c, s.rules.heroValues), 0);
      } else {
        for (const c of s.scorePiles[seat]) {
          const info = cardInfo(c);
          if (info?.kind === 'faction' && info.faction === faction) {
            cards++;
            value += info.value;
          }
        }
      }
    }
    cardsInWon[winner] += cards;
    mostInOne[winner] = Math.max(mostInOne[winner], cards);
    valueOfWon[winner] += value;
  }
  const measures: [GameDecider, number[]][] =
    players === 3
      ? [
          ['factions', won],
          ['mostInOne', mostInOne],
          ['valueOfWon', valueOfWon],
        ]
      : [
          ['factions', won],
          ['cardsInWon', cardsInWon],
        ];
  let tied = Array.from({ length: sides }, (_, i) => i);
  let reason: GameDecider = 'draw';
  let values: number[] = [];
  for (const [name, measure] of measures) {
    const top = Math.max(...tied.map((i) => measure[i]));
    const best = tied.filter((i) => measure[i] === top);
    if (name !== 'factions') values = measure;
    if (best.length === 1) {
      reason = name;
      break;
    }
    tied = best;
  }
  return { kind: 'gameOver', side: outcome?.winner ?? null, reason, results, counts: won, values };
}
