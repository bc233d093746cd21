-- myMatches pages through a player's matches newest first. The match's creation time is copied into
-- match_seats (it never changes), so one index walk in order serves any page, however many matches
-- the player has; the old user_id index is a prefix of the new one.
ALTER TABLE "match_seats" ADD COLUMN "match_created_at" TIMESTAMPTZ(3);

UPDATE "match_seats" s SET "match_created_at" = m."created_at" FROM "matches" m WHERE m."id" = s."match_id";

ALTER TABLE "match_seats" ALTER COLUMN "match_created_at" SET NOT NULL,
ALTER COLUMN "match_created_at" SET DEFAULT CURRENT_TIMESTAMP;

CREATE INDEX "match_seats_user_id_match_created_at_match_id_idx" ON "match_seats"("user_id", "match_created_at" DESC, "match_id" DESC);

DROP INDEX "match_seats_user_id_idx";
