import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ClubMatchView } from '../api/club-operations';
import {
  answerClubMatch,
  cancelClubMatch,
  challengeClub,
  findClubNamed,
  signUpForClubMatch,
  withdrawFromClubMatch,
} from '../api/club-operations';
import { PlayerLink } from '../components/PlayerLink';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';

/** A score as a person writes it: 1½ rather than 1.5. */
function points(n: number): string {
  const whole = Math.floor(n);
  return n - whole === 0.5 ? `${whole === 0 ? '' : whole}½` : String(whole);
}

/**
 * A club's matches against other clubs (docs/players.md "Club matches"): each with its boards' players, links to
 * their matches (to watch them as anyone may: never a card here, R9), the live score and the sign-up deadline;
 * an admin's challenge form, answers and seating of members, a member's sign-up.
 */
export function ClubMatches(props: {
  clubId: string;
  matches: ClubMatchView[];
  role: 'owner' | 'admin' | 'member' | null;
  me: string | null;
  /** The club's members' names, offered when an admin seats one on a board. */
  members: readonly string[];
  act: (work: Promise<unknown>, done?: string | null) => Promise<void>;
}) {
  const t = useT();
  const { clubId, matches, role, me, members, act } = props;
  const isAdmin = role === 'owner' || role === 'admin';
  return (
    <section className="panel" aria-labelledby="club-matches-title" data-testid="club-matches">
      <h2 id="club-matches-title">{t('clubMatches.title')}</h2>
      {matches.length === 0 ? (
        <p className="muted">{t('clubMatches.none')}</p>
      ) : (
        matches.map((m) => {
          const ours = m.clubId === clubId;
          const onBoard = me !== null && m.board.some((b) => b.home === me || b.away === me);
          // This club's side: seat 0 (home) when it challenged, seat 1 otherwise.
          const ourPlayer = (b: ClubMatchView['board'][number]) => (ours ? b.home : b.away);
          const seating = isAdmin && m.status === 'signup';
          return (
            <article
              key={m.id}
              className="club-match"
              data-testid="club-match"
              data-status={m.status}
              aria-labelledby={`club-match-${m.id}`}
            >
              <h3 id={`club-match-${m.id}`}>
                <Link to={`/clubs/${m.clubId}`}>{m.clubName}</Link> {points(m.score)} – {points(m.opponentScore)}{' '}
                <Link to={`/clubs/${m.opponentClubId}`}>{m.opponentName}</Link>
              </h3>
              <p className="muted small" data-testid="club-match-status">
                {t(`clubMatches.status.${m.status}`)} ·{' '}
                {t('clubMatches.boardsDone', { done: m.finishedBoards, count: m.boards })}
                {m.rated && <> · {t('audience.rated')}</>}
                {m.signUpClosesAt !== null && (
                  <>
                    {' '}
                    ·{' '}
                    <span data-testid="club-match-closes">
                      {t('clubMatches.closesAt', {
                        date: new Date(m.signUpClosesAt).toLocaleString(currentLanguage()),
                      })}
                    </span>
                  </>
                )}
              </p>
              <div className="table-scroll">
                <table className="standings-table" data-testid="club-match-boards">
                  <thead>
                    <tr>
                      <th scope="col">{t('clubMatches.board')}</th>
                      <th scope="col">{m.clubName}</th>
                      <th scope="col">{m.opponentName}</th>
                      <th scope="col">{t('clubMatches.result')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {m.board.map((b) => (
                      <tr key={b.board} data-testid="club-match-board" data-match={b.matchId ?? ''}>
                        <td>{b.board}</td>
                        {[b.home, b.away].map((player, side) => (
                          <td key={side}>
                            {player ? <PlayerLink username={player} /> : t('clubMatches.free')}
                            {seating && player !== null && player === ourPlayer(b) && player !== me && (
                              <>
                                {' '}
                                <button
                                  type="button"
                                  onClick={() => void act(withdrawFromClubMatch(m.id, player))}
                                  data-testid="club-match-take-off"
                                >
                                  {t('clubMatches.takeOff', { name: player })}
                                </button>
                              </>
                            )}
                          </td>
                        ))}
                        <td>
                          {b.homePoints !== null && b.awayPoints !== null
                            ? `${points(b.homePoints)} – ${points(b.awayPoints)}`
                            : ''}{' '}
                          {b.forfeit ? (
                            <span className="muted small" data-testid="club-match-forfeit">
                              {t('clubMatches.forfeit')}
                            </span>
                          ) : (
                            b.homePoints !== null &&
                            b.matchId === null && <span className="muted small">{t('clubMatches.unplayed')}</span>
                          )}
                          {b.matchId && (
                            <Link to={`/watch/${b.matchId}`}>{t('clubMatches.watch', { board: b.board })}</Link>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p>
                {isAdmin && !ours && m.status === 'proposed' && (
                  <>
                    <button
                      type="button"
                      onClick={() => void act(answerClubMatch(m.id, true))}
                      data-testid="club-match-accept"
                    >
                      {t('clubMatches.accept', { name: m.clubName })}
                    </button>
                    <button type="button" onClick={() => void act(answerClubMatch(m.id, false))}>
                      {t('clubMatches.decline', { name: m.clubName })}
                    </button>
                  </>
                )}
                {isAdmin && ours && (m.status === 'proposed' || m.status === 'signup') && (
                  <button type="button" onClick={() => void act(cancelClubMatch(m.id))}>
                    {t('clubMatches.cancel')}
                  </button>
                )}
                {role !== null && m.status === 'signup' && !onBoard && (
                  <button
                    type="button"
                    onClick={() => void act(signUpForClubMatch(m.id))}
                    data-testid="club-match-sign-up"
                  >
                    {t('clubMatches.signUp')}
                  </button>
                )}
                {m.status === 'signup' && onBoard && (
                  <button type="button" onClick={() => void act(withdrawFromClubMatch(m.id))}>
                    {t('clubMatches.withdraw')}
                  </button>
                )}
              </p>
              {seating && m.board.some((b) => ourPlayer(b) === null) && (
                <SeatForm
                  matchId={m.id}
                  candidates={members.filter((name) => !m.board.some((b) => b.home === name || b.away === name))}
                  act={act}
                />
              )}
            </article>
          );
        })
      )}
      {isAdmin && <ChallengeForm clubId={clubId} act={act} />}
    </section>
  );
}

/** An admin puts a member of their club on the club's first free board (docs/players.md "Club matches"). */
function SeatForm(props: {
  matchId: string;
  candidates: readonly string[];
  act: (work: Promise<unknown>, done?: string | null) => Promise<void>;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const listId = `club-match-seat-${props.matchId}`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const username = name.trim();
    if (username === '') return;
    await props.act(signUpForClubMatch(props.matchId, username), t('clubMatches.seated', { name: username }));
    setName('');
  };
  return (
    <form className="inline-form" onSubmit={(e) => void submit(e)} data-testid="club-match-seat-form">
      <label>
        {t('clubMatches.seatMember')}
        <input
          value={name}
          required
          maxLength={40}
          list={listId}
          onChange={(e) => setName(e.target.value)}
          data-testid="club-match-seat-name"
        />
      </label>
      <datalist id={listId}>
        {props.candidates.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <button type="submit" data-testid="club-match-seat">
        {t('clubMatches.seat')}
      </button>
    </form>
  );
}

function ChallengeForm(props: {
  clubId: string;
  act: (work: Promise<unknown>, done?: string | null) => Promise<void>;
}) {
  const t = useT();
  const [opponent, setOpponent] = useState('');
  const [boards, setBoards] = useState(2);
  const [preset, setPreset] = useState('claim');
  const [days, setDays] = useState(3);
  const [rated, setRated] = useState(false);
  const [closes, setCloses] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const opponentId = await findClubNamed(opponent);
    if (opponentId === null) {
      setProblem(t('clubMatches.noSuchClub', { name: opponent.trim() }));
      return;
    }
    setProblem(null);
    await props.act(
      challengeClub(
        props.clubId,
        opponentId,
        boards,
        { preset, daysPerMove: days, rated },
        // datetime-local is the reader's local time: sent as the instant it names.
        closes === '' ? null : new Date(closes).toISOString(),
      ),
      t('clubMatches.challenged', { name: opponent.trim() }),
    );
  };
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="club-match-form" aria-labelledby="club-match-form-title">
      <h3 id="club-match-form-title">{t('clubMatches.challengeTitle')}</h3>
      {problem !== null && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <label>
        {t('clubMatches.opponent')}
        <input
          value={opponent}
          required
          maxLength={40}
          onChange={(e) => setOpponent(e.target.value)}
          data-testid="club-match-opponent"
        />
      </label>
      <label>
        {t('clubMatches.boards')}
        <input
          type="number"
          min={1}
          max={32}
          value={boards}
          required
          onChange={(e) => setBoards(Number(e.target.value))}
          data-testid="club-match-boards-count"
        />
      </label>
      <label>
        {t('clubMatches.preset')}
        <select value={preset} onChange={(e) => setPreset(e.target.value)}>
          <option value="claim">claim</option>
          <option value="claim2">claim2</option>
        </select>
      </label>
      <label>
        {t('clubMatches.daysPerMove')}
        <input type="number" min={1} max={14} value={days} required onChange={(e) => setDays(Number(e.target.value))} />
      </label>
      <label>
        {t('clubMatches.signUpClosesAt')}
        <input
          type="datetime-local"
          data-testid="club-match-closes-at"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
        />
      </label>
      <label>
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} /> {t('clubMatches.rated')}
      </label>
      <button type="submit" data-testid="club-match-challenge">
        {t('clubMatches.challenge')}
      </button>
    </form>
  );
}
