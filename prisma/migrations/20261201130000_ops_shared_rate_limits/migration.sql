-- Rate-limit counters shared by every server instance (src/rate-limit/rate-limit.repository.ts): one row per
-- category and principal, counting hits in a fixed window. UNLOGGED: no WAL for a row written on every
-- request; after a crash PostgreSQL empties the table, which only forgives the current windows.
CREATE UNLOGGED TABLE "rate_limit_counters" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "window_ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY ("key")
);

-- The clean-up of ended windows.
CREATE INDEX "rate_limit_counters_window_ends_at_idx" ON "rate_limit_counters"("window_ends_at");
