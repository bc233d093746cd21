-- Clocks (issue 15, docs/correspondence.md). Deadlines are folded from the match log; match_turns
-- stays a derived index. `sweeps` says whether the sweep acts at the deadline: matches where only a
-- claim ends the game (3–4 players, "no automatic time-out") keep their deadline for myTurn but are
-- passed over by the sweep.
ALTER TABLE "match_turns" ADD COLUMN "sweeps" BOOLEAN NOT NULL DEFAULT true;

-- Stored data: running 3–4 player matches are claim-only from now on (an expired seat no longer ends
-- the game for everyone by itself); their next event rewrites the row the same way.
UPDATE "match_turns" t SET "sweeps" = false
FROM "matches" m WHERE m."id" = t."match_id" AND (m."rules"->>'players')::int > 2;

-- The whole time control a lobby or challenge hands to its match (days per move or a bank, and its
-- switches); rows from before keep only days_per_move, which reads as { daysPerMove }.
ALTER TABLE "lobbies" ADD COLUMN "time_control" JSONB;
ALTER TABLE "challenges" ADD COLUMN "time_control" JSONB;

-- CreateTable: a player's vacations. The time they pause in each match is that match's own
-- vacation_started / vacation_ended events; this row is the allowance's bookkeeping and the schedule.
CREATE TABLE "vacations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "applied" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vacations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vacations_user_id_starts_at_idx" ON "vacations"("user_id", "starts_at");
CREATE INDEX "vacations_applied_starts_at_idx" ON "vacations"("applied", "starts_at");

-- AddForeignKey
ALTER TABLE "vacations" ADD CONSTRAINT "vacations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
