-- A start against the computer under way (issue 27, P7): taken under the account's lock with the count of
-- its running computer matches, so concurrent starts cannot pass the cap; gone once the match exists (or
-- ignored after a minute, if the process died between the two).
CREATE TABLE "computer_match_starts" (
    "match_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "computer_match_starts_pkey" PRIMARY KEY ("match_id")
);
CREATE INDEX "computer_match_starts_user_id_idx" ON "computer_match_starts"("user_id");
ALTER TABLE "computer_match_starts" ADD CONSTRAINT "computer_match_starts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
