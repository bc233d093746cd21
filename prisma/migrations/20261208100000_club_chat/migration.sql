-- Issue 31: a club's chat (docs/players.md "Club chat"). Its members write and read; the rules are the match
-- chat's (src/chat): the same length and rate limits, blocks hide a blocked author's lines from the blocker,
-- reports reach the same queue. Seqs are 1, 2, 3… per club, as a match chat's are per match. An admin hides a
-- line (hidden_at, hidden_by_id) rather than deleting it, so a report of it keeps its text and the club log
-- names who hid it.
CREATE TABLE "club_chat_messages" (
    "club_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "author_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "hidden_at" TIMESTAMPTZ(3),
    "hidden_by_id" UUID,

    CONSTRAINT "club_chat_messages_pkey" PRIMARY KEY ("club_id", "seq")
);

CREATE INDEX "club_chat_messages_author_id_idx" ON "club_chat_messages"("author_id");

ALTER TABLE "club_chat_messages" ADD CONSTRAINT "club_chat_messages_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_chat_messages" ADD CONSTRAINT "club_chat_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_chat_messages" ADD CONSTRAINT "club_chat_messages_hidden_by_id_fkey" FOREIGN KEY ("hidden_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A reported club chat message is named by its club and seq, as a match chat message is by its match and seq
-- (no foreign key, on purpose, like match_id: a report outlives what it names).
ALTER TABLE "reports" ADD COLUMN "club_id" UUID;
