import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../push';

/** "Notify me in this browser": Web Push on or off for this browser (src/push on the server). */
export function PushToggle() {
  const t = useT();
  const [on, setOn] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    currentSubscription()
      .then((s) => setOn(s !== null))
      .catch(() => setOn(false));
  }, []);
  if (!pushSupported()) return null;
  const toggle = (): void => {
    setProblem(null);
    (on ? disablePush() : enablePush())
      .then(() => setOn(!on))
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
  };
  return (
    <p className="push-toggle">
      <button type="button" onClick={toggle} disabled={on === null} aria-pressed={on === true}>
        {on ? t('push.off') : t('push.on')}
      </button>
      {problem !== null && (
        <span className="error" role="alert">
          {' '}
          {t('push.failed', { reason: problem })}
        </span>
      )}
    </p>
  );
}
