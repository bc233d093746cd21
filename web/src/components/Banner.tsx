import { useEffect, useRef, useState } from 'react';
import { renderEntry, type StoryWords } from '@claim/story';
import type { StoryEvent } from '../api/types';
import { BANNER_KINDS, toEntry } from '../game/story';

/** How long one banner stays, counted from its own arrival (not from the newest event's). */
export const BANNER_LIFETIME_MS = 6000;
/** At most this many banners at once: a newer one pushes the oldest out. */
const MAX_SHOWN = 2;

interface Shown {
  id: string;
  kind: string;
  text: string;
}

/**
 * A short banner when a power changes the flow of the game (the lead passes to a Dragon, the Moon turns,
 * a Gnome is smashed, phase two begins…): the story's own sentence, for a few seconds, announced politely.
 * Each banner has its own lifetime — a later story event never keeps an earlier banner up (issue 28: they
 * piled up in live play) — and at most two show at once. They sit over the felt (TrickArea), so they never
 * cover the turn indicator or the result; the end of the game has the result itself, not a banner. They
 * slide in, unless the player asked for reduced motion (styles.css).
 */
export function Banners({ fresh, words }: { fresh: readonly StoryEvent[]; words: StoryWords }) {
  const [shown, setShown] = useState<Shown[]>([]);
  // The kinds told so far (the newest 20), for whoever checks that a banner came even if it has gone since.
  const [told, setTold] = useState<string[]>([]);
  // A banner keeps the words it was shown in; a language switch does not bring old ones back.
  const latestWords = useRef(words);
  latestWords.current = words;
  const timers = useRef(new Map<string, number>());
  /** Fresh events accumulate: each is shown once. */
  const seen = useRef(new Set<string>());

  useEffect(() => {
    const added = fresh
      .flatMap((event) =>
        event.entries
          .map((model, i) => ({ model, i }))
          .filter(({ model }) => model.kind !== 'gameOver' && (BANNER_KINDS as readonly string[]).includes(model.kind))
          .map(({ model, i }) => ({
            id: `${event.seq}-${i}`,
            kind: model.kind,
            text: renderEntry(toEntry(model), latestWords.current),
          })),
      )
      .filter((b) => !seen.current.has(b.id));
    if (added.length === 0) return;
    for (const b of added) seen.current.add(b.id);
    setTold((before) => [...before, ...added.map((b) => b.kind)].slice(-20));
    setShown((current) => [...current.filter((b) => !added.some((a) => a.id === b.id)), ...added].slice(-MAX_SHOWN));
    for (const banner of added) {
      if (timers.current.has(banner.id)) continue;
      const timer = window.setTimeout(() => {
        timers.current.delete(banner.id);
        setShown((current) => current.filter((b) => b.id !== banner.id));
      }, BANNER_LIFETIME_MS);
      timers.current.set(banner.id, timer);
    }
  }, [fresh]);

  // The timers belong to the banners, not to the effect above: only leaving the table stops them.
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) window.clearTimeout(timer);
      all.clear();
    };
  }, []);

  return (
    <div className="banners" role="status" aria-live="polite" data-testid="banners" data-told={told.join(' ')}>
      {shown.map((b) => (
        <p key={b.id} className={`banner banner-${b.kind}`} data-kind={b.kind}>
          {b.text}
        </p>
      ))}
    </div>
  );
}
