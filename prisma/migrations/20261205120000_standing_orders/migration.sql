-- Issue 32: standing orders (docs/correspondence.md "Standing orders"). A player's conditional moves for one
-- match, read and changed by their owner alone; the server plays one when it applies (status 'fired', with
-- the seq and hash of the event it played) or drops it when its answer became illegal ('dropped', with the
-- reason the owner is told). A removed order stays as 'removed' so that a removal crossing its firing still
-- leaves the firing on file. Co-located with the match (docs/SCALING.md).
CREATE TABLE "standing_orders" (
    "match_id" UUID NOT NULL,
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "owner_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "order" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "reason" TEXT,
    "fired_seq" INTEGER,
    "fired_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "standing_orders_pkey" PRIMARY KEY ("match_id", "id")
);

-- The orders of one seat in their order of precedence.
CREATE INDEX "standing_orders_match_id_seat_status_position_idx" ON "standing_orders"("match_id", "seat", "status", "position");

-- AddForeignKey
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
