-- Issue 9: attempt counters keyed by account, account + address and address (longer keys); the addresses an
-- account has signed in from (they may still sign in, with the captcha, while the account is locked).
ALTER TABLE sys_login_attempt ALTER COLUMN username TYPE varchar(200);
--> statement-breakpoint
ALTER TABLE sys_session ADD COLUMN seq bigserial;
--> statement-breakpoint
CREATE TABLE sys_login_known (
  username varchar(100) NOT NULL,
  ip varchar(100) NOT NULL,
  last_success_at bigint NOT NULL,
  PRIMARY KEY (username, ip)
);
