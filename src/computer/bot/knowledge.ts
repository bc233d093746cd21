import type {
  Card,
  CompletedTrick,
  DecisionView,
  Edition,
  FactionId,
  PendingDecision,
  PlayerView,
  Readings,
  Seat,
} from '../../engine';
import { factionOf, heroOf, isFaction, readingsOf, seatsFrom, takeCard } from '../../engine';
import type { SeatHistory } from './history';

/**
 * What one seat can infer from what it has seen (its SeatHistory): the facts a player at the table
 * would remember. Built from views and visible moves only, never from a game state.
 */
export interface Knowledge {
  readonly me: Seat;
  /** The match's rule edition (it decides what a play shows, and how the sampled worlds play). */
  readonly edition: Edition;
  /** Per seat: factions its hand holds none of, learnt from a failure to follow this phase (R4.1). */
  readonly voids: readonly ReadonlySet<FactionId>[];
  /** Per seat: cards known to be in its hand (phase two: prizes it took, Cube pairs, Seer knowledge). */
  readonly knownHand: readonly (readonly Card[])[];
  /** Per seat: cards known to be in its follower pile (phase one). */
  readonly knownFollower: readonly (readonly Card[])[];
  /**
   * Per seat: the prizes it took that it still holds, known to all (R9), in the engine's order; the
   * head of each other seat's `knownCards` in the view. Empty when the history was not read.
   */
  readonly knownToAll: readonly (readonly Card[])[];
  /** Cards this seat took with the Skeleton (R7), each once, in order. */
  readonly myTakes: readonly Card[];
  /** How many Skeleton takes other seats made: cards that left the discard pile unseen. */
  readonly othersTakes: number;
  /** The Cthulhu discards of the current round, in the order chosen; null where still hidden (R7). */
  readonly cthulhuRound: readonly { readonly seat: Seat; readonly card: Card | null }[];
  /** The winner of the last trick somebody won (a Gelatinous Cube trick has none), for R5 Trolls at the end. */
  readonly lastTrickWinner: Seat | null;
  /** The queue of decisions, head first (R3.5), as far as the table shows it; empty while a card is due. */
  readonly pending: readonly PendingDecision[];
}

const trickKey = (t: CompletedTrick | null): string => (t === null ? '' : `${t.phase}:${t.trickNumber}`);

/** The multiset union (the larger count of each card) of two lists: two sources may know the same card. */
function union(a: readonly Card[], b: readonly Card[]): Card[] {
  const out = a.slice();
  const left = a.slice();
  for (const card of b) if (!takeCard(left, card)) out.push(card);
  return out;
}

/**
 * `cards` in the order of `played`, the rest after them. When identical cards of one trick went to two
 * seats the order may differ from the engine's; it is only an order (a decision reads them as a set).
 */
function inPlayOrder(cards: readonly Card[], played: readonly Card[]): Card[] {
  const left = cards.slice();
  const ordered: Card[] = [];
  for (const card of played) if (takeCard(left, card)) ordered.push(card);
  return [...ordered, ...left];
}

/** `after` minus `before`, as multisets. */
function added(after: readonly Card[], before: readonly Card[]): Card[] {
  const left = before.slice();
  return after.filter((card) => !takeCard(left, card));
}

const holdings = (v: PlayerView): Card[] => [...(v.hand ?? []), ...(v.followerPile ?? [])];

/**
 * Did this card's player have to hold none of `led` to play it (R4.1)? Doppelgangers may always follow;
 * a hero follows only when void under the 2026-12 edition, anything under 2026-11 (editions.ts).
 */
function showsVoid(led: FactionId, card: Card, readings: Readings): boolean {
  const faction = factionOf(card);
  if (faction === null) return readings.heroesFollowOnlyWhenVoid;
  return faction !== led && faction !== 'doppelgangers';
}

/**
 * Reads a seat's history. `inference: false` keeps only what the current view shows (the easy level's
 * memory): no voids, no prizes remembered beyond the view's own `knownCards`.
 */
