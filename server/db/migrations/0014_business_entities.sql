CREATE TABLE "cpc_college" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"organization_id" varchar(32) NOT NULL,
	"college_name" varchar(100) NOT NULL,
	"college_code" varchar(20) NOT NULL,
	"dean" varchar(50),
	"phone" varchar(30),
	"intro" text,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_college_programme" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"college_id" varchar(32) NOT NULL,
	"programme_type" varchar(10) NOT NULL,
	"discipline_code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"approved_year" integer,
	"organization_id" varchar(32),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_link_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"institution_id" varchar(32) NOT NULL,
	"college_id" varchar(32),
	"realname" varchar(50) NOT NULL,
	"username" varchar(100) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"link_role" varchar(10) NOT NULL,
	"profession_ids" varchar(2000),
	"status" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_national_manager" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"provinces" varchar(500) NOT NULL,
	"phone" varchar(20),
	"remark" varchar(500),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_organization" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"org_name" varchar(100) NOT NULL,
	"org_code" varchar(20) NOT NULL,
	"org_type" varchar(10) NOT NULL,
	"area" varchar(12),
	"principal" varchar(50),
	"phone" varchar(30),
	"email" varchar(100),
	"website" varchar(200),
	"intro" text,
	"logo" varchar(255),
	"is_customer" varchar(1) DEFAULT 'N' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_organization_address" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"organization_id" varchar(32) NOT NULL,
	"address_type" varchar(10) NOT NULL,
	"area" varchar(12),
	"detail" varchar(200) NOT NULL,
	"postcode" varchar(6),
	"receiver" varchar(50),
	"phone" varchar(20),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_student" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"organization_id" varchar(32) NOT NULL,
	"college_id" varchar(32) NOT NULL,
	"programme_id" varchar(32),
	"student_no" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sex" integer,
	"id_card_no" varchar(18),
	"birthday" date,
	"enroll_year" integer,
	"degree_level" varchar(10),
	"phone" varchar(20),
	"email" varchar(100),
	"status" varchar(10) DEFAULT '1' NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_college_org_code" ON "cpc_college" USING btree ("organization_id","college_code");--> statement-breakpoint
CREATE INDEX "idx_cpc_college_programme_college" ON "cpc_college_programme" USING btree ("college_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_college_programme_type" ON "cpc_college_programme" USING btree ("programme_type","organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_link_user_username" ON "cpc_link_user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_link_user_user_id" ON "cpc_link_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_link_user_institution" ON "cpc_link_user" USING btree ("institution_id","college_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_national_manager_user_id" ON "cpc_national_manager" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_organization_org_code" ON "cpc_organization" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "idx_cpc_organization_province" ON "cpc_organization" USING btree (substr("area", 1, 2));--> statement-breakpoint
CREATE INDEX "idx_cpc_organization_address_org" ON "cpc_organization_address" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_student_org_no" ON "cpc_student" USING btree ("organization_id","student_no");--> statement-breakpoint
CREATE INDEX "idx_cpc_student_college_time" ON "cpc_student" USING btree ("college_id","create_time","id");--> statement-breakpoint
CREATE INDEX "idx_cpc_student_org_time" ON "cpc_student" USING btree ("organization_id","create_time","id");