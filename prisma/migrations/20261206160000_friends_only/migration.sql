-- Issue 31: a lobby only its owner's friends see and may join (docs/lobbies.md "Friends-only lobbies").
ALTER TABLE "lobbies" ADD COLUMN "friends_only" BOOLEAN NOT NULL DEFAULT false;

-- Issue 31: an account that takes challenges (and rematch offers) from friends only.
ALTER TABLE "users" ADD COLUMN "challenges_friends_only" BOOLEAN NOT NULL DEFAULT false;
