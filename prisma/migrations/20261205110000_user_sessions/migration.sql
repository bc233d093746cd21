-- Signed-in sessions a player can see and end one by one (issue 28, docs/players.md "Sessions"): a row per
-- session JWT (its jti), written at sign-in; last_used_at and user_agent are refreshed at most once a minute.
-- Ending a session still goes through revoked_sessions and users.session_epoch (src/auth/sessions.ts).
CREATE TABLE "user_sessions" (
    "jti" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "epoch" INTEGER NOT NULL,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_sessions_pkey" PRIMARY KEY ("jti")
);

-- CreateIndex
CREATE INDEX "user_sessions_user_id_expires_at_idx" ON "user_sessions"("user_id", "expires_at");

-- AddForeignKey
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
