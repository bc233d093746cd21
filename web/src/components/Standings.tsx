import type { Match } from '../api/types';
import { factionName, FACTION_POWERS } from '../game/cards';
import { sidesOf, standings } from '../game/standings';
import { seatName } from '../game/turn';

/**
 * Score piles per faction: each side's count and who is ahead (★) — or, once the match is over,
 * who won each faction by the server's result.
 */
export function StandingsTable({ match }: { match: Match }) {
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
              <th scope="col">Faction</th>
              {sides.map((s) => (
                <th
                  scope="col"
                  key={s.id}
                  className={s.seats.includes(match.mySeat ?? -1) ? 'mine' : undefined}
                  title={s.label}
                >
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
                  <th scope="row" title={FACTION_POWERS[row.faction]}>
                    <span className={`swatch f-${row.faction}`} aria-hidden="true" />
                    {factionName(row.faction)}
                    {final && lead === null && <span className="muted small"> · nobody</span>}
                  </th>
                  {sides.map((s) => (
                    <td key={s.id} className={lead === s.id ? 'ahead' : undefined}>
                      {row.strengths ? `${row.counts[s.id]} (${row.strengths[s.id]})` : row.counts[s.id]}
                      {lead === s.id && <span aria-label={final ? ' won' : ' ahead'}> ★</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{final ? 'Factions won' : 'Ahead in'}</th>
              {sides.map((s, i) => (
                <td key={s.id}>{winsBySide[i]}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="muted small">
        Cards in each score pile
        {rows.some((r) => r.strengths) ? '; Vampires: the active Vampire and the cards under it (strength)' : ''}
        {!final && rows.some((r) => r.faction === 'gnomes') ? '; Gnomes include those in front' : ''}. Equal counts go
        to the higher cards (R3.4).
        {match.rules.players === 4
          ? ` Teams: ${sides.map((s) => s.seats.map((seat) => seatName(match, seat)).join(' + ')).join(' vs ')}.`
          : ''}
      </p>
    </>
  );
}

export function Standings({ match }: { match: Match }) {
  return (
    <section className="panel standings" aria-label="Factions">
      <h2>Factions: who is ahead</h2>
      <StandingsTable match={match} />
    </section>
  );
}
