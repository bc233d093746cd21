import type { FormEvent, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { replacingSession } from '../api/graphql';
import { setHistoryHidden, setForcedMoves } from '../api/operations';
import { setConfirmMoves, type ConfirmMoves } from '../api/comfort-operations';
import * as api from '../api/settings-operations';
import type { ApiScope, NotificationKind, Settings } from '../api/settings-operations';
import { PushToggle } from '../components/PushToggle';
import { LANGUAGES, currentLanguage, setLanguage, useT, type Language } from '../i18n';
import { Link } from '../router';
import { useSession } from '../session';
import { setSoundsEnabled, useSoundsEnabled } from '../sound';
import { errorText } from '../util';

/** The kinds a player can have mailed or pushed, in the order the page lists them. */
const KINDS: readonly NotificationKind[] = [
  'YOUR_TURN',
  'DEADLINE_APPROACHING',
  'OPPONENT_MOVED',
  'INVITATION',
  'CHALLENGE_ANSWERED',
  'CHAT',
  'GAME_OVER',
  'FOLLOWED',
  'FRIEND_ADDED',
  'TOURNAMENT',
  'ORDER_DROPPED',
  'CLUB',
  'CLUB_MATCH_SIGNUP_CLOSED',
  'SEEK_MATCHED',
  'APPEAL_ANSWERED',
];
const SCOPES: readonly ApiScope[] = ['MATCH_READ', 'MATCH_PLAY', 'LOBBY', 'TOURNAMENT_WRITE'];

/**
 * The account's settings (issue 28): password and sessions, e-mail and what is mailed or pushed,
 * vacation, forced moves, privacy and blocks, personal API tokens, language and sounds. Each section
 * saves on its own, so one mistake does not lose the rest; everything loads in one query.
 */
export function SettingsScreen() {
  const t = useT();
  const { user } = useSession();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!user) return;
    api
      .fetchSettings(user.username)
      .then(setSettings)
      .catch((e: unknown) => setError(e));
  }, [user]);

  const update = (change: Partial<Settings>) => setSettings((s) => (s ? { ...s, ...change } : s));

  return (
    <main className="narrow narrow-wide settings" data-testid="settings">
      <h1>{t('account.title')}</h1>
      <nav className="settings-index" aria-label={t('account.sections')}>
        {(
          ['display', 'email', 'notifications', 'vacation', 'play', 'password', 'tokens', 'apps', 'privacy'] as const
        ).map((id) => (
          <a key={id} href={`#settings-${id}`}>
            {t(`account.${id}.title`)}
          </a>
        ))}
      </nav>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      <DisplaySection />
      {settings === null ? (
        error === null && <p className="muted">{t('common.loading')}</p>
      ) : (
        <>
          <EmailSection email={settings.myEmail} onChange={(myEmail) => update({ myEmail })} />
          <NotificationsSection
            preferences={settings.notificationPreferences}
            verified={settings.myEmail?.verifiedAt != null}
            onChange={(notificationPreferences) => update({ notificationPreferences })}
          />
          <VacationSection vacation={settings.myVacation} onChange={(myVacation) => update({ myVacation })} />
          <PlaySection forced={settings.forcedMoves.on} onChange={(on) => update({ forcedMoves: { on } })} />
          <ConfirmSection confirm={settings.confirmMoves} onChange={(confirmMoves) => update({ confirmMoves })} />
          <PasswordSection
            sessions={settings.mySessions}
            onSessions={(mySessions) => update({ mySessions })}
            onAppsEnded={() => update({ authorisedApps: [] })}
          />
          <TokensSection tokens={settings.apiTokens} onChange={(apiTokens) => update({ apiTokens })} />
          <AppsSection apps={settings.authorisedApps} onChange={(authorisedApps) => update({ authorisedApps })} />
          <PrivacySection
            hidden={settings.user.historyHidden}
            blocked={settings.blockedUsers}
            onHidden={(historyHidden) => update({ user: { historyHidden } })}
            onBlocked={(blockedUsers) => update({ blockedUsers })}
          />
        </>
      )}
    </main>
  );
}

