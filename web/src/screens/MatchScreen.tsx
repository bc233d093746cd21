import { useEffect, useMemo, useRef, useState } from 'react';
import * as api from '../api/operations';
import { checkDeal } from '../api/entropy';
import * as comfort from '../api/comfort-operations';
import { fetchSameNetworkSeats } from '../api/fairplay-operations';
import type { ConfirmMoves, GroupRematch } from '../api/comfort-operations';
import type { Decision, TurnEntry } from '../api/types';
import { Banners } from '../components/Banner';
import { matchChannel } from '../api/chat-operations';
import { ChatPanel } from '../components/ChatPanel';
import { ClocksPanel } from '../components/ClocksPanel';
import { ForcedMovesChoice } from '../components/ForcedMovesChoice';
import { GameLog } from '../components/GameLog';
import { NotesPanel } from '../components/NotesPanel';
import { OrdersPanel } from '../components/OrdersPanel';
import { PowerTips } from '../components/PowerTips';
import { Icon } from '../components/Icon';
import { ResultPanel } from '../components/ResultPanel';
import { TableView } from '../components/TableView';
import type { TimeControlChoice } from '../components/TimeControlFields';
import { TimeControlFields, choiceOf, timeControlInput } from '../components/TimeControlFields';
import { rulesSummary } from '../game/cards';
import { storyWords } from '../game/story';
import { formerSeat, isMyTurn, matchTitle, turnText } from '../game/turn';
import { useLiveMatch } from '../game/useLiveMatch';
import { currentLanguage, useT } from '../i18n';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { useLoaded } from '../components/use-loaded';
import { play } from '../sound';
import { deadlineText, errorText } from '../util';

