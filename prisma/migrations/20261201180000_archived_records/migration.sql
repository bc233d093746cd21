-- The export line of a finished match (issue 18): a finished match never changes, so its claim-record/1 line
-- is built once, when it finishes, and the bulk export streams stored lines instead of replaying every match.
-- Matches finished before this table are filled in lazily by the export or by `claim archive --backfill`.
CREATE TABLE "archived_records" (
    "match_id" UUID NOT NULL,
    "line" TEXT NOT NULL,

    CONSTRAINT "archived_records_pkey" PRIMARY KEY ("match_id")
);

-- AddForeignKey
ALTER TABLE "archived_records" ADD CONSTRAINT "archived_records_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
