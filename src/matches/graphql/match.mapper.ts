import type { Move, PlayerView, Rules } from '../../engine';
import { DEFAULT_HERO_VALUE } from '../../engine';
import { DomainError } from '../../common/errors';
import { matchOutcome } from '../match-runtime';
import type { ListedMatch, MoveInput, SeatedView, VisibleEvent } from '../matches.service';
import type { DecisionInput } from './match.inputs';
import type { MatchEventModel, MatchModel, MoveModel, RulesModel, TableModel } from './match.models';

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
    rules: toRulesModel(header.rules),
    edition: runtime.state.readings.edition,
    seats: header.seats.map((s) => ({ seat: s.seat, username: s.username })),
    mySeat: seat,
    table: toTableModel(
      view,
      header.seats.map((s) => s.username),
    ),
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
    rules: toRulesModel(header.rules),
    seats: header.seats.map((s) => ({ seat: s.seat, username: s.username })),
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

function toTableModel(view: PlayerView, usernames: readonly string[]): TableModel {
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
      username: usernames[s.seat],
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

/** A GraphQL decision → the engine's move notation (R10), or BAD_USER_INPUT unless exactly one field is set. */
export function toMoveInput(decision: DecisionInput): MoveInput {
  const set = (Object.keys(decision) as (keyof DecisionInput)[]).filter(
    (k) => decision[k] !== undefined && decision[k] !== null,
  );
  if (set.length !== 1) {
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { decision: ['set exactly one of seer, prize, vampire, smash, discard, skeleton, pass'] },
    });
  }
  const [kind] = set;
  if (kind === 'vampire')
    return { vampire: { activate: decision.vampire!.activate ?? null, bury: decision.vampire!.bury ?? [] } };
  if (kind === 'smash') return { smash: { gnome: decision.smash!.gnome, victim: decision.smash!.victim } };
  return { [kind]: decision[kind] };
}
