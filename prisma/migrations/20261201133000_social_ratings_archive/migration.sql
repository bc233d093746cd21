-- Issue 18: rated matches and ratings, who may watch, and the public archive of finished matches.

-- Who may watch a match (docs/players.md#spectators): anyone (also without a token), signed-in accounts
-- only, or nobody but its players. Finished matches of `anyone` form the public archive.
CREATE TYPE "SpectatorPolicy" AS ENUM ('anyone', 'signed_in', 'nobody');

-- The three rating pools: 2 players (Glicko-2), 3 players and 4-player teams (OpenSkill, Weng-Lin).
CREATE TYPE "RatingPool" AS ENUM ('duel', 'trio', 'teams');

ALTER TABLE "lobbies" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "lobbies" ADD COLUMN "spectators" "SpectatorPolicy" NOT NULL DEFAULT 'anyone';
ALTER TABLE "challenges" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "challenges" ADD COLUMN "spectators" "SpectatorPolicy" NOT NULL DEFAULT 'anyone';

ALTER TABLE "matches" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "matches" ADD COLUMN "spectators" "SpectatorPolicy" NOT NULL DEFAULT 'anyone';
-- The order in which rated matches changed ratings (taken under the players' rating row locks), so that
-- a recompute applies them in the same order.
ALTER TABLE "matches" ADD COLUMN "rating_order" BIGINT;
CREATE SEQUENCE "matches_rating_order_seq";

-- The archive, newest finished first.
CREATE INDEX "matches_status_finished_at_id_idx" ON "matches"("status", "finished_at" DESC, "id" DESC);

-- Set when the match finishes: the seat's result, for a player's archive (newest finished first).
ALTER TABLE "match_seats" ADD COLUMN "result" TEXT;
ALTER TABLE "match_seats" ADD COLUMN "finished_at" TIMESTAMPTZ(3);
CREATE INDEX "match_seats_user_id_finished_at_match_id_idx" ON "match_seats"("user_id", "finished_at" DESC, "match_id" DESC);

-- A player may hide their history from their profile and the archive's player search; then only the
-- matches they mark as shown are listed.
ALTER TABLE "users" ADD COLUMN "history_hidden" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "match_seats" ADD COLUMN "shown" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ratings" (
    "user_id" UUID NOT NULL,
    "pool" "RatingPool" NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "deviation" DOUBLE PRECISION NOT NULL,
    "volatility" DOUBLE PRECISION,
    "mu" DOUBLE PRECISION,
    "sigma" DOUBLE PRECISION,
    "games" INTEGER NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ratings_pkey" PRIMARY KEY ("user_id", "pool")
);

CREATE INDEX "ratings_pool_rating_idx" ON "ratings"("pool", "rating" DESC);

ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "rating_changes" (
    "id" BIGSERIAL NOT NULL,
    "match_id" UUID NOT NULL,
    "head_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "pool" "RatingPool" NOT NULL,
    "result" TEXT NOT NULL,
    "rating_before" DOUBLE PRECISION NOT NULL,
    "rating_after" DOUBLE PRECISION NOT NULL,
    "deviation_before" DOUBLE PRECISION NOT NULL,
    "deviation_after" DOUBLE PRECISION NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rating_changes_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "rating_changes_match_id_user_id_key" ON "rating_changes"("match_id", "user_id");
CREATE INDEX "rating_changes_user_id_pool_id_idx" ON "rating_changes"("user_id", "pool", "id");

ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