export function readHistory(view: PlayerView, history: SeatHistory, inference = true): Knowledge {
  const me = view.viewer;
  if (me === null) throw new Error('a bot plays a seat: its view has a viewer');
  const players = view.rules.players;
  const voids = Array.from({ length: players }, () => new Set<FactionId>());
  const knownHand: Card[][] = Array.from({ length: players }, () => []);
  const knownFollower: Card[][] = Array.from({ length: players }, () => []);
  const knownToAll: Card[][] = Array.from({ length: players }, () => []);
  const readings = readingsOf(history.edition);
  const myTakes: Card[] = [];
  let othersTakes = 0;
  let lastTrickWinner: Seat | null = null;
  /** The step (move index) that completed the last trick, and the views around it. */
  let completedAt = -1;

  const forget = (seat: Seat, card: Card) => {
    if (!takeCard(knownHand[seat], card)) takeCard(knownFollower[seat], card);
  };
  // As the engine forgets a prize known to all (state.ts forgetKnownCard): a card left the hand, seen.
  const forgetPrize = (seat: Seat, card: Card) => takeCard(knownToAll[seat], card);
  const takePrize = (seat: Seat, prize: Card) => {
    knownFollower[seat].push(prize);
    knownToAll[seat].push(prize);
  };
  // R3.1, R8.2: the first takes `first`, the other prizes go down the ranking, the rest draw.
  const handOut = (ranking: readonly Seat[], prizes: readonly Card[], first: Card | 'top' | null) => {
    let receiver = 0;
    let taken = -1;
    if (first === 'top') receiver++;
    else if (first !== null) {
      taken = prizes.indexOf(first);
      takePrize(ranking[receiver++], first);
    }
    let next = 0;
    for (; receiver < ranking.length; receiver++) {
      if (next === taken) next++;
      if (next < prizes.length) takePrize(ranking[receiver], prizes[next++]);
    }
  };

  /** The Cthulhu discards seen; the engine forgets a prize discarded only when the round is revealed (R7). */
  const discards: { at: number; seat: Seat; card: Card }[] = [];
  const { views, moves } = history;
  if (views.length !== moves.length + 1) throw new Error('a history has one view more than moves');
  for (let i = 0; i < moves.length; i++) {
    const before = views[i];
    const after = views[i + 1];
    const move = moves[i];
    if (move !== null && 'play' in move) {
      forget(move.seat, move.play);
      if (before.phase === 'two') forgetPrize(move.seat, move.play);
      const led = before.trick[0]?.card;
      const ledFaction = led === undefined ? null : factionOf(led);
      if (ledFaction !== null && showsVoid(ledFaction, move.play, readings)) voids[move.seat].add(ledFaction);
    } else if (move !== null && 'discard' in move) {
      forget(move.seat, move.discard);
      discards.push({ at: i, seat: move.seat, card: move.discard });
    } else if (move !== null && 'skeleton' in move) {
      // Hand and follower pile together: a take after phase one's last trick also sees them merge (R3.2).
      if (move.seat === me) myTakes.push(...added(holdings(after), holdings(before)));
      else {
        othersTakes++;
        voids[move.seat].clear(); // the card taken is unknown: it may be of any faction
      }
    } else if (move !== null && 'seer' in move && before.lastTrick) {
      handOut(before.lastTrick.ranking, before.prizes, move.seer === 'top' ? 'top' : (before.prizes[0] ?? null));
    } else if (move !== null && 'prize' in move && before.lastTrick) {
      handOut(before.lastTrick.ranking, before.prizes, move.prize);
    }

    const trick = after.lastTrick;
    if (trick !== null && trickKey(trick) !== trickKey(before.lastTrick)) {
      completedAt = i;
      if (trick.winner !== null) {
        lastTrickWinner = trick.winner;
        // R7: the waiting Cube and the card under it go to this winner's follower pile in phase one.
        if (trick.phase === 'one' && before.cube !== null)
          knownFollower[trick.winner].push(before.cube.cube, before.cube.under);
        const chooses = after.toAct?.kind === 'seer' || after.toAct?.kind === 'prize';
        if (trick.phase === 'one' && !chooses) handOut(trick.ranking, trick.prizes, trick.prizes[0] ?? null);
      }
    }
    if (before.phase === 'one' && after.phase !== 'one') {
      // R3.2: the follower piles become the hands; what was learnt of the phase-one hands no longer holds.
      for (let seat = 0; seat < players; seat++) {
        knownHand[seat].push(...knownFollower[seat]);
        knownFollower[seat] = [];
        voids[seat].clear();
      }
    }
  }

  const roundOpen = view.toAct?.kind === 'cthulhu';
  for (const d of discards) if (!roundOpen || d.at <= completedAt) forgetPrize(d.seat, d.card);

  // The view's own knowledge (R5 Seers, and whatever else the engine shows) joins what was remembered.
  for (const seat of view.seats) {
    if (seat.seat === me) continue;
    if (!inference) {
      knownHand[seat.seat] = [];
      knownFollower[seat.seat] = [];
      knownToAll[seat.seat] = [];
      voids[seat.seat].clear();
    }
    if (view.phase === 'one') knownFollower[seat.seat] = union(knownFollower[seat.seat], seat.knownCards);
    else knownHand[seat.seat] = union(knownHand[seat.seat], seat.knownCards);
  }
  knownHand[me] = [];
  knownFollower[me] = [];
  if (!inference) knownToAll[me] = [];
  voids[me].clear();

  const cthulhuRound: { seat: Seat; card: Card | null }[] = [];
  if (view.toAct?.kind === 'cthulhu') {
    // This round's discards are the moves since the trick: the others' still hidden (R7, R9).
    for (let i = completedAt + 1; i < moves.length; i++) {
      const move = moves[i];
      if (move === null) cthulhuRound.push({ seat: views[i].toAct!.seat, card: null });
      else if ('discard' in move) cthulhuRound.push({ seat: move.seat, card: move.discard });
    }
  }

  const pending =
    view.toAct === null || view.toAct.kind === 'play'
      ? []
      : pendingQueue(
          view,
          view.toAct,
          completedAt < 0 ? null : views[completedAt],
          completedAt < 0 ? null : views[completedAt + 1],
          moves.length - completedAt - 1,
        );

  return {
    me,
    edition: history.edition,
    voids,
    knownHand,
    knownFollower,
    knownToAll,
    myTakes,
    othersTakes,
    cthulhuRound,
    lastTrickWinner,
    pending,
  };
}

