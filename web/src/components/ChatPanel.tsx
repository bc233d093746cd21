import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChatChannel, ChatLine } from '../api/chat-operations';
import * as chat from '../api/chat-operations';
import { useT } from '../i18n';
import { useSession } from '../session';
import { ErrorAlert } from './ErrorAlert';
import { TimeAgo } from './TimeAgo';

const MAX_LENGTH = 500;

interface ChatPanelProps {
  /** The match's table talk (chat.matchChannel) or a club's chat (chat.clubChannel), one object per channel. */
  channel: ChatChannel;
  /** The panel's heading. */
  title: string;
  /** Why the reader may not write (a spectator, a guest); null for a writer. */
  readOnly: string | null;
  testId?: string;
}

/** Messages by seq, each once, in order (a reconnection's replay may repeat some). */
function merged(lines: readonly ChatLine[], more: readonly ChatLine[]): ChatLine[] {
  const bySeq = new Map(lines.map((l) => [l.seq, l]));
  for (const line of more) bySeq.set(line.seq, line);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A chat channel, live (docs/players.md "Chat, blocking and reports", "Club chat"): the match's table talk
 * beside the game log, or a club's chat on its page, with a field to write in for those who may; each line
 * offers to block or report its author, and to hide it where the reader may (a club's admins). The server
 * leaves out the messages of players you blocked; blocking here also hides what is already on screen.
 */
export function ChatPanel({ channel, title, readOnly, testId }: ChatPanelProps) {
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
  const writer = useRef(readOnly === null);
  writer.current = readOnly === null;

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
    channel
      .fetch()
      .then((first) => {
        if (stopped) return;
        add(first);
        stop = channel.watch(first[first.length - 1]?.seq ?? 0, {
          next: (line) => {
            add([line]);
            // Seen on screen: the server keeps one unread CHAT notice per match until the player reads it.
            if (writer.current && channel.markRead && document.visibilityState === 'visible')
              void channel.markRead().catch(() => undefined);
          },
          error: setError,
          // After a lost socket the subscription resumes from where it was; fetch what it may have missed.
          reconnected: () => void channel.fetch(last.current).then(add, setError),
        });
      })
      .catch(setError);
    return () => {
      stopped = true;
      stop?.();
    };
    // Parents keep one channel object per channel (useMemo), so a render of theirs starts nothing afresh.
  }, [channel, add, user]);

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
      add([await channel.send(text)]);
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
      add(await channel.fetch());
    } catch (e) {
      setError(e);
    }
  };

  const report = async (line: ChatLine) => {
    const reason = window.prompt(t('chat.reportReason', { name: line.author }));
    if (!reason?.trim()) return;
    try {
      await channel.report(line.seq, reason);
      setNote(t('chat.reported'));
    } catch (e) {
      setError(e);
    }
  };

  const hide = async (line: ChatLine) => {
    if (!channel.hide || !window.confirm(t('chat.confirmHide', { name: line.author }))) return;
    try {
      await channel.hide(line.seq);
      setLines((current) => current.filter((l) => l.seq !== line.seq));
    } catch (e) {
      setError(e);
    }
  };

  const shown = lines.filter((l) => !blocked.includes(l.author));
  const inputId = `chat-${channel.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  return (
    <section className="panel chat" aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
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
                {channel.hide && (
                  <span className="chat-actions">
                    <button type="button" className="link small" onClick={() => void hide(line)}>
                      {t('chat.hide', { name: line.author })}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {readOnly !== null || user?.isGuest ? (
        <p className="muted small">{readOnly ?? t('guest.chat')}</p>
      ) : (
        <form className="chat-form" onSubmit={(e) => void send(e)}>
          <label className="visually-hidden" htmlFor={inputId}>
            {t('chat.label')}
          </label>
          <input
            id={inputId}
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
