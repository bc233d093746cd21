-- Issue 14: one per-user notification log that every channel reads, and the e-mail and Web Push channels.
-- The outboxes are named alike: <channel>_deliveries, one row per notice and target, status DeliveryStatus.
ALTER TYPE "WebhookDeliveryStatus" RENAME TO "DeliveryStatus";

-- The notification log (src/notifications/notification-log.repository.ts): seq counts 1, 2, 3… per user
-- without gaps, written in the transaction of the change it reports.
CREATE TABLE "notification_log" (
    "user_id" UUID NOT NULL,
    "seq" BIGINT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_log_pkey" PRIMARY KEY ("user_id","seq")
);
CREATE INDEX "notification_log_created_at_idx" ON "notification_log"("created_at");
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The last seq given to each user: kept when old entries are pruned, so a seq is never reused.
CREATE TABLE "notification_heads" (
    "user_id" UUID NOT NULL,
    "last_seq" BIGINT NOT NULL,

    CONSTRAINT "notification_heads_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "notification_heads" ADD CONSTRAINT "notification_heads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What a user wants to hear by mail and by push; no row means the defaults.
CREATE TABLE "notification_preferences" (
    "user_id" UUID NOT NULL,
    "email_kinds" TEXT[] NOT NULL,
    "push_kinds" TEXT[] NOT NULL,
    "email_digest" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A user's e-mail address; mail goes only to a verified one.
CREATE TABLE "email_addresses" (
    "user_id" UUID NOT NULL,
    "address" TEXT NOT NULL,
    "verified_at" TIMESTAMPTZ(3),
    "unsubscribe_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_addresses_pkey" PRIMARY KEY ("user_id")
);
CREATE UNIQUE INDEX "email_addresses_unsubscribe_token_key" ON "email_addresses"("unsubscribe_token");
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Single-use, expiring verification tokens; only their SHA-256 is kept.
CREATE TABLE "email_tokens" (
    "token_hash" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "address" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_tokens_pkey" PRIMARY KEY ("token_hash")
);
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens"("user_id");
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The e-mail outbox: one row per notice (or per verification mail: log_seq null), sent by the mail worker.
CREATE TABLE "email_deliveries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "log_seq" BIGINT,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "digest" BOOLEAN NOT NULL DEFAULT false,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "email_deliveries_status_next_attempt_at_idx" ON "email_deliveries"("status", "next_attempt_at");
CREATE INDEX "email_deliveries_user_id_created_at_idx" ON "email_deliveries"("user_id", "created_at");
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A browser's push subscription (PushSubscription JSON), several per user.
CREATE TABLE "push_subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The Web Push outbox: one row per notice and subscription.
CREATE TABLE "push_deliveries" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "subscription_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "push_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "push_deliveries_status_next_attempt_at_idx" ON "push_deliveries"("status", "next_attempt_at");
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Deadline approaching" reminders already sent, once per turn (match, seat, version) and offset; rows of
-- turns that have moved on are pruned by the sweep.
CREATE TABLE "deadline_reminders" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "offset_ms" BIGINT NOT NULL,

    CONSTRAINT "deadline_reminders_pkey" PRIMARY KEY ("match_id","seat","version","offset_ms")
);
