import type { Match } from '../api/types';
import { sidesOf } from '../game/standings';
import { seatName } from '../game/turn';
import { Link } from '../router';
import { StandingsTable } from './Standings';

/** The end of a match: who won and how, faction by faction. */
export function ResultPanel({ match, showReplayLink = true }: { match: Match; showReplayLink?: boolean }) {
  if (match.status === 'aborted') {
    return (
      <section className="panel result" aria-label="Result">
        <h2>Called off</h2>
        <p>The match was called off before the first move; nobody wins.</p>
      </section>
    );
  }
  const result = match.result;
  if (!result) return null;
  const sides = sidesOf(match);
  const winner = result.winner === null ? null : sides.find((s) => s.id === result.winner);
  const iWon = winner && match.mySeat !== null && winner.seats.includes(match.mySeat);
  const headline = winner
    ? iWon
      ? 'You win!'
      : `${winner.label} ${winner.seats.length > 1 ? 'win' : 'wins'}`
    : 'Draw';
  const how =
    result.endedBy === 'resigned'
      ? `${seatName(match, result.forfeitedSeat)} resigned.`
      : result.endedBy === 'timed_out'
        ? `${seatName(match, result.forfeitedSeat)} ran out of time.`
        : null;
  return (
    <section className="panel result" aria-label="Result" data-testid="result">
      <h2>{headline}</h2>
      {how && <p>{how}</p>}
      {result.factions.length > 0 && (
        <>
          <div className="standings">
            <StandingsTable match={match} />
          </div>
        </>
      )}
      {showReplayLink && (
        <p>
          <Link to={`/replay/${match.id}`} className="button">
            Replay this match move by move
          </Link>
        </p>
      )}
    </section>
  );
}