/** A match, live: the table, the story, the prompts; the live-sync protocol is `useLiveMatch`'s. */
export function MatchScreen({ id }: { id: string }) {
  const t = useT();
  const chatChannel = useMemo(() => matchChannel(id), [id]);
  const { match, story, fresh, legal, busy, error, notice, sync, lastEventAt, send } = useLiveMatch(id);
  const { user } = useSession();
  const [rematchNote, setRematchNote] = useState<string | null>(null);
  const [rematchError, setRematchError] = useState<unknown>(null);
  const [rematchBusy, setRematchBusy] = useState(false);
  // The rarely used actions (forced moves, call off, leave to the computer, resign): a menu on phones.
  const [menuOpen, setMenuOpen] = useState(false);
  // Null: the rematch keeps the match's time control; a choice: the player changed it.
  const [rematchClock, setRematchClock] = useState<TimeControlChoice | null>(null);
  const myTurn = match !== null && isMyTurn(match);
  // The story event a note is about (chosen in the log), or null: a note on the match.
  const [noteSeq, setNoteSeq] = useState<number | null>(null);
  // Confirm before a card is sent (docs/correspondence.md): the account's setting, read once.
  const seated = match?.mySeat != null;
  // The moves the player's own standing orders played, as their orders panel last read them (the log marks them).
  const [firedByOrders, setFiredByOrders] = useState<readonly number[]>([]);
  const confirmMoves = useLoaded<ConfirmMoves | null>(
    seated ? 'seated' : 'onlooker',
    () => (seated ? comfort.fetchConfirmMoves() : Promise.resolve(null)),
    null,
  );
  // A finished 3–4 player match's rematch: every seat accepts (docs/correspondence.md).
  const [groupRematch, setGroupRematch] = useState<GroupRematch | null>(null);
  const groupFinished =
    match !== null && match.status === 'finished' && match.mySeat !== null && match.rules.players > 2;
  useEffect(() => {
    if (!groupFinished) return;
    let cancelled = false;
    comfort.fetchGroupRematch(id).then(
      (found) => !cancelled && setGroupRematch(found),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [id, groupFinished]);

  // BGA's rule (docs/fair-play.md): while the match runs, warn when two seats play from one network or
  // device. The server answers seat numbers only, the same for every viewer; never an address.
  const [sameNetwork, setSameNetwork] = useState<number[][]>([]);
  const runningNow = match?.status === 'running';
  useEffect(() => {
    setSameNetwork([]);
    if (!runningNow) return;
    let cancelled = false;
    fetchSameNetworkSeats(id).then(
      (pairs) => !cancelled && setSameNetwork(pairs),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [id, runningNow]);

  // With a time control, the player's own deadline (myTurn).
  const [turn, setTurn] = useState<TurnEntry | null>(null);
  const version = match?.version;
  useEffect(() => {
    setTurn(null);
    if (!myTurn) return;
    let cancelled = false;
    api
      .fetchMyTurn()
      .then((turns) => !cancelled && setTurn(turns.find((x) => x.matchId === id) ?? null))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id, myTurn, version]);

  useEffect(() => {
    document.title = match && myTurn ? `● ${t('turn.yourTurnTitle')} — Claim` : 'Claim';
    return () => {
      document.title = 'Claim';
    };
  }, [match, myTurn, t]);

  // The match ended while the table was open: the result takes the player's eye (and the focus).
  const [endedHere, setEndedHere] = useState(false);
  const seenRunning = useRef(false);
  useEffect(() => {
    if (match?.status === 'running') seenRunning.current = true;
    else if (match && seenRunning.current) setEndedHere(true);
  }, [match]);

  // Sounds (when switched on): your turn, and a trick you won.
  const wasMyTurn = useRef(false);
  useEffect(() => {
    if (myTurn && !wasMyTurn.current && fresh.length > 0) play('turn');
    wasMyTurn.current = myTurn;
  }, [myTurn, fresh]);
  const soundedUpTo = useRef(-1);
  useEffect(() => {
    const mine = match?.mySeat;
    const news = fresh.filter((e) => e.seq > soundedUpTo.current);
    if (news.length === 0) return;
    soundedUpTo.current = news[news.length - 1].seq;
    if (mine == null) return;
    if (news.some((e) => e.entries.some((x) => x.kind === 'trickWon' && x.seat === mine))) play('won');
  }, [fresh, match?.mySeat]);

  // A finished 2-player match can be played again: an offer the opponent accepts, or, if they offered
  // first, the new match at once.
  // Against the computer alone (its accounts are the only names with a dot), any number of players:
  // the same match again at once.
  const vsComputer =
    match !== null &&
    match.seats.every((s) => s.seat === match.mySeat || (s.isBot && s.username.startsWith('computer.')));
  const rematch = async () => {
    setRematchBusy(true);
    setRematchError(null);
    try {
      if (vsComputer) {
        navigate(`/match/${await api.rematchComputer(id)}`);
        return;
      }
      const offer = await api.offerRematch(id, rematchClock && timeControlInput(rematchClock));
      if (offer.matchId) navigate(`/match/${offer.matchId}`);
      else setRematchNote(t('match.rematchOffered', { who: offer.challenged }));
    } catch (e) {
      setRematchError(e);
    } finally {
      setRematchBusy(false);
    }
  };

  const answerGroupRematch = async (accept: boolean) => {
    setRematchBusy(true);
    setRematchError(null);
    try {
      const now = await (accept ? comfort.acceptGroupRematch(id) : comfort.declineGroupRematch(id));
      setGroupRematch(now);
      if (now.newMatchId) navigate(`/match/${now.newMatchId}`);
    } catch (e) {
      setRematchError(e);
    } finally {
      setRematchBusy(false);
    }
  };

  const resign = () => {
    const question = match?.rules.players === 3 ? t('match.resignConfirm3') : t('match.resignConfirm');
    if (!window.confirm(question)) return;
    void send(() => api.resign(id));
  };

  if (!match) {
    return (
      <main className="page">
        {error ? (
          <section className="panel" data-testid="error-page">
            <h1>{t('match.cannotOpen')}</h1>
            <p className="error">{errorText(error, t)}</p>
            <p>
              <Link to="/matches" className="button">
                {t('nav.backToMatches')}
              </Link>{' '}
              <Link to="/" className="button">
                {t('nav.backToGames')}
              </Link>
            </p>
          </section>
        ) : (
          <p className="muted">{t('match.loading')}</p>
        )}
      </main>
    );
  }
  const words = storyWords(match, t);
  const running = match.status === 'running';
  // The computer plays the user's former seat: they watch as a spectator (R9) but still write in the chat.
  const left = formerSeat(match, user?.username);
  const clocks = (
    <ClocksPanel match={match} busy={busy} onClaim={(claim) => void send(() => api.claimTimeout(id, claim))} />
  );
  // A seated player's clocks are details for the menu, unless a win on time can be claimed now.
  const claimable = match.canClaimTimeoutAt !== null && Date.parse(match.canClaimTimeoutAt) <= Date.now();
  const clocksInMenu = running && match.mySeat !== null && !claimable;
  // Whether this browser's entropy contribution is in the deal (docs/players.md "A deal no one can choose").
  const deal = match.mySeat === null ? null : checkDeal(match.entropy, match.mySeat);
  return (
    <main className="page match-page" data-version={match.version} data-status={match.status}>
      <header className="match-head">
        <div>
          <h1>{matchTitle(match, t)}</h1>
          <p className="muted small">{rulesSummary(match.rules, t)}</p>
        </div>
        <div className="turn-box">
          <p className={`turn${myTurn ? ' turn-mine' : ''}`} aria-live="polite" data-testid="turn">
            {turnText(match, t)}
          </p>
          {myTurn && turn?.deadline && (
            <p className="small deadline">{deadlineText(turn.deadline, t, currentLanguage())}</p>
          )}
          {sync !== 'live' && (
            <p className={`sync sync-${sync}`} role="status" data-testid="sync" data-sync={sync}>
              {t(`match.sync.${sync}`)}
            </p>
          )}
        </div>
        <div className="row-actions">
          {match.status === 'finished' && match.mySeat !== null && (match.rules.players === 2 || vsComputer) && (
            <button type="button" onClick={() => void rematch()} disabled={rematchBusy}>
              {t('match.rematch')}
            </button>
          )}
          {!running && (
            <Link to={`/replay/${match.id}`} className="button">
              {t('match.replay')}
            </Link>
          )}
        </div>
        {running && match.mySeat !== null && (
          <div className={`table-menu${menuOpen ? ' table-menu-open' : ''}`}>
            <button
              type="button"
              className="table-menu-toggle icon-button"
              aria-expanded={menuOpen}
              aria-controls="table-menu-body"
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="table-menu"
            >
              <Icon name="menu" /> {t('match.menu')}
            </button>
            <div className="table-menu-body" id="table-menu-body">
              {clocksInMenu && clocks}
              {!match.replacedSeats.includes(match.mySeat) && <ForcedMovesChoice matchId={match.id} />}
              <div className="row-actions">
                {match.version === 0 && (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => window.confirm(t('clocks.abortConfirm')) && void send(() => api.abort(id))}
                  >
                    {t('clocks.abort')}
                  </button>
                )}
                {match.rules.players > 2 &&
                  !match.replacementRequestedBy.includes(match.mySeat) &&
                  !match.replacedSeats.includes(match.mySeat) && (
                    <button
                      type="button"
                      data-testid="request-replacement"
                      onClick={() => void send(() => api.requestReplacement(id))}
                      disabled={busy}
                    >
                      {t('match.requestReplacement')}
                    </button>
                  )}
                <button type="button" className="danger" onClick={resign} disabled={busy}>
                  {t('match.resign')}
                </button>
              </div>
            </div>
          </div>
        )}
      </header>
      <PowerTips matchId={match.id} fresh={fresh} />
      {deal !== null && (
        <p className={deal === 'mismatch' ? 'error small' : 'muted small'} data-testid="deal-check" data-deal={deal}>
          {t(`match.deal.${deal}`)}
        </p>
      )}
      {(error !== null || rematchError !== null) && (
        <p className="error" role="alert">
          {errorText(error ?? rematchError, t)}
        </p>
      )}
      {notice && <p className="notice">{t(`match.notice.${notice}`)}</p>}
      {left !== null && (
        <p className="notice" data-testid="replaced-notice">
          {t('match.replacedYou')}
        </p>
      )}
      {running &&
        sameNetwork.map(([a, b]) => (
          <p className="notice" role="status" data-testid="same-network" key={`${a}-${b}`}>
            {t('match.sameNetwork', {
              names: `${match.seats[a]?.username ?? a}, ${match.seats[b]?.username ?? b}`,
            })}
          </p>
        ))}
      {rematchNote && <p className="notice">{rematchNote}</p>}
      {groupFinished && !vsComputer && (
        <GroupRematchOffer
          rematch={groupRematch}
          me={user?.username ?? ''}
          busy={rematchBusy}
          onAnswer={(accept) => void answerGroupRematch(accept)}
        />
      )}
      {match.status === 'finished' && match.mySeat !== null && match.rules.players === 2 && !vsComputer && (
        <details className="panel rematch-clock">
          <summary>{t('match.rematchClock')}</summary>
          <TimeControlFields
            name="rematch"
            value={rematchClock ?? choiceOf(match.timeControl)}
            onChange={setRematchClock}
            // A rematch of a match with a clock keeps a clock: it cannot be asked for without one.
            kinds={match.timeControl ? ['days', 'bank'] : undefined}
          />
        </details>
      )}
      {!clocksInMenu && clocks}
      <TableView
        match={match}
        live={
          running && match.mySeat !== null
            ? {
                legal,
                busy,
                onPlay: (card) => void send((v) => api.playCard(id, card, v)),
                onDecide: (decision: Decision) => void send((v) => api.decide(id, decision, v)),
                confirm:
                  confirmMoves !== null &&
                  (match.timeControl?.daysPerMove != null ? confirmMoves.correspondence : confirmMoves.live),
              }
            : undefined
        }
        aside={
          <>
            <GameLog
              story={story}
              words={words}
              byOrder={firedByOrders}
              picked={match.mySeat !== null ? noteSeq : undefined}
              onPick={match.mySeat !== null ? (seq) => setNoteSeq((now) => (now === seq ? null : seq)) : undefined}
            />
            {match.mySeat !== null && (
              <NotesPanel matchId={match.id} over={!running} moveSeq={noteSeq} onClearMove={() => setNoteSeq(null)} />
            )}
            {match.mySeat !== null && running && (
              <OrdersPanel
                matchId={match.id}
                version={match.version}
                factions={match.rules.factions}
                hand={match.table.hand ?? []}
                onFired={setFiredByOrders}
              />
            )}
            <ChatPanel
              channel={chatChannel}
              title={t('chat.title')}
              readOnly={(match.mySeat ?? left) === null ? t('chat.spectator') : null}
            />
          </>
        }
        dueSince={running ? lastEventAt : null}
        banners={<Banners fresh={fresh} words={words} />}
        result={!running ? <ResultPanel match={match} story={story} justEnded={endedHere} /> : undefined}
      />
    </main>
  );
}

/** The rematch of a finished 3–4 player match: who accepted, and the caller's Accept / Decline. */
function GroupRematchOffer({
  rematch,
  me,
  busy,
  onAnswer,
}: {
  rematch: GroupRematch | null;
  me: string;
  busy: boolean;
  onAnswer(accept: boolean): void;
}) {
  const t = useT();
  const accepted = rematch?.seats.filter((s) => s.accepted).length ?? 0;
  const mine = rematch?.seats.find((s) => s.username === me)?.accepted ?? false;
  return (
    <section className="panel group-rematch" data-testid="group-rematch" aria-live="polite">
      {rematch === null ? (
        <button type="button" disabled={busy} onClick={() => onAnswer(true)} data-testid="group-rematch-offer">
          {t('comfort.groupRematch')}
        </button>
      ) : rematch.status === 'pending' ? (
        <>
          <p>{t('comfort.groupOffered', { who: rematch.offeredBy, n: accepted, total: rematch.seats.length })}</p>
          <ul className="small">
            {rematch.seats.map((s) => (
              <li key={s.seat}>
                {s.username}: {s.accepted ? '✓' : '…'}
              </li>
            ))}
          </ul>
          <div className="row-actions">
            {mine ? (
              <p className="muted small">{t('comfort.groupWaiting')}</p>
            ) : (
              <button type="button" className="primary" disabled={busy} onClick={() => onAnswer(true)}>
                {t('comfort.groupAccept')}
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => onAnswer(false)}>
              {mine ? t('comfort.groupCancel') : t('comfort.groupDecline')}
            </button>
          </div>
        </>
      ) : rematch.status === 'accepted' && rematch.newMatchId ? (
        <p>
          {t('comfort.groupStarted')}{' '}
          <Link to={`/match/${rematch.newMatchId}`} className="button">
            {t('comfort.openRematch')}
          </Link>
        </p>
      ) : (
        <p className="muted">{t(rematch.status === 'declined' ? 'comfort.groupDeclined' : 'comfort.groupCancelled')}</p>
      )}
    </section>
  );
}
