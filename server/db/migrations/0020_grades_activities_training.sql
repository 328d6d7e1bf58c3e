CREATE TABLE "cpc_test_activity" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"test_id" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"activity_type" varchar(1) NOT NULL,
	"activity_time" timestamp(0) NOT NULL,
	"content" text,
	"attachments" varchar(1000),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_test_grade" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"test_id" varchar(32) NOT NULL,
	"student_id" varchar(32) NOT NULL,
	"organization_id" varchar(32) NOT NULL,
	"college_id" varchar(32),
	"programme_id" varchar(32),
	"total_score" double precision NOT NULL,
	"level" varchar(1) NOT NULL,
	"absent" varchar(1) DEFAULT 'N' NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_test_grade_detail" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"grade_id" varchar(32) NOT NULL,
	"test_id" varchar(32) NOT NULL,
	"topic_id" varchar(32) NOT NULL,
	"score" double precision NOT NULL,
	"answer" varchar(20),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_training" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"training_type" varchar(1) NOT NULL,
	"organization_id" varchar(32),
	"college_id" varchar(32),
	"test_id" varchar(32),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" varchar(200),
	"quota" integer NOT NULL,
	"enrolled" integer,
	"status" varchar(1) NOT NULL,
	"content" text,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "idx_cpc_test_activity_test" ON "cpc_test_activity" USING btree ("test_id","activity_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_test_grade_test_student" ON "cpc_test_grade" USING btree ("test_id","student_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_grade_test_org" ON "cpc_test_grade" USING btree ("test_id","organization_id","college_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_grade_student" ON "cpc_test_grade" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_test_grade_detail_grade_topic" ON "cpc_test_grade_detail" USING btree ("grade_id","topic_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_grade_detail_test_topic" ON "cpc_test_grade_detail" USING btree ("test_id","topic_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_training_org" ON "cpc_training" USING btree ("organization_id","start_date");--> statement-breakpoint
CREATE INDEX "idx_cpc_training_test" ON "cpc_training" USING btree ("test_id");