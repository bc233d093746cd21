-- A vacation ended early (by a move of the player's, or by the player) whose vacation_ended events are
-- not yet in all of the player's running matches: set in the transaction that ends it, cleared once every
-- match has its event, so that a crash in between leaves the rest to the next sweep.
ALTER TABLE "vacations" ADD COLUMN "end_pending" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "vacations_end_pending_idx" ON "vacations"("end_pending");
