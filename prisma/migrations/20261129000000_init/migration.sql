-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('player', 'admin');

-- CreateEnum
CREATE TYPE "LobbyStatus" AS ENUM ('open', 'started', 'closed');

-- CreateEnum
CREATE TYPE "MatchStatus" AS ENUM ('running', 'finished', 'aborted');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "username" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "UserRole" NOT NULL DEFAULT 'player',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lobbies" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "rules" JSONB NOT NULL,
    "owner_id" UUID NOT NULL,
    "status" "LobbyStatus" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "match_id" UUID,

    CONSTRAINT "lobbies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lobby_seats" (
    "lobby_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "lobby_seats_pkey" PRIMARY KEY ("lobby_id","seat")
);

-- CreateTable
CREATE TABLE "matches" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "rules" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "seed_commitment" TEXT NOT NULL,
    "status" "MatchStatus" NOT NULL DEFAULT 'running',
    "version" INTEGER NOT NULL DEFAULT 0,
    "head_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_seats" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "match_seats_pkey" PRIMARY KEY ("match_id","seat")
);

-- CreateTable
CREATE TABLE "match_events" (
    "match_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "actor_user_id" UUID,
    "request_id" TEXT,
    "prev_hash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_events_pkey" PRIMARY KEY ("match_id","seq")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "lobbies_match_id_key" ON "lobbies"("match_id");

-- CreateIndex
CREATE INDEX "lobbies_status_created_at_idx" ON "lobbies"("status", "created_at");

-- CreateIndex
CREATE INDEX "lobby_seats_user_id_idx" ON "lobby_seats"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "lobby_seats_lobby_id_user_id_key" ON "lobby_seats"("lobby_id", "user_id");

-- CreateIndex
CREATE INDEX "match_seats_user_id_idx" ON "match_seats"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "match_seats_match_id_user_id_key" ON "match_seats"("match_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "match_events_match_id_request_id_key" ON "match_events"("match_id", "request_id");

-- AddForeignKey
ALTER TABLE "lobbies" ADD CONSTRAINT "lobbies_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lobby_seats" ADD CONSTRAINT "lobby_seats_lobby_id_fkey" FOREIGN KEY ("lobby_id") REFERENCES "lobbies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lobby_seats" ADD CONSTRAINT "lobby_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
