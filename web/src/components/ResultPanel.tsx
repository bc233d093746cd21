import { useEffect, useRef } from 'react';
import { renderEntry } from '@claim/story';
import type { Match, StoryEvent } from '../api/types';
import { MIN_CARDS_PER_SEAT, REPEAT_LIMIT } from '../game/rating-rules';
import { sidesOf } from '../game/standings';
import { storyWords, toEntry } from '../game/story';
import { seatName } from '../game/turn';
import { useT } from '../i18n';
import { Link } from '../router';
import { StandingsTable } from './Standings';

/** The end of a match: who won and how, faction by faction, and the tie-breaks in words (from the story). */
export function ResultPanel({
  match,
  story,
  showReplayLink = true,
  justEnded = false,
}: {
  match: Match;
  story: readonly StoryEvent[];
  showReplayLink?: boolean;
  /** The match ended while the table was open: the result comes into view and takes the focus. */
  justEnded?: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justEnded || !heading.current) return;
    heading.current.scrollIntoView({ block: 'center' });
    heading.current.focus({ preventScroll: true });
  }, [justEnded]);
  if (match.status === 'aborted') {
    return (
      <section className="panel result" aria-label={t('result.title')} data-testid="result">
        <h2 ref={heading} tabIndex={-1} data-testid="result-headline">
          {t('result.aborted')}
        </h2>
        <p>{t('result.abortedText')}</p>
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
      ? t('result.youWin')
      : t(winner.seats.length > 1 ? 'result.theyWinTeam' : 'result.theyWin', { who: winner.label })
    : t('result.draw');
  const end = story
    .flatMap((e) => e.entries)
    .reverse()
    .find((e) => e.kind === 'gameOver' || e.kind === 'resigned' || e.kind === 'timedOut');
  const how = end ? renderEntry(toEntry(end), storyWords(match, t)) : null;
  const forfeit =
    result.endedBy === 'resigned'
      ? t('result.resigned', { who: seatName(match, result.forfeitedSeat) })
      : result.endedBy === 'timed_out'
        ? t('result.timedOut', { who: seatName(match, result.forfeitedSeat) })
        : null;
  return (
    <section
      className={`panel result${winner ? (iWon ? ' result-won' : ' result-lost') : ' result-draw'}`}
      aria-label={t('result.title')}
      data-testid="result"
    >
      <h2 ref={heading} tabIndex={-1} data-testid="result-headline">
        {headline}
      </h2>
      {how ? <p data-testid="result-why">{how}</p> : forfeit && <p data-testid="result-why">{forfeit}</p>}
      <RatedOutcomeLine match={match} />
      {result.factions.length > 0 && (
        <div className="standings">
          <StandingsTable match={match} />
        </div>
      )}
      {showReplayLink && (
        <p>
          <Link to={`/replay/${match.id}`} className="button">
            {t('result.replay')}
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * Whether a rated game changed ratings, and if not why (docs/players.md "When a rated game does not count"):
 * players should not have to guess why their rating stayed put.
 */
function RatedOutcomeLine({ match }: { match: Match }) {
  const t = useT();
  const outcome = match.ratedOutcome;
  if (!match.rated || !outcome) return null;
  if (outcome === 'counted')
    return (
      <p className="small" data-testid="rated-outcome" data-outcome={outcome}>
        {t('result.rated')}
      </p>
    );
  const why =
    outcome === 'too_few_moves'
      ? t('result.notRatedTooFewMoves', { cards: String(MIN_CARDS_PER_SEAT) })
      : outcome === 'repeated_opponents'
        ? t('result.notRatedRepeated', { limit: String(REPEAT_LIMIT) })
        : outcome === 'annulled'
          ? t('result.notRatedAnnulled')
          : t('result.notRatedComputer');
  return (
    <p data-testid="rated-outcome" data-outcome={outcome}>
      {t('result.notRated')} {why}
    </p>
  );
}
