CREATE TABLE "sys_third_account" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"sys_user_id" varchar(32),
	"avatar" varchar(255),
	"status" integer DEFAULT 1 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"realname" varchar(100),
	"third_user_uuid" varchar(100) NOT NULL,
	"third_user_id" varchar(100) NOT NULL,
	"third_type" varchar(50) NOT NULL,
	"tenant_id" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_third_ticket" (
	"ticket_hash" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(50) NOT NULL,
	"third_account_id" varchar(32),
	"code_verifier" varchar(128),
	"nonce" varchar(128),
	"redirect_uri" varchar(500),
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_third_account_type_user" ON "sys_third_account" USING btree ("third_type","third_user_id","tenant_id");--> statement-breakpoint
CREATE INDEX "idx_sys_third_account_user" ON "sys_third_account" USING btree ("sys_user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_third_ticket_expires" ON "sys_third_ticket" USING btree ("expires_at");