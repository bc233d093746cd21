import { useState } from 'react';
import * as api from '../api/operations';
import { ChallengesPanel } from '../components/ChallengesPanel';
import type { TurnEntry } from '../api/types';
import { rulesSummary } from '../game/cards';
import { isMyTurn, matchTitle, seatName, turnText } from '../game/turn';
import { sidesOf } from '../game/standings';
import { Link } from '../router';
import { deadlineText, errorText, relativeTime, usePolling } from '../util';

/** The player's matches: whose turn it is in each, then the finished ones. */
export function MatchesScreen() {
  const [matches, setMatches] = useState<api.MatchSummary[] | null>(null);
  const [turns, setTurns] = useState<TurnEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePolling(() => {
    // myTurn adds deadlines and the soonest-first order; without it, myMatches alone says whose turn it is.
    Promise.all([api.fetchMyMatches(), api.fetchMyTurn().catch(() => null)])
      .then(([m, t]) => {
        setMatches(m);
        setTurns(t);
        setError(null);
      })
      .catch((e) => setError(errorText(e)));
  }, 5000);

  const running = (matches ?? []).filter((m) => m.status === 'running');
  const turnOf = new Map((turns ?? []).map((t, i) => [t.matchId, { entry: t, rank: i }]));
  const mine = running
    .filter(isMyTurn)
    .sort((a, b) => (turnOf.get(a.id)?.rank ?? 1e9) - (turnOf.get(b.id)?.rank ?? 1e9));
  const theirs = running.filter((m) => !isMyTurn(m));
  const over = (matches ?? []).filter((m) => m.status !== 'running');

  return (
    <main className="page narrow-wide">
      <h1>My matches</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {matches === null && <p className="muted">Loading…</p>}
      {matches?.length === 0 && (
        <p className="muted">
          No matches yet. <Link to="/">Join or open a game</Link>.
        </p>
      )}
      <ChallengesPanel />
      <MatchList title="Your turn" matches={mine} turns={turnOf} />
      <MatchList title="Waiting for others" matches={theirs} turns={turnOf} />
      <MatchList title="Finished" matches={over} turns={turnOf} />
    </main>
  );
}

function MatchList({
  title,
  matches,
  turns,
}: {
  title: string;
  matches: api.MatchSummary[];
  turns: Map<string, { entry: TurnEntry }>;
}) {
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
              <strong>{matchTitle(m)}</strong>
              <div className="small">
                {m.status === 'running'
                  ? `${turnText(m)} · ${m.table.phase === 'one' ? 'phase one' : 'phase two'}, trick ${m.table.trickNumber}`
                  : outcomeText(m)}
              </div>
              {turns.has(m.id) && <Deadline entry={turns.get(m.id)!.entry} />}
              <div className="muted small">
                {rulesSummary(m.rules)} · started {relativeTime(m.createdAt)}
              </div>
            </div>
            <div className="row-actions">
              {m.status === 'running' ? (
                <Link to={`/match/${m.id}`} className={`button${isMyTurn(m) ? ' primary' : ''}`}>
                  {isMyTurn(m) ? 'Play' : 'Watch'}
                </Link>
              ) : (
                <>
                  <Link to={`/match/${m.id}`} className="button">
                    Result
                  </Link>
                  <Link to={`/replay/${m.id}`} className="button">
                    Replay
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

function outcomeText(m: api.MatchSummary): string {
  if (m.status === 'aborted' || !m.result) return 'Called off';
  const side = m.result.winner === null ? null : sidesOf(m).find((s) => s.id === m.result?.winner);
  const mine = side && m.mySeat !== null && side.seats.includes(m.mySeat);
  const who = side ? (mine ? 'You won' : `${side.label} won`) : 'Draw';
  if (m.result.endedBy === 'resigned') return `${who} (${seatName(m, m.result.forfeitedSeat)} resigned)`;
  if (m.result.endedBy === 'timed_out') return `${who} (${seatName(m, m.result.forfeitedSeat)} ran out of time)`;
  return who;
}

function Deadline({ entry }: { entry: TurnEntry }) {
  const urgent = entry.deadline !== null && new Date(entry.deadline).getTime() - Date.now() < 24 * 3600 * 1000;
  return (
    <div className={`small${urgent ? ' urgent' : ''}`} data-testid="deadline">
      {deadlineText(entry.deadline)} · your move since {relativeTime(entry.dueSince)}
    </div>
  );
}
