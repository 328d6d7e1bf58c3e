CREATE TABLE "sys_data_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"data_table" varchar(32),
	"data_id" varchar(32),
	"data_version" integer,
	"data_content" text,
	"type" varchar(20) DEFAULT 'json',
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "idx_sys_data_log_table_id" ON "sys_data_log" USING btree ("data_table","data_id");