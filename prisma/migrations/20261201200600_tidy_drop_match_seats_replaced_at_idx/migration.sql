-- No query reads match_seats by replaced_at: the computer finds a replaced seat's turns in match_turns
-- (the turn is the computer account's there), and the column is only written. The index only cost writes.
DROP INDEX IF EXISTS "match_seats_replaced_at_idx";
