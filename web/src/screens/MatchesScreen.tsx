import { useState } from 'react';
import type { Translate } from '@claim/story';
import * as api from '../api/operations';
import { ChallengesPanel } from '../components/ChallengesPanel';
import { ForcedMovesChoice } from '../components/ForcedMovesChoice';
import { PushToggle } from '../components/PushToggle';
import type { MatchSummary, TurnEntry } from '../api/types';
import { rulesSummary } from '../game/cards';
import { isMyTurn, matchTitle, seatName, turnText } from '../game/turn';
import { sidesOf } from '../game/standings';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';
import { useSession } from '../session';
import { deadlineText, errorText, relativeTime, usePolling } from '../util';

/** The player's matches: whose turn it is in each, then the finished ones. */
export function MatchesScreen() {
  const t = useT();
  const { user } = useSession();
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [turns, setTurns] = useState<TurnEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  usePolling(() => {
    // myTurn adds deadlines and the soonest-first order; without it, myMatches alone says whose turn it is.
    Promise.all([api.fetchMyMatches(), api.fetchMyTurn().catch(() => null)])
      .then(([m, tt]) => {
        setMatches(m);
        setTurns(tt);
        setError(null);
      })
      .catch((e) => setError(e));
  }, 5000);

  const running = (matches ?? []).filter((m) => m.status === 'running');
  const turnOf = new Map((turns ?? []).map((x, i) => [x.matchId, { entry: x, rank: i }]));
  const mine = running
    .filter(isMyTurn)
    .sort((a, b) => (turnOf.get(a.id)?.rank ?? 1e9) - (turnOf.get(b.id)?.rank ?? 1e9));
  const theirs = running.filter((m) => !isMyTurn(m));
  const over = (matches ?? []).filter((m) => m.status !== 'running');

  return (
    <main className="page narrow-wide">
      <h1>{t('matches.title')}</h1>
      <PushToggle />
      <ForcedMovesChoice />
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      {matches === null && <p className="muted">{t('common.loading')}</p>}
      {matches?.length === 0 && (
        <p className="muted">
          {t('matches.none')} <Link to="/">{t('matches.joinOrOpen')}</Link>
        </p>
      )}
      {user?.isGuest ? null : <ChallengesPanel />}
      <MatchList title={t('matches.yourTurn')} matches={mine} turns={turnOf} />
      <MatchList title={t('matches.waiting')} matches={theirs} turns={turnOf} />
      <MatchList title={t('matches.finished')} matches={over} turns={turnOf} />
    </main>
  );
}

function MatchList({
  title,
  matches,
  turns,
}: {
  title: string;
  matches: MatchSummary[];
  turns: Map<string, { entry: TurnEntry }>;
}) {
  const t = useT();
  const language = currentLanguage();
  if (matches.length === 0) return null;
  return (
    <section className="panel" aria-label={title}>
      <h2>
        {title} ({matches.length})
      </h2>
      <ul className="list">
        {matches.map((m) => (
          <li key={m.id} className={`list-row${isMyTurn(m) ? ' my-turn' : ''}`} data-testid="match-row">
            <div>
              <strong>{matchTitle(m, t)}</strong>
              <div className="small">
                {m.status === 'running'
                  ? `${turnText(m, t)} · ${t('matches.where', { phase: t(`table.phase.${m.table.phase}`), n: m.table.trickNumber })}`
                  : outcomeText(m, t)}
              </div>
              {turns.has(m.id) && <Deadline entry={turns.get(m.id)!.entry} />}
              {m.status === 'running' && !turns.has(m.id) && <OpponentClock match={m} />}
              <div className="muted small">
                {rulesSummary(m.rules, t)} · {t('matches.started', { when: relativeTime(m.createdAt, language) })}
              </div>
            </div>
            <div className="row-actions">
              {m.status === 'running' ? (
                <Link to={`/match/${m.id}`} className={`button${isMyTurn(m) ? ' primary' : ''}`}>
                  {isMyTurn(m) ? t('matches.play') : t('matches.watch')}
                </Link>
              ) : (
                <>
                  <Link to={`/match/${m.id}`} className="button">
                    {t('matches.result')}
                  </Link>
                  <Link to={`/replay/${m.id}`} className="button">
                    {t('match.replay')}
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function outcomeText(m: MatchSummary, t: Translate): string {
  if (m.status === 'aborted' || !m.result) return t('turn.aborted');
  const side = m.result.winner === null ? null : sidesOf(m).find((s) => s.id === m.result?.winner);
  const mine = side && m.mySeat !== null && side.seats.includes(m.mySeat);
  const who = side ? (mine ? t('result.youWin') : t('result.theyWin', { who: side.label })) : t('result.draw');
  if (m.result.endedBy === 'resigned')
    return `${who} (${t('result.resigned', { who: seatName(m, m.result.forfeitedSeat) })})`;
  if (m.result.endedBy === 'timed_out')
    return `${who} (${t('result.timedOut', { who: seatName(m, m.result.forfeitedSeat) })})`;
  return who;
}

/** The opponent's clock in a match waiting for them: their deadline, and a vacation if they are on one. */
function OpponentClock({ match }: { match: MatchSummary }) {
  const t = useT();
  const language = currentLanguage();
  const due = match.clocks.find((c) => c.due && c.seat !== match.mySeat);
  const away = match.clocks.filter(
    (c) => c.seat !== match.mySeat && c.vacationUntil && Date.parse(c.vacationUntil) > Date.now(),
  );
  if (!due && away.length === 0) return null;
  return (
    <div className="small" data-testid="opponent-clock">
      {due && t('clocks.opponentDeadline', { who: due.username, deadline: deadlineText(due.deadline, t, language) })}
      {away.map((c) => (
        <span key={c.seat} className="badge vacation" data-testid="vacation-badge">
          {c.username}:{' '}
          {t('clocks.vacation', {
            until: new Date(c.vacationUntil!).toLocaleString(language, { day: 'numeric', month: 'short' }),
          })}
        </span>
      ))}
    </div>
  );
}

function Deadline({ entry }: { entry: TurnEntry }) {
  const t = useT();
  const language = currentLanguage();
  const urgent = entry.deadline !== null && new Date(entry.deadline).getTime() - Date.now() < 24 * 3600 * 1000;
  return (
    <div className={`small${urgent ? ' urgent' : ''}`} data-testid="deadline">
      {deadlineText(entry.deadline, t, language)} ·{' '}
      {t('matches.yourMoveSince', { when: relativeTime(entry.dueSince, language) })}
    </div>
  );
}
