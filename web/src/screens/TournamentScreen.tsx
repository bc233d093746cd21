import { useState } from 'react';
import type { Tournament } from '../api/tournament-operations';
import * as api from '../api/tournament-operations';
import { timeControlText } from '../components/ClocksPanel';
import { heroName } from '../game/cards';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';
import { useSession } from '../session';
import { errorText, usePolling } from '../util';
import { TournamentOrganizerPanel } from './TournamentOrganizerPanel';
import { TournamentFormatView } from './TournamentFormats';

/** One tournament: settings, entrants, join/leave/start, standings and the rounds with their matches. */
export function TournamentScreen({ id }: { id: string }) {
  const t = useT();
  const { user } = useSession();
  const [tournament, setTournament] = useState<Tournament | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  usePolling(
    () => {
      api
        .fetchTournament(id)
        .then(setTournament)
        .catch((e) => setError(e));
    },
    3000,
    tournament?.status !== 'finished',
  );

  const act = async (what: 'join' | 'leave' | 'start') => {
    setBusy(true);
    setError(null);
    try {
      const next =
        what === 'join'
          ? await api.joinTournament(id)
          : what === 'leave'
            ? await api.leaveTournament(id)
            : await api.startTournament(id);
      setTournament(next);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (!tournament)
    return (
      <main className="narrow">
        {error !== null ? (
          <section className="panel" data-testid="error-page">
            <h1>{t('tournaments.cannotOpen')}</h1>
            <p className="error">{errorText(error, t)}</p>
            <Link to="/tournaments" className="button">
              {t('tournaments.back')}
            </Link>
          </section>
        ) : (
          <p className="muted page">{t('common.loading')}</p>
        )}
      </main>
    );
  const entered = tournament.entrants.some((e) => e.username === user?.username);
  const organizing = tournament.organizer === user?.username;
  const open = tournament.status === 'registration';
  const withdrawn = user !== null && tournament.withdrawn.includes(user.username);
  // A late entrant or a withdrawal after the start (docs/tournaments.md "Late entry and withdrawal").
  const canLeave = entered && !withdrawn && (open || tournament.status === 'running');
  const resultText = (result: string | null | undefined) =>
    result ? t(`tournaments.result.${result}`) : t('tournaments.result.playing');
  return (
    <main className="narrow">
      <section className="panel" aria-labelledby="tournament-title" data-testid="tournament">
        <h1 id="tournament-title">{tournament.name}</h1>
        <p data-testid="tournament-status">
          {t(`tournaments.format.${tournament.format}`)} · {t(`tournaments.status.${tournament.status}`)}
          {tournament.currentRound > 0 &&
            ` · ${t('tournaments.roundOf', { round: tournament.currentRound, rounds: tournament.rounds })}`}
        </p>
        <p className="muted small">
          {t('tournaments.organizer', { name: tournament.organizer })} ·{' '}
          {t('tournaments.rulesOf', { preset: tournament.preset })} ·{' '}
          <span data-testid="tournament-time-control">{timeControlText(tournament.timeControl, t)}</span>
          {tournament.rules.heroes.length > 0 &&
            ` · ${t('tournaments.heroes', {
              heroes: tournament.rules.heroes
                .map((h) => {
                  const value = tournament.rules.heroValues.find((v) => v.hero === h)?.value;
                  return value === undefined ? heroName(h, t) : `${heroName(h, t)} (${value})`;
                })
                .join(', '),
            })}`}
          {tournament.rated ? ` · ${t('tournaments.rated')}` : ''}
          {(tournament.minRating != null || tournament.maxRating != null) &&
            ` · ${t('tournaments.ratingRange', { min: tournament.minRating ?? '', max: tournament.maxRating ?? '' })}`}
          {open && tournament.startWhenFull ? ` · ${t('tournaments.startsWhenFull')}` : ''}
        </p>
        <TournamentEntryLimits tournament={tournament} />
        <TournamentOrganizerPanel tournament={tournament} organizing={organizing} onChange={setTournament} />
        <h2>{t('tournaments.entrants', { count: tournament.entrants.length, max: tournament.maxEntrants })}</h2>
        <ul data-testid="tournament-entrants">
          {tournament.entrants.map((e) => (
            <li key={e.userId}>
              {e.username}
              {e.username === user?.username ? ` (${t('common.youLower')})` : ''}
            </li>
          ))}
        </ul>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        {!open && tournament.entryOpen && !entered && (
          <p className="muted small" data-testid="tournament-late-entry">
            {t('tournaments.lateEntry')}
          </p>
        )}
        {!open && canLeave && <p className="muted small">{t('tournaments.withdrawHint')}</p>}
        {withdrawn && (
          <p className="muted small" data-testid="tournament-withdrawn-you">
            {t('tournaments.withdrawnYou')}
          </p>
        )}
        <div className="choices">
          {tournament.entryOpen && !entered && (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => void act('join')}
              data-testid="tournament-join"
            >
              {t('tournaments.join')}
            </button>
          )}
          {canLeave && (
            <button type="button" disabled={busy} onClick={() => void act('leave')} data-testid="tournament-leave">
              {t('tournaments.leave')}
            </button>
          )}
          {open && organizing && (
            <button type="button" disabled={busy} onClick={() => void act('start')} data-testid="tournament-start">
              {t('tournaments.start')}
            </button>
          )}
          <Link to="/tournaments" className="button">
            {t('tournaments.back')}
          </Link>
        </div>
        {tournament.entropyCommitment && (
          <p className="muted small break">
            {t('tournaments.entropyCommitment')} <code>{tournament.entropyCommitment}</code>
          </p>
        )}
        {tournament.seedCommitment && (
          <p className="muted small break">
            {t('tournaments.commitment')} <code>{tournament.seedCommitment}</code>
            {tournament.seed && (
              <>
                {' '}
                · {t('tournaments.seed')} <code>{tournament.seed}</code>
              </>
            )}
          </p>
        )}
      </section>
      {tournament.status !== 'registration' && (
        <section className="panel" aria-labelledby="standings-title">
          <h2 id="standings-title">{t('tournaments.standings')}</h2>
          <div className="table-scroll">
            <table data-testid="tournament-standings">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('tournaments.col.player')}</th>
                  <th scope="col">{t('tournaments.col.points')}</th>
                  <th scope="col">
                    <abbr title={t('tournaments.col.buchholzLong')}>{t('tournaments.col.buchholz')}</abbr>
                  </th>
                  <th scope="col">
                    <abbr title={t('tournaments.col.sbLong')}>{t('tournaments.col.sb')}</abbr>
                  </th>
                  <th scope="col">{t('tournaments.col.record')}</th>
                </tr>
              </thead>
              <tbody>
                {tournament.standings.map((s) => (
                  <tr key={s.username}>
                    <td>{s.rank}</td>
                    <th scope="row">{s.username}</th>
                    <td>{s.points}</td>
                    <td>{s.buchholz}</td>
                    <td>{s.sonnebornBerger}</td>
                    <td>{t('tournaments.record', { wins: s.wins, draws: s.draws, losses: s.losses, byes: s.byes })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <TournamentFormatView tournament={tournament} />
      {tournament.roundList.map((r) => (
        <section className="panel" key={r.round} aria-labelledby={`round-${r.round}`}>
          <h2 id={`round-${r.round}`}>{t('tournaments.round', { round: r.round })}</h2>
          <ol data-testid={`tournament-round-${r.round}`}>
            {r.boards.map((b) => (
              <li key={b.board}>
                {b.matchId ? (
                  <>
                    {b.players.length > 2 && b.results
                      ? b.players.map((p, i) => `${p} (${t(`tournaments.seatResult.${b.results![i]}`)})`).join(', ')
                      : `${b.players.join(' – ')} · ${resultText(b.result)}`}
                    {b.adjudicated ? ` · ${t('tournaments.adjudicated')}` : ''} ·{' '}
                    <Link to={b.players.includes(user?.username ?? '') ? `/match/${b.matchId}` : `/watch/${b.matchId}`}>
                      {b.players.includes(user?.username ?? '') ? t('tournaments.play') : t('tournaments.watch')}
                    </Link>
                  </>
                ) : (
                  t(tournament.players === 2 ? 'tournaments.bye' : 'tournaments.byeHalf', { name: b.players[0] })
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </main>
  );
}

/** Who may enter and when (docs/tournaments.md "Entry limits", "Registration window and scheduled start"). */
function TournamentEntryLimits({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const when = (at: string) => new Date(at).toLocaleString(currentLanguage());
  const lines = [
    tournament.invited && t('tournaments.invitedOnly', { names: tournament.invited.join(', ') }),
    tournament.minReputation != null && t('tournaments.minReputation', { percent: tournament.minReputation }),
    tournament.registrationOpensAt && t('tournaments.opensAt', { date: when(tournament.registrationOpensAt) }),
    tournament.registrationClosesAt && t('tournaments.closesAt', { date: when(tournament.registrationClosesAt) }),
    tournament.startsAt &&
      tournament.status === 'registration' &&
      t('tournaments.startsAt', { date: when(tournament.startsAt) }),
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0 && !tournament.clubId) return null;
  return (
    <ul className="muted small" data-testid="tournament-entry-limits">
      {tournament.clubId && (
        <li>
          <Link to={`/clubs/${tournament.clubId}`}>{t('tournaments.clubOnly')}</Link>
        </li>
      )}
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
