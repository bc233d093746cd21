-- As 20261202130000_citus_foreign_keys: reputation_seats is distributed by user_id (docs/SCALING.md), and Citus
-- refuses ON UPDATE CASCADE on a key that includes the distribution column ("cannot create foreign key constraint"
-- when `claim citus distribute` adds it back). users.id is never updated, so the cascade never fired; the same
-- ON DELETE CASCADE. Nothing changes on one PostgreSQL.
ALTER TABLE "reputation_seats" DROP CONSTRAINT "reputation_seats_user_id_fkey",
  ADD CONSTRAINT "reputation_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
