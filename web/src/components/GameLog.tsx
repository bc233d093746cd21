import { useEffect, useRef } from 'react';
import type { MatchEvent } from '../api/types';
import { describeEvent } from '../game/log';
import type { SeatNames } from '../game/turn';

/** The match log (matchEvents) in words, newest last; `current` marks a replay's position. */
export function GameLog({
  match,
  events,
  current,
  onSelect,
}: {
  match: SeatNames;
  events: readonly MatchEvent[];
  current?: number;
  onSelect?(seq: number): void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const target = current === undefined ? el.lastElementChild : el.querySelector('[aria-current="step"]');
    if (target instanceof HTMLElement) el.scrollTop = target.offsetTop - el.clientHeight / 2;
  }, [events.length, current]);
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Game log</h2>
      <ol ref={list} className="log-list">
        {events.map((e) => (
          <li
            key={e.seq}
            aria-current={current === e.seq ? 'step' : undefined}
            className={e.type !== 'move' ? 'log-meta' : undefined}
          >
            {onSelect ? (
              <button type="button" className="link" onClick={() => onSelect(e.seq)}>
                <span className="log-seq">{e.seq}</span> {describeEvent(match, e)}
              </button>
            ) : (
              <>
                <span className="log-seq">{e.seq}</span> {describeEvent(match, e)}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
