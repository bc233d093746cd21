-- Forced moves played for you (issue 17, docs/bots.md): the account's setting, a seat's override for one
-- match (null: the account's setting), and the mark on each event the server played that way. The mark
-- is part of what the event's hash covers when set (docs/auditing.md), so events stored before keep
-- their hashes.
ALTER TABLE "users" ADD COLUMN "auto_forced" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "match_seats" ADD COLUMN "auto_forced" BOOLEAN;
ALTER TABLE "match_events" ADD COLUMN "auto" BOOLEAN NOT NULL DEFAULT false;

-- Replaced seats (issue 17, docs/engine.md): when the computer took the seat over (its seat_replaced
-- event, written by a write hook in that event's transaction), so that the computer's sweep finds the
-- turns it owes for them after a restart.
ALTER TABLE "match_seats" ADD COLUMN "replaced_at" TIMESTAMPTZ(3);
CREATE INDEX "match_seats_replaced_at_idx" ON "match_seats"("replaced_at");
