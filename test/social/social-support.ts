import { parseMoveCommand } from '../../src/matches/write/move-command';
import type { Rules } from '../../src/engine';
import { FACTIONS, legalMoves, rulesFrom, seatToAct, seededChooser } from '../../src/engine';
import type { StartOptions } from '../../src/matches/matches.service';
import { MatchesService } from '../../src/matches/matches.service';
import type { RegisteredUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';

/** A rule set for 2 (claim), 3 or 4 players (the goblins/knights pair and five others). */
export function rulesFor(players: number): Rules {
  const factions =
    players === 2
      ? 'claim'
      : [
          'goblins',
          'knights',
          ...FACTIONS.filter((f) => !['goblins', 'knights', 'gnomes', 'giants'].includes(f)).slice(0, 5),
        ];
  const r = rulesFrom(factions, [], players);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Starts a match through the service with the given options (lobbies have their own tests). */
export async function start(app: TestApp, players: readonly RegisteredUser[], options: StartOptions): Promise<string> {
  return app.app
    .get(MatchesService)
    .start(rulesFor(players.length), players, players[0].id, { spectators: 'anyone', ...options });
}

/**
 * Plays random legal moves through the service until the match is over, or until `moves` moves if given;
 * each move by the seat to act, as its player.
 */
export async function playOut(
  app: TestApp,
  matchId: string,
  players: readonly RegisteredUser[],
  seed: number,
  moves = Infinity,
): Promise<void> {
  const service = app.app.get(MatchesService);
  const choose = seededChooser(seed);
  for (let played = 0; played < moves; played++) {
    const runtime = await service.load(matchId);
    if (runtime.status !== 'running') return;
    const seat = seatToAct(runtime.state)!;
    const legal = legalMoves(runtime.state, seat);
    await service.move({
      caller: players[seat],
      matchId: matchId,
      command: parseMoveCommand({ ...legal[choose(legal.length)] }),
      expectedVersion: runtime.version,
    });
  }
}

/**
 * Plays random legal moves until every seat has played `cards` cards (or the match is over): a rated
 * result needs MIN_CARDS_PER_SEAT of them (src/ratings/anti-farming.ts).
 */
export async function playCards(
  app: TestApp,
  matchId: string,
  players: readonly RegisteredUser[],
  seed: number,
  cards: number,
): Promise<void> {
  const service = app.app.get(MatchesService);
  const choose = seededChooser(seed);
  for (;;) {
    const runtime = await service.load(matchId);
    if (runtime.status !== 'running') return;
    const played = players.map((_, seat) => runtime.moves.filter((m) => m.seat === seat && 'play' in m).length);
    if (played.every((n) => n >= cards)) return;
    const seat = seatToAct(runtime.state)!;
    const legal = legalMoves(runtime.state, seat);
    await service.move({
      caller: players[seat],
      matchId: matchId,
      command: parseMoveCommand({ ...legal[choose(legal.length)] }),
      expectedVersion: runtime.version,
    });
  }
}
