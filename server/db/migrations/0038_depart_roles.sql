CREATE TABLE "sys_depart_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"role_name" varchar(200) NOT NULL,
	"role_code" varchar(100) NOT NULL,
	"depart_id" varchar(32) NOT NULL,
	"description" varchar(255),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"depart_id" varchar(32),
	"role_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"data_rule_ids" varchar(1000),
	"operate_date" timestamp(0),
	"operate_ip" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"drole_id" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_role_role_code" ON "sys_depart_role" USING btree ("role_code");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_role_depart" ON "sys_depart_role" USING btree ("depart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_role_permission" ON "sys_depart_role_permission" USING btree ("role_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_role_user" ON "sys_depart_role_user" USING btree ("user_id","drole_id");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_role_user_role" ON "sys_depart_role_user" USING btree ("drole_id");