import type { Match, SeatState } from '../api/types';
import { sortCards } from '../game/cards';
import { CardBacks, CardRow } from './CardView';

interface SeatPanelProps {
  match: Match;
  seat: SeatState;
  /** Where it sits around the table, relative to the viewer. */
  position: 'left' | 'top' | 'right' | 'me';
  /** Face-up hand (replays of finished matches show every hand). */
  hand?: readonly string[] | null;
}

/** What everyone sees of one player (R9): hand and follower pile sizes, score pile, Gnomes, Vampire. */
export function SeatPanel({ match, seat, position, hand }: SeatPanelProps) {
  const { table, rules } = match;
  const acting = match.status === 'running' && table.toAct?.seat === seat.seat;
  const leads = table.phase !== 'over' && table.leader === seat.seat && table.trick.length === 0;
  const isMe = seat.seat === match.mySeat;
  const heroValues = rules.heroValues;
  return (
    <section
      className={`seat pos-${position}${acting ? ' seat-acting' : ''}`}
      data-seat={seat.seat}
      aria-label={`Seat ${seat.seat}: ${seat.username}`}
    >
      <header className="seat-head">
        <span className="seat-name">
          {seat.username}
          {isMe && position !== 'me' ? ' (you)' : ''}
        </span>
        {rules.players === 4 && <span className="badge">team {seat.team + 1}</span>}
        {acting && <span className="badge badge-acting">{table.toAct?.kind === 'play' ? 'to play' : 'deciding'}</span>}
        {leads && !acting && <span className="badge">leads</span>}
      </header>
      <div className="seat-counts">
        {position !== 'me' && <CardBacks count={seat.handSize} label="hand" />}
        <CardBacks count={seat.followerPileSize} label="followers" />
        <span className="pile-count" title="Cards in the face-up score pile">
          <strong>{seat.scorePile.length}</strong> scored
        </span>
      </div>
      {hand && hand.length > 0 && position !== 'me' && (
        <div className="seat-extra">
          <span className="label">Hand</span>
          <CardRow cards={sortCards(hand, rules.factions)} heroValues={heroValues} />
        </div>
      )}
      {seat.knownCards.length > 0 && (
        <div className="seat-extra">
          <span className="label">Known to you</span>
          <CardRow cards={seat.knownCards} heroValues={heroValues} />
        </div>
      )}
      {seat.gnomesInFront.length > 0 && (
        <div className="seat-extra">
          <span className="label">Gnomes in front</span>
          <CardRow cards={seat.gnomesInFront} heroValues={heroValues} />
        </div>
      )}
      {seat.activeVampire && (
        <div className="seat-extra">
          <span className="label">
            Active Vampire{seat.underVampire.length ? ` and ${seat.underVampire.length} under it` : ''}
          </span>
          <CardRow cards={[seat.activeVampire, ...seat.underVampire]} heroValues={heroValues} />
        </div>
      )}
      {seat.scorePile.length > 0 && (
        <details className="seat-extra score-pile" open={table.phase === 'over'}>
          <summary>Score pile ({seat.scorePile.length})</summary>
          <CardRow cards={sortCards(seat.scorePile, rules.factions)} heroValues={heroValues} />
        </details>
      )}
    </section>
  );
}
