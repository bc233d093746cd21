-- Issue 31: club matches (docs/players.md "Club matches"). An admin of one club (club_id) challenges another
-- (opponent_id) to `boards` 2-player games with one rule set and time control; an admin of the other club
-- accepts or declines; members of each side sign up (side 0: the challenging club, seat 0; side 1: the
-- challenged club, seat 1) and once every board has its two players every board starts as a normal match.
-- The score is the sum of the boards' results, read from the finished matches (club-match-keeper.ts).
CREATE TABLE "club_matches" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "club_id" UUID NOT NULL,
    "opponent_id" UUID NOT NULL,
    "boards" INTEGER NOT NULL,
    -- The rules, time control and spectator policy every board starts with (validated as a challenge's).
    "options" JSONB NOT NULL,
    "rated" BOOLEAN NOT NULL,
    -- proposed, declined, cancelled, signup, running, finished (src/clubs/club-match.ts CLUB_MATCH_STATUSES).
    "status" TEXT NOT NULL,
    "created_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "club_matches_pkey" PRIMARY KEY ("id")
);

-- A club page lists the matches of the club on either side, the newest first.
CREATE INDEX "club_matches_club_id_created_at_idx" ON "club_matches"("club_id", "created_at");
CREATE INDEX "club_matches_opponent_id_created_at_idx" ON "club_matches"("opponent_id", "created_at");

-- One board: its two players (null until signed up), its match (no foreign key: see the sharding note in
-- schema.prisma) and, once that match finished, the points of each side (1, 0.5 or 0 each).
CREATE TABLE "club_match_boards" (
    "club_match_id" UUID NOT NULL,
    "board" INTEGER NOT NULL,
    "home_id" UUID,
    "away_id" UUID,
    "match_id" UUID,
    "home_points" DOUBLE PRECISION,
    "away_points" DOUBLE PRECISION,

    CONSTRAINT "club_match_boards_pkey" PRIMARY KEY ("club_match_id", "board")
);

-- A finished match finds its board (the keeper's lookup).
CREATE UNIQUE INDEX "club_match_boards_match_id_key" ON "club_match_boards"("match_id");

-- The club log names the club match an entry is about (MATCH_* actions).
ALTER TABLE "club_log" ADD COLUMN "club_match_id" UUID;

ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_opponent_id_fkey" FOREIGN KEY ("opponent_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_club_match_id_fkey" FOREIGN KEY ("club_match_id") REFERENCES "club_matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_home_id_fkey" FOREIGN KEY ("home_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_away_id_fkey" FOREIGN KEY ("away_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
