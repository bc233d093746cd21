import type { Move, PlayerView, Rules } from '../../engine';
import { DEFAULT_HERO_VALUE } from '../../engine';
import { matchOutcome } from '../match-runtime';
import type { MatchHeader, MatchSeatInfo } from '../match.types';
import { seedCommitment } from '../event-chain';
import type { ListedMatch, MatchUpdate, SeatedView, VisibleEvent } from '../matches.service';
import type { MatchRuntime } from '../match-runtime';
import type { TimeControl } from '../match.types';
import { claimTimeoutAt, seatClocks, timesOutAutomatically } from '../clocks';
import type {
  MatchEntropyModel,
  MatchEventModel,
  MatchModel,
  MatchUpdateModel,
  MoveModel,
  RulesModel,
  SeatClockModel,
  TableModel,
  TimeControlModel,
} from './match.models';

/** Engine values → GraphQL models. Pure functions of what the engine's `viewFor` returned (R9). */

export function toMatchModel({ runtime, seat, view }: SeatedView): MatchModel {
  const { header } = runtime;
  const outcome = runtime.status === 'finished' ? matchOutcome(runtime) : null;
  return {
    id: header.id,
    status: runtime.status,
    version: runtime.version,
    headHash: runtime.headHash,
    seedCommitment: header.seedCommitment,
    seed: runtime.status === 'finished' ? header.seed : null,
    entropy: entropyModel(header, runtime.status === 'finished'),
    rules: toRulesModel(header.rules),
    edition: runtime.state.readings.edition,
    seats: header.seats.map((s) => ({ seat: s.seat, username: s.username, isBot: s.isBot === true })),
    mySeat: seat,
    table: toTableModel(view, header.seats),
    result: outcome && {
      winner: outcome.winner,
      factions: Object.entries(outcome.factions).map(([faction, winner]) => ({ faction, winner: winner ?? null })),
      endedBy: runtime.forfeit?.kind ?? 'play',
      forfeitedSeat: runtime.forfeit?.seat ?? null,
    },
    createdAt: header.createdAt,
    imported: header.importedBy !== null,
    rated: header.rated ?? false,
    spectators: header.spectators ?? 'anyone',
    ...clockFields(runtime, seat),
    replacedSeats: [...(runtime.replacement?.replaced ?? [])],
    replacementRequestedBy: [...(runtime.replacement?.requestedBy ?? [])],
  };
}

/** The match's entropy as anyone who may see the match sees it: the server seed only once it is over (R9). */
function entropyModel(header: MatchHeader, finished: boolean): MatchEntropyModel | null {
  const { entropy } = header;
  if (!entropy) return null;
  return {
    serverSeedCommitment: seedCommitment(entropy.serverSeed),
    contributions: [...entropy.contributions],
    serverSeed: finished ? entropy.serverSeed : null,
  };
}

type ClockFields = Pick<MatchModel, 'timeControl' | 'clocks' | 'canClaimTimeoutAt' | 'paused' | 'pauseProposedBy'>;

/**
 * The clocks as of the log's last event (clocks.ts): deterministic, the same for every seat, and with
 * nothing hidden in them. A client counts down to `deadline` itself.
 */
function clockFields(runtime: MatchRuntime, seat: number | null): ClockFields {
  const { clocks } = runtime;
  const running = runtime.status === 'running';
  const asOf = runtime.events[runtime.events.length - 1]?.createdAt.getTime() ?? 0;
  const names = runtime.header.seats.map((s) => s.username);
  const seats: SeatClockModel[] = seatClocks(clocks, asOf).map((c) => ({
    seat: c.seat,
    username: names[c.seat] ?? '',
    due: running && c.due,
    dueSince: running ? c.dueSince : null,
    deadline: running ? c.deadline : null,
    // The bank as of the seat's last move: the due seat's use of its turn shows in its deadline instead.
    bankSeconds: clocks.seats[c.seat]?.bankMs == null ? null : Math.floor(clocks.seats[c.seat].bankMs! / 1000),
    vacationUntil: running ? c.vacationUntil : null,
    skipped: running && c.skipped,
  }));
  return {
    timeControl: clocks.control && toTimeControlModel(clocks.control, timesOutAutomatically(clocks)),
    clocks: clocks.control ? seats : [],
    canClaimTimeoutAt: running ? claimTimeoutAt(clocks, seat) : null,
    paused: running && clocks.pausedSince !== null,
    pauseProposedBy: running ? clocks.pauseProposedBy : null,
  };
}

export function toTimeControlModel(control: TimeControl, automaticTimeout: boolean): TimeControlModel {
  return {
    daysPerMove: control.daysPerMove ?? null,
    bank: control.bank ? { ...control.bank } : null,
    noAutoTimeout: control.noAutoTimeout === true,
    noVacation: control.noVacation === true,
    automaticTimeout,
  };
}

/**
 * A match in a list: the fields its stored row answers are set at once; `table`, `result` and
 * `edition`, which need the match rebuilt from its log, are resolved only if the query asks for them.
 */