function Section({ id, children }: { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <section
      className="panel"
      id={`settings-${id}`}
      aria-labelledby={`settings-${id}-title`}
      data-testid={`settings-${id}`}
    >
      <h2 id={`settings-${id}-title`}>{t(`account.${id}.title`)}</h2>
      {children}
    </section>
  );
}

/** A section's outcome: what was saved, or what went wrong. */
function useOutcome() {
  const t = useT();
  const [outcome, setOutcome] = useState<{ ok: string } | { error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string | null>): Promise<void> => {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await action();
      setOutcome(done === null ? null : { ok: done });
    } catch (e) {
      setOutcome({ error: e });
    } finally {
      setBusy(false);
    }
  };
  const view =
    outcome === null ? null : 'ok' in outcome ? (
      <p className="notice" role="status">
        {outcome.ok}
      </p>
    ) : (
      <p className="error" role="alert">
        {errorText(outcome.error, t)}
      </p>
    );
  return { run, busy, view };
}

function DisplaySection() {
  const t = useT();
  const sounds = useSoundsEnabled();
  return (
    <Section id="display">
      <div className="settings-row">
        <label htmlFor="settings-language">{t('settings.language')}</label>
        <select
          id="settings-language"
          value={currentLanguage()}
          onChange={(e) => setLanguage(e.target.value as Language)}
          data-testid="settings-language"
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <label className="switch">
        <input
          type="checkbox"
          checked={sounds}
          onChange={(e) => setSoundsEnabled(e.target.checked)}
          data-testid="settings-sounds"
        />
        {t('account.display.sounds')}
      </label>
      <p className="muted small">{t('account.display.hint')}</p>
    </Section>
  );
}

function EmailSection({
  email,
  onChange,
}: {
  email: Settings['myEmail'];
  onChange: (email: Settings['myEmail']) => void;
}) {
  const t = useT();
  const [address, setAddress] = useState(email?.address ?? '');
  const { run, busy, view } = useOutcome();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onChange(await api.setEmail(address.trim()));
      return t('account.email.sent', { address: address.trim() });
    });
  };
  const remove = () =>
    void run(async () => {
      await api.removeEmail();
      onChange(null);
      setAddress('');
      return t('account.email.removed');
    });
  return (
    <Section id="email">
      <p data-testid="email-status">
        {email === null
          ? t('account.email.none')
          : email.verifiedAt
            ? t('account.email.verified', { address: email.address })
            : t('account.email.unverified', { address: email.address })}
      </p>
      <form className="inline-form" onSubmit={save}>
        <label>
          {t('account.email.address')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            maxLength={254}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
        <button type="submit" className="primary" disabled={busy || address.trim() === ''}>
          {email !== null && !email.verifiedAt && email.address === address.trim()
            ? t('account.email.resend')
            : t('account.email.save')}
        </button>
        {email !== null && (
          <button type="button" disabled={busy} onClick={remove}>
            {t('account.email.remove')}
          </button>
        )}
      </form>
      <p className="muted small">{t('account.email.hint')}</p>
      {view}
    </Section>
  );
}

