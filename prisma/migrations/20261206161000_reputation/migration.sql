-- Issue 31: reputation (docs/players.md "Reputation"). One row per seat of a player in a finished
-- correspondence match, written from the match's log by ReputationKeeper (a side job) and rebuilt from the
-- logs by `claim reputation --recompute`; a player's figures are counts over their rows, never a stored number.
CREATE TABLE "reputation_seats" (
    "user_id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,
    -- The seat's time ran out (it lost on time, or the computer took it over on time).
    "timed_out" BOOLEAN NOT NULL,
    -- 3–4 players: the seat left the table before the end (resigned, timed out or replaced).
    "abandoned" BOOLEAN NOT NULL,
    -- The seat let a deadline pass at least once (skipped, timed out): a clock penalty.
    "penalised" BOOLEAN NOT NULL,

    CONSTRAINT "reputation_seats_pkey" PRIMARY KEY ("user_id", "match_id", "seat")
);

ALTER TABLE "reputation_seats" ADD CONSTRAINT "reputation_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A lobby's minimum reputation: the share of correspondence games a joiner must have finished (whole percent).
ALTER TABLE "lobbies" ADD COLUMN "min_reputation" INTEGER;
