import type { ReactNode } from 'react';
import type { Match } from '../api/types';
import { factionName, factionOf } from '../game/cards';
import { seatName } from '../game/turn';
import { useT } from '../i18n';
import { CardRow, CardView } from './CardView';
import { FactionChip } from './Standings';

/** The middle of the table: prizes, the trick in play, the last trick, and the shared piles. */
export function TrickArea({ match, overlay }: { match: Match; overlay?: ReactNode }) {
  const t = useT();
  const { table, rules } = match;
  const heroValues = rules.heroValues;
  const led = table.trick[0] ? factionOf(table.trick[0].card) : null;
  const last = table.lastTrick;
  const werewolves = rules.factions.includes('werewolves');
  return (
    <section className="center" aria-label={t('table.center')}>
      {overlay}
      <div className="facts">
        <span className={`fact${table.phase === 'two' ? ' fact-phase-two' : ''}`} data-testid="phase">
          {t(`table.phase.${table.phase}`)}
        </span>
        {table.phase !== 'over' && <span className="fact">{t('table.trick', { n: table.trickNumber })}</span>}
        {werewolves && (
          <span className={`fact moon moon-${table.moon}`} data-testid="moon">
            {table.moon === 'full' ? t('table.fullMoon') : t('table.noMoon')}
          </span>
        )}
        <span className="fact">{t('table.drawPile', { n: table.drawPileSize })}</span>
        {table.removedFromGameCount > 0 && (
          <span className="fact">{t('table.outOfGame', { n: table.removedFromGameCount })}</span>
        )}
      </div>

      <div className="center-grid">
        {table.phase === 'one' && (
          <div className="zone prizes" aria-label={t('table.prizes')}>
            <h2>{table.prizes.length > 1 ? t('table.prizes') : t('table.prize')}</h2>
            <CardRow cards={table.prizes} size="md" heroValues={heroValues} empty={t('common.none')} />
          </div>
        )}
        <div className="zone trick" aria-label={t('table.currentTrick')} data-testid="trick">
          <h2>
            {t('table.currentTrick')}
            {led && (
              <span className="led">
                {' '}
                — {t('table.led', { faction: factionName(led, t) })} <FactionChip faction={led} />
              </span>
            )}
            {!led && table.trick.length > 0 && <span className="led"> — {t('table.heroLed')}</span>}
          </h2>
          {table.trick.length === 0 ? (
            <span className="muted">
              {table.phase === 'over'
                ? t('table.noMoreTricks')
                : t('table.leads', { who: seatName(match, table.leader) })}
            </span>
          ) : (
            <div className="card-row">
              {table.trick.map((p) => (
                <CardView
                  key={`${p.seat}-${p.card}`}
                  card={p.card}
                  heroValues={heroValues}
                  caption={seatName(match, p.seat)}
                  fresh
                />
              ))}
            </div>
          )}
        </div>
        {table.cube && (
          <div className="zone" aria-label={t('hero.gelatinous-cube')}>
            <h2>{t('hero.gelatinous-cube')}</h2>
            <CardRow cards={[table.cube.cube, table.cube.under]} heroValues={heroValues} />
            <span className="muted small">{t('table.cubeWaits')}</span>
          </div>
        )}
        {table.setAsideTrolls.length > 0 && (
          <div className="zone" aria-label={t('table.setAsideTrolls')}>
            <h2>{t('table.setAsideTrolls')}</h2>
            <CardRow cards={table.setAsideTrolls} heroValues={heroValues} />
          </div>
        )}
      </div>

      {last && (
        <div className="zone last-trick" aria-label={t('table.lastTrick')}>
          <h2>
            {t('table.lastTrickTitle', { phase: t(`table.phase.${last.phase}`), n: last.trickNumber })}:{' '}
            {last.winner === null ? t('table.cubeNobody') : t('table.won', { who: seatName(match, last.winner) })}
          </h2>
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
        </div>
      )}
      <details className="zone discard-pile" data-testid="discard-pile">
        <summary>{t('table.discardPile', { n: table.discardPileSize })}</summary>
        <p className="muted small">
          {t('table.discardNote')}
          {table.skeletonTakes > 0 ? ` ${t('table.skeletonTakes', { n: table.skeletonTakes })}` : ''}
        </p>
        <CardRow cards={table.discarded} heroValues={heroValues} empty={t('common.none')} />
      </details>
    </section>
  );
}
