-- Issue 31: seeks are matched in waves (docs/lobbies.md "Automatch"). A post stores its seek unsettled; a wave,
-- one at a time over every server process (an advisory lock), takes every unsettled open seek, finds the tables
-- they complete among their pool's open seeks, starts those matches and marks the seeks it looked at settled.
-- Seeks stored before this migration were each matched as they were posted: they are settled already.
ALTER TABLE "seeks" ADD COLUMN "settled" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "seeks" ALTER COLUMN "settled" SET DEFAULT false;

-- What a wave starts from: the open seeks no wave has looked at yet, oldest first.
CREATE INDEX "seeks_unsettled_idx" ON "seeks"("created_at", "id") WHERE "status" = 'open' AND NOT "settled";
