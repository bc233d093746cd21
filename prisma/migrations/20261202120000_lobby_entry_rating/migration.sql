-- A lobby's entry rating range (issue 28): who may join, by rating in the lobby's pool; null ends are unbounded.
ALTER TABLE "lobbies" ADD COLUMN "min_rating" DOUBLE PRECISION;
ALTER TABLE "lobbies" ADD COLUMN "max_rating" DOUBLE PRECISION;
