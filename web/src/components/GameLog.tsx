import { useEffect, useRef } from 'react';
import { renderEntry, type StoryWords } from '@claim/story';
import type { StoryEvent } from '../api/types';
import { toEntry } from '../game/story';
import { useT } from '../i18n';

interface GameLogProps {
  story: readonly StoryEvent[];
  words: StoryWords;
  /** Replay: the event shown, highlighted and kept in view. */
  current?: number;
  onSelect?(seq: number): void;
}

/**
 * The story of the match (src/story, from the server's matchStory): every trick, its winner and why, the
 * prizes, your own draws, every power as it fires. Live, it always shows the newest entry and announces
 * new ones to screen readers; in the replay it keeps the current event in view.
 */
export function GameLog({ story, words, current, onSelect }: GameLogProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const live = current === undefined;

  useEffect(() => {
    const list = box.current;
    if (!list) return;
    if (live) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    const item = list.querySelector<HTMLElement>(`[data-seq="${current}"]`);
    if (!item) return;
    // Measured against the list itself (not the page): the item's place within the scrolled box.
    const offset = item.getBoundingClientRect().top - list.getBoundingClientRect().top;
    list.scrollTop += offset - list.clientHeight / 2 + item.clientHeight / 2;
  }, [story, current, live]);

  return (
    <section className="panel log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      <div
        className="log-list"
        ref={box}
        data-testid="log"
        role={live ? 'log' : undefined}
        aria-live={live ? 'polite' : 'off'}
        aria-label={t('log.title')}
        tabIndex={0}
      >
        <ol>
          {story.map((event) => (
            <li
              key={event.seq}
              data-seq={event.seq}
              className={event.seq === current ? 'current' : undefined}
              aria-current={event.seq === current ? 'step' : undefined}
            >
              {onSelect ? (
                <button type="button" className="log-event" onClick={() => onSelect(event.seq)}>
                  <EventLines event={event} words={words} />
                </button>
              ) : (
                <EventLines event={event} words={words} />
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function EventLines({ event, words }: { event: StoryEvent; words: StoryWords }) {
  return (
    <>
      {event.entries.map((model, i) => (
        <span key={i} className={`log-line log-${model.kind}`} data-kind={model.kind}>
          {renderEntry(toEntry(model), words)}
        </span>
      ))}
    </>
  );
}