export function toListedMatchModel(listed: ListedMatch): MatchModel {
  const { header, head, seat } = listed;
  let full: Promise<MatchModel> | undefined;
  const whole = (): Promise<MatchModel> => (full ??= listed.seated().then(toMatchModel));
  const model = {
    id: header.id,
    status: head.status,
    version: head.version,
    headHash: head.headHash,
    seedCommitment: header.seedCommitment,
    seed: head.status === 'finished' ? header.seed : null,
    entropy: entropyModel(header, head.status === 'finished'),
    rules: toRulesModel(header.rules),
    seats: header.seats.map((s) => ({ seat: s.seat, username: s.username, isBot: s.isBot === true })),
    mySeat: seat,
    createdAt: header.createdAt,
    imported: header.importedBy !== null,
    rated: header.rated ?? false,
    spectators: header.spectators ?? 'anyone',
  };
  // GraphQL's default resolver reads these properties and awaits the promises they return.
  Object.defineProperty(model, 'table', { enumerable: true, get: () => whole().then((m) => m.table) });
  Object.defineProperty(model, 'result', { enumerable: true, get: () => whole().then((m) => m.result) });
  // The edition is in the start event, not the row.
  Object.defineProperty(model, 'edition', { enumerable: true, get: () => whole().then((m) => m.edition) });
  // So are the clocks: they are folded from the log.
  const folded = [
    'timeControl',
    'clocks',
    'canClaimTimeoutAt',
    'paused',
    'pauseProposedBy',
    'replacedSeats',
    'replacementRequestedBy',
  ] as const;
  for (const field of folded)
    Object.defineProperty(model, field, { enumerable: true, get: () => whole().then((m) => m[field]) });
  return model as MatchModel;
}

export function toRulesModel(rules: Rules): RulesModel {
  return {
    players: rules.players,
    factions: [...rules.factions],
    heroes: [...rules.heroes],
    heroValues: Object.entries(rules.heroValues).map(([hero, value]) => ({ hero, value: value ?? DEFAULT_HERO_VALUE })),
  };
}

function toTableModel(view: PlayerView, players: readonly MatchSeatInfo[]): TableModel {
  const act = view.toAct;
  return {
    phase: view.phase,
    trickNumber: view.trickNumber,
    leader: view.leader,
    toAct: act && {
      kind: act.kind,
      seat: act.seat,
      peeked: 'peeked' in act ? act.peeked : null,
      prizes: act.kind === 'prize' ? [...act.prizes] : [],
      allowTop: act.kind === 'prize' ? act.allowTop : false,
      collected: act.kind === 'vampire' ? [...act.collected] : [],
      giant: act.kind === 'smash' ? act.giant : null,
    },
    trick: view.trick.map((p) => ({ ...p })),
    prizes: [...view.prizes],
    lastTrick: view.lastTrick && {
      plays: view.lastTrick.plays.map((p) => ({ ...p })),
      prizes: [...view.lastTrick.prizes],
      ranking: [...view.lastTrick.ranking],
      winner: view.lastTrick.winner,
      phase: view.lastTrick.phase,
      trickNumber: view.lastTrick.trickNumber,
    },
    drawPileSize: view.drawPileSize,
    discarded: [...view.discarded],
    discardPileSize: view.discardPileSize,
    skeletonTakes: view.skeletonTakes,
    removedFromGameCount: view.removedFromGameCount,
    moon: view.moon,
    setAsideTrolls: [...view.setAsideTrolls],
    cube: view.cube && { ...view.cube },
    seats: view.seats.map((s) => ({
      seat: s.seat,
      username: players[s.seat].username,
      isBot: players[s.seat].isBot === true,
      team: s.team,
      handSize: s.handSize,
      followerPileSize: s.followerPileSize,
      scorePile: [...s.scorePile],
      gnomesInFront: [...s.gnomesInFront],
      activeVampire: s.activeVampire,
      underVampire: [...s.underVampire],
      knownCards: [...s.knownCards],
    })),
    hand: view.hand && [...view.hand],
    followerPile: view.followerPile && [...view.followerPile],
    myCthulhuDiscard: view.myCthulhuDiscard,
    revealed: view.revealed && {
      seed: view.revealed.seed,
      hands: view.revealed.hands.map((h) => [...h]),
      followerPiles: view.revealed.followerPiles.map((f) => [...f]),
      drawPile: [...view.revealed.drawPile],
      removedFromGame: [...view.revealed.removedFromGame],
      discardPile: [...view.revealed.discardPile],
    },
  };
}

export function toMoveModel(move: Move): MoveModel {
  const base = {
    seat: move.seat,
    card: null,
    activate: null,
    bury: [],
    gnome: null,
    victim: null,
    notation: JSON.stringify(move),
  };
  if ('play' in move) return { ...base, kind: 'play', card: move.play };
  if ('discard' in move) return { ...base, kind: 'discard', card: move.discard };
  if ('seer' in move) return { ...base, kind: 'seer', card: move.seer };
  if ('prize' in move) return { ...base, kind: 'prize', card: move.prize };
  if ('vampire' in move)
    return { ...base, kind: 'vampire', activate: move.vampire.activate, bury: [...move.vampire.bury] };
  if ('smash' in move) return { ...base, kind: 'smash', gnome: move.smash.gnome, victim: move.smash.victim };
  if ('skeleton' in move) return { ...base, kind: 'skeleton' };
  return { ...base, kind: 'pass' };
}

export function toEventModel(event: VisibleEvent): MatchEventModel {
  return { ...event, move: event.move && toMoveModel(event.move) };
}

/** One subscription message or stream event: the event, the view after it, and what it revealed. */
export function toUpdateModel(update: MatchUpdate): MatchUpdateModel {
  return {
    event: toEventModel(update.event),
    match: toMatchModel(update.seated),
    revealed: update.revealed.map(toEventModel),
  };
}
