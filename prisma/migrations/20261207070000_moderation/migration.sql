-- Issue 35, moderation (docs/fair-play.md "Moderation"): the moderator role, the append-only moderation
-- log, the annulled rated results a ratings recompute skips, and appeals.

-- Below admin: moderators reach moderation (reports, accounts' histories, actions, appeals), nothing else.
-- Not used in this migration (a new enum value cannot be used in the transaction that adds it).
ALTER TYPE "UserRole" ADD VALUE IF NOT EXISTS 'moderator' BEFORE 'admin';

-- The account's standing, as the moderation log last set it (kept with the log entry in one transaction,
-- so that hot paths read a column, not the log): marked as having broken the rules, excluded from rated play,
-- closed. Suspension is the existing `suspended_at`.
ALTER TABLE "users" ADD COLUMN "rules_broken_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "rated_excluded_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "closed_at" TIMESTAMPTZ(3);

-- Every moderation action, undo, acknowledgement and appeal answer, as a new row: never updated, never
-- deleted (the trigger below refuses both, whoever asks). `ref_id`: the entry an undo, acknowledgement or
-- answer refers to. `match_ids`: the results an `annul` annulled.
CREATE TABLE "moderation_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    -- Null: the operator's `claim` tool (granting or revoking the moderator role from the command line).
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "ref_id" UUID,
    "match_ids" UUID[] NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "moderation_log_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "moderation_log_action_check" CHECK ("action" IN (
        'warn', 'acknowledge', 'mark', 'unmark', 'exclude', 'include', 'suspend', 'unsuspend', 'close', 'reopen',
        'annul', 'appeal_upheld', 'appeal_lifted', 'grant_moderator', 'revoke_moderator')),
    CONSTRAINT "moderation_log_reason_check" CHECK (length(btrim("reason")) > 0)
);
CREATE INDEX "moderation_log_user_id_created_at_idx" ON "moderation_log"("user_id", "created_at");
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER "moderation_log_no_update_delete" BEFORE UPDATE OR DELETE ON "moderation_log"
  FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();
CREATE TRIGGER "moderation_log_no_truncate" BEFORE TRUNCATE ON "moderation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"();

-- A rated result annulled by a moderator: `claim ratings --recompute` (and the annulment itself) skips it,
-- so its players' ratings are what they would be had it never been rated. Written once, never removed.
CREATE TABLE "rating_annulments" (
    "match_id" UUID NOT NULL,
    "log_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rating_annulments_pkey" PRIMARY KEY ("match_id")
);
ALTER TABLE "rating_annulments" ADD CONSTRAINT "rating_annulments_log_id_fkey" FOREIGN KEY ("log_id") REFERENCES "moderation_log"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "matches" DROP CONSTRAINT "matches_rating_outcome_check";
ALTER TABLE "matches" ADD CONSTRAINT "matches_rating_outcome_check"
  CHECK ("rating_outcome" IN ('counted', 'too_few_moves', 'repeated_opponents', 'computer_opponent', 'annulled'));

-- An appeal of a moderation action by its account, answered once by a moderator (upheld or lifted, with a
-- reason; the answer is also a moderation_log entry).
CREATE TABLE "appeals" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "log_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_by_id" UUID,
    "answer" TEXT,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "appeals_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "appeals_status_check" CHECK ("status" IN ('open', 'upheld', 'lifted'))
);
CREATE INDEX "appeals_status_created_at_idx" ON "appeals"("status", "created_at");
CREATE UNIQUE INDEX "appeals_log_id_open_key" ON "appeals"("log_id") WHERE "status" = 'open';
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_log_id_fkey" FOREIGN KEY ("log_id") REFERENCES "moderation_log"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
