-- Chain format 2 (docs/auditing.md "The tamper-evident log"): the secret salt of each event's payload
-- commitment, revealed with the payload. Null for events stored before (chain format 1), which keep
-- their hashes, and for start events.
-- AlterTable
ALTER TABLE "match_events" ADD COLUMN     "salt" TEXT;
