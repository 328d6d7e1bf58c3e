-- Answers to writes that carried an X-Request-Id (idempotency key), kept 24 h: a replay of the same key by the
-- same user gets the stored answer instead of a second write (server/http/idempotency.ts).
CREATE TABLE sys_request_log (
  user_id varchar(32) NOT NULL,
  request_id varchar(64) NOT NULL,
  method varchar(8) NOT NULL,
  url varchar(2000) NOT NULL,
  status_code integer,
  content_type varchar(200),
  body text,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, request_id)
);
--> statement-breakpoint
CREATE INDEX idx_sys_request_log_created ON sys_request_log (created_at);
