CREATE TABLE "sys_permission_data_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"rule_column" varchar(50),
	"rule_conditions" varchar(50) NOT NULL,
	"rule_value" varchar(300) NOT NULL,
	"status" varchar(3),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "idx_sys_permission_data_rule_perm" ON "sys_permission_data_rule" USING btree ("permission_id");