import { useState } from 'react';
import * as api from '../api/operations';
import type { Lobby } from '../api/types';
import { rulesSummary } from '../game/cards';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { errorText, usePolling } from '../util';

/** A lobby waiting for players. When its last seat fills the match starts and everyone seated goes to it. */
export function LobbyScreen({ id }: { id: string }) {
  const { user } = useSession();
  const [lobby, setLobby] = useState<Lobby | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        .catch((e) => setError(errorText(e)));
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
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  if (!lobby)
    return (
      <main className="narrow">{error ? <p className="error">{error}</p> : <p className="muted">Loading…</p>}</main>
    );
  const empty = lobby.players - lobby.seats.length;
  return (
    <main className="narrow">
      <section className="panel" aria-label="Lobby" data-testid="lobby">
        <h1>{lobby.owner}’s game</h1>
        <p>{rulesSummary(lobby.rules)}</p>
        <p className="muted small">
          {lobby.players} players
          {lobby.daysPerMove
            ? ` · ${lobby.daysPerMove} day${lobby.daysPerMove > 1 ? 's' : ''} per move`
            : ' · no time control'}
        </p>
        <ol className="lobby-seats">
          {lobby.seats.map((s) => (
            <li key={s.seat}>
              {s.username}
              {s.username === user?.username ? ' (you)' : ''}
            </li>
          ))}
          {Array.from({ length: empty }, (_, i) => (
            <li key={`empty-${i}`} className="muted">
              waiting for a player…
            </li>
          ))}
        </ol>
        {lobby.status === 'open' && (
          <p className="muted">
            The match starts as soon as every seat is taken. Share this page’s address to invite someone.
          </p>
        )}
        {lobby.status === 'closed' && <p className="warning">This game was closed by its owner.</p>}
        {lobby.matchId && (
          <p>
            <Link to={`/match/${lobby.matchId}`} className="button primary">
              Go to the match
            </Link>
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="choices">
          {lobby.status === 'open' && !seated && (
            <button type="button" className="primary" disabled={busy} onClick={() => void act('join')}>
              Join
            </button>
          )}
          {lobby.status === 'open' && seated && (
            <button type="button" disabled={busy} onClick={() => void act('leave')}>
              {lobby.owner === user?.username ? 'Close this game' : 'Leave'}
            </button>
          )}
          <Link to="/" className="button">
            Back to games
          </Link>
        </div>
      </section>
    </main>
  );
}
