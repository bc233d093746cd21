import { timeControlText } from './ClocksPanel';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as api from '../api/operations';
import type { Challenge } from '../api/types';
import { PRESETS, rulesSummary } from '../game/cards';
import { MinReputationField, minReputationInput } from './MinReputationField';
import { RatedBadge, RatedFields } from './RatedFields';
import { NO_TIME_CONTROL, TimeControlFields, timeControlInput } from './TimeControlFields';
import { navigate } from '../router';
import { useSession } from '../session';
import { currentLanguage, useT } from '../i18n';
import { errorText, relativeTime, usePolling } from '../util';

/**
 * Challenges and rematch offers waiting for an answer (accept or decline those sent to you, cancel
 * your own), and a form to challenge a player by name. Accepting starts the match and opens it.
 */
export function ChallengesPanel() {
  const t = useT();
  const language = currentLanguage();
  const { user } = useSession();
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = () => {
    api
      .fetchMyChallenges()
      .then((all) => setChallenges(all.filter((c) => c.status === 'pending')))
      .catch((e) => setError(e));
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
      setError(e);
      refresh();
    } finally {
      setBusy(null);
    }
  };

  const me = user?.username.toLowerCase();
  const incoming = challenges.filter((c) => c.challenged.toLowerCase() === me);
  const outgoing = challenges.filter((c) => c.challenger.toLowerCase() === me);

  return (
    <section className="panel" aria-label={t('challenges.title')}>
      <h2>{t('challenges.title')}</h2>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      {notice && <p className="notice">{notice}</p>}
      {incoming.length + outgoing.length > 0 && (
        <ul className="list">
          {incoming.map((c) => (
            <li key={c.id} className="list-row my-turn" data-testid="challenge-in">
              <div>
                <strong>
                  {c.rematchOf
                    ? t('challenges.offersRematch', { who: c.challenger })
                    : t('challenges.challengesYou', { who: c.challenger })}
                </strong>
                <div className="muted small">
                  {rulesSummary(c.rules, t)}
                  {c.timeControl ? ` · ${timeControlText(c.timeControl, t)}` : ''} · <RatedBadge rated={c.rated} /> ·{' '}
                  {relativeTime(c.createdAt, language)}
                </div>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  className="primary"
                  disabled={busy === c.id}
                  onClick={() => void answer('acceptChallenge', c)}
                >
                  {t('challenges.accept')}
                </button>
                <button type="button" disabled={busy === c.id} onClick={() => void answer('declineChallenge', c)}>
                  {t('challenges.decline')}
                </button>
              </div>
            </li>
          ))}
          {outgoing.map((c) => (
            <li key={c.id} className="list-row" data-testid="challenge-out">
              <div>
                <strong>
                  {c.rematchOf
                    ? t('challenges.rematchOffered', { who: c.challenged })
                    : t('challenges.youChallenged', { who: c.challenged })}
                </strong>
                <div className="muted small">
                  {rulesSummary(c.rules, t)}
                  {c.timeControl ? ` · ${timeControlText(c.timeControl, t)}` : ''} · <RatedBadge rated={c.rated} /> ·{' '}
                  {t('challenges.waitingSince', { when: relativeTime(c.createdAt, language) })}
                </div>
              </div>
              <div className="row-actions">
                <button type="button" disabled={busy === c.id} onClick={() => void answer('cancelChallenge', c)}>
                  {t('challenges.cancel')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ChallengeForm
        onSent={(c) => {
          setNotice(t('challenges.sent', { who: c.challenged }));
          refresh();
        }}
      />
    </section>
  );
}

function ChallengeForm({ onSent }: { onSent: (challenge: Challenge) => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [preset, setPreset] = useState<string>('claim');
  const [clock, setClock] = useState(NO_TIME_CONTROL);
  const [rated, setRated] = useState(false);
  // '' for anyone; else the least share (%) of correspondence games the challenged player finished.
  const [minReputation, setMinReputation] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const sent = await api.sendChallenge(username.trim(), {
        preset,
        players: 2,
        rated,
        ...minReputationInput(minReputation),
        ...timeControlInput(clock),
      });
      setUsername('');
      onSent(sent);
    } catch (e) {
      setError(e);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} aria-label={t('challenges.form')}>
      <label>
        {t('challenges.player')}
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
        {t('challenges.rules')}
        <select value={preset} onChange={(e) => setPreset(e.target.value)}>
          {Object.keys(PRESETS).map((name) => (
            <option key={name} value={name}>
              {t(`rules.preset.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <RatedFields name="challenge" rated={rated} onChange={setRated} />
      <TimeControlFields name="challenge" value={clock} onChange={setClock} />
      <MinReputationField label={t('challenges.minReputation')} value={minReputation} onChange={setMinReputation} />
      <button type="submit" disabled={sending || username.trim().length < 3}>
        {t('challenges.send')}
      </button>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
    </form>
  );
}
