-- Issue 31: automatch seeks (docs/lobbies.md "Automatch"). A seek waits for compatible seeks of the same
-- pool key (rules, time control, rated); the seek that completes a table marks every seek of it matched
-- with one match id, under the pool key's advisory lock, so a seek is in at most one match.
CREATE TABLE "seeks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "pool_key" TEXT NOT NULL,
    "rules" JSONB NOT NULL,
    "time_control" JSONB,
    "rated" BOOLEAN NOT NULL,
    "min_rating" DOUBLE PRECISION,
    "max_rating" DOUBLE PRECISION,
    -- The seeker's rating in the pool and finished share (null: no counted game) when the seek was posted.
    "rating" DOUBLE PRECISION NOT NULL,
    "min_reputation" INTEGER,
    "finished_share" DOUBLE PRECISION,
    "status" TEXT NOT NULL DEFAULT 'open',
    "match_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "seeks_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "seeks_pool_key_status_created_at_idx" ON "seeks"("pool_key", "status", "created_at");
CREATE INDEX "seeks_user_id_idx" ON "seeks"("user_id");

ALTER TABLE "seeks" ADD CONSTRAINT "seeks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
