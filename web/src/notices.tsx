import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import * as api from './api/operations';
import type { Notice } from './api/types';
import { useT } from './i18n';
import { navigate, usePath } from './router';
import { useSession } from './session';
import { play } from './sound';

/**
 * Notices outside the open table, from `myEvents`: how many games wait for the player's move (a badge),
 * a toast when it becomes their turn in another match, and, when a challenge or rematch they sent is
 * accepted, the move to the new table (the one who accepted goes there by themselves).
 */
interface Toast {
  id: number;
  text: string;
  matchId: string | null;
}

interface Notices {
  /** Matches waiting for the player's move; null until known. */
  waiting: number | null;
  toasts: Toast[];
  dismiss(id: number): void;
}

const NoticesContext = createContext<Notices>({ waiting: null, toasts: [], dismiss: () => undefined });

export function useNotices(): Notices {
  return useContext(NoticesContext);
}

export function NoticesProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  const path = usePath();
  const [waiting, setWaiting] = useState<number | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const pathRef = useRef(path);
  pathRef.current = path;
  const nextId = useRef(1);

  const recount = useCallback(() => {
    api
      .fetchMyTurn()
      .then((turns) => setWaiting(turns.length))
      .catch(() => undefined);
  }, []);

  const toast = useCallback((text: string, matchId: string | null) => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-2), { id, text, matchId }]);
    window.setTimeout(() => setToasts((all) => all.filter((x) => x.id !== id)), 8000);
  }, []);

  useEffect(() => {
    if (!user) {
      setWaiting(null);
      return;
    }
    recount();
    const stop = api.watchMyEvents({
      next: ({ myEvents }) => {
        handle(myEvents);
        recount();
      },
      reconnected: recount,
    });
    function handle(notice: Notice) {
      const here = notice.matchId !== null && pathRef.current === `/match/${notice.matchId}`;
      if (notice.kind === 'YOUR_TURN' && !here && notice.matchId) {
        toast(t('notices.yourTurn'), notice.matchId);
        play('turn');
      } else if (notice.kind === 'FOLLOWED' || notice.kind === 'FRIEND_ADDED') {
        toast(
          t(notice.kind === 'FOLLOWED' ? 'notices.followed' : 'notices.friendAdded', { from: notice.from ?? '' }),
          null,
        );
      } else if (notice.kind === 'ORDER_DROPPED' && notice.matchId) {
        // At the table the orders panel shows the dropped order and its reason; elsewhere, a way to it.
        toast(t('notices.orderDropped'), here ? null : notice.matchId);
      } else if (notice.kind === 'SEEK_MATCHED' && notice.matchId) {
        // The seek waited on another screen (or device): its table is full, to the match as for an accepted challenge.
        toast(t('notices.seekMatched'), null);
        if (!here) navigate(`/match/${notice.matchId}`);
      } else if (notice.kind === 'APPEAL_ANSWERED') {
        // The answer's text is on the appeal page (myModeration); the notice says only the verdict.
        toast(t(notice.appealVerdict === 'lifted' ? 'notices.appealLifted' : 'notices.appealUpheld'), null);
      } else if (notice.kind === 'CLUB_MATCH_SIGNUP_CLOSED') {
        // What the deadline made of the club match for this reader: their game (with a way to it), their board
        // won by forfeit, or, to an admin on no board, how many boards started (or that nobody answered the
        // challenge, so it is called off).
        const board = notice.board ?? 0;
        const text = notice.unanswered
          ? t('notices.clubMatchUnanswered')
          : notice.board !== null && notice.forfeit
            ? t('notices.clubMatchForfeit', { board })
            : notice.board !== null
              ? t('notices.clubMatchStarted', { board })
              : notice.boardsPlayed
                ? t('notices.clubMatchBoards', { count: notice.boardsPlayed })
                : t('notices.clubMatchOff');
        toast(text, here ? null : notice.matchId);
      } else if (notice.kind === 'CLUB') {
        toast(t('notices.club', { from: notice.from ?? '' }), null);
      } else if (notice.kind === 'INVITATION') {
        toast(t('notices.invitation', { from: notice.from ?? '' }), null);
      } else if (notice.kind === 'CHALLENGE_ANSWERED') {
        if (notice.challengeStatus === 'accepted' && notice.matchId) {
          toast(t('notices.accepted', { from: notice.from ?? '' }), null);
          if (!pathRef.current.startsWith('/match/') || pathRef.current !== `/match/${notice.matchId}`)
            navigate(`/match/${notice.matchId}`);
        } else if (notice.challengeStatus === 'declined') {
          toast(t('notices.declined', { from: notice.from ?? '' }), null);
        }
      }
    }
    return stop;
  }, [user, recount, toast, t]);

  // A notice may arrive a moment before the player is taken to its match (a new match, a rematch, a click on
  // the toast): once the match is on screen, "your move in another match" is not true any more (issue 28).
  useEffect(() => {
    setToasts((all) => {
      const kept = all.filter((x) => x.matchId === null || path !== `/match/${x.matchId}`);
      return kept.length === all.length ? all : kept;
    });
  }, [path]);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const value = useMemo(() => ({ waiting, toasts, dismiss }), [waiting, toasts, dismiss]);
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

/** The toasts, in a polite live region so that screen readers hear them too. */
export function Toasts() {
  const { toasts, dismiss } = useNotices();
  const t = useT();
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="toast">
          <span>{toast.text}</span>
          {toast.matchId && (
            <button
              type="button"
              className="link"
              onClick={() => {
                dismiss(toast.id);
                navigate(`/match/${toast.matchId}`);
              }}
            >
              {t('notices.open')}
            </button>
          )}
          <button type="button" className="link" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
