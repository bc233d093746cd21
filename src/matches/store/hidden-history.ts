/**
 * Hidden history (docs/players.md "Hiding one's history"): a finished match is **withheld** — answered as
 * if it did not exist to everyone but its own players — while one of its players hides their history and
 * none of its players has marked it shown (`showMatchOnProfile`). One player's explicit "show" makes the
 * match public again, because it is as much that player's game; one player's "hide" withholds it from every
 * listing, because a match listed anywhere with the hidden player's name rebuilds their history.
 *
 * The one definition, as SQL over `match_seats` and `users` for the match whose id is `matchId` (an SQL
 * expression): the archive's searches and export, rating histories and reads by id all use it.
 *
 * Written as one aggregate over the match's seats, not as EXISTS tests: Citus refuses EXISTS subqueries joined by
 * OR (as `listableSql` needs) on the distributed match_seats, and accepts a correlated aggregate on the match's own
 * shard. An aggregate without GROUP BY gives one row even for a match without seats, where both bool_or are NULL:
 * the COALESCEs make that "not withheld", as the EXISTS tests did.
 */
export function withheldSql(matchId: string): string {
  return `(SELECT COALESCE(bool_or(hu.history_hidden) AND NOT bool_or(hs.shown), false)
             FROM match_seats hs JOIN users hu ON hu.id = hs.user_id WHERE hs.match_id = ${matchId})`;
}

/** Over a match's seats (`hs`, joined to their users `hu`): listable for `viewer`, as listableSql says. */
function listableAggregate(viewer: string): string {
  return `NOT COALESCE(bool_or(hu.history_hidden) AND NOT bool_or(hs.shown), false)
                  OR COALESCE(bool_or(hs.user_id = ${viewer}), false)`;
}

/** The match `matchId` may be listed for `viewer` (an SQL expression of a uuid, possibly NULL): not withheld, or theirs. */
export function listableSql(matchId: string, viewer: string): string {
  return `(SELECT ${listableAggregate(viewer)}
             FROM match_seats hs JOIN users hu ON hu.id = hs.user_id WHERE hs.match_id = ${matchId})`;
}

/**
 * listableSql for many matches at once, as rows (match_id, listed) of the matches `matchIds` (a subquery of match
 * ids) that have seats; a match without a row has no seats and is listable. For reads from a reference table
 * (rating_changes): Citus refuses a subquery on match_seats correlated with one, and accepts this join.
 */
export function listableRowsSql(matchIds: string, viewer: string): string {
  return `SELECT hs.match_id, ${listableAggregate(viewer)} AS listed
            FROM match_seats hs JOIN users hu ON hu.id = hs.user_id
           WHERE hs.match_id IN (${matchIds}) GROUP BY hs.match_id`;
}
