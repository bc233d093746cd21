import type { Match } from '../api/types';
import { cardLabel, factionOf, factionName } from '../game/cards';
import { seatName } from '../game/turn';
import { CardRow, CardView } from './CardView';

const PHASE_NAMES: Record<string, string> = { one: 'Phase one', two: 'Phase two', over: 'Game over' };

/** The middle of the table: prizes, the trick in play, the last trick, and the shared piles. */
export function TrickArea({ match }: { match: Match }) {
  const { table, rules } = match;
  const heroValues = rules.heroValues;
  const led = table.trick[0] ? factionOf(table.trick[0].card) : null;
  const last = table.lastTrick;
  return (
    <section className="center" aria-label="Table">
      <div className="facts">
        <span className="fact">{PHASE_NAMES[table.phase] ?? table.phase}</span>
        {table.phase !== 'over' && <span className="fact">Trick {table.trickNumber}</span>}
        <span
          className={`fact moon moon-${table.moon}`}
          title="R5 Werewolves: with no moon the lowest Werewolf wins; with a full moon the highest"
        >
          {table.moon === 'full' ? '● Full moon' : '○ No moon'}
        </span>
        <span className="fact" title="Cards left in the draw pile">
          Draw pile {table.drawPileSize}
        </span>
        <span className="fact" title="Cards in the face-up discard pile">
          Discards {table.discardPileSize}
        </span>
        {table.removedFromGameCount > 0 && (
          <span className="fact" title="Cards that left the game unseen">
            Out of game {table.removedFromGameCount}
          </span>
        )}
      </div>

      <div className="center-grid">
        {table.phase === 'one' && (
          <div className="zone prizes" aria-label="Prizes">
            <h3>{table.prizes.length > 1 ? 'Prizes' : 'Prize'}</h3>
            <CardRow cards={table.prizes} size="md" heroValues={heroValues} empty="none" />
          </div>
        )}
        <div className="zone trick" aria-label="Current trick">
          <h3>
            Trick
            {led && <span className="led"> — {factionName(led)} led</span>}
            {!led && table.trick.length > 0 && <span className="led"> — hero led, anything follows</span>}
          </h3>
          {table.trick.length === 0 ? (
            <span className="muted">
              {table.phase === 'over' ? 'No more tricks.' : `${seatName(match, table.leader)} leads.`}
            </span>
          ) : (
            <div className="card-row">
              {table.trick.map((p) => (
                <CardView
                  key={`${p.seat}-${p.card}`}
                  card={p.card}
                  heroValues={heroValues}
                  caption={seatName(match, p.seat)}
                />
              ))}
            </div>
          )}
        </div>
        {table.cube && (
          <div className="zone" aria-label="Gelatinous Cube">
            <h3>Gelatinous Cube</h3>
            <CardRow cards={[table.cube.cube, table.cube.under]} heroValues={heroValues} />
            <span className="muted small">The next trick’s winner takes both (R7).</span>
          </div>
        )}
        {table.setAsideTrolls.length > 0 && (
          <div className="zone" aria-label="Set-aside Trolls">
            <h3>Set-aside Trolls</h3>
            <CardRow cards={table.setAsideTrolls} heroValues={heroValues} />
          </div>
        )}
      </div>

      {last && (
        <div className="zone last-trick" aria-label="Last trick">
          <h3>
            Last trick ({last.phase === 'one' ? 'phase one' : 'phase two'}, trick {last.trickNumber}):{' '}
            {last.winner === null ? 'nobody won (Gelatinous Cube)' : `${seatName(match, last.winner)} won`}
          </h3>
          <div className="card-row">
            {last.plays.map((p) => (
              <CardView
                key={`${p.seat}-${p.card}`}
                card={p.card}
                size="sm"
                heroValues={heroValues}
                caption={seatName(match, p.seat)}
                highlight={p.seat === last.winner}
              />
            ))}
          </div>
          {last.prizes.length > 0 && (
            <span className="muted small">
              Prize{last.prizes.length > 1 ? 's' : ''}: {last.prizes.map(cardLabel).join(', ')}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
