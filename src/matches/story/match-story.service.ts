import { Injectable } from '@nestjs/common';
import { Seat } from '../../engine';
import { StoryEvent, StorySourceEvent, storyOf } from '../../story';
import { MatchRuntime, initialRuntime } from '../match-runtime';
import { Caller, MatchesService } from '../matches.service';

/** A match's story for one caller (R9), with the names its seats go by. */
export interface MatchStory {
  readonly seat: Seat | null;
  readonly usernames: readonly string[];
  readonly events: readonly StoryEvent[];
}

/**
 * The story of a match (src/story) for the caller: their seat's entries while it runs, everything once it
 * is over. Authorization is the match's own (`viewOf`); the story is replayed from the log each time, which
 * costs one engine pass over the moves.
 */
@Injectable()
export class MatchStoryService {
  constructor(private readonly matches: MatchesService) {}

  async storyOf(caller: Caller, matchId: string, after = -1): Promise<MatchStory> {
    const { runtime, seat } = await this.matches.viewOf(caller, matchId);
    const events = storyOf(initialRuntime(runtime.header).state, sourceEvents(runtime), {
      viewer: seat,
      revealAll: runtime.status !== 'running',
      after,
    });
    return { seat, usernames: runtime.header.seats.map((s) => s.username), events };
  }
}

/** The log as the story reads it; clock events are public (R9 hides cards only), so everyone reads them. */
function sourceEvents(runtime: MatchRuntime): StorySourceEvent[] {
  let moveIndex = 0;
  const seatOf = (userId: string | null): Seat | null =>
    userId === null ? null : (runtime.header.seats.find((s) => s.userId === userId)?.seat ?? null);
  return runtime.events.map((event): StorySourceEvent => {
    const seq = event.seq;
    switch (event.type) {
      case 'match_started':
        return { seq, type: 'match_started' };
      case 'move':
        // An automatic move for a skipped seat is the server's: it has no actor (nor has an imported record's).
        return {
          seq,
          type: 'move',
          move: runtime.moves[moveIndex++],
          automatic: event.actorUserId === null && runtime.header.importedBy === null,
        };
      case 'resigned':
      case 'aborted':
        return { seq, type: event.type, seat: event.payload.seat };
      case 'timed_out':
      case 'seat_skipped':
        return {
          seq,
          type: event.type,
          seat: event.payload.seat,
          deadline: event.payload.deadline ?? null,
          by: seatOf(event.actorUserId),
        };
      case 'vacation_started':
        return { seq, type: event.type, seat: event.payload.seat, until: event.payload.until };
      default:
        return { seq, type: event.type, seat: event.payload.seat };
    }
  });
}
