-- CreateEnum
CREATE TYPE "ChallengeStatus" AS ENUM ('pending', 'accepted', 'declined', 'cancelled');

-- AlterTable
ALTER TABLE "lobbies" ADD COLUMN     "days_per_move" INTEGER;

-- CreateTable
CREATE TABLE "challenges" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "challenger_id" UUID NOT NULL,
    "challenged_id" UUID NOT NULL,
    "rules" JSONB NOT NULL,
    "days_per_move" INTEGER,
    "status" "ChallengeStatus" NOT NULL DEFAULT 'pending',
    "match_id" UUID,
    "rematch_of" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMPTZ(3),

    CONSTRAINT "challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "challenges_match_id_key" ON "challenges"("match_id");

-- CreateIndex
CREATE UNIQUE INDEX "challenges_rematch_of_key" ON "challenges"("rematch_of");

-- CreateIndex
CREATE INDEX "challenges_challenger_id_created_at_idx" ON "challenges"("challenger_id", "created_at");

-- CreateIndex
CREATE INDEX "challenges_challenged_id_created_at_idx" ON "challenges"("challenged_id", "created_at");

-- AddForeignKey
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_fkey" FOREIGN KEY ("challenger_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenged_id_fkey" FOREIGN KEY ("challenged_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
