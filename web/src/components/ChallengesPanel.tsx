import { FormEvent, useState } from 'react';
import * as api from '../api/operations';
import type { Challenge } from '../api/types';
import { PRESETS, rulesSummary } from '../game/cards';
import { navigate } from '../router';
import { useSession } from '../session';
import { errorText, relativeTime, usePolling } from '../util';

/**
 * Challenges and rematch offers waiting for an answer (accept or decline those sent to you, cancel
 * your own), and a form to challenge a player by name. Accepting starts the match and opens it.
 */
export function ChallengesPanel() {
  const { user } = useSession();
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => {
    api
      .fetchMyChallenges()
      .then((all) => setChallenges(all.filter((c) => c.status === 'pending')))
      .catch((e) => setError(errorText(e)));
  };
  usePolling(refresh, 5000);

  const answer = async (action: api.ChallengeAnswer, challenge: Challenge) => {
    setBusy(challenge.id);
    setError(null);
    try {
      const answered = await api.answerChallenge(action, challenge.id);
      if (answered.matchId) return navigate(`/match/${answered.matchId}`);
      refresh();
    } catch (e) {
      setError(errorText(e));
      refresh();
    } finally {
      setBusy(null);
    }
  };

  const me = user?.username.toLowerCase();
  const incoming = challenges.filter((c) => c.challenged.toLowerCase() === me);
  const outgoing = challenges.filter((c) => c.challenger.toLowerCase() === me);

  return (
    <section className="panel" aria-label="Challenges">
      <h2>Challenges</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {notice && <p className="notice">{notice}</p>}
      {incoming.length + outgoing.length > 0 && (
        <ul className="list">
          {incoming.map((c) => (
            <li key={c.id} className="list-row my-turn" data-testid="challenge-in">
              <div>
                <strong>
                  {c.challenger} {c.rematchOf ? 'offers a rematch' : 'challenges you'}
                </strong>
                <div className="muted small">
                  {rulesSummary(c.rules)}
                  {c.daysPerMove ? ` · ${c.daysPerMove} day(s) per move` : ''} · {relativeTime(c.createdAt)}
                </div>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={busy === c.id}
                  onClick={() => void answer('acceptChallenge', c)}
                >
                  Accept
                </button>
                <button type="button" disabled={busy === c.id} onClick={() => void answer('declineChallenge', c)}>
                  Decline
                </button>
              </div>
            </li>
          ))}
          {outgoing.map((c) => (
            <li key={c.id} className="list-row" data-testid="challenge-out">
              <div>
                <strong>
                  {c.rematchOf ? 'Rematch offered to' : 'You challenged'} {c.challenged}
                </strong>
                <div className="muted small">
                  {rulesSummary(c.rules)} · waiting for an answer since {relativeTime(c.createdAt)}
                </div>
              </div>
              <div className="row-actions">
                <button type="button" disabled={busy === c.id} onClick={() => void answer('cancelChallenge', c)}>
                  Cancel
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ChallengeForm
        onSent={(c) => {
          setNotice(`Challenge sent to ${c.challenged}; the match starts when they accept.`);
          refresh();
        }}
      />
    </section>
  );
}

function ChallengeForm({ onSent }: { onSent: (challenge: Challenge) => void }) {
  const [username, setUsername] = useState('');
  const [preset, setPreset] = useState<string>('claim');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const sent = await api.sendChallenge(username.trim(), {
        preset,
        players: 2,
        ...(days ? { daysPerMove: Number(days) } : {}),
      });
      setUsername('');
      onSent(sent);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label="Challenge a player">
      <label>
        Player
        <input
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          minLength={3}
          maxLength={32}
          autoComplete="off"
        />
      </label>
      <label>
        Rules
        <select value={preset} onChange={(e) => setPreset(e.target.value)}>
          {Object.keys(PRESETS).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Days per move
        <select value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="">no limit</option>
          {[1, 2, 3, 5, 7, 14].map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={sending || username.trim().length < 3}>
        Challenge
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
