import { useEffect, useState } from 'react';
import type { MatchReview } from '../api/review-operations';
import * as reviews from '../api/review-operations';
import { cardLabel } from '../game/cards';
import type { Translate } from '@claim/story';
import { useT } from '../i18n';
import { errorText } from '../util';

/** Distinct by lightness and dash as well as hue, so that the lines stay apart under colour deficiencies. */
const SEAT_LINES = [
  { colour: '#1f5fbf', dash: '' },
  { colour: '#b3261e', dash: '6 3' },
  { colour: '#2e7d32', dash: '2 3' },
  { colour: '#6a3d9a', dash: '8 3 2 3' },
];

type ReviewMove = MatchReview['decisions'][number]['played'];

function moveText(move: ReviewMove, t: Translate): string {
  if (move.kind === 'play' && move.card) return cardLabel(move.card, t);
  return move.notation;
}

const percent = (x: number): string => `${Math.round(x * 100)} %`;

/**
 * The computer's review of a finished match beside the story (issue 33): each seat's accuracy, its winning
 * chances as a graph across the game, the key moments (buttons that step the replay to them), and the
 * decision the replay stands at, judged by what the seat knew and with every hand open.
 */
export function ReviewPanel({
  matchId,
  step,
  last,
  usernames,
  onSelect,
}: {
  matchId: string;
  step: number;
  last: number;
  usernames: readonly string[];
  onSelect(step: number): void;
}) {
  const t = useT();
  const [review, setReview] = useState<MatchReview | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    reviews
      .fetchReview(matchId)
      .then((r) => !cancelled && setReview(r))
      .catch((e) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [matchId]);

  const deeper = () =>
    reviews
      .requestDeepReview(matchId)
      .then(setReview)
      .catch((e) => setError(e));

  return (
    <section className="panel review-panel" aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">{t('review.title')}</h2>
      {error !== null && <p className="error">{errorText(error, t)}</p>}
      {review && review.status !== 'done' && (
        <p className="muted" data-testid="review-status">
          {t(`review.status.${review.status}`)}
        </p>
      )}
      {review && review.status === 'done' && (
        <>
          <table className="review-seats">
            <thead>
              <tr>
                <th scope="col">{t('review.player')}</th>
                <th scope="col">{t('review.accuracy')}</th>
                <th scope="col">{t('review.decisions')}</th>
              </tr>
            </thead>
            <tbody>
              {review.seats.map((s) => (
                <tr key={s.seat} data-testid={`review-accuracy-${s.seat}`}>
                  <td>
                    <svg width="24" height="8" aria-hidden="true">
                      <line
                        x1="0"
                        y1="4"
                        x2="24"
                        y2="4"
                        stroke={SEAT_LINES[s.seat].colour}
                        strokeWidth="3"
                        strokeDasharray={SEAT_LINES[s.seat].dash}
                      />
                    </svg>{' '}
                    {usernames[s.seat]}
                  </td>
                  <td>{s.accuracy.toFixed(1)} %</td>
                  <td>{s.decisions}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ChanceGraph review={review} step={step} last={last} usernames={usernames} />
          <CurrentDecision review={review} step={step} usernames={usernames} />
          <h3>{t('review.keyMoments')}</h3>
          {review.keyMoments.length === 0 ? (
            <p className="muted small">{t('review.noKeyMoments')}</p>
          ) : (
            <ol className="review-moments" data-testid="review-key-moments">
              {review.keyMoments.map((i) => {
                const d = review.decisions[i];
                return (
                  <li key={i}>
                    <button type="button" className="link-button" onClick={() => onSelect(d.seq - 1)}>
                      {t('review.moment', {
                        seq: d.seq,
                        name: usernames[d.seat],
                        move: moveText(d.played, t),
                        loss: percent(d.loss),
                      })}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          {review.depth === 'default' && (
            <button type="button" className="button" onClick={() => void deeper()}>
              {t('review.deeper')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function ChanceGraph({
  review,
  step,
  last,
  usernames,
}: {
  review: MatchReview;
  step: number;
  last: number;
  usernames: readonly string[];
}) {
  const t = useT();
  const width = 320;
  const height = 120;
  const x = (seq: number) => (last === 0 ? 0 : (seq / last) * width);
  const y = (chance: number) => height - chance * height;
  return (
    <figure className="review-graph">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="review-graph-caption"
        data-testid="review-graph"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={height / 2} x2={width} y2={height / 2} stroke="#888" strokeDasharray="2 4" />
        {review.seats.map((s) => (
          <polyline
            key={s.seat}
            fill="none"
            stroke={SEAT_LINES[s.seat].colour}
            strokeWidth="2"
            strokeDasharray={SEAT_LINES[s.seat].dash}
            points={s.chances.map((p) => `${x(p.seq).toFixed(1)},${y(p.chance).toFixed(1)}`).join(' ')}
          />
        ))}
        <line x1={x(step)} y1="0" x2={x(step)} y2={height} stroke="#000" strokeWidth="1" />
      </svg>
      <figcaption id="review-graph-caption" className="small muted">
        {t('review.graph', { names: review.seats.map((s) => usernames[s.seat]).join(', ') })}
      </figcaption>
    </figure>
  );
}

/** The decision taken right after the step the replay shows: what it was worth, and what was best. */
function CurrentDecision({
  review,
  step,
  usernames,
}: {
  review: MatchReview;
  step: number;
  usernames: readonly string[];
}) {
  const t = useT();
  const d = review.decisions.find((x) => x.seq === step + 1);
  if (!d)
    return (
      <p className="small muted" data-testid="review-decision">
        {t('review.noDecision')}
      </p>
    );
  return (
    <div className="small" data-testid="review-decision">
      <p>
        {t('review.played', { name: usernames[d.seat], move: moveText(d.played, t), chance: percent(d.playedValue) })}
      </p>
      <p>{t('review.best', { move: moveText(d.bestMove, t), chance: percent(d.bestValue) })}</p>
      <p>
        {t(d.hindsightMethod === 'exact' ? 'review.hindsightExact' : 'review.hindsightRollouts', {
          played: percent(d.hindsightPlayedValue),
          move: moveText(d.hindsightBestMove, t),
          best: percent(d.hindsightBestValue),
        })}
      </p>
    </div>
  );
}
