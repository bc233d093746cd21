-- Ending sessions (src/auth/sessions.ts): "revoke my sessions" moves the user's epoch on, which every
-- session signed before no longer matches; logout records one session's id until it would have expired.
ALTER TABLE "users" ADD COLUMN "session_epoch" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "revoked_sessions" (
    "jti" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "revoked_sessions_pkey" PRIMARY KEY ("jti")
);

-- CreateIndex
CREATE INDEX "revoked_sessions_user_id_expires_at_idx" ON "revoked_sessions"("user_id", "expires_at");

-- AddForeignKey
ALTER TABLE "revoked_sessions" ADD CONSTRAINT "revoked_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
