-- Issue 31: a challenge may ask for a minimum reputation of the player who accepts it, as a lobby of its
-- joiners (docs/players.md "Reputation"): the accepter's finished share, whole percent; null for none.
ALTER TABLE "challenges" ADD COLUMN "min_reputation" INTEGER;
