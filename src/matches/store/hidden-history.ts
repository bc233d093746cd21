/**
 * Hidden history (docs/players.md "Hiding one's history"): a finished match is **withheld** — answered as
 * if it did not exist to everyone but its own players — while one of its players hides their history and
 * none of its players has marked it shown (`showMatchOnProfile`). One player's explicit "show" makes the
 * match public again, because it is as much that player's game; one player's "hide" withholds it from every
 * listing, because a match listed anywhere with the hidden player's name rebuilds their history.
 *
 * The one definition, as SQL over `match_seats` and `users` for the match whose id is `matchId` (an SQL
 * expression): the archive's searches and export, rating histories and reads by id all use it.
 */
export function withheldSql(matchId: string): string {
  return `(EXISTS (SELECT 1 FROM match_seats hs JOIN users hu ON hu.id = hs.user_id
             WHERE hs.match_id = ${matchId} AND hu.history_hidden)
           AND NOT EXISTS (SELECT 1 FROM match_seats ss WHERE ss.match_id = ${matchId} AND ss.shown))`;
}

/** The match `matchId` may be listed for `viewer` (an SQL expression of a uuid, possibly NULL): not withheld, or theirs. */
export function listableSql(matchId: string, viewer: string): string {
  return `(NOT ${withheldSql(matchId)}
           OR EXISTS (SELECT 1 FROM match_seats vs WHERE vs.match_id = ${matchId} AND vs.user_id = ${viewer}))`;
}
