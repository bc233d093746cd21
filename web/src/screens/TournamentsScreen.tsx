import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { fetchClubsPage } from '../api/club-operations';
import type { HeroChoice } from '../components/HeroFields';
import { HeroFields, heroInput } from '../components/HeroFields';
import type { TimeControlChoice } from '../components/TimeControlFields';
import { NO_TIME_CONTROL, TimeControlFields, timeControlInput } from '../components/TimeControlFields';
import type { Tournament } from '../api/tournament-operations';
import * as api from '../api/tournament-operations';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { errorText, usePolling } from '../util';

/** Tournaments: the list (open ones first) and the form to organize one (docs/tournaments.md). */
export function TournamentsScreen() {
  const t = useT();
  const [tournaments, setTournaments] = useState<Tournament[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  usePolling(() => {
    api
      .fetchTournaments()
      .then(setTournaments)
      .catch((e) => setError(e));
  }, 5000);
  return (
    <main className="narrow">
      <section className="panel" aria-labelledby="tournaments-title" data-testid="tournaments">
        <h1 id="tournaments-title">{t('tournaments.title')}</h1>
        <p className="muted">{t('tournaments.intro')}</p>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        {tournaments === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : tournaments.length === 0 ? (
          <p className="muted">{t('tournaments.none')}</p>
        ) : (
          <ul className="tournament-list">
            {tournaments.map((x) => (
              <li key={x.id}>
                <Link to={`/tournaments/${x.id}`} data-testid="tournament-link">
                  {x.name}
                </Link>{' '}
                <span className="muted small">
                  {t(`tournaments.format.${x.format}`)} · {t(`tournaments.status.${x.status}`)} ·{' '}
                  {t('tournaments.entrantsCount', { count: x.entrants.length, max: x.maxEntrants })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateTournamentForm />
    </main>
  );
}

/** The factions of tables of 3 or 4 made from the form: Claim's five and two of Claim 2 (R2.1). */
const TABLE_FACTIONS = ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers', 'dragons', 'trolls'] as const;

const FORMATS = ['swiss', 'round_robin', 'knockout', 'league'] as const;

/** The registration window and the scheduled start (docs/tournaments.md), each optional. */
const SCHEDULE_FIELDS = ['registrationOpensAt', 'registrationClosesAt', 'startsAt'] as const;
type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** An invitation list as typed: names split on commas, spaces or lines; none for open entry. */
function invitedNames(text: string): string[] | null {
  const names = text.split(/[\s,]+/).filter((n) => n !== '');
  return names.length === 0 ? null : names;
}
type Format = (typeof FORMATS)[number];

function NumberField(props: { label: string; min: number; max: number; value: number; set: (n: number) => void }) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.set(Number(e.target.value))}
      />
    </label>
  );
}

function CreateTournamentForm() {
  const t = useT();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<Format>('swiss');
  const [players, setPlayers] = useState(2);
  const [bestOf, setBestOf] = useState(1);
  const [seasons, setSeasons] = useState(4);
  const [divisionSize, setDivisionSize] = useState(6);
  const [promotion, setPromotion] = useState(1);
  const [seasonDays, setSeasonDays] = useState(30);
  const [preset, setPreset] = useState('claim');
  const [rounds, setRounds] = useState(3);
  const [double, setDouble] = useState(false);
  const [clock, setClock] = useState<TimeControlChoice>({ ...NO_TIME_CONTROL, kind: 'days' });
  const [heroChoice, setHeroChoice] = useState<HeroChoice>({ heroes: [], heroValues: {} });
  const [minReputation, setMinReputation] = useState('');
  const [invited, setInvited] = useState('');
  const [clubId, setClubId] = useState('');
  const [schedule, setSchedule] = useState<Record<ScheduleField, string>>({
    registrationOpensAt: '',
    registrationClosesAt: '',
    startsAt: '',
  });
  // The clubs whose tournaments the player may create: those they own or run as an admin.
  const [clubs, setClubs] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    fetchClubsPage('')
      .then((page) => setClubs(page.mine.filter((m) => m.role === 'owner' || m.role === 'admin').map((m) => m.club)))
      .catch(() => setClubs([]));
  }, []);
  const [maxEntrants, setMaxEntrants] = useState(8);
  const [rated, setRated] = useState(false);
  const [startWhenFull, setStartWhenFull] = useState(false);
  // The entry rating range: empty for none.
  const [minRating, setMinRating] = useState('');
  const [maxRating, setMaxRating] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api.createTournament({
        name,
        format,
        // Tables of 3 or 4 need 7 factions (R2.1): the presets are 2-player rule sets.
        ...(format !== 'knockout' && players > 2 ? { preset: null, factions: [...TABLE_FACTIONS] } : { preset }),
        // A tournament's games always have a clock, and only an opponent's claim is no option there.
        ...timeControlInput({ ...clock, noAutoTimeout: false }),
        ...heroInput(heroChoice),
        minReputation: minReputation === '' ? null : Number(minReputation),
        invited: invitedNames(invited),
        clubId: clubId === '' ? null : clubId,
        // datetime-local is the reader's local time: sent as the instant it names.
        ...Object.fromEntries(
          SCHEDULE_FIELDS.map((f) => [f, schedule[f] === '' ? null : new Date(schedule[f]).toISOString()]),
        ),
        maxEntrants,
        rated,
        players: format === 'knockout' ? 2 : players,
        rounds: format === 'swiss' ? rounds : null,
        double: format === 'round_robin' ? double : null,
        bestOf: format === 'knockout' ? bestOf : null,
        ...(format === 'league' ? { seasons, divisionSize, promotion, seasonDays } : {}),
        startWhenFull,
        minRating: minRating === '' ? null : Number(minRating),
        maxRating: maxRating === '' ? null : Number(maxRating),
      });
      navigate(`/tournaments/${created.id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="create-tournament-title">
      <h2 id="create-tournament-title">{t('tournaments.create.title')}</h2>
      <form onSubmit={(e) => void submit(e)} data-testid="create-tournament">
        <label>
          {t('tournaments.create.name')}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={80}
            data-testid="tournament-name"
          />
        </label>
        <label>
          {t('tournaments.create.format')}
          <select value={format} onChange={(e) => setFormat(e.target.value as Format)} data-testid="tournament-format">
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`tournaments.format.${f}`)}
              </option>
            ))}
          </select>
        </label>
        {format !== 'knockout' && (
          <label>
            {t('tournaments.create.players')}
            <select
              value={players}
              onChange={(e) => setPlayers(Number(e.target.value))}
              data-testid="tournament-players"
            >
              {[2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {format === 'knockout' && (
          <label>
            {t('tournaments.create.bestOf')}
            <select value={bestOf} onChange={(e) => setBestOf(Number(e.target.value))} data-testid="tournament-best-of">
              {[1, 3, 5, 7].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        {format === 'league' &&
          (
            [
              ['seasons', 1, 52, seasons, setSeasons],
              ['divisionSize', 3, 16, divisionSize, setDivisionSize],
              ['promotion', 1, 8, promotion, setPromotion],
              ['seasonDays', 1, 365, seasonDays, setSeasonDays],
            ] as const
          ).map(([field, min, max, value, set]) => (
            <NumberField
              key={field}
              label={t(`tournaments.create.${field}`)}
              min={min}
              max={max}
              value={value}
              set={set}
            />
          ))}
        {format === 'knockout' || format === 'league' ? null : format === 'swiss' ? (
          <label>
            {t('tournaments.create.rounds')}
            <input
              type="number"
              min={1}
              max={20}
              value={rounds}
              onChange={(e) => setRounds(Number(e.target.value))}
              data-testid="tournament-rounds"
            />
          </label>
        ) : (
          <label className="check">
            <input type="checkbox" checked={double} onChange={(e) => setDouble(e.target.checked)} />
            {t('tournaments.create.double')}
          </label>
        )}
        {format !== 'knockout' && players > 2 ? (
          <p className="muted small">
            {t('tournaments.create.tableFactions', { factions: TABLE_FACTIONS.join(', ') })}
          </p>
        ) : (
          <label>
            {t('tournaments.create.preset')}
            <select value={preset} onChange={(e) => setPreset(e.target.value)}>
              <option value="claim">Claim</option>
              <option value="claim2">Claim 2</option>
            </select>
          </label>
        )}
        <TimeControlFields
          value={clock}
          onChange={setClock}
          name="tournament"
          kinds={['days', 'bank']}
          noAutoTimeout={false}
        />
        <HeroFields value={heroChoice} onChange={setHeroChoice} />
        <label>
          {t('tournaments.create.maxEntrants')}
          <input
            type="number"
            min={2}
            max={64}
            value={maxEntrants}
            onChange={(e) => setMaxEntrants(Number(e.target.value))}
            data-testid="tournament-max"
          />
        </label>
        {(
          [
            ['minRating', minRating, setMinRating, 'tournament-min-rating'],
            ['maxRating', maxRating, setMaxRating, 'tournament-max-rating'],
          ] as const
        ).map(([key, value, set, testId]) => (
          <label key={key}>
            {t(`tournaments.create.${key}`)}
            <input
              type="number"
              min={0}
              max={10000}
              value={value}
              onChange={(e) => set(e.target.value)}
              data-testid={testId}
            />
          </label>
        ))}
        <label>
          {t('tournaments.create.minReputation')}
          <input
            type="number"
            min={1}
            max={100}
            value={minReputation}
            onChange={(e) => setMinReputation(e.target.value)}
            data-testid="tournament-min-reputation"
          />
        </label>
        <label>
          {t('tournaments.create.invited')}
          <textarea
            value={invited}
            onChange={(e) => setInvited(e.target.value)}
            rows={2}
            data-testid="tournament-invited"
          />
        </label>
        {clubs.length > 0 && (
          <label>
            {t('tournaments.create.club')}
            <select value={clubId} onChange={(e) => setClubId(e.target.value)} data-testid="tournament-club">
              <option value="">{t('tournaments.create.noClub')}</option>
              {clubs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {SCHEDULE_FIELDS.map((field) => (
          <label key={field}>
            {t(`tournaments.create.${field}`)}
            <input
              type="datetime-local"
              value={schedule[field]}
              onChange={(e) => setSchedule({ ...schedule, [field]: e.target.value })}
              data-testid={`tournament-${field}`}
            />
          </label>
        ))}
        <label className="check">
          <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} />
          {t('tournaments.create.rated')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={startWhenFull}
            onChange={(e) => setStartWhenFull(e.target.checked)}
            data-testid="tournament-start-when-full"
          />
          {t('tournaments.create.startWhenFull')}
        </label>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy} data-testid="create-tournament-submit">
          {t('tournaments.create.submit')}
        </button>
      </form>
    </section>
  );
}
