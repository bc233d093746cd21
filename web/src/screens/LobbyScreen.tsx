import { useState } from 'react';
import * as api from '../api/operations';
import type { Lobby } from '../api/types';
import { rulesSummary } from '../game/cards';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { errorText, usePolling } from '../util';

/** A lobby waiting for players. When its last seat fills the match starts and everyone seated goes to it. */
export function LobbyScreen({ id }: { id: string }) {
  const t = useT();
  const { user } = useSession();
  const [lobby, setLobby] = useState<Lobby | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  const seated = lobby?.seats.some((s) => s.username === user?.username) ?? false;
  const show = (next: Lobby) => {
    setLobby(next);
    if (next.matchId && next.seats.some((s) => s.username === user?.username))
      navigate(`/match/${next.matchId}`, { replace: true });
  };
  usePolling(
    () => {
      api
        .fetchLobby(id)
        .then(show)
        .catch((e) => setError(e));
    },
    1500,
    lobby?.status !== 'closed',
  );

  const act = async (what: 'join' | 'leave') => {
    setBusy(true);
    setError(null);
    try {
      if (what === 'join') show(await api.joinLobby(id));
      else {
        await api.leaveLobby(id);
        navigate('/');
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const invite = window.location.origin + `/lobby/${id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refusal): the address is shown to copy by hand.
      setCopied('no');
    }
  };

  if (!lobby)
    return (
      <main className="narrow">
        {error !== null ? (
          <section className="panel" data-testid="error-page">
            <h1>{t('lobby.cannotOpen')}</h1>
            <p className="error">{errorText(error, t)}</p>
            <Link to="/" className="button">
              {t('nav.backToGames')}
            </Link>
          </section>
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
      </main>
    );
  const empty = lobby.players - lobby.seats.length;
  return (
    <main className="narrow">
      <section className="panel" aria-label={t('lobby.label')} data-testid="lobby">
        <h1>{t('lobbies.owners', { owner: lobby.owner })}</h1>
        <p>{rulesSummary(lobby.rules, t)}</p>
        <p className="muted small">
          {t('lobby.players', { count: lobby.players })} ·{' '}
          {lobby.daysPerMove ? t('lobbies.daysPerMove', { count: lobby.daysPerMove }) : t('lobby.noTime')}
        </p>
        <ol className="lobby-seats">
          {lobby.seats.map((s) => (
            <li key={s.seat}>
              {s.username}
              {s.username === user?.username ? ` (${t('common.youLower')})` : ''}
            </li>
          ))}
          {Array.from({ length: empty }, (_, i) => (
            <li key={`empty-${i}`} className="muted">
              {t('lobby.waiting')}
            </li>
          ))}
        </ol>
        {lobby.status === 'open' && (
          <div className="invite">
            <p className="muted">{t('lobby.startsWhenFull')}</p>
            <label className="small">
              {t('lobby.inviteLink')}
              <input readOnly value={invite} onFocus={(e) => e.target.select()} data-testid="invite-link" />
            </label>
            <button type="button" onClick={() => void copy()} data-testid="copy-invite">
              {t('lobby.copy')}
            </button>
            {copied && (
              <span className="small" role="status">
                {copied === 'yes' ? t('lobby.copied') : t('lobby.copyByHand')}
              </span>
            )}
          </div>
        )}
        {lobby.status === 'closed' && <p className="warning">{t('lobby.closed')}</p>}
        {lobby.matchId && (
          <p>
            <Link to={`/match/${lobby.matchId}`} className="button primary">
              {t('lobby.goToMatch')}
            </Link>
          </p>
        )}
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        <div className="choices">
          {lobby.status === 'open' && !seated && (
            <button type="button" className="primary" disabled={busy} onClick={() => void act('join')}>
              {t('lobbies.join')}
            </button>
          )}
          {lobby.status === 'open' && seated && (
            <button type="button" disabled={busy} onClick={() => void act('leave')}>
              {lobby.owner === user?.username ? t('lobby.close') : t('lobby.leave')}
            </button>
          )}
          <Link to="/" className="button">
            {t('nav.backToGames')}
          </Link>
        </div>
      </section>
    </main>
  );
}
