import { useEffect, useRef, useState } from 'react';
import { renderEntry, type StoryWords } from '@claim/story';
import type { StoryEvent } from '../api/types';
import { BANNER_KINDS, toEntry } from '../game/story';

/**
 * A short banner when a power changes the flow of the game (the lead passes to a Dragon, the Moon turns,
 * a Gnome is smashed, phase two begins…): the story's own sentence, for a few seconds, announced politely.
 * It slides in, unless the player asked for reduced motion (styles.css).
 */
export function Banners({ fresh, words }: { fresh: readonly StoryEvent[]; words: StoryWords }) {
  const [shown, setShown] = useState<{ id: string; kind: string; text: string }[]>([]);
  // A banner keeps the words it was shown in; a language switch does not bring old ones back.
  const latestWords = useRef(words);
  latestWords.current = words;
  useEffect(() => {
    const added = fresh.flatMap((event) =>
      event.entries
        .map((model, i) => ({ model, i }))
        .filter(({ model }) => (BANNER_KINDS as readonly string[]).includes(model.kind))
        .map(({ model, i }) => ({
          id: `${event.seq}-${i}`,
          kind: model.kind,
          text: renderEntry(toEntry(model), latestWords.current),
        })),
    );
    if (added.length === 0) return;
    setShown((current) => [...current, ...added].slice(-3));
    const timer = window.setTimeout(
      () => setShown((current) => current.filter((b) => !added.some((a) => a.id === b.id))),
      6000,
    );
    return () => window.clearTimeout(timer);
  }, [fresh]);
  return (
    <div className="banners" role="status" aria-live="polite" data-testid="banners">
      {shown.map((b) => (
        <p key={b.id} className={`banner banner-${b.kind}`} data-kind={b.kind}>
          {b.text}
        </p>
      ))}
    </div>
  );
}