/**
 * What the current view alone says (no history): the fallback when a history cannot be squared with
 * the view. Skeleton takes all count as unknown cards; this round's Cthulhu discards are those of the
 * seats before the one due, in the engine's order from the next leader (R3.5, R7).
 */
export function readView(view: PlayerView, edition: Edition): Knowledge {
  const me = view.viewer;
  if (me === null) throw new Error('a bot plays a seat: its view has a viewer');
  const players = view.rules.players;
  const knownHand: Card[][] = view.seats.map((s) =>
    s.seat === me || view.phase === 'one' ? [] : s.knownCards.slice(),
  );
  const knownFollower: Card[][] = view.seats.map((s) =>
    s.seat === me || view.phase !== 'one' ? [] : s.knownCards.slice(),
  );
  const head = view.toAct;
  const cthulhuRound: { seat: Seat; card: Card | null }[] = [];
  if (head?.kind === 'cthulhu') {
    for (const seat of seatsFrom(view.leader, players)) {
      if (seat === head.seat) break;
      cthulhuRound.push({ seat, card: seat === me ? view.myCthulhuDiscard : null });
    }
  }
  return {
    me,
    edition,
    voids: view.seats.map(() => new Set<FactionId>()),
    knownHand,
    knownFollower,
    knownToAll: view.seats.map(() => []),
    myTakes: [],
    othersTakes: view.skeletonTakes,
    cthulhuRound,
    lastTrickWinner: view.lastTrick?.winner ?? null,
    pending:
      head === null || head.kind === 'play' ? [] : [decisionFrom(head, view.lastTrick, inFrontGuess(view, head))],
  };
}

type Decision = Exclude<DecisionView, { kind: 'play' }>;

/**
 * R3.5: the decisions the last trick queued, rebuilt from what the table showed when it ended (the
 * view only shows the head), from the head on. `made` decisions were taken since.
 */
