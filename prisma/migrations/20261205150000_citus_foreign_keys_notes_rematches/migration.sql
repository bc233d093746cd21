-- As 20261202130000_citus_foreign_keys, for the two match tables added after it: Citus refuses ON UPDATE CASCADE on a
-- foreign key that includes the distribution column (match_notes and group_rematches are distributed by match_id).
-- matches.id is never updated (a UUID the application makes), so the cascade never fired: ON UPDATE NO ACTION, the
-- same ON DELETE as before. Nothing changes on one PostgreSQL.
ALTER TABLE "match_notes" DROP CONSTRAINT "match_notes_match_id_fkey",
  ADD CONSTRAINT "match_notes_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "group_rematches" DROP CONSTRAINT "group_rematches_match_id_fkey",
  ADD CONSTRAINT "group_rematches_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
