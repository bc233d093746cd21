import type { Match } from '../api/types';
import { factionName } from '../game/cards';
import { sidesOf, standings } from '../game/standings';
import { useT } from '../i18n';
import { useRules } from './RulesPanel';

/** A faction's name as a chip: its colour, and its rules on a click or tap. */
export function FactionChip({ faction }: { faction: string }) {
  const t = useT();
  const showRules = useRules();
  return (
    <button type="button" className="chip" data-faction={faction} onClick={() => showRules({ id: faction })}>
      <span className={`swatch f-${faction}`} aria-hidden="true" />
      {factionName(faction, t)}
      <span className="visually-hidden">. {t('card.showRules')}</span>
    </button>
  );
}

/**
 * Score piles per faction: each side's count and who is ahead (★) — or, once the match is over,
 * who won each faction by the server's result.
 */
export function StandingsTable({ match }: { match: Match }) {
  const t = useT();
  const sides = sidesOf(match);
  const rows = standings(match);
  const final =
    match.result && match.result.factions.length > 0
      ? new Map(match.result.factions.map((f) => [f.faction, f.winner]))
      : null;
  const winsBySide = sides.map(
    (side) => rows.filter((r) => (final ? final.get(r.faction) : r.ahead) === side.id).length,
  );
  return (
    <>
      <div className="table-scroll">
        <table className="standings-table">
          <thead>
            <tr>
              <th scope="col">{t('standings.faction')}</th>
              {sides.map((s) => (
                <th scope="col" key={s.id} className={s.seats.includes(match.mySeat ?? -1) ? 'mine' : undefined}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const lead = final ? (final.get(row.faction) ?? null) : row.ahead;
              return (
                <tr key={row.faction} data-faction={row.faction}>
                  <th scope="row">
                    <FactionChip faction={row.faction} />
                    {final && lead === null && <span className="muted small"> · {t('common.nobody')}</span>}
                  </th>
                  {sides.map((s) => (
                    <td key={s.id} className={lead === s.id ? 'ahead' : undefined}>
                      {row.strengths ? `${row.counts[s.id]} (${row.strengths[s.id]})` : row.counts[s.id]}
                      {lead === s.id && <span aria-label={final ? t('standings.won') : t('standings.ahead')}> ★</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{final ? t('standings.factionsWon') : t('standings.aheadIn')}</th>
              {sides.map((s, i) => (
                <td key={s.id}>{winsBySide[i]}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted small">
        {t('standings.note')}
        {rows.some((r) => r.strengths) ? ` ${t('standings.vampires')}` : ''}
        {!final && rows.some((r) => r.faction === 'gnomes') ? ` ${t('standings.gnomes')}` : ''}
      </p>
    </>
  );
}

export function Standings({ match }: { match: Match }) {
  const t = useT();
  return (
    <section className="panel standings" aria-label={t('standings.title')}>
      <h2>{t('standings.title')}</h2>
      <StandingsTable match={match} />
    </section>
  );
}