function pendingQueue(
  view: PlayerView,
  head: Decision,
  before: PlayerView | null,
  after: PlayerView | null,
  made: number,
): PendingDecision[] {
  const trick = view.lastTrick;
  const guess = (): PendingDecision => decisionFrom(head, trick, inFrontGuess(view, head));
  if (trick === null || before === null || after === null) return [guess()];
  const queue = queueAfter(trick, before, after);
  for (let i = Math.min(made, queue.length); i < queue.length; i++) {
    const d = queue[i];
    const same =
      d.kind === head.kind &&
      d.seat === head.seat &&
      (d.kind !== 'smash' || (head.kind === 'smash' && d.giant === head.giant));
    // The queue's own entry knows what the view does not show: which collected cards went in front.
    const inFront = d.kind === 'vampire' ? d.inFront : [];
    if (same) return [decisionFrom(head, trick, inFront), ...queue.slice(i + 1)];
  }
  return [guess()];
}

/**
 * The collected cards of a Vampire decision that lie in front (Gnomes, R5) when the trick that put them
 * there is not in the history: the Gnomes collected that are in front of the seat now.
 */
function inFrontGuess(view: PlayerView, head: Decision): Card[] {
  if (head.kind !== 'vampire') return [];
  const front = view.seats[head.seat].gnomesInFront.slice();
  return head.collected.filter((card) => takeCard(front, card));
}

function decisionFrom(head: Decision, trick: CompletedTrick | null, inFront: readonly Card[]): PendingDecision {
  const ranking = trick?.ranking ?? [];
  switch (head.kind) {
    case 'seer':
      return { kind: 'seer', seat: head.seat, others: ranking.filter((s) => s !== head.seat) };
    case 'prize':
      return { kind: 'prize', seat: head.seat, ranking, allowTop: head.allowTop };
    case 'vampire':
      return { kind: 'vampire', seat: head.seat, collected: head.collected, inFront };
    case 'smash':
      return { kind: 'smash', seat: head.seat, giant: head.giant };
    case 'cthulhu':
    case 'skeleton':
      return { kind: head.kind, seat: head.seat };
  }
}

/** What a completed trick queues (R3.5, in the engine's order: see docs/engine.md "Order of decisions"). */
function queueAfter(trick: CompletedTrick, before: PlayerView, after: PlayerView): PendingDecision[] {
  const players = before.rules.players;
  const winner = trick.winner;
  const queue: PendingDecision[] = [];
  const winningCard = winner === null ? null : (trick.plays.find((p) => p.seat === winner)?.card ?? null);
  const skeletonWon = winningCard !== null && heroOf(winningCard) === 'skeleton';
  if (trick.phase === 'one') {
    const first = after.toAct;
    if (winner !== null && first !== null && (first.kind === 'seer' || first.kind === 'prize'))
      queue.push(decisionFrom(first, trick, []));
  } else {
    if (winner !== null) {
      for (const play of trick.plays)
        if (isFaction(play.card, 'giants')) queue.push({ kind: 'smash', seat: winner, giant: play.card });
      if (before.rules.factions.includes('vampires')) {
        const cubePair = before.cube !== null && after.cube === null ? [before.cube.cube, before.cube.under] : [];
        for (const seat of seatsFrom(winner, players)) {
          const was = before.seats[seat];
          const now = after.seats[seat];
          let got = added([...now.scorePile, ...now.gnomesInFront], [...was.scorePile, ...was.gnomesInFront]);
          if (seat === winner) got = added(got, cubePair);
          // In the order the engine collects them: the trick's cards as played, then a set-aside Troll.
          const played = trick.plays.map((p) => p.card);
          got = inPlayOrder(got, played);
          const inFront = inPlayOrder(added(now.gnomesInFront, was.gnomesInFront), played);
          const vampires = got.filter((c) => isFaction(c, 'vampires')).length;
          if (vampires > 0 || (now.activeVampire !== null && vampires < got.length))
            queue.push({ kind: 'vampire', seat, collected: got, inFront });
        }
      }
    }
    if (trick.plays.some((p) => heroOf(p.card) === 'cthulhu'))
      for (const seat of seatsFrom(after.leader, players)) queue.push({ kind: 'cthulhu', seat });
  }
  if (skeletonWon && winner !== null) queue.push({ kind: 'skeleton', seat: winner });
  return queue;
}
