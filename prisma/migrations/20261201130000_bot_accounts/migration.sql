-- Bot accounts (issue 17, docs/bots.md). `is_bot` is set once and never cleared (like lichess's bot
-- upgrade): a bot's games are rated and shown as a bot's. `bot_level` names the built-in computer
-- player's level for the server's own computer accounts, and is null for every other account (people,
-- and third-party bots that play through the API).
ALTER TABLE "users" ADD COLUMN "is_bot" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "bot_level" TEXT;

-- The bot directory lists bots; the computer player finds its own accounts.
CREATE INDEX "users_is_bot_idx" ON "users"("is_bot");
