-- Sign-in links by e-mail (issue 27, P5): an owner whose network is locked out after failed logins asks
-- for a single-use link, mailed as a password reset is. Both kinds share the queue and the token table;
-- the purpose keeps a reset token from signing in and a sign-in token from setting a password.
CREATE TYPE "MailedLinkPurpose" AS ENUM ('reset', 'sign_in');
ALTER TABLE "password_reset_requests" ADD COLUMN "purpose" "MailedLinkPurpose" NOT NULL DEFAULT 'reset';
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" "MailedLinkPurpose" NOT NULL DEFAULT 'reset';
