import { useState } from 'react';
import type { Match } from '../api/types';
import * as api from '../api/settings-operations';
import { useT } from '../i18n';
import { errorText } from '../util';

/**
 * Pausing a match by agreement (proposePause, answerPause, resumeMatch): one player proposes, every other
 * player accepts or declines, and while paused no clock runs. Only for a seated player of a running match
 * with a time control. The match's own stream brings the new state; `onChanged` may refetch sooner.
 */
export function PauseControls({ match, onChanged }: { match: Match; onChanged?: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (match.status !== 'running' || match.mySeat === null || !match.timeControl) return null;
  const act = (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    action()
      .then(() => onChanged?.())
      .catch((e: unknown) => setError(e))
      .finally(() => setBusy(false));
  };
  const proposer = match.pauseProposedBy;
  const proposerName = match.seats.find((s) => s.seat === proposer)?.username ?? '';
  return (
    <div className="pause-controls" data-testid="pause-controls">
      {match.paused ? (
        <button type="button" disabled={busy} onClick={() => act(() => api.resumeMatch(match.id))}>
          {t('pause.resume')}
        </button>
      ) : proposer === null ? (
        <button type="button" disabled={busy} onClick={() => act(() => api.proposePause(match.id))}>
          {t('pause.propose')}
        </button>
      ) : proposer === match.mySeat ? (
        <span className="muted small">{t('pause.waiting')}</span>
      ) : (
        <span className="row-actions start">
          <span>{t('pause.proposed', { who: proposerName })}</span>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => act(() => api.answerPause(match.id, true))}
          >
            {t('pause.accept')}
          </button>
          <button type="button" disabled={busy} onClick={() => act(() => api.answerPause(match.id, false))}>
            {t('pause.decline')}
          </button>
        </span>
      )}
      {error !== null && (
        <span className="error" role="alert">
          {' '}
          {errorText(error, t)}
        </span>
      )}
    </div>
  );
}
