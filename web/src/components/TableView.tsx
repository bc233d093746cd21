import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { Decision, Match, Move } from '../api/types';
import { cardLabel, sortCards } from '../game/cards';
import { handCards, isMyTurn } from '../game/turn';
import { useT } from '../i18n';
import { CardBacks, CardButton, CardRow } from './CardView';
import { DecisionPrompt } from './DecisionPrompt';
import { SeatPanel } from './SeatPanel';
import { Standings } from './Standings';
import { TrickArea } from './TrickArea';

const POSITIONS: Record<number, ('left' | 'top' | 'right')[]> = {
  2: ['top'],
  3: ['left', 'right'],
  4: ['left', 'top', 'right'],
};

interface TableViewProps {
  match: Match;
  /** Live play: the viewer's legal moves for this version, and what to do with a choice. */
  live?: {
    /** Null until the legal moves for this version have arrived. */
    legal: readonly Move[] | null;
    busy: boolean;
    onPlay(card: string): void;
    onDecide(decision: Decision): void;
    /** Confirm before a card is sent (docs/correspondence.md): a tap chooses, Send sends, Undo takes it back. */
    confirm?: boolean;
  };
  /** Whose side of the table is at the bottom when the viewer has no seat (replays). */
  perspective?: number;
  /** More panels for the side column (the game log). */
  aside?: ReactNode;
  /** Since when the seat to act has been due (the last event's time). */
  dueSince?: string | null;
  /** Shown over the middle of the table (the power banners), never over the turn indicator or the result. */
  banners?: ReactNode;
  /** The end of the match, where the player was looking: in place of the hand. */
  result?: ReactNode;
}

/**
 * The table as one player sees it: the others around it (clockwise from the viewer, 2–4 seats), the
 * trick in the middle, the viewer's own seat, hand and decisions at the bottom — on phones in a dock
 * that stays on screen. Live play and the replay viewer both use it; only live play has buttons.
 */
export function TableView({ match, live, perspective = 0, aside, dueSince, banners, result }: TableViewProps) {
  const t = useT();
  const { table, rules } = match;
  const players = rules.players;
  const viewer = match.mySeat ?? perspective;
  const others = Array.from({ length: players - 1 }, (_, i) => (viewer + 1 + i) % players);
  const revealed = table.revealed;
  const myHand = revealed ? (revealed.hands[viewer] ?? []) : (table.hand ?? []);
  const myFollowers = revealed ? (revealed.followerPiles[viewer] ?? []) : (table.followerPile ?? []);
  const mySeat = table.seats[viewer];
  const name = mySeat?.username ?? '';
  return (
    <div className={`table-grid players-${players}`}>
      {others.map((seat, i) => (
        <SeatPanel
          key={seat}
          match={match}
          seat={table.seats[seat]}
          position={POSITIONS[players][i]}
          hand={revealed?.hands[seat]}
          dueSince={dueSince}
        />
      ))}
      <TrickArea match={match} overlay={banners} />
      <div className={`me${live ? ' me-live' : ''}`} data-testid="me">
        <div className="dock">
          {result}
          {live && (
            <DecisionPrompt
              match={match}
              legal={live.legal ?? []}
              busy={live.busy || live.legal === null}
              onDecide={live.onDecide}
            />
          )}
          {live ? (
            <Hand
              match={match}
              legal={live.legal}
              busy={live.busy}
              onPlay={live.onPlay}
              confirm={live.confirm === true}
            />
          ) : !revealed && table.hand === null ? (
            // A spectator of a running match (the watch page): this hand is as hidden as the others'.
            <section className="hand" aria-label={t('hand.theirs', { name })} data-testid="hidden-hand">
              <CardBacks count={mySeat?.handSize ?? 0} label={t('seat.hand')} />
            </section>
          ) : myHand.length === 0 && table.phase === 'over' ? null : (
            <section className="hand" aria-label={t('hand.theirs', { name })}>
              <h2>{t('hand.theirsCount', { name, n: myHand.length })}</h2>
              <CardRow
                cards={sortCards(myHand, rules.factions)}
                size="md"
                heroValues={rules.heroValues}
                empty={t('common.empty')}
              />
            </section>
          )}
        </div>
        {myFollowers.length > 0 && (
          <section className="followers" aria-label={t('hand.followers')}>
            <h3>{t(table.phase === 'one' ? 'hand.followersOne' : 'hand.followersTwo', { n: myFollowers.length })}</h3>
            <CardRow cards={sortCards(myFollowers, rules.factions)} heroValues={rules.heroValues} />
          </section>
        )}
        {mySeat && <SeatPanel match={match} seat={mySeat} position="me" />}
      </div>
      <div className="side">
        {!match.result && <Standings match={match} />}
        {aside}
      </div>
    </div>
  );
}

function Hand({
  match,
  legal,
  busy,
  onPlay,
  confirm,
}: {
  match: Match;
  legal: readonly Move[] | null;
  busy: boolean;
  onPlay(card: string): void;
  confirm: boolean;
}) {
  const t = useT();
  const cards = handCards(match, legal, t);
  // The confirm step: the card chosen but not sent yet; any new event takes the choice back.
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => setChosen(null), [match.version]);
  const choose = (card: string) => {
    if (!confirm) onPlay(card);
    else setChosen((now) => (now === card ? null : card));
  };
  const order = sortCards(
    cards.map((c) => c.card),
    match.rules.factions,
  );
  const byCard = new Map(cards.map((c) => [c.card, c]));
  const reasons = [...new Set(cards.filter((c) => !c.playable && c.reason).map((c) => c.reason as string))];
  const anyPlayable = cards.some((c) => c.playable);
  return (
    <section
      className={`hand${anyPlayable ? ' hand-active' : ''}${isMyTurn(match) ? '' : ' hand-waiting'}`}
      aria-label={t('hand.yours')}
      data-testid="hand"
    >
      <h2>{t('hand.yoursCount', { n: cards.length })}</h2>
      <div className="card-row hand-cards">
        {order.map((card, i) => {
          const c = byCard.get(card)!;
          return (
            <CardButton
              key={`${card}-${i}`}
              card={card}
              disabled={!c.playable}
              busy={busy}
              reason={c.reason}
              heroValues={match.rules.heroValues}
              selected={confirm ? chosen === card : undefined}
              onClick={() => choose(card)}
            />
          );
        })}
      </div>
      {confirm && chosen !== null && (
        <div className="confirm-send row-actions" role="group" aria-live="polite" data-testid="confirm-send">
          <span>{t('comfort.chosen', { card: cardLabel(chosen, t) })}</span>
          <button
            type="button"
            className="primary"
            disabled={busy}
            data-testid="send-card"
            onClick={() => {
              setChosen(null);
              onPlay(chosen);
            }}
          >
            {t('comfort.send')}
          </button>
          <button type="button" disabled={busy} data-testid="undo-card" onClick={() => setChosen(null)}>
            {t('comfort.undo')}
          </button>
        </div>
      )}
      {reasons.length > 0 && (
        <p className="hand-reason" data-testid="hand-reason">
          {anyPlayable ? `${t('hand.greyed')} ` : ''}
          {reasons.join('; ')}
        </p>
      )}
      {anyPlayable && reasons.length === 0 && (
        <p className="hand-reason">{match.table.trick.length === 0 ? t('hand.yourLead') : t('hand.yourTurn')}</p>
      )}
    </section>
  );
}
