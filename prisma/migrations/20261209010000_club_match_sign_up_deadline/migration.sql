-- Issue 31: a club match's sign-up deadline (docs/players.md "Club matches"), chosen by the challenging club's
-- admin; null for none (the boards start when the last place is taken, as before). When it passes, the club
-- match keeper (src/clubs/club-match-keeper.ts) starts the boards that have their two players and settles the
-- rest; it finds the due ones here, so a restart loses none.
ALTER TABLE "club_matches" ADD COLUMN "sign_up_closes_at" TIMESTAMPTZ(3);

-- The keeper's look-up of club matches whose sign-up deadline passed.
CREATE INDEX "club_matches_sign_up_closes_at_idx" ON "club_matches"("sign_up_closes_at");
