import { timeControlText } from '../components/ClocksPanel';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import * as api from '../api/operations';
import { fetchProfile } from '../api/public-operations';
import type { CreateLobbyInput, Lobby } from '../api/types';
import { RatedBadge, RatedFields } from '../components/RatedFields';
import { MinReputationField, minReputationInput } from '../components/MinReputationField';
import { FactionChip } from '../components/Standings';
import type { HeroChoice } from '../components/HeroFields';
import { HeroFields, heroInput } from '../components/HeroFields';
import { NO_TIME_CONTROL, TimeControlFields, timeControlInput } from '../components/TimeControlFields';
import { FACTIONS, PRESETS, factionChoiceProblem, factionCountFor, factionName, rulesSummary } from '../game/cards';
import { currentLanguage, useT } from '../i18n';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import type { MySeek, RunningGames } from '../api/social-operations';
import { cancelSeek, fetchMySeeks, fetchRunningGames, postSeek } from '../api/social-operations';
import { fetchMyClubNames } from '../api/club-operations';
import { errorText, relativeTime, usePolling } from '../util';

/** Open games to join, the player's own waiting games, and a form to open a new one. */
export function LobbiesScreen() {
  const t = useT();
  const { user } = useSession();
  const [open, setOpen] = useState<Lobby[] | null>(null);
  const [mine, setMine] = useState<Lobby[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [joining, setJoining] = useState<string | null>(null);
  const [range, setRange] = useState<{ min: string; max: string }>({ min: '', max: '' });
  const bound = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

  const refresh = () => {
    Promise.all([api.fetchOpenLobbies({ min: bound(range.min), max: bound(range.max) }), api.fetchMyLobbies()])
      .then(([o, m]) => {
        setOpen(o);
        setMine(m.filter((l) => l.status === 'open'));
        setError(null);
      })
      .catch((e) => setError(e));
  };
  usePolling(refresh, 4000);
  // The player's own ratings, for each lobby's entry range (the server enforces it; this says why ahead).
  const [ratings, setRatings] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!user || user.isGuest) return;
    fetchProfile(user.username)
      .then((p) => setRatings(Object.fromEntries(p.ratings.map((r) => [r.pool, r.rating]))))
      .catch(() => undefined);
  }, [user]);
  // The player's clubs: a lobby may be opened for one of them, and a club-only lobby is labelled with its name.
  const [clubs, setClubs] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    if (!user || user.isGuest) return;
    fetchMyClubNames()
      .then(setClubs)
      .catch(() => undefined);
  }, [user]);
  // The running-games limit (docs/players.md "Running games"): said ahead, so a refusal is no surprise.
  const [runningGames, setRunningGames] = useState<RunningGames | null>(null);
  useEffect(() => {
    if (!user || user.isGuest) return;
    fetchRunningGames()
      .then(setRunningGames)
      .catch(() => undefined);
  }, [user, mine.length]);
  // A new bound asks at once rather than at the next poll.
  useEffect(refresh, [range.min, range.max]);

  const join = async (lobby: Lobby) => {
    setJoining(lobby.id);
    setError(null);
    try {
      const joined = await api.joinLobby(lobby.id);
      navigate(joined.matchId ? `/match/${joined.matchId}` : `/lobby/${joined.id}`);
    } catch (e) {
      setError(e);
      refresh();
    } finally {
      setJoining(null);
    }
  };

  const seated = (lobby: Lobby) => lobby.seats.some((s) => s.username === user?.username);
  const joinable = (open ?? []).filter((l) => !seated(l));
  // A guest plays the computer and watches (the server refuses it every lobby): no Join button, one line why.
  const guest = user?.isGuest === true;

  return (
    <main className="page">
      <div className="columns">
        <section className="panel" aria-label={t('lobbies.open')}>
          <h1>{t('lobbies.open')}</h1>
          {runningGames?.limit != null && (
            <p
              className={runningGames.running >= runningGames.limit ? 'warning' : 'muted small'}
              data-testid="running-games"
            >
              {t('lobbies.runningGames', { running: runningGames.running, limit: runningGames.limit })}
            </p>
          )}
          <fieldset className="rating-filter" data-testid="rating-filter">
            <legend>{t('lobbies.ratingRange')}</legend>
            {(['min', 'max'] as const).map((end) => (
              <label key={end}>
                {t(`lobbies.${end}Rating`)}
                <input
                  type="number"
                  inputMode="numeric"
                  name={`${end}Rating`}
                  min={0}
                  max={10000}
                  step={50}
                  value={range[end]}
                  onChange={(e) => setRange({ ...range, [end]: e.target.value })}
                />
              </label>
            ))}
            <span className="muted small">{t('lobbies.ratingRangeHint')}</span>
          </fieldset>
          {error !== null && (
            <p className="error" role="alert">
              {errorText(error, t)}
            </p>
          )}
          {guest && <KeepAccountLine text={t('guest.joinNote')} testId="guest-join-note" />}
          {open === null ? (
            <p className="muted">{t('common.loading')}</p>
          ) : joinable.length === 0 ? (
            <p className="muted">{t('lobbies.none')}</p>
          ) : (
            <ul className="list">
              {joinable.map((lobby) => (
                <li key={lobby.id} className="list-row" data-testid="open-lobby">
                  <div>
                    <strong>{t('lobbies.owners', { owner: lobby.owner })}</strong> ·{' '}
                    {t('lobbies.seated', { players: lobby.players, seated: lobby.seats.length })}
                    {lobby.timeControl ? ` · ${timeControlText(lobby.timeControl, t)}` : ''}
                    {' · '}
                    <RatedBadge rated={lobby.rated} />
                    {lobby.friendsOnly && (
                      <>
                        {' · '}
                        <span data-testid="friends-only">{t('lobbies.friendsOnly')}</span>
                      </>
                    )}
                    {lobby.clubId != null && (
                      <>
                        {' · '}
                        <span data-testid="club-only">
                          {t('lobbies.clubOnly', { club: clubs.find((c) => c.id === lobby.clubId)?.name ?? '' })}
                        </span>
                      </>
                    )}
                    {lobby.minReputation != null && (
                      <>
                        {' · '}
                        <span data-testid="min-reputation">
                          {t('lobbies.minReputation', { percent: lobby.minReputation })}
                        </span>
                      </>
                    )}
                    <div className="muted small">
                      {rulesSummary(lobby.rules, t)} ·{' '}
                      {t('lobbies.opened', { when: relativeTime(lobby.createdAt, currentLanguage()) })}
                      {entryRange(lobby) && (
                        <>
                          {' · '}
                          <span data-testid="entry-range">
                            {t('lobbies.entryRange', { range: entryRange(lobby) ?? '' })}
                          </span>
                        </>
                      )}
                    </div>
                    {!guest && outOfRange(lobby, ratings, t) && (
                      <div className="muted small" id={`why-${lobby.id}`} data-testid="join-refused">
                        {outOfRange(lobby, ratings, t)}
                      </div>
                    )}
                  </div>
                  {!guest && (
                    <button
                      type="button"
                      className="primary"
                      disabled={joining !== null || outOfRange(lobby, ratings, t) !== null}
                      aria-describedby={outOfRange(lobby, ratings, t) ? `why-${lobby.id}` : undefined}
                      onClick={() => void join(lobby)}
                    >
                      {t('lobbies.join')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {mine.length > 0 && (
            <>
              <h2>{t('lobbies.yourWaiting')}</h2>
              <ul className="list">
                {mine.map((lobby) => (
                  <li key={lobby.id} className="list-row">
                    <div>
                      {t('lobbies.seated', { players: lobby.players, seated: lobby.seats.length })}
                      {lobby.timeControl ? ` · ${timeControlText(lobby.timeControl, t)}` : ''}
                      {' · '}
                      <RatedBadge rated={lobby.rated} />
                      <div className="muted small">{rulesSummary(lobby.rules, t)}</div>
                    </div>
                    <Link to={`/lobby/${lobby.id}`} className="button">
                      {t('lobbies.openLobby')}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <CreateLobbyForm guest={guest} clubs={clubs} />
      </div>
    </main>
  );
}

/** A lobby's entry rating range as text ("1400–1800", "–1600"), or null when it has none. */
function entryRange(lobby: Lobby): string | null {
  if (lobby.minRating == null && lobby.maxRating == null) return null;
  const end = (r: number | null | undefined) => (r == null ? '' : String(Math.round(r)));
  return `${end(lobby.minRating)}–${end(lobby.maxRating)}`;
}

const POOL_OF: Record<number, string> = { 2: 'duel', 3: 'trio', 4: 'teams' };
/** The server's starting rating, for a player not yet rated in a pool (docs/players.md). */
const STARTING_RATING = 1500;

/** Why the player may not join this lobby by its entry range, or null if they may. */
function outOfRange(lobby: Lobby, ratings: Record<string, number>, t: ReturnType<typeof useT>): string | null {
  const range = entryRange(lobby);
  if (range === null) return null;
  const rating = ratings[POOL_OF[lobby.players]] ?? STARTING_RATING;
  const shown = { rating: Math.round(rating), range };
  if (lobby.minRating != null && rating < lobby.minRating) return t('lobbies.ratingBelow', shown);
  if (lobby.maxRating != null && rating > lobby.maxRating) return t('lobbies.ratingAbove', shown);
  return null;
}

const DEFAULT_CUSTOM: Record<number, string[]> = {
  2: [...PRESETS.claim2],
  3: [...PRESETS.claim2, 'vampires', 'werewolves'],
  4: [...PRESETS.claim2, 'vampires', 'werewolves'],
};

/** The way out of a guest's limits: a line that links to keeping the account (docs/players.md "Guests"). */
export function KeepAccountLine({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="notice small" data-testid={testId}>
      <Link to="/keep-account">{text}</Link>
    </p>
  );
}

/**
 * A new game: a lobby for people (rated or not), or a game against the computer at once. A guest gets the
 * computer only, under a line saying how to create games for people.
 */
function CreateLobbyForm({ guest, clubs }: { guest: boolean; clubs: readonly { id: string; name: string }[] }) {
  const t = useT();
  const [players, setPlayers] = useState(2);
  const [preset, setPreset] = useState<string>('claim');
  const [factions, setFactions] = useState<string[]>(DEFAULT_CUSTOM[2]);
  const [heroChoice, setHeroChoice] = useState<HeroChoice>({ heroes: [], heroValues: {} });
  const [clock, setClock] = useState(NO_TIME_CONTROL);
  const [rated, setRated] = useState(false);
  const [entry, setEntry] = useState<{ min: string; max: string }>({ min: '', max: '' });
  const [friendsOnly, setFriendsOnly] = useState(false);
  // '' for anyone; a club's id: its members only (docs/lobbies.md "Club-only lobbies").
  const [clubId, setClubId] = useState('');
  const [minReputation, setMinReputation] = useState('');
  // Null: open a lobby for people; a level: play the computer in every other seat.
  const [computer, setComputer] = useState<string | null>(guest ? 'medium' : null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // R2.1: the presets have 5 factions, so they are for 2 players only.
  const usePreset = players === 2 && preset !== 'custom';
  const problem = usePreset ? null : factionChoiceProblem(factions, players, t);

  const choosePlayers = (n: number) => {
    setPlayers(n);
    if (n !== 2) setPreset('custom');
    if (factionChoiceProblem(factions, n, t) !== null) setFactions(DEFAULT_CUSTOM[n]);
  };
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const [seekNote, setSeekNote] = useState<string | null>(null);
  const [seeksShown, setSeeksShown] = useState(0);
  /** "Play someone now": a seek with the form's rules and filters (docs/lobbies.md "Automatch"). */
  const seek = async () => {
    setBusy(true);
    setError(null);
    setSeekNote(null);
    const bound = (text: string) => (text.trim() === '' ? undefined : Number(text));
    try {
      const posted = await postSeek({
        ...gameInput(),
        rated,
        ...minReputationInput(minReputation),
        ...(bound(entry.min) !== undefined ? { minRating: bound(entry.min) } : {}),
        ...(bound(entry.max) !== undefined ? { maxRating: bound(entry.max) } : {}),
      });
      if (posted.matchId) {
        navigate(`/match/${posted.matchId}`);
        return;
      }
      setSeekNote(t('seeks.waiting'));
      setSeeksShown((n) => n + 1);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const gameInput = (): CreateLobbyInput => ({
    players,
    ...(usePreset ? { preset } : { factions: FACTIONS.filter((f) => factions.includes(f)) }),
    ...heroInput(heroChoice),
    ...timeControlInput(clock),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const input = gameInput();
    try {
      if (computer !== null) {
        // Games against the computer are casual (the server keeps ratings for games between people).
        navigate(`/match/${await api.playComputer(input, computer)}`);
        return;
      }
      const bound = (text: string) => (text.trim() === '' ? undefined : Number(text));
      const lobby = await api.createLobby({
        ...input,
        rated,
        ...(friendsOnly ? { friendsOnly } : {}),
        ...(clubId !== '' ? { clubId } : {}),
        ...minReputationInput(minReputation),
        ...(bound(entry.min) !== undefined ? { minRating: bound(entry.min) } : {}),
        ...(bound(entry.max) !== undefined ? { maxRating: bound(entry.max) } : {}),
      });
      navigate(lobby.matchId ? `/match/${lobby.matchId}` : `/lobby/${lobby.id}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-label={t('create.title')}>
      <h1>{t('create.title')}</h1>
      {guest && <KeepAccountLine text={t('guest.createNote')} testId="guest-create-note" />}
      <form onSubmit={submit} className="create-form">
        <fieldset>
          <legend>{t('create.opponents')}</legend>
          {!guest && (
            <div className="segmented">
              <label>
                <input type="radio" name="opponents" checked={computer === null} onChange={() => setComputer(null)} />
                {t('create.people')}
              </label>
              <label>
                <input
                  type="radio"
                  name="opponents"
                  checked={computer !== null}
                  onChange={() => setComputer(computer ?? 'medium')}
                />
                {t('create.computer')}
              </label>
            </div>
          )}
          {computer !== null && (
            <label>
              {t('create.level')}{' '}
              <select name="level" value={computer} onChange={(e) => setComputer(e.target.value)}>
                {['easy', 'medium', 'hard'].map((level) => (
                  <option key={level} value={level}>
                    {t(`computer.${level}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('create.players')}</legend>
          <div className="segmented">
            {[2, 3, 4].map((n) => (
              <label key={n}>
                <input type="radio" name="players" checked={players === n} onChange={() => choosePlayers(n)} />
                {n}
              </label>
            ))}
          </div>
          {players === 4 && <p className="muted small">{t('create.partners')}</p>}
        </fieldset>
        <fieldset>
          <legend>{t('create.factions')}</legend>
          <div className="segmented">
            {players === 2 &&
              Object.keys(PRESETS).map((name) => (
                <label key={name}>
                  <input
                    type="radio"
                    name="preset"
                    value={name}
                    checked={preset === name}
                    onChange={() => setPreset(name)}
                  />
                  {t(`rules.preset.${name}`)}
                </label>
              ))}
            <label>
              <input
                type="radio"
                name="preset"
                value="custom"
                checked={!usePreset}
                onChange={() => setPreset('custom')}
              />
              {t('create.custom')}
            </label>
          </div>
          {usePreset ? (
            <div className="chips">
              {PRESETS[preset as keyof typeof PRESETS].map((f) => (
                <FactionChip key={f} faction={f} />
              ))}
            </div>
          ) : (
            <>
              <p className="muted small">
                {t('create.customRule', { others: factionCountFor(players) - 2, all: factionCountFor(players) })}
              </p>
              <div className="checks choice-grid">
                {FACTIONS.map((f) => (
                  <label key={f}>
                    <input
                      type="checkbox"
                      name="faction"
                      value={f}
                      checked={factions.includes(f)}
                      onChange={() => setFactions(toggle(factions, f))}
                    />
                    <span className={`swatch f-${f}`} aria-hidden="true" />
                    <span className="choice-text">
                      <span className="choice-name">{factionName(f, t)}</span>
                      <span className="muted small"> — {t(`power.${f}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {problem && <p className="warning">{problem}</p>}
            </>
          )}
        </fieldset>
        <HeroFields value={heroChoice} onChange={setHeroChoice} />
        {computer === null ? (
          <>
            <RatedFields name="lobby" rated={rated} onChange={setRated} />
            <fieldset className="rating-filter" data-testid="entry-range-fields">
              <legend>{t('create.entryRange')}</legend>
              {(['min', 'max'] as const).map((end) => (
                <label key={end}>
                  {t(`lobbies.${end}Rating`)}
                  <input
                    type="number"
                    inputMode="numeric"
                    name={`entry-${end}`}
                    min={0}
                    max={10000}
                    step={50}
                    value={entry[end]}
                    onChange={(e) => setEntry({ ...entry, [end]: e.target.value })}
                  />
                </label>
              ))}
              <span className="muted small">{t('create.entryHint')}</span>
            </fieldset>
            <label className="switch">
              <input
                type="checkbox"
                name="friends-only"
                checked={friendsOnly}
                disabled={clubId !== ''}
                onChange={(e) => setFriendsOnly(e.target.checked)}
              />
              {t('create.friendsOnly')}
            </label>
            {clubs.length > 0 && (
              <label>
                {t('create.club')}
                <select
                  name="club"
                  value={clubId}
                  onChange={(e) => {
                    setClubId(e.target.value);
                    // The server takes one of the two: a club's lobby is not also friends-only.
                    if (e.target.value !== '') setFriendsOnly(false);
                  }}
                >
                  <option value="">{t('create.clubAnyone')}</option>
                  {clubs.map((c) => (
                    <option key={c.id} value={c.id}>
                      {t('create.clubOption', { club: c.name })}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <MinReputationField label={t('create.minReputation')} value={minReputation} onChange={setMinReputation} />
          </>
        ) : (
          <p className="muted small">{t('create.computerCasual')}</p>
        )}
        <TimeControlFields name="lobby" value={clock} onChange={setClock} />
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy || problem !== null}>
          {computer === null ? t('create.submit') : t('create.playComputer')}
        </button>
        {computer === null && !guest && (
          <button
            type="button"
            data-testid="play-now"
            disabled={busy || problem !== null || friendsOnly || clubId !== ''}
            onClick={() => void seek()}
          >
            {t('seeks.playNow')}
          </button>
        )}
        {seekNote && (
          <p className="muted small" role="status">
            {seekNote}
          </p>
        )}
      </form>
      {!guest && <MySeeks refreshKey={seeksShown} />}
    </section>
  );
}

/** The player's seeks: waiting ones can be cancelled, a matched one leads to its match. */
function MySeeks({ refreshKey }: { refreshKey: number }) {
  const t = useT();
  const [seeks, setSeeks] = useState<MySeek[]>([]);
  const refresh = () => {
    fetchMySeeks()
      .then(setSeeks)
      .catch(() => undefined);
  };
  usePolling(refresh, 5000);
  useEffect(refresh, [refreshKey]);
  const shown = seeks.filter((s) => s.status === 'open' || s.status === 'matched').slice(0, 5);
  if (shown.length === 0) return null;
  return (
    <>
      <h2>{t('seeks.title')}</h2>
      <ul className="list" data-testid="my-seeks">
        {shown.map((s) => (
          <li key={s.id} className="list-row" data-testid="my-seek" data-status={s.status}>
            <span>
              {t('seeks.players', { count: s.rules.players })} · {t(`seeks.status.${s.status}`)}
            </span>
            {s.status === 'open' ? (
              <button type="button" onClick={() => void cancelSeek(s.id).then(refresh)}>
                {t('seeks.cancel')}
              </button>
            ) : (
              s.matchId && (
                <Link to={`/match/${s.matchId}`} className="button">
                  {t('seeks.open')}
                </Link>
              )
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
