CREATE TABLE "cpc_test" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"test_name" varchar(100) NOT NULL,
	"test_code" varchar(20) NOT NULL,
	"paper_id" varchar(32) NOT NULL,
	"sign_up_start" timestamp(0) NOT NULL,
	"sign_up_end" timestamp(0) NOT NULL,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"mode" varchar(1) NOT NULL,
	"status" varchar(1) DEFAULT '1' NOT NULL,
	"description" varchar(1000),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_test_institution" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"test_id" varchar(32) NOT NULL,
	"institution_id" varchar(32) NOT NULL,
	"planned_count" integer NOT NULL,
	"actual_count" integer,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_test_test_code" ON "cpc_test" USING btree ("test_code");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_status" ON "cpc_test" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_paper" ON "cpc_test" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_institution_test" ON "cpc_test_institution" USING btree ("test_id","institution_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_institution_org" ON "cpc_test_institution" USING btree ("institution_id");