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

function sourceEvents(runtime: MatchRuntime): StorySourceEvent[] {
  let moveIndex = 0;
  return runtime.events.flatMap((event): StorySourceEvent[] => {
    if (event.type === 'match_started') return [{ seq: event.seq, type: 'match_started' }];
    if (event.type === 'move')
      return [{ seq: event.seq, type: 'move', move: runtime.moves[moveIndex++], auto: event.auto === true }];
    if (event.type === 'resigned' || event.type === 'timed_out' || event.type === 'aborted')
      return [{ seq: event.seq, type: event.type, seat: event.payload.seat }];
    if (event.type === 'seat_replaced')
      return [{ seq: event.seq, type: event.type, seat: event.payload.seat, reason: event.payload.reason }];
    // Clock events (vacations, pauses, skips) change no card's fate: the story leaves them to the clocks.
    return [];
  });
}
