-- Usernames' confusable skeletons (src/users/username.ts, usernameSkeleton): a new name may not look like
-- an existing one. The expression below is that function in SQL; existing names are kept as they are, even
-- where two of them already share a skeleton.
ALTER TABLE "users" ADD COLUMN "username_skeleton" TEXT;

UPDATE "users" SET "username_skeleton" = translate(replace(replace("username", 'rn', 'm'), 'vv', 'w'), '01i-', 'oll_');

-- CreateIndex
CREATE INDEX "users_username_skeleton_idx" ON "users"("username_skeleton");
