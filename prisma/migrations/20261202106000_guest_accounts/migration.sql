-- Guest accounts (issue 28, docs/players.md "Guests"): made by "Play the computer now" without a password,
-- named guest-xxxxxx (a prefix nobody may register), until the guest chooses a name and a password.
ALTER TABLE "users" ADD COLUMN "is_guest" BOOLEAN NOT NULL DEFAULT false;
