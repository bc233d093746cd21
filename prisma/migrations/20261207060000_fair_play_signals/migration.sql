-- Issue 35: fair-play signals (docs/fair-play.md). Two tables, neither ever shown to players.

-- Where a session was used from: a keyed hash (HMAC-SHA-256 with a key derived from the server's secret) of the
-- client address, and of the web client's random device id when it sends one. Never the address itself. One row
-- per (session, address hash, device hash), with the first and last time it was seen; rows older than
-- FAIR_PLAY_ADDRESS_RETENTION (90 days) are deleted by the fair-play recompute (docs/fair-play.md "Retention").
CREATE TABLE "session_addresses" (
    "user_id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "address_hash" TEXT NOT NULL,
    -- '' when the client sent no device id: part of the key, so not null.
    "device_hash" TEXT NOT NULL DEFAULT '',
    "first_seen" TIMESTAMPTZ(3) NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "session_addresses_pkey" PRIMARY KEY ("user_id", "session_id", "address_hash", "device_hash")
);

CREATE INDEX "session_addresses_user_id_last_seen_idx" ON "session_addresses"("user_id", "last_seen");
CREATE INDEX "session_addresses_address_hash_idx" ON "session_addresses"("address_hash");

ALTER TABLE "session_addresses" ADD CONSTRAINT "session_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The signals of one account, computed from finished matches only by `claim fairplay --recompute`: one row per
-- (account, kind); `value` against `baseline` over `games` matches, and what made it (`details`: the other
-- account of a pair, counts). Rebuilt whole by each recompute.
CREATE TABLE "fair_play_signals" (
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "baseline" DOUBLE PRECISION NOT NULL,
    "games" INTEGER NOT NULL,
    "flagged" BOOLEAN NOT NULL,
    "details" JSONB NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fair_play_signals_pkey" PRIMARY KEY ("user_id", "kind"),
    CONSTRAINT "fair_play_signals_kind_check" CHECK ("kind" IN ('CO_PLAY', 'SAME_ADDRESS', 'SOFT_PLAY', 'ASSISTANCE'))
);

CREATE INDEX "fair_play_signals_flagged_idx" ON "fair_play_signals"("kind", "flagged");

ALTER TABLE "fair_play_signals" ADD CONSTRAINT "fair_play_signals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
