-- Issue 31: one player follows another (docs/players.md "Friends"); two follows of each other make friends.
-- A block removes both follows of the pair in the block's transaction, and no follow is made across a block.
CREATE TABLE "user_follows" (
    "follower_id" UUID NOT NULL,
    "followed_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_follows_pkey" PRIMARY KEY ("follower_id", "followed_id")
);

-- A player's followers (and friends, the follows back) are read from the followed side.
CREATE INDEX "user_follows_followed_id_idx" ON "user_follows"("followed_id");

ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followed_id_fkey" FOREIGN KEY ("followed_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- When an account last used a credential (a session or a token), to the minute: "friends online". One row
-- per account, overwritten; sessions are JWTs and leave no other trace of activity.
CREATE TABLE "user_presence" (
    "user_id" UUID NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_presence_pkey" PRIMARY KEY ("user_id")
);

ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
