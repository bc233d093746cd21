-- Entropy for matches started without a sit-down (issue 33; docs/auditing.md "Matches started without a sit-down").
-- A tournament's secret master seed, drawn at creation (its SHA-256 is in `tournament_created`), and each
-- entrant's contribution ({userId: hex}), both revealed when the tournament ends. Null in rows from before.
ALTER TABLE "tournaments" ADD COLUMN "entropy_master" TEXT;
ALTER TABLE "tournaments" ADD COLUMN "entropy_contributions" JSONB;

-- A group rematch's new server seed, committed on the offer, and each acceptance's contribution ({userId: hex}).
ALTER TABLE "group_rematches" ADD COLUMN "server_seed" TEXT;
ALTER TABLE "group_rematches" ADD COLUMN "entropy" JSONB;
