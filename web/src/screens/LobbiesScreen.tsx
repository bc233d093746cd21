import { FormEvent, useState } from 'react';
import * as api from '../api/operations';
import type { CreateLobbyInput, Lobby } from '../api/types';
import {
  FACTION_POWERS,
  FACTIONS,
  HERO_POWERS,
  HEROES,
  PRESETS,
  factionChoiceProblem,
  factionCountFor,
  factionName,
  heroName,
  rulesSummary,
} from '../game/cards';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { errorText, relativeTime, usePolling } from '../util';

/** Open games to join, the player's own waiting games, and a form to open a new one. */
export function LobbiesScreen() {
  const { user } = useSession();
  const [open, setOpen] = useState<Lobby[] | null>(null);
  const [mine, setMine] = useState<Lobby[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState<string | null>(null);

  const refresh = () => {
    Promise.all([api.fetchOpenLobbies(), api.fetchMyLobbies()])
      .then(([o, m]) => {
        setOpen(o);
        setMine(m.filter((l) => l.status === 'open'));
        setError(null);
      })
      .catch((e) => setError(errorText(e)));
  };
  usePolling(refresh, 4000);

  const join = async (lobby: Lobby) => {
    setJoining(lobby.id);
    setError(null);
    try {
      const joined = await api.joinLobby(lobby.id);
      navigate(joined.matchId ? `/match/${joined.matchId}` : `/lobby/${joined.id}`);
    } catch (e) {
      setError(errorText(e));
      refresh();
    } finally {
      setJoining(null);
    }
  };

  const seated = (lobby: Lobby) => lobby.seats.some((s) => s.username === user?.username);
  const joinable = (open ?? []).filter((l) => !seated(l));

  return (
    <main className="page">
      <div className="columns">
        <section className="panel" aria-label="Open games">
          <h1>Open games</h1>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          {open === null ? (
            <p className="muted">Loading…</p>
          ) : joinable.length === 0 ? (
            <p className="muted">No open games from other players right now. Open one yourself!</p>
          ) : (
            <ul className="list">
              {joinable.map((lobby) => (
                <li key={lobby.id} className="list-row" data-testid="open-lobby">
                  <div>
                    <strong>{lobby.owner}</strong>’s game · {lobby.players} players · {lobby.seats.length}/
                    {lobby.players} seated
                    {lobby.daysPerMove ? ` · ${lobby.daysPerMove} day${lobby.daysPerMove > 1 ? 's' : ''} per move` : ''}
                    <div className="muted small">
                      {rulesSummary(lobby.rules)} · opened {relativeTime(lobby.createdAt)}
                    </div>
                  </div>
                  <button
                    type="button"
                    className="primary"
                    disabled={joining !== null}
                    onClick={() => void join(lobby)}
                  >
                    Join
                  </button>
                </li>
              ))}
            </ul>
          )}
          {mine.length > 0 && (
            <>
              <h2>Your waiting games</h2>
              <ul className="list">
                {mine.map((lobby) => (
                  <li key={lobby.id} className="list-row">
                    <div>
                      {lobby.players} players · {lobby.seats.length}/{lobby.players} seated
                      <div className="muted small">{rulesSummary(lobby.rules)}</div>
                    </div>
                    <Link to={`/lobby/${lobby.id}`} className="button">
                      Open
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <CreateLobbyForm />
      </div>
    </main>
  );
}

const DEFAULT_CUSTOM: Record<number, string[]> = {
  2: [...PRESETS.claim2],
  3: [...PRESETS.claim2, 'vampires', 'werewolves'],
  4: [...PRESETS.claim2, 'vampires', 'werewolves'],
};

function CreateLobbyForm() {
  const [players, setPlayers] = useState(2);
  const [preset, setPreset] = useState<string>('claim');
  const [factions, setFactions] = useState<string[]>(DEFAULT_CUSTOM[2]);
  const [heroes, setHeroes] = useState<string[]>([]);
  const [heroValues, setHeroValues] = useState<Record<string, number>>({});
  const [daysPerMove, setDaysPerMove] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // R2.1: the presets have 5 factions, so they are for 2 players only.
  const usePreset = players === 2 && preset !== 'custom';
  const problem = usePreset ? null : factionChoiceProblem(factions, players);

  const choosePlayers = (n: number) => {
    setPlayers(n);
    if (n !== 2) setPreset('custom');
    if (factionChoiceProblem(factions, n) !== null) setFactions(DEFAULT_CUSTOM[n]);
  };
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const input: CreateLobbyInput = {
      players,
      ...(usePreset ? { preset } : { factions: FACTIONS.filter((f) => factions.includes(f)) }),
      ...(heroes.length ? { heroes } : {}),
      ...(heroes.some((h) => (heroValues[h] ?? 5) !== 5)
        ? {
            heroValues: heroes
              .filter((h) => (heroValues[h] ?? 5) !== 5)
              .map((h) => ({ hero: h, value: heroValues[h] })),
          }
        : {}),
      ...(daysPerMove ? { daysPerMove } : {}),
    };
    try {
      const lobby = await api.createLobby(input);
      navigate(lobby.matchId ? `/match/${lobby.matchId}` : `/lobby/${lobby.id}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-label="Open a new game">
      <h1>Open a new game</h1>
      <form onSubmit={submit} className="create-form">
        <fieldset>
          <legend>Players</legend>
          <div className="segmented">
            {[2, 3, 4].map((n) => (
              <label key={n}>
                <input type="radio" name="players" checked={players === n} onChange={() => choosePlayers(n)} />
                {n}
              </label>
            ))}
          </div>
          {players === 4 && <p className="muted small">Partners sit opposite: seats 1 + 3 against 2 + 4 (R8.1).</p>}
        </fieldset>
        <fieldset>
          <legend>Factions</legend>
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
                  {name === 'claim' ? 'Claim' : 'Claim 2'}
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
              Custom
            </label>
          </div>
          {usePreset ? (
            <p className="muted small">{PRESETS[preset as keyof typeof PRESETS].map(factionName).join(', ')}</p>
          ) : (
            <>
              <p className="muted small">
                One pair (Goblins + Knights or Gnomes + Giants) plus {factionCountFor(players) - 2} others:{' '}
                {factionCountFor(players)} in all.
              </p>
              <div className="checks">
                {FACTIONS.map((f) => (
                  <label key={f} title={FACTION_POWERS[f]}>
                    <input
                      type="checkbox"
                      name="faction"
                      value={f}
                      checked={factions.includes(f)}
                      onChange={() => setFactions(toggle(factions, f))}
                    />
                    <span className={`swatch f-${f}`} aria-hidden="true" />
                    {factionName(f)}
                  </label>
                ))}
              </div>
              {problem && <p className="warning">{problem}</p>}
            </>
          )}
        </fieldset>
        <fieldset>
          <legend>Heroes (optional, R2.2)</legend>
          <div className="checks">
            {HEROES.map((h) => (
              <span key={h} className="hero-choice">
                <label title={HERO_POWERS[h]}>
                  <input
                    type="checkbox"
                    name="hero"
                    value={h}
                    checked={heroes.includes(h)}
                    onChange={() => setHeroes(toggle(heroes, h))}
                  />
                  {heroName(h)}
                </label>
                {heroes.includes(h) && (
                  <label className="hero-value">
                    value
                    <input
                      type="number"
                      min={0}
                      max={19}
                      value={heroValues[h] ?? 5}
                      onChange={(e) =>
                        setHeroValues({ ...heroValues, [h]: Math.max(0, Math.min(19, Number(e.target.value) || 0)) })
                      }
                    />
                  </label>
                )}
              </span>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Time control</legend>
          <label>
            <select
              value={daysPerMove ?? ''}
              onChange={(e) => setDaysPerMove(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">None: play live</option>
              {[1, 2, 3, 5, 7, 14].map((d) => (
                <option key={d} value={d}>
                  {d} day{d > 1 ? 's' : ''} per move
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy || problem !== null}>
          Open game
        </button>
      </form>
    </section>
  );
}
