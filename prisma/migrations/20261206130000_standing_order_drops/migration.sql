-- Issue 32: the match version at which a standing order was found illegal and dropped, so that the record
-- of the finished match (docs/correspondence.md "In the record") says where, and an auditor can judge the
-- order against that position. Null for orders dropped before this column (their drop is still known by
-- their reason) and for every order that was not dropped.
ALTER TABLE "standing_orders" ADD COLUMN "dropped_seq" INTEGER;
