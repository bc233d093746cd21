-- Chat notices coalesced (issue 27, P6): while a player has an unread CHAT notice for a match, further
-- messages of that match update it instead of adding notices (and mails, pushes, webhook calls). The row
-- goes when the player reads the chat; a pruned log entry takes its row with it.
CREATE TABLE "pending_chat_notices" (
    "user_id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "seq" BIGINT NOT NULL,

    CONSTRAINT "pending_chat_notices_pkey" PRIMARY KEY ("user_id", "match_id")
);
CREATE INDEX "pending_chat_notices_user_id_seq_idx" ON "pending_chat_notices"("user_id", "seq");
ALTER TABLE "pending_chat_notices" ADD CONSTRAINT "pending_chat_notices_user_id_seq_fkey" FOREIGN KEY ("user_id", "seq") REFERENCES "notification_log"("user_id", "seq") ON DELETE CASCADE ON UPDATE CASCADE;

-- When a chat push last went to a player for a match: at most one per CLAIM_CHAT_PUSH_GAP.
CREATE TABLE "chat_push_gaps" (
    "user_id" UUID NOT NULL,
    "match_id" UUID NOT NULL,
    "pushed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chat_push_gaps_pkey" PRIMARY KEY ("user_id", "match_id")
);
ALTER TABLE "chat_push_gaps" ADD CONSTRAINT "chat_push_gaps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
