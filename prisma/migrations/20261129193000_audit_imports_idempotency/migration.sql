-- AlterTable
ALTER TABLE "matches" ADD COLUMN     "deck" JSONB,
ADD COLUMN     "first_leader" INTEGER,
ADD COLUMN     "imported_by" UUID,
ADD COLUMN     "seat_names" JSONB;

-- DropIndex
DROP INDEX "match_events_match_id_request_id_key";

-- AlterTable
ALTER TABLE "match_events" ADD COLUMN     "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "match_events_match_id_idempotency_key_key" ON "match_events"("match_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "match_events_actor_user_id_created_at_idx" ON "match_events"("actor_user_id", "created_at");
