import type { Tournament } from '../api/tournament-operations';
import { useT } from '../i18n';

/**
 * The format's own view on a tournament page (docs/tournaments.md): a crosstable for a round-robin, the
 * bracket for a knockout, the divisions for a league. Swiss needs none beyond the standings and rounds.
 */
export function TournamentFormatView({ tournament }: { tournament: Tournament }) {
  if (tournament.status === 'registration') return null;
  if (tournament.format === 'round_robin') return <Crosstable tournament={tournament} />;
  if (tournament.format === 'knockout') return <Bracket tournament={tournament} />;
  if (tournament.format === 'league') return <Divisions tournament={tournament} />;
  return null;
}

const HALVES: Record<string, number> = { win: 2, draw: 1, loss: 0 };

/** Each cell: the row player's points in the games shared with the column player (· when none finished). */
function Crosstable({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const players = tournament.standings.map((s) => s.username);
  const cell = (row: string, column: string): string => {
    let halves = 0;
    let games = 0;
    for (const r of tournament.roundList)
      for (const b of r.boards) {
        if (b.results == null || !b.players.includes(row) || !b.players.includes(column)) continue;
        halves += HALVES[b.results[b.players.indexOf(row)]] ?? 0;
        games++;
      }
    return games === 0 ? '·' : String(halves / 2);
  };
  return (
    <section className="panel" aria-labelledby="crosstable-title">
      <h2 id="crosstable-title">{t('tournaments.crosstable')}</h2>
      <p className="muted small">{t('tournaments.crosstableHint')}</p>
      <div className="table-scroll">
        <table data-testid="tournament-crosstable">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.col.player')}</th>
              {players.map((p, i) => (
                <th scope="col" key={p} title={p}>
                  {i + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((row, i) => (
              <tr key={row}>
                <th scope="row">
                  {i + 1}. {row}
                </th>
                {players.map((column) => (
                  <td key={column}>{row === column ? '—' : cell(row, column)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Bracket({ tournament }: { tournament: Tournament }) {
  const t = useT();
  return (
    <section className="panel" aria-labelledby="bracket-title">
      <h2 id="bracket-title">{t('tournaments.bracket')}</h2>
      <div className="bracket" data-testid="tournament-bracket">
        {tournament.bracket.map((r) => (
          <div key={r.round} className="bracket-round">
            <h3>
              {r.round === tournament.rounds
                ? t('tournaments.final')
                : t('tournaments.bracketRound', { round: r.round })}
            </h3>
            <ul>
              {r.ties.map((tie) => (
                <li key={tie.players.join('|')} className="bracket-tie">
                  {tie.players.length === 1 ? (
                    t('tournaments.knockoutBye', { name: tie.players[0] })
                  ) : (
                    <>
                      {tie.players.map((p, i) => (
                        <div key={p} className={tie.winner === p ? 'winner' : undefined}>
                          {p} <span className="muted">{tie.points[i]}</span>
                        </div>
                      ))}
                    </>
                  )}
                  {tie.winner !== null && tie.players.length > 1 && (
                    <span className="muted small">{t('tournaments.through', { name: tie.winner })}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

function Divisions({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const divisions = [...new Set(tournament.standings.map((s) => s.division ?? 1))];
  return (
    <section className="panel" aria-labelledby="divisions-title">
      <h2 id="divisions-title">{t('tournaments.divisions')}</h2>
      <p className="muted small">
        {t('tournaments.seasonOf', { season: tournament.currentRound, seasons: tournament.rounds })}
        {tournament.seasonEndsAt
          ? ` · ${t('tournaments.seasonEnds', { date: new Date(tournament.seasonEndsAt).toLocaleDateString() })}`
          : ''}
        {` · ${t('tournaments.promotionRule', { count: tournament.promotion ?? 1 })}`}
      </p>
      <div data-testid="tournament-divisions">
        {divisions.map((d) => (
          <div key={d}>
            <h3>{t('tournaments.division', { division: d })}</h3>
            <ol>
              {tournament.standings
                .filter((s) => (s.division ?? 1) === d)
                .map((s) => (
                  <li key={s.username}>
                    {s.username} · {s.points}
                  </li>
                ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
