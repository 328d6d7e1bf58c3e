CREATE TABLE "sys_data_source" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"db_type" varchar(10) NOT NULL,
	"db_driver" varchar(100) NOT NULL,
	"db_url" varchar(500) NOT NULL,
	"db_name" varchar(100) NOT NULL,
	"db_username" varchar(100) NOT NULL,
	"db_password" varchar(100),
	"remark" varchar(200),
	"sys_org_code" varchar(64),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_class" varchar(100) NOT NULL,
	"rule_params" varchar(200),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_gateway_route" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"router_id" varchar(50) NOT NULL,
	"name" varchar(32) NOT NULL,
	"uri" varchar(32) NOT NULL,
	"predicates" text,
	"filters" text,
	"retryable" integer DEFAULT 0,
	"strip_prefix" integer DEFAULT 1,
	"persistable" integer DEFAULT 1,
	"show_api" integer DEFAULT 1,
	"status" integer DEFAULT 1 NOT NULL,
	"sys_org_code" varchar(64),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_data_source_code" ON "sys_data_source" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_fill_rule_rule_code" ON "sys_fill_rule" USING btree ("rule_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_gateway_route_router_id" ON "sys_gateway_route" USING btree ("router_id");