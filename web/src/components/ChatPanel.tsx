import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChatLine } from '../api/chat-operations';
import * as chat from '../api/chat-operations';
import { useT } from '../i18n';
import { useSession } from '../session';
import { ErrorAlert } from './ErrorAlert';
import { TimeAgo } from './TimeAgo';

const MAX_LENGTH = 500;

interface ChatPanelProps {
  matchId: string;
  /** Null for a spectator, who reads and does not write. */
  mySeat: number | null;
}

/** Messages by seq, each once, in order (a reconnection's replay may repeat some). */
function merged(lines: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const bySeq = new Map(lines.map((l) => [l.seq, l]));
  for (const line of more) bySeq.set(line.seq, line);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The match's table talk beside the game log (docs/players.md "Chat, blocking and reports"): live, with a
 * field to write in for the players; each line offers to block or report its author. The server leaves out
 * the messages of players you blocked; blocking here also hides what is already on screen.
 */
export function ChatPanel({ matchId, mySeat }: ChatPanelProps) {
  const t = useT();
  const { user } = useSession();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const last = useRef(0);
  const seated = useRef(mySeat !== null);
  seated.current = mySeat !== null;

  const add = useCallback((more: readonly ChatLine[]) => {
    if (more.length === 0) return;
    setLines((current) => {
      const next = merged(current, more);
      last.current = next[next.length - 1]?.seq ?? 0;
      return next;
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    setLines([]);
    last.current = 0;
    // A visitor (the watch page signed out) has blocked nobody.
    if (user)
      chat.blockedUsers().then(
        (names) => !stopped && setBlocked(names),
        () => undefined,
      );
    chat
      .fetchChat(matchId)
      .then((first) => {
        if (stopped) return;
        add(first);
        stop = chat.watchChat(matchId, first[first.length - 1]?.seq ?? 0, {
          next: (data) => {
            add([data.chatMessageAdded]);
            // Seen on screen: the server keeps one unread CHAT notice per match until the player reads it.
            if (seated.current && document.visibilityState === 'visible')
              void chat.markChatRead(matchId).catch(() => undefined);
          },
          error: setError,
          // After a lost socket the subscription resumes from where it was; fetch what it may have missed.
          reconnected: () => void chat.fetchChat(matchId, last.current).then(add, setError),
        });
      })
      .catch(setError);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [matchId, add, user]);

  useEffect(() => {
    const list = box.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      add([await chat.sendChat(matchId, text)]);
      setDraft('');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const block = async (name: string) => {
    if (!window.confirm(t('chat.confirmBlock', { name }))) return;
    try {
      await chat.blockUser(name);
      setBlocked((names) => [...new Set([...names, name])]);
    } catch (e) {
      setError(e);
    }
  };

  const unblock = async (name: string) => {
    try {
      await chat.unblockUser(name);
      setBlocked((names) => names.filter((n) => n !== name));
      add(await chat.fetchChat(matchId));
    } catch (e) {
      setError(e);
    }
  };

  const report = async (line: ChatLine) => {
    const reason = window.prompt(t('chat.reportReason', { name: line.author }));
    if (!reason?.trim()) return;
    try {
      await chat.report({ matchId, messageSeq: line.seq, reason });
      setNote(t('chat.reported'));
    } catch (e) {
      setError(e);
    }
  };

  const shown = lines.filter((l) => !blocked.includes(l.author));
  return (
    <section className="panel chat" aria-label={t('chat.title')}>
      <h2>{t('chat.title')}</h2>
      <div className="chat-list log-list" ref={box} data-testid="chat" role="log" aria-live="polite" tabIndex={0}>
        {shown.length === 0 ? (
          <p className="muted small">{t('chat.empty')}</p>
        ) : (
          <ol>
            {shown.map((line) => (
              <li key={line.seq} data-seq={line.seq} data-author={line.author}>
                <strong className="chat-author">{line.author}</strong> <span className="chat-text">{line.text}</span>{' '}
                <TimeAgo iso={line.createdAt} />
                {user && line.author !== user.username && (
                  <span className="chat-actions">
                    <button type="button" className="link small" onClick={() => void block(line.author)}>
                      {t('chat.block', { name: line.author })}
                    </button>
                    <button type="button" className="link small" onClick={() => void report(line)}>
                      {t('chat.report')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {mySeat === null || user?.isGuest ? (
        <p className="muted small">{mySeat === null ? t('chat.spectator') : t('guest.chat')}</p>
      ) : (
        <form className="chat-form" onSubmit={(e) => void send(e)}>
          <label className="visually-hidden" htmlFor={`chat-${matchId}`}>
            {t('chat.label')}
          </label>
          <input
            id={`chat-${matchId}`}
            value={draft}
            maxLength={MAX_LENGTH}
            placeholder={t('chat.label')}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" disabled={busy || draft.trim() === ''}>
            {t('chat.send')}
          </button>
        </form>
      )}
      <ErrorAlert error={error} small />
      {note && <p className="notice small">{note}</p>}
      {blocked.length > 0 && (
        <p className="muted small chat-blocked">
          {t('chat.blocked')}{' '}
          {blocked.map((name) => (
            <button key={name} type="button" className="link small" onClick={() => void unblock(name)}>
              {t('chat.unblock', { name })}
            </button>
          ))}
        </p>
      )}
    </section>
  );
}
