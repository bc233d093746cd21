-- Citus (docs/SCALING.md, "Past one database") refuses ON UPDATE CASCADE on a foreign key of a distributed table
-- that includes its distribution column, and these are the keys of the tables distributed by match id or user id.
-- The ids they follow are never updated (UUIDs the application makes; no statement changes users.id, matches.id
-- or notification_log's (user_id, seq)), so the cascade never fired: the keys become ON UPDATE NO ACTION, with the
-- same ON DELETE as before. Nothing changes on one PostgreSQL.
ALTER TABLE "match_seats" DROP CONSTRAINT "match_seats_match_id_fkey",
  ADD CONSTRAINT "match_seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "match_seats" DROP CONSTRAINT "match_seats_user_id_fkey",
  ADD CONSTRAINT "match_seats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
ALTER TABLE "match_events" DROP CONSTRAINT "match_events_match_id_fkey",
  ADD CONSTRAINT "match_events_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "match_events" DROP CONSTRAINT "match_events_actor_user_id_fkey",
  ADD CONSTRAINT "match_events_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION;
ALTER TABLE "match_turns" DROP CONSTRAINT "match_turns_match_id_fkey",
  ADD CONSTRAINT "match_turns_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_match_id_fkey",
  ADD CONSTRAINT "chat_messages_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_author_id_fkey",
  ADD CONSTRAINT "chat_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "archived_records" DROP CONSTRAINT "archived_records_match_id_fkey",
  ADD CONSTRAINT "archived_records_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_user_id_fkey",
  ADD CONSTRAINT "notification_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "notification_heads" DROP CONSTRAINT "notification_heads_user_id_fkey",
  ADD CONSTRAINT "notification_heads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "pending_chat_notices" DROP CONSTRAINT "pending_chat_notices_user_id_seq_fkey",
  ADD CONSTRAINT "pending_chat_notices_user_id_seq_fkey" FOREIGN KEY ("user_id", "seq") REFERENCES "notification_log"("user_id", "seq") ON DELETE CASCADE ON UPDATE NO ACTION;
ALTER TABLE "chat_push_gaps" DROP CONSTRAINT "chat_push_gaps_user_id_fkey",
  ADD CONSTRAINT "chat_push_gaps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION;
