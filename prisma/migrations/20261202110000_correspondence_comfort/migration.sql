-- Issue 32 (docs/correspondence.md "Notes, the confirm step and rematches").

-- A player's private notes on a match (move_seq null) or on one of its moves (the event's seq): read by
-- their author alone; once the match is over the author may share one (shared), then everyone who may read
-- the record reads it beside the record. Co-located with the match (docs/SCALING.md).
CREATE TABLE "match_notes" (
    "match_id" UUID NOT NULL,
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "author_id" UUID NOT NULL,
    "move_seq" INTEGER,
    "body" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "match_notes_pkey" PRIMARY KEY ("match_id", "id")
);

-- CreateIndex
CREATE INDEX "match_notes_author_id_updated_at_idx" ON "match_notes"("author_id", "updated_at");

-- AddForeignKey
ALTER TABLE "match_notes" ADD CONSTRAINT "match_notes_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "match_notes" ADD CONSTRAINT "match_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A rematch of a finished 3- or 4-player match: every seat accepts (accepted_ids), then the new match
-- (new_match_id, no foreign key: it may sit on another shard) starts with the seats rotated by one. A
-- decline or a cancel ends it (status). One per finished match, keyed by its id.
CREATE TABLE "group_rematches" (
    "match_id" UUID NOT NULL,
    "offered_by_id" UUID NOT NULL,
    "accepted_ids" UUID[] NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "new_match_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "group_rematches_pkey" PRIMARY KEY ("match_id")
);

-- AddForeignKey
ALTER TABLE "group_rematches" ADD CONSTRAINT "group_rematches_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "group_rematches" ADD CONSTRAINT "group_rematches_offered_by_id_fkey" FOREIGN KEY ("offered_by_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Confirm before a card is sent" (the web client's Send step), per kind of time control: on by default
-- for days-per-move matches, off for live ones.
ALTER TABLE "users" ADD COLUMN "confirm_correspondence" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "users" ADD COLUMN "confirm_live" BOOLEAN NOT NULL DEFAULT false;
