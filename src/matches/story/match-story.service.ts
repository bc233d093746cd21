import { Injectable } from '@nestjs/common';
import { Seat } from '../../engine';
import { StoryEvent, StorySourceEvent, storyOf } from '../../story';
import { MatchRuntime, initialRuntime } from '../match-runtime';
import { Caller, MatchesService } from '../matches.service';
import { dealtSeat, viewerSeat } from '../visibility';

/** A match's story for one caller (R9), with the names its seats go by. */
export interface MatchStory {
  readonly seat: Seat | null;
  readonly usernames: readonly string[];
  readonly events: readonly StoryEvent[];
  /** When each event of the log was stored, by seq (public, as matchEvents' createdAt is). */
  readonly times: ReadonlyMap<number, Date>;
  /** The seqs of the moves standing orders played that the caller may see marked (as in matchEvents). */
  readonly byStandingOrder: ReadonlySet<number>;
}

/**
 * The story of a match (src/story) for the caller: their seat's entries while it runs, everything once it
 * is over; a replaced seat's former player gets their seat's entries before the replacement and a
 * spectator's from it on (visibility.ts). Authorization is the match's own (`viewOf`); the story is replayed
 * from the log each time, which costs one engine pass over the moves.
 */
@Injectable()
export class MatchStoryService {
  constructor(private readonly matches: MatchesService) {}

  /** `caller` null: a visitor without a token, as matchUpdated lets one watch (public matches only). */
  async storyOf(caller: Caller | null, matchId: string, after = -1): Promise<MatchStory> {
    const { runtime, seat } = await this.matches.viewOf(caller, matchId);
    const events = storyOf(initialRuntime(runtime.header).state, sourceEvents(runtime), {
      viewer: (seq) => (caller === null ? null : viewerSeat(runtime, caller.id, seq)),
      revealAll: runtime.status !== 'running',
      after,
    });
    const times = new Map(runtime.events.map((e) => [e.seq, e.createdAt]));
    const byStandingOrder = await this.matches.standingOrderMarks(runtime, seat, after);
    return { seat, usernames: runtime.header.seats.map((s) => s.username), events, times, byStandingOrder };
  }
}

/** The log as the story reads it; clock events are public (R9 hides cards only), so everyone reads them. */
function sourceEvents(runtime: MatchRuntime): StorySourceEvent[] {
  let moveIndex = 0;
  // Seats skipped after a time-out: the server moves for them (no actor) until they return.
  const skipped = new Set<Seat>();
  return runtime.events.flatMap((event): StorySourceEvent[] => {
    const seq = event.seq;
    switch (event.type) {
      case 'match_started':
        return [{ seq, type: 'match_started' }];
      case 'move': {
        const move = runtime.moves[moveIndex++];
        // A forced move is marked `auto`; a move for a skipped seat is the server's without the mark (and an
        // imported record's moves have no actor either).
        const auto = event.auto === true;
        const automatic =
          !auto && event.actorUserId === null && runtime.header.importedBy === null && skipped.has(move.seat);
        return [{ seq, type: 'move', move, auto, automatic }];
      }
      case 'resigned':
      case 'aborted':
        return [{ seq, type: event.type, seat: event.payload.seat }];
      case 'timed_out':
      case 'seat_skipped':
        if (event.type === 'seat_skipped') skipped.add(event.payload.seat);
        return [
          {
            seq,
            type: event.type,
            seat: event.payload.seat,
            deadline: event.payload.deadline ?? null,
            by: dealtSeat(runtime.header, event.actorUserId),
          },
        ];
      case 'seat_returned':
        skipped.delete(event.payload.seat);
        return [{ seq, type: event.type, seat: event.payload.seat }];
      case 'vacation_started':
        return [{ seq, type: event.type, seat: event.payload.seat, until: event.payload.until }];
      case 'seat_replaced':
        return [{ seq, type: event.type, seat: event.payload.seat, reason: event.payload.reason }];
      // A standing request changes nothing yet: the replacement, when a seat leaves, is told.
      case 'replacement_requested':
        return [];
      default:
        return [{ seq, type: event.type, seat: event.payload.seat }];
    }
  });
}
