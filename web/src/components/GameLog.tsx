import { useEffect, useLayoutEffect, useRef } from 'react';
import { renderEntry, renderUnderHeading, type StoryWords } from '@claim/story';
import type { StoryEntryModel, StoryEvent } from '../api/types';
import { parseCard, powerId, shortName } from '../game/cards';
import { toEntry } from '../game/story';
import { useT } from '../i18n';
import { TimeAgo } from './TimeAgo';

interface GameLogProps {
  story: readonly StoryEvent[];
  words: StoryWords;
  /** Replay: the event shown, highlighted and kept in view. */
  current?: number;
  onSelect?(seq: number): void;
  /** Live: the event chosen for a note (notes pane), and how to choose one; the log stays live. */
  picked?: number | null;
  onPick?(seq: number): void;
  /** The seqs of the moves the viewer's own standing orders played (only they see the mark: R9). */
  byOrder?: readonly number[];
}

/** Within this many pixels of the foot, the log counts as read to the end and follows new entries. */
const PINNED_PX = 40;

/**
 * The story of the match (src/story, from the server's matchStory): every trick, its winner and why, the
 * prizes, your own draws, every power as it fires. Each trick has a heading (where its trickStarted entry
 * is), each event its time (a game lasts days: "3 hours ago", the exact moment on hover), and the cards an
 * entry names are also shown as small chips. Live, it follows the newest entry unless the player scrolled
 * up to read, and announces new ones to screen readers; in the replay it keeps the current event in view.
 */
export function GameLog({ story, words, current, onSelect, picked, onPick, byOrder = [] }: GameLogProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const live = current === undefined;

  useLayoutEffect(() => {
    const list = box.current;
    if (!list) return;
    if (live) {
      if (pinned.current) list.scrollTop = list.scrollHeight;
      return;
    }
    const item = list.querySelector<HTMLElement>(`[data-seq="${current}"]`);
    if (!item) return;
    // Measured against the list itself (not the page): the item's place within the scrolled box.
    const offset = item.getBoundingClientRect().top - list.getBoundingClientRect().top;
    list.scrollTop += offset - list.clientHeight / 2 + item.clientHeight / 2;
  }, [story, current, live]);

  // The box may change size (the phone turned, the result appeared), and so may its lines after they were
  // laid out (a time's text, a chip's font): still at the foot if it was.
  useEffect(() => {
    const list = box.current;
    if (!list || !live || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    if (list.firstElementChild) observer.observe(list.firstElementChild);
    return () => observer.disconnect();
  }, [live]);

  const onScroll = () => {
    const list = box.current;
    if (list) pinned.current = list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_PX;
  };

  return (
    <section className="panel log" aria-label={t('log.title')}>
      <h2>{t('log.title')}</h2>
      <div
        className={`log-list${live ? ' log-live' : ''}`}
        ref={box}
        data-testid="log"
        role={live ? 'log' : undefined}
        aria-live={live ? 'polite' : 'off'}
        aria-label={t('log.title')}
        tabIndex={0}
        onScroll={onScroll}
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
                  <EventLines event={event} words={words} headingTag="span" />
                </button>
              ) : onPick && event.seq > 0 ? (
                <button
                  type="button"
                  className={`log-event log-pick${event.seq === picked ? ' log-picked' : ''}`}
                  aria-pressed={event.seq === picked}
                  data-testid="log-pick"
                  onClick={() => onPick(event.seq)}
                >
                  <EventLines event={event} words={words} headingTag="span" />
                </button>
              ) : (
                <EventLines event={event} words={words} headingTag="h3" />
              )}
              {byOrder.includes(event.seq) && (
                <span className="small muted" data-testid="log-by-order">
                  {t('log.byOrder')}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function EventLines({
  event,
  words,
  headingTag: Heading,
}: {
  event: StoryEvent;
  words: StoryWords;
  /** A heading inside a button (the replay's steps) cannot be one: it is then only styled as one. */
  headingTag: 'h3' | 'span';
}) {
  const t = useT();
  return (
    <>
      {event.entries.map((model, i) => (
        <span key={i} className="log-entry">
          {model.kind === 'trickStarted' && model.trick !== null && (
            <Heading className="log-heading" data-testid="log-heading">
              {t('log.trick', { n: model.trick, phase: t(`table.phase.${model.phase ?? 'one'}`) })}
            </Heading>
          )}
          {model.kind === 'matchStarted' && (
            <Heading className="log-heading" data-testid="log-heading">
              {t('log.deal')}
            </Heading>
          )}
          <span className="log-body">
            <span className={`log-line log-${model.kind}`} data-kind={model.kind}>
              {model.kind === 'trickStarted' && model.trick !== null
                ? renderUnderHeading(toEntry(model), words)
                : renderEntry(toEntry(model), words)}
            </span>
            <CardChips model={model} />
            {i === 0 && event.at && <TimeAgo iso={event.at} />}
          </span>
        </span>
      ))}
    </>
  );
}

/** The cards an entry names, as small chips in their faction's colour (the sentence says them in words). */
function CardChips({ model }: { model: StoryEntryModel }) {
  const t = useT();
  const cards = [...(model.card && !model.hidden ? [model.card] : []), ...model.cards].slice(0, 8);
  if (cards.length === 0) return null;
  return (
    <span className="log-chips" aria-hidden="true">
      {cards.map((card, i) => {
        const { value, hero } = parseCard(card);
        const id = powerId(card);
        return (
          <span key={`${card}-${i}`} className={`card-chip f-${id}${hero ? ' card-chip-hero' : ''}`} data-card={card}>
            {hero ? shortName(card, t).slice(0, 2) : value}
          </span>
        );
      })}
    </span>
  );
}
