-- Running matches newest first: the live list, a club's and a player's friends' live games walk them in this
-- order and stop at the page; without it each sorted every running match (100,000 on a small box).
CREATE INDEX "matches_running_created_at_id_idx" ON "matches"("created_at" DESC, "id" DESC) WHERE "status" = 'running';
