-- Issue 33: the computer's review of a finished match (docs/players.md "Reviews"). One row per match and
-- depth: queued by the 'reviews' side job when the match finishes (rated first), taken by one process's
-- review runner under a lease, computed on the computer player's threads, stored once.
CREATE TABLE "match_reviews" (
    "match_id" UUID NOT NULL,
    "depth" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    -- Lower first: 0 a rated match, 1 a casual one; a deeper review asked for is queued behind them.
    "priority" INTEGER NOT NULL,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "requested_by" UUID,
    "lease_until" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "review" JSONB,
    "compute_ms" INTEGER,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "match_reviews_pkey" PRIMARY KEY ("match_id", "depth"),
    CONSTRAINT "match_reviews_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
    CONSTRAINT "match_reviews_depth_check" CHECK ("depth" IN ('default', 'deep'))
);

-- The runner takes the next row to do: queued (or a lease run out), by priority, oldest first.
CREATE INDEX "match_reviews_status_priority_queued_at_idx" ON "match_reviews"("status", "priority", "queued_at");
-- Deeper reviews a player asked for lately (the per-account limit).
CREATE INDEX "match_reviews_requested_by_queued_at_idx" ON "match_reviews"("requested_by", "queued_at");

ALTER TABLE "match_reviews" ADD CONSTRAINT "match_reviews_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
