CREATE TABLE "sys_depart_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"depart_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"data_rule_ids" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"log_type" integer NOT NULL,
	"log_content" varchar(1000),
	"operate_type" integer,
	"userid" varchar(32),
	"username" varchar(100),
	"ip" varchar(100),
	"method" varchar(500),
	"request_url" varchar(255),
	"request_param" text,
	"request_type" varchar(10),
	"cost_time" bigint,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_permission" ON "sys_depart_permission" USING btree ("depart_id","permission_id");--> statement-breakpoint
CREATE INDEX "idx_sys_log_type_time" ON "sys_log" USING btree ("log_type","create_time");