-- The archive's rule-set filters (players, faction) test expressions of `rules`, which PostgreSQL has no
-- statistics for: it guessed that 0.5 % of the finished matches have 2 players and read and sorted every
-- finished match (336 ms on the 100,000-match benchmark set) instead of walking the newest-first index and
-- stopping after the page (0.7 ms). Statistics on the two expressions give it their real frequencies
-- (ANALYZE, and autovacuum after it, keeps them).
CREATE STATISTICS "matches_rules_players_stats" ON ((rules->>'players')::int) FROM "matches";
CREATE STATISTICS "matches_rules_factions_stats" ON (rules->'factions') FROM "matches";
ANALYZE "matches";
