-- A deal no one can choose (issue 33; docs/auditing.md "A deal no one can choose").
-- The server's seed a lobby commits to when it is created (secret until its match ends), and each seat's
-- contribution, sent when it joins. Null in rows from before: their matches start as they always did.
ALTER TABLE "lobbies" ADD COLUMN "server_seed" TEXT;
ALTER TABLE "lobby_seats" ADD COLUMN "entropy" TEXT;

-- The same for challenges: the challenger contributes when challenging, the challenged when accepting.
ALTER TABLE "challenges" ADD COLUMN "server_seed" TEXT;
ALTER TABLE "challenges" ADD COLUMN "challenger_entropy" TEXT;
ALTER TABLE "challenges" ADD COLUMN "challenged_entropy" TEXT;

-- A match's server seed and contributions ({serverSeed, contributions}), from which its seed was derived;
-- null for matches without (every match before, and those no seat could contribute to).
ALTER TABLE "matches" ADD COLUMN "entropy" JSONB;
