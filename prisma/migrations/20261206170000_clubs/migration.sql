-- Issue 31: clubs (docs/players.md "Clubs"). A club has one owner (clubs.owner_id, who is also a member, as an
-- admin) and members who are admins or plain members. Joining needs both sides: an open club takes anyone, a
-- club "by request" keeps the request until an admin accepts it, an invitation-only club admits only whom an
-- admin invited (club_pending). Every change of membership is logged in club_log, which outlives the club:
-- a deleted club keeps its row (deleted_at set, name_key cleared so the name can be used again) and its log.
CREATE TYPE "ClubAdmission" AS ENUM ('open', 'request', 'invitation');
CREATE TYPE "ClubRole" AS ENUM ('admin', 'member');
CREATE TYPE "ClubPendingKind" AS ENUM ('invited', 'requested');

CREATE TABLE "clubs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    -- The name folded for uniqueness (NFKC, lower case, single spaces); NULL once the club is deleted.
    "name_key" TEXT,
    "description" TEXT NOT NULL,
    "admission" "ClubAdmission" NOT NULL,
    "owner_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "clubs_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "clubs_name_key_key" ON "clubs"("name_key");
CREATE INDEX "clubs_owner_id_idx" ON "clubs"("owner_id");

CREATE TABLE "club_members" (
    "club_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "ClubRole" NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "club_members_pkey" PRIMARY KEY ("club_id", "user_id")
);

-- A player's clubs.
CREATE INDEX "club_members_user_id_idx" ON "club_members"("user_id");

-- An invitation (an admin's, `by_id`) or a request (the player's own) waiting for the other side.
CREATE TABLE "club_pending" (
    "club_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "ClubPendingKind" NOT NULL,
    "by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "club_pending_pkey" PRIMARY KEY ("club_id", "user_id")
);

CREATE INDEX "club_pending_user_id_idx" ON "club_pending"("user_id");

-- What happened to a club, by whom, to whom: creation, joins, leaves, removals, roles, owner transfers, deletion.
CREATE TABLE "club_log" (
    "id" BIGSERIAL NOT NULL,
    "club_id" UUID NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "action" TEXT NOT NULL,
    "actor_id" UUID,
    "target_id" UUID,

    CONSTRAINT "club_log_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "club_log_club_id_id_idx" ON "club_log"("club_id", "id");

ALTER TABLE "clubs" ADD CONSTRAINT "clubs_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_pending" ADD CONSTRAINT "club_pending_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_pending" ADD CONSTRAINT "club_pending_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_pending" ADD CONSTRAINT "club_pending_by_id_fkey" FOREIGN KEY ("by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "club_log" ADD CONSTRAINT "club_log_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "club_log" ADD CONSTRAINT "club_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "club_log" ADD CONSTRAINT "club_log_target_id_fkey" FOREIGN KEY ("target_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
