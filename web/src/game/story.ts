import type { StoryEntry, StoryKind, StoryWords, Translate } from '@claim/story';
import type { StoryEntryModel } from '../api/types';
import { sidesOf } from './standings';

const SIDED = ['gameOver', 'resigned', 'timedOut'];
/** Time-outs: a null claimant is the server's sweep, a null deadline one from before deadlines were recorded. */
const TIMED = ['timedOut', 'seatSkipped'];

/** The story's entries as the server sends them (flattened, every field present) → the story module's union. */
export function toEntry(model: StoryEntryModel): StoryEntry {
  const entry: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(model)) {
    // A hidden card and a drawn game's side are null on purpose; other nulls are parameters this kind
    // does not use.
    const meant =
      (key === 'card' && model.hidden) ||
      (key === 'side' && SIDED.includes(model.kind)) ||
      ((key === 'by' || key === 'deadline') && TIMED.includes(model.kind));
    if (value !== null || meant) entry[key] = value;
  }
  return entry as unknown as StoryEntry;
}

/** Names for the story: usernames, the reader's own marked "(you)", teams as "ann + cid". */
export function storyWords(
  match: { seats: readonly { seat: number; username: string }[]; rules: { players: number }; mySeat: number | null },
  t: Translate,
  language?: string,
): StoryWords {
  const name = (seat: number) => {
    const username = match.seats.find((s) => s.seat === seat)?.username ?? `${seat}`;
    return seat === match.mySeat ? t('story.you', { name: username }) : username;
  };
  return {
    t,
    seat: name,
    time: (iso) =>
      new Date(iso).toLocaleString(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
    side: (side) =>
      match.rules.players === 4
        ? (sidesOf({ rules: match.rules, seats: match.seats })
            .find((s) => s.id === side)
            ?.seats.map(name)
            .join(' + ') ?? `${side}`)
        : name(side),
  };
}

/** Entries that change the flow of the game, shown as a banner when they happen (issue 16). */
export const BANNER_KINDS: readonly StoryKind[] = [
  'dragonLeads',
  'moonTurned',
  'gnomeSmashed',
  'phaseOneEnded',
  'phaseTwoBegan',
  'cubeStopped',
  'cthulhuRemoved',
  'gameOver',
];

/** The events where a trick ended: the replay's steps by trick. */
export function trickEnds(events: readonly { seq: number; entries: readonly { kind: string }[] }[]): number[] {
  return events
    .filter((e) => e.entries.some((x) => x.kind === 'trickWon' || x.kind === 'cubeStopped'))
    .map((e) => e.seq);
}
