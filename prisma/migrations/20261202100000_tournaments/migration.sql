-- Tournaments (issue 30, docs/tournaments.md): a head row per tournament, its hash-chained event log, and
-- the matches it paired (no foreign key to matches, as lobbies: see the sharding note in schema.prisma).
CREATE TABLE "tournaments" (
    "id" UUID NOT NULL,
    "organizer_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "entrants" INTEGER NOT NULL DEFAULT 0,
    "max_entrants" INTEGER NOT NULL,
    "current_round" INTEGER NOT NULL DEFAULT 0,
    "seed" TEXT,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tournaments_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "tournaments_status_created_at_idx" ON "tournaments"("status", "created_at");

CREATE TABLE "tournament_events" (
    "tournament_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "tournament_events_pkey" PRIMARY KEY ("tournament_id","seq")
);

ALTER TABLE "tournament_events" ADD CONSTRAINT "tournament_events_tournament_id_fkey" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "tournament_games" (
    "match_id" UUID NOT NULL,
    "tournament_id" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "board" INTEGER NOT NULL,
    "seats" JSONB NOT NULL,
    "finished" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "tournament_games_pkey" PRIMARY KEY ("match_id")
);

CREATE INDEX "tournament_games_tournament_id_round_idx" ON "tournament_games"("tournament_id", "round");
