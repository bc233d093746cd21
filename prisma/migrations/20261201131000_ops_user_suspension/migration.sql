-- `claim suspend` (src/cli/admin.ts): a suspended account cannot sign in; suspending also ends its sessions and
-- revokes its API tokens. Null: not suspended.
ALTER TABLE "users" ADD COLUMN "suspended_at" TIMESTAMPTZ(3);
