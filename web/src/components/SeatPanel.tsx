import type { Match, SeatState } from '../api/types';
import { sortCards } from '../game/cards';
import { decisionName } from '../game/turn';
import { useT } from '../i18n';
import { CardBacks, CardRow } from './CardView';
import { PlayerLink } from './PlayerLink';

interface SeatPanelProps {
  match: Match;
  seat: SeatState;
  /** Where it sits around the table, relative to the viewer. */
  position: 'left' | 'top' | 'right' | 'me';
  /** Face-up hand (replays of finished matches show every hand). */
  hand?: readonly string[] | null;
  /** Since when this seat has been due (the last event's time), while it is their move. */
  dueSince?: string | null;
}

/** What everyone sees of one player (R9): hand and follower pile sizes, score pile, Gnomes, Vampire. */
export function SeatPanel({ match, seat, position, hand, dueSince }: SeatPanelProps) {
  const t = useT();
  const { table, rules } = match;
  const acting = match.status === 'running' && table.toAct?.seat === seat.seat;
  const leads = table.phase !== 'over' && table.leader === seat.seat && table.trick.length === 0;
  const isMe = seat.seat === match.mySeat;
  const heroValues = rules.heroValues;
  return (
    <section
      className={`seat pos-${position}${acting ? ' seat-acting' : ''}`}
      data-seat={seat.seat}
      aria-label={t('seat.label', { seat: seat.seat + 1, name: seat.username })}
    >
      <header className="seat-head">
        <span className="seat-name">
          <PlayerLink username={seat.username} />
          {isMe && position !== 'me' ? ` (${t('common.youLower')})` : ''}
        </span>
        {seat.isBot && (
          <span className="badge" data-testid="bot-badge">
            {t('seat.bot')}
          </span>
        )}
        {rules.players === 4 && <span className="badge">{t('seat.team', { team: seat.team + 1 })}</span>}
        {acting && (
          <span className="badge badge-acting">
            {table.toAct?.kind === 'play' ? t('seat.toPlay') : decisionName(table.toAct?.kind ?? '', t)}
          </span>
        )}
        {leads && !acting && <span className="badge">{t('seat.leads')}</span>}
      </header>
      {acting && dueSince && !isMe && (
        <p className="small muted" data-testid="due-since">
          {t('seat.dueSince', { when: new Date(dueSince).toLocaleString() })}
        </p>
      )}
      <div className="seat-counts">
        {position !== 'me' && <CardBacks count={seat.handSize} label={t('seat.hand')} />}
        <CardBacks count={seat.followerPileSize} label={t('seat.followers')} />
        <span className="pile-count">
          <strong>{seat.scorePile.length}</strong> {t('seat.scored')}
        </span>
      </div>
      {hand && hand.length > 0 && position !== 'me' && (
        <div className="seat-extra">
          <span className="label">{t('seat.handShown')}</span>
          <CardRow cards={sortCards(hand, rules.factions)} heroValues={heroValues} />
        </div>
      )}
      {seat.knownCards.length > 0 && (
        <div className="seat-extra">
          <span className="label">{t('seat.known')}</span>
          <CardRow cards={seat.knownCards} heroValues={heroValues} />
        </div>
      )}
      {seat.gnomesInFront.length > 0 && (
        <div className="seat-extra">
          <span className="label">{t('seat.gnomes')}</span>
          <CardRow cards={seat.gnomesInFront} heroValues={heroValues} />
        </div>
      )}
      {seat.activeVampire && (
        <div className="seat-extra">
          <span className="label">{t('seat.vampire', { count: seat.underVampire.length })}</span>
          <CardRow cards={[seat.activeVampire, ...seat.underVampire]} heroValues={heroValues} />
        </div>
      )}
      {seat.scorePile.length > 0 && (
        <details className="seat-extra score-pile" open={table.phase === 'over'}>
          <summary>{t('seat.scorePile', { n: seat.scorePile.length })}</summary>
          <CardRow cards={sortCards(seat.scorePile, rules.factions)} heroValues={heroValues} />
        </details>
      )}
    </section>
  );
}
