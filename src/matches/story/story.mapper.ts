import type { StoryEntry, StoryEvent } from '../../story';
import type { StoryEntryModel, StoryEventModel } from './story.models';

/** A story entry, flattened: every parameter its kind does not use is null or empty. */
export function toStoryEntryModel(entry: StoryEntry): StoryEntryModel {
  const e = entry as Partial<Record<string, unknown>> & StoryEntry;
  const value = <T>(key: string, empty: T): T => (key in e ? (e[key] as T) : empty);
  return {
    kind: entry.kind,
    seat: value<number | null>('seat', null),
    other: value<number | null>('other', null),
    card: value<string | null>('card', null),
    cards: [...value<readonly string[]>('cards', [])],
    seats: [...value<readonly number[]>('seats', [])],
    hidden: value('hidden', false),
    count: value<number | null>('count', null),
    reason: value<string | null>('reason', null),
    flags: [...value<readonly string[]>('flags', [])],
    faction: value<string | null>('faction', null),
    moon: value<string | null>('moon', null),
    phase: value<string | null>('phase', null),
    trick: value<number | null>('trick', null),
    choice: value<string | null>('choice', null),
    lead: value('lead', false),
    side: value<number | null>('side', null),
    results: value<{ faction: string; winner: number | null }[]>('results', []).map((r) => ({ ...r })),
    counts: [...value<readonly number[]>('counts', [])],
    values: [...value<readonly number[]>('values', [])],
    deadline: dateOf(value<string | null>('deadline', null)),
    by: value<number | null>('by', null),
    until: dateOf(value<string | null>('until', null)),
  };
}

/** An event of the story with the time its log event was stored and its standing-order mark (MatchStory's). */
export function toStoryEventModel(
  event: StoryEvent,
  story: { readonly times: ReadonlyMap<number, Date>; readonly byStandingOrder: ReadonlySet<number> },
): StoryEventModel {
  return {
    seq: event.seq,
    at: story.times.get(event.seq) ?? null,
    byStandingOrder: story.byStandingOrder.has(event.seq),
    entries: event.entries.map(toStoryEntryModel),
  };
}

function dateOf(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}
