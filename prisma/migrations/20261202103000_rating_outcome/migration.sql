-- Issue 27 P4: whether a finished rated match changed ratings, and if not why (docs/players.md
-- "Anti-farming"). Written with the ratings in the finishing transaction; `claim ratings --recompute`
-- writes it again. Null for casual, running and aborted matches, and for rated matches finished before.
ALTER TABLE "matches" ADD COLUMN "rating_outcome" TEXT;
ALTER TABLE "matches" ADD CONSTRAINT "matches_rating_outcome_check"
  CHECK ("rating_outcome" IN ('counted', 'too_few_moves', 'repeated_opponents', 'computer_opponent'));
