import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { AppealEntry, ModerationEntry, MyModeration } from '../api/moderation-operations';
import { appeal, appealSuspension, myModeration } from '../api/moderation-operations';
import { ErrorAlert } from '../components/ErrorAlert';
import { currentLanguage, useT } from '../i18n';
import { useSession } from '../session';

const TEXT_MAX = 2000;

/**
 * Appeals (docs/fair-play.md "Appeals"). Signed in: the actions taken on your account that you may appeal,
 * and your appeals with their answers. Signed out (a suspended account cannot sign in): an appeal with the
 * account's username and password, which the server checks as at sign-in and answers without a session.
 */
export function AppealScreen() {
  const { user } = useSession();
  return user ? <SignedInAppeals /> : <SuspendedAppeal />;
}

function SignedInAppeals() {
  const t = useT();
  const [mine, setMine] = useState<MyModeration | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = () => void myModeration().then(setMine, setError);
  useEffect(reload, []);
  const appealed = new Set(mine?.appeals.map((a) => a.entry.id) ?? []);
  const open = mine?.appealable.filter((e) => !appealed.has(e.id)) ?? [];
  return (
    <main className="narrow page" data-testid="appeal-page">
      <section className="panel">
        <h1>{t('moderation.appealTitle')}</h1>
        <p className="muted small">{t('moderation.appealIntro')}</p>
        <ErrorAlert error={error} />
        {mine && open.length === 0 && <p className="muted">{t('moderation.appealNothing')}</p>}
        {open.map((entry) => (
          <AppealForm key={entry.id} entry={entry} onSent={reload} />
        ))}
      </section>
      {mine && mine.appeals.length > 0 && (
        <section className="panel" aria-labelledby="your-appeals">
          <h2 id="your-appeals">{t('moderation.yourAppeals')}</h2>
          <ul className="list">
            {mine.appeals.map((a) => (
              <AppealLine key={a.id} appeal={a} />
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

const STATUS_KEYS: Record<string, string> = {
  open: 'moderation.statusOpen',
  upheld: 'moderation.statusUpheld',
  lifted: 'moderation.statusLifted',
};

function AppealLine({ appeal: a }: { appeal: AppealEntry }) {
  const t = useT();
  return (
    <li data-testid="my-appeal" data-status={a.status}>
      <p>
        <strong>{a.entry.action}</strong> · {t(STATUS_KEYS[a.status] ?? 'moderation.statusOpen')}
      </p>
      <p className="small">{a.text}</p>
      {a.answer && <p data-testid="appeal-answer">{t('moderation.appealAnswer', { answer: a.answer })}</p>}
    </li>
  );
}

function AppealForm({ entry, onSent }: { entry: ModerationEntry; onSent(): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = `appeal-text-${entry.id}`;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      await appeal(entry.id, text);
      onSent();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={(e) => void send(e)} data-testid="appeal-form" data-action={entry.action}>
      <p>
        <strong>{entry.action}</strong> · {new Date(entry.createdAt).toLocaleDateString(currentLanguage())} ·{' '}
        {entry.reason}
      </p>
      <label htmlFor={id}>
        {t('moderation.appealText')}
        <textarea id={id} value={text} maxLength={TEXT_MAX} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" disabled={busy || !text.trim()}>
        {t('moderation.appealSend')}
      </button>
      <ErrorAlert error={error} small />
    </form>
  );
}

function SuspendedAppeal() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await appealSuspension(username, password, text);
      setSent(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="narrow page" data-testid="appeal-page">
      <section className="panel">
        <h1>{t('moderation.suspendedTitle')}</h1>
        <p className="muted small">{t('moderation.suspendedIntro')}</p>
        {sent ? (
          <p className="notice" role="status">
            {t('moderation.appealSent')}
          </p>
        ) : (
          <form className="stack" onSubmit={(e) => void send(e)}>
            <label htmlFor="appeal-username">
              {t('moderation.username')}
              <input
                id="appeal-username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </label>
            <label htmlFor="appeal-password">
              {t('moderation.password')}
              <input
                id="appeal-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <label htmlFor="appeal-text">
              {t('moderation.appealText')}
              <textarea id="appeal-text" value={text} maxLength={TEXT_MAX} onChange={(e) => setText(e.target.value)} />
            </label>
            <button type="submit" disabled={busy || !username || !password || !text.trim()}>
              {t('moderation.appealSend')}
            </button>
            <ErrorAlert error={error} small />
          </form>
        )}
      </section>
    </main>
  );
}
