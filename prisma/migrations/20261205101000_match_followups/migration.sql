-- The side jobs that follow a finished match from its log after the move commits (issue 29): ratings, the
-- archive, tournaments. The finishing move's transaction inserts one row per job (a cheap insert), the job
-- deletes its row in its own transaction when it is done, so it runs exactly once; a failed job keeps its
-- row (attempts, last_error) and the sweep tries again (src/matches/followups/match-followups.ts).
CREATE TABLE "match_followups" (
    "match_id" UUID NOT NULL,
    "job" TEXT NOT NULL,
    -- The order the jobs were queued in: ratings are applied in it.
    "seq" BIGSERIAL NOT NULL,
    -- The finishing event's seq: the job sees the match as that event left it.
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "match_followups_pkey" PRIMARY KEY ("match_id", "job")
);

CREATE INDEX "match_followups_job_seq_idx" ON "match_followups"("job", "seq");

ALTER TABLE "match_followups" ADD CONSTRAINT "match_followups_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