function NotificationsSection({
  preferences,
  verified,
  onChange,
}: {
  preferences: Settings['notificationPreferences'];
  verified: boolean;
  onChange: (preferences: Settings['notificationPreferences']) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(preferences);
  const { run, busy, view } = useOutcome();
  const toggle = (channel: 'emailKinds' | 'pushKinds', kind: NotificationKind) => {
    const list = draft[channel];
    setDraft({ ...draft, [channel]: list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind] });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await api.setNotificationPreferences({
        emailDigest: draft.emailDigest,
        emailKinds: KINDS.filter((k) => draft.emailKinds.includes(k)),
        pushKinds: KINDS.filter((k) => draft.pushKinds.includes(k)),
      });
      onChange(saved);
      setDraft(saved);
      return t('account.saved');
    });
  };
  return (
    <Section id="notifications">
      {!verified && <p className="muted small">{t('account.notifications.needsEmail')}</p>}
      <form onSubmit={save}>
        <table className="kinds-table">
          <thead>
            <tr>
              <th scope="col">{t('account.notifications.kind')}</th>
              <th scope="col">{t('account.notifications.email')}</th>
              <th scope="col">{t('account.notifications.push')}</th>
            </tr>
          </thead>
          <tbody>
            {KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  {t(`account.kind.${kind}`)}
                  {kind === 'DEADLINE_APPROACHING' && (
                    <span className="muted small"> — {t('account.notifications.reminderHint')}</span>
                  )}
                </th>
                {(['emailKinds', 'pushKinds'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`${channel}-${kind}`}
                      checked={draft[channel].includes(kind)}
                      onChange={() => toggle(channel, kind)}
                      aria-label={`${t(`account.kind.${kind}`)}: ${t(
                        channel === 'emailKinds' ? 'account.notifications.email' : 'account.notifications.push',
                      )}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <label className="switch">
          <input
            type="checkbox"
            name="emailDigest"
            checked={draft.emailDigest}
            onChange={(e) => setDraft({ ...draft, emailDigest: e.target.checked })}
          />
          {t('account.notifications.digest')}
        </label>
        <p>
          <button type="submit" className="primary" disabled={busy}>
            {t('account.notifications.save')}
          </button>
        </p>
      </form>
      {view}
      <h3 className="small">{t('account.notifications.thisBrowser')}</h3>
      <PushToggle />
      <p className="muted small">{t('account.notifications.pushHint')}</p>
    </Section>
  );
}

function VacationSection({
  vacation,
  onChange,
}: {
  vacation: Settings['myVacation'];
  onChange: (vacation: Settings['myVacation']) => void;
}) {
  const t = useT();
  const language = currentLanguage();
  const left = Math.max(0, vacation.allowanceDays - vacation.usedDays);
  const [days, setDays] = useState(Math.min(7, Math.max(1, left)));
  const [startsOn, setStartsOn] = useState('');
  const { run, busy, view } = useOutcome();
  const date = (iso: string) => new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'long' });
  const book = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      // A start date is midnight where the player is; none is now.
      const startsAt = startsOn === '' ? null : new Date(`${startsOn}T00:00:00`).toISOString();
      onChange(await api.startVacation(days, startsAt));
      return t('account.vacation.booked');
    });
  };
  const end = () =>
    void run(async () => {
      onChange(await api.endVacation());
      return t('account.vacation.ended');
    });
  const current = vacation.vacation;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return (
    <Section id="vacation">
      <p className="muted small">{t('account.vacation.hint')}</p>
      <p data-testid="vacation-allowance">
        {t('account.vacation.allowance', { used: vacation.usedDays, allowance: vacation.allowanceDays })}
      </p>
      {current ? (
        <div className="list-row" data-testid="vacation-current">
          <span>
            {current.active
              ? t('account.vacation.active', { until: date(current.endsAt) })
              : t('account.vacation.upcoming', { from: date(current.startsAt), until: date(current.endsAt) })}
          </span>
          <button type="button" disabled={busy} onClick={end}>
            {current.active ? t('account.vacation.end') : t('account.vacation.cancel')}
          </button>
        </div>
      ) : (
        <form className="inline-form" onSubmit={book}>
          <label>
            {t('account.vacation.days')}
            <input
              type="number"
              name="vacationDays"
              min={1}
              max={Math.max(1, left)}
              value={days}
              onChange={(e) => setDays(Math.max(1, Math.round(Number(e.target.value) || 1)))}
            />
          </label>
          <label>
            {t('account.vacation.from')}
            <input
              type="date"
              name="vacationFrom"
              min={today}
              value={startsOn}
              onChange={(e) => setStartsOn(e.target.value)}
            />
          </label>
          <button type="submit" className="primary" disabled={busy || left === 0}>
            {t('account.vacation.book')}
          </button>
        </form>
      )}
      {view}
    </Section>
  );
}

function PlaySection({ forced, onChange }: { forced: boolean; onChange: (on: boolean) => void }) {
  const t = useT();
  const { run, busy, view } = useOutcome();
  return (
    <Section id="play">
      <label className="switch">
        <input
          type="checkbox"
          name="forcedMoves"
          checked={forced}
          disabled={busy}
          onChange={(e) => {
            const on = e.target.checked;
            // Shown at once; put back if the server refuses.
            onChange(on);
            void run(async () => {
              try {
                onChange((await setForcedMoves(on)).on);
              } catch (error) {
                onChange(!on);
                throw error;
              }
              return t('account.saved');
            });
          }}
        />
        {t('account.play.forced')}
      </label>
      <p className="muted small">{t('account.play.forcedHint')}</p>
      <p className="muted small">{t('account.play.pauseHint')}</p>
      {view}
    </Section>
  );
}

/** "Confirm before a card is sent" (docs/correspondence.md), per kind of time control; shown in the Play section. */
function ConfirmSection({ confirm, onChange }: { confirm: ConfirmMoves; onChange: (confirm: ConfirmMoves) => void }) {
  const t = useT();
  const { run, busy, view } = useOutcome();
  const toggle = (kind: keyof ConfirmMoves, on: boolean) => {
    const before = confirm;
    onChange({ ...confirm, [kind]: on });
    void run(async () => {
      try {
        onChange(await setConfirmMoves({ [kind]: on }));
      } catch (error) {
        onChange(before);
        throw error;
      }
      return t('account.saved');
    });
  };
  return (
    <section className="panel" aria-labelledby="settings-confirm-title" data-testid="settings-confirm">
      <h2 id="settings-confirm-title">{t('comfort.confirmTitle')}</h2>
      {(['correspondence', 'live'] as const).map((kind) => (
        <label className="switch" key={kind}>
          <input
            type="checkbox"
            name={`confirm-${kind}`}
            checked={confirm[kind]}
            disabled={busy}
            data-testid={`confirm-${kind}`}
            onChange={(e) => toggle(kind, e.target.checked)}
          />
          {t(kind === 'live' ? 'comfort.confirmLive' : 'comfort.confirmCorrespondence')}
        </label>
      ))}
      <p className="muted small">{t('comfort.confirmHint')}</p>
      {view}
    </section>
  );
}

/**
 * A user agent as a player reads it: "Firefox on Android", "Chrome on Windows"; a program that is not a
 * browser by its first word ("curl", "node"); null when there is none yet.
 */
export function deviceName(userAgent: string | null): { browser: string; os: string | null } | null {
  if (!userAgent) return null;
  const has = (pattern: RegExp) => pattern.test(userAgent);
  const browser = has(/Edg\//)
    ? 'Edge'
    : has(/OPR\//)
      ? 'Opera'
      : has(/Firefox\//)
        ? 'Firefox'
        : has(/(Chrome|Chromium|CriOS)\//)
          ? 'Chrome'
          : has(/Safari\//)
            ? 'Safari'
            : (userAgent.split(/[/\s]/)[0] ?? userAgent).slice(0, 40);
  const os = has(/Android/)
    ? 'Android'
    : has(/iPhone|iPad|iPod/)
      ? 'iOS'
      : has(/CrOS/)
        ? 'ChromeOS'
        : has(/Windows/)
          ? 'Windows'
          : has(/Mac OS X|Macintosh/)
            ? 'macOS'
            : has(/Linux/)
              ? 'Linux'
              : null;
  return { browser, os };
}

function PasswordSection({
  sessions,
  onSessions,
  onAppsEnded,
}: {
  sessions: Settings['mySessions'];
  onSessions: (sessions: Settings['mySessions']) => void;
  /** Signing out everywhere ends every authorised app too (docs/api.md "Ending sessions"). */
  onAppsEnded: () => void;
}) {
  const t = useT();
  const language = currentLanguage();
  const { user, signIn } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { run, busy, view } = useOutcome();
  const change = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await replacingSession(async () => signIn(await api.changePassword(current, next)));
      setCurrent('');
      setNext('');
      return t('account.password.changed');
    });
  };
  const signOutOthers = () =>
    void run(async () => {
      await replacingSession(async () => signIn(await api.revokeMySessions()));
      onSessions(await api.fetchMySessions());
      onAppsEnded();
      return t('account.password.signedOutOthers');
    });
  const signOutOne = (id: string) =>
    void run(async () => {
      await api.revokeSession(id);
      onSessions(sessions.filter((session) => session.id !== id));
      return t('account.password.sessionEnded');
    });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const device = (userAgent: string | null): string => {
    const name = deviceName(userAgent);
    if (!name) return t('account.password.sessionUnknown');
    return name.os ? t('account.password.sessionDevice', { browser: name.browser, os: name.os }) : name.browser;
  };
  const reset = () =>
    void run(async () => {
      await api.requestPasswordReset(user?.username ?? '');
      return t('account.password.resetSent');
    });
  return (
    <Section id="password">
      <form className="stack-form" onSubmit={change}>
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={user?.username ?? ''} readOnly hidden />
        <label>
          {t('account.password.current')}
          <input
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label>
          {t('account.password.new')}
          <input
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            minLength={15}
            maxLength={256}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            aria-describedby="settings-password-rule"
          />
        </label>
        <p className="muted small" id="settings-password-rule">
          {t('account.password.rule')}
        </p>
        <p>
          <button type="submit" className="primary" disabled={busy || current === '' || next === ''}>
            {t('account.password.change')}
          </button>
        </p>
      </form>
      <h3 className="small" id="settings-sessions-title">
        {t('account.password.sessions')}
      </h3>
      <ul className="list" aria-labelledby="settings-sessions-title" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="list-row" data-testid="session" data-current={session.current}>
            <div>
              <strong title={session.userAgent ?? undefined}>{device(session.userAgent)}</strong>
              {session.current && <span className="badge">{t('account.password.sessionThis')}</span>}
              <div className="muted small">
                {t('account.password.sessionSince', { when: when(session.createdAt) })} ·{' '}
                {t('account.password.sessionUsed', { when: when(session.lastUsedAt) })}
              </div>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={busy}
                onClick={() => signOutOne(session.id)}
                aria-label={t('account.password.sessionEndNamed', {
                  device: device(session.userAgent),
                  when: when(session.lastUsedAt),
                })}
                data-testid="session-end"
              >
                {t('account.password.sessionEnd')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('account.password.sessionsHint')}</p>
      <p className="row-actions start">
        <button type="button" disabled={busy} onClick={signOutOthers}>
          {t('account.password.signOutOthers')}
        </button>
        <button type="button" disabled={busy} onClick={reset}>
          {t('account.password.reset')}
        </button>
      </p>
      {view}
    </Section>
  );
}

/** The apps the player let act for them through OAuth (docs/api.md "Authorise an app"), each with "revoke". */
function AppsSection({
  apps,
  onChange,
}: {
  apps: Settings['authorisedApps'];
  onChange: (apps: Settings['authorisedApps']) => void;
}) {
  const t = useT();
  const language = currentLanguage();
  const { run, busy, view } = useOutcome();
  const revoke = (id: string) =>
    void run(async () => {
      await api.revokeAuthorisedApp(id);
      onChange(apps.filter((app) => app.id !== id));
      return t('account.apps.revoked');
    });
  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Section id="apps">
      <p className="muted small">{t('account.apps.hint')}</p>
      {apps.length === 0 ? (
        <p className="muted">{t('account.apps.none')}</p>
      ) : (
        <ul className="list">
          {apps.map((app) => (
            <li key={app.id} className="list-row" data-testid="authorised-app">
              <div>
                <strong>{app.clientId}</strong>
                <div className="muted small">
                  {app.scopes.map((s) => t(`account.scope.${s}`)).join(', ')} ·{' '}
                  {t('account.apps.created', { when: when(app.createdAt) })}
                </div>
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => revoke(app.id)}
                aria-label={t('account.apps.revokeNamed', { name: app.clientId })}
              >
                {t('account.apps.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {view}
    </Section>
  );
}

function TokensSection({
  tokens,
  onChange,
}: {
  tokens: Settings['apiTokens'];
  onChange: (tokens: Settings['apiTokens']) => void;
}) {
  const t = useT();
  const language = currentLanguage();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['MATCH_READ', 'MATCH_PLAY']);
  const [secret, setSecret] = useState<string | null>(null);
  const { run, busy, view } = useOutcome();
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const created = await api.createApiToken(
        name.trim(),
        SCOPES.filter((s) => scopes.includes(s)),
      );
      onChange([created.token, ...tokens]);
      setSecret(created.secret);
      setName('');
      return null;
    });
  };
  const revoke = (id: string) =>
    void run(async () => {
      const revoked = await api.revokeApiToken(id);
      onChange(tokens.map((token) => (token.id === id ? revoked : token)));
      return t('account.tokens.revoked');
    });
  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Section id="tokens">
      <p className="muted small">{t('account.tokens.hint')}</p>
      {secret !== null && (
        <div className="notice" role="status" data-testid="token-secret">
          <p>{t('account.tokens.secretOnce')}</p>
          <code className="secret">{secret}</code>
          <p>
            <button type="button" onClick={() => setSecret(null)}>
              {t('account.tokens.stored')}
            </button>
          </p>
        </div>
      )}
      {tokens.length === 0 ? (
        <p className="muted">{t('account.tokens.none')}</p>
      ) : (
        <ul className="list">
          {tokens.map((token) => (
            <li key={token.id} className="list-row" data-testid="api-token">
              <div>
                <strong>{token.name}</strong> <code>…{token.hint}</code>
                <div className="muted small">
                  {token.scopes.map((s) => t(`account.scope.${s}`)).join(', ')} ·{' '}
                  {t('account.tokens.created', { when: when(token.createdAt) })}
                  {token.lastUsedAt && ` · ${t('account.tokens.used', { when: when(token.lastUsedAt) })}`}
                  {token.revokedAt && ` · ${t('account.tokens.revokedAt', { when: when(token.revokedAt) })}`}
                </div>
              </div>
              {!token.revokedAt && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => revoke(token.id)}
                  aria-label={t('account.tokens.revokeNamed', { name: token.name })}
                >
                  {t('account.tokens.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="stack-form" onSubmit={create}>
        <h3 className="small">{t('account.tokens.new')}</h3>
        <label>
          {t('account.tokens.name')}
          <input
            name="tokenName"
            required
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <fieldset>
          <legend>{t('account.tokens.scopes')}</legend>
          <div className="checks">
            {SCOPES.map((scope) => (
              <label key={scope}>
                <input
                  type="checkbox"
                  name="scope"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={() =>
                    setScopes(scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope])
                  }
                />
                {t(`account.scope.${scope}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p>
          <button type="submit" className="primary" disabled={busy || name.trim() === '' || scopes.length === 0}>
            {t('account.tokens.create')}
          </button>
        </p>
      </form>
      {view}
    </Section>
  );
}

function PrivacySection({
  hidden,
  blocked,
  onHidden,
  onBlocked,
}: {
  hidden: boolean;
  blocked: Settings['blockedUsers'];
  onHidden: (hidden: boolean) => void;
  onBlocked: (blocked: Settings['blockedUsers']) => void;
}) {
  const t = useT();
  const { user } = useSession();
  const { run, busy, view } = useOutcome();
  return (
    <Section id="privacy">
      <label className="switch">
        <input
          type="checkbox"
          name="historyHidden"
          checked={hidden}
          disabled={busy}
          onChange={(e) => {
            const next = e.target.checked;
            onHidden(next);
            void run(async () => {
              try {
                await setHistoryHidden(next);
              } catch (error) {
                onHidden(!next);
                throw error;
              }
              return t('account.saved');
            });
          }}
        />
        {t('audience.profile.hideHistory')}
      </label>
      {user && (
        <p className="muted small">
          <Link to={`/players/${encodeURIComponent(user.username)}`}>{t('account.privacy.profile')}</Link>
        </p>
      )}
      <h3 className="small">{t('account.privacy.blocked')}</h3>
      {blocked.length === 0 ? (
        <p className="muted">{t('account.privacy.noneBlocked')}</p>
      ) : (
        <ul className="list">
          {blocked.map((b) => (
            <li key={b.username} className="list-row" data-testid="blocked-user">
              <Link to={`/players/${encodeURIComponent(b.username)}`}>{b.username}</Link>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await api.unblockUser(b.username);
                    onBlocked(blocked.filter((x) => x.username !== b.username));
                    return t('audience.profile.unblockedNote', { name: b.username });
                  })
                }
              >
                {t('account.privacy.unblock', { name: b.username })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted small">{t('account.privacy.blockHint')}</p>
      {view}
    </Section>
  );
}
