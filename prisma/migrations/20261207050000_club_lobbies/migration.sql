-- Issue 31: club-only lobbies (docs/lobbies.md "Club-only lobbies"). A lobby with a club takes members of that
-- club only. No foreign key: the club is checked when the lobby is opened and at every join, under the lobby's
-- lock; a club deleted later leaves its open lobbies to their owners (nobody else can join them).
ALTER TABLE "lobbies" ADD COLUMN "club_id" UUID;

-- The club page's open lobbies.
CREATE INDEX "lobbies_club_id_status_idx" ON "lobbies"("club_id", "status") WHERE "club_id" IS NOT NULL;
