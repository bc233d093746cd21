import { useEffect, useState } from 'react';
import type { ModerationEntry } from '../api/moderation-operations';
import { acknowledgeWarning, myModeration } from '../api/moderation-operations';
import { useT } from '../i18n';
import { Link } from '../router';
import { ErrorAlert } from './ErrorAlert';

/**
 * A moderator's warnings the player has not acknowledged yet (docs/fair-play.md "Moderation"), shown above
 * every page until the player says they read each; with a link to appeal. Read once per sign-in.
 */
export function ModerationWarnings({ userId }: { userId: string }) {
  const t = useT();
  const [warnings, setWarnings] = useState<ModerationEntry[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    myModeration().then(
      (m) => !cancelled && setWarnings(m.warnings),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);
  if (warnings.length === 0) return null;
  const acknowledge = async (id: string) => {
    try {
      await acknowledgeWarning(id);
      setWarnings((list) => list.filter((w) => w.id !== id));
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section className="panel notice page" aria-labelledby="moderation-warning-title" data-testid="moderation-warning">
      <h2 id="moderation-warning-title">{t('moderation.warningTitle')}</h2>
      {warnings.map((w) => (
        <div key={w.id} className="row">
          <p data-testid="moderation-warning-text">{w.reason}</p>
          <button type="button" onClick={() => void acknowledge(w.id)}>
            {t('moderation.acknowledge')}
          </button>
        </div>
      ))}
      <p className="small">
        <Link to="/appeal">{t('moderation.appealTitle')}</Link>
      </p>
      <ErrorAlert error={error} small />
    </section>
  );
}
