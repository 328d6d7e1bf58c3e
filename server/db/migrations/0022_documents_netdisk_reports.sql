CREATE TABLE "cpc_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_path" varchar(500) NOT NULL,
	"file_size" integer DEFAULT 0,
	"year" integer NOT NULL,
	"organization_id" varchar(32),
	"file_category" varchar(1) NOT NULL,
	"folder_id" varchar(32) NOT NULL,
	"download_count" integer DEFAULT 0,
	"description" varchar(500),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_folder" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort_no" integer,
	"description" varchar(500),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_netdisk_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"owner_type" varchar(8) NOT NULL,
	"owner_id" varchar(32) NOT NULL,
	"folder_id" varchar(32) DEFAULT '0' NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_path" varchar(500) NOT NULL,
	"file_size" integer DEFAULT 0,
	"content_type" varchar(100),
	"deleted_time" timestamp(0),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_netdisk_folder" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"owner_type" varchar(8) NOT NULL,
	"owner_id" varchar(32) NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"deleted_time" timestamp(0),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_report" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"organization_id" varchar(32) NOT NULL,
	"test_id" varchar(32),
	"year" integer NOT NULL,
	"file_path" varchar(500) NOT NULL,
	"file_size" integer DEFAULT 0,
	"generated" varchar(1) DEFAULT 'N' NOT NULL,
	"download_count" integer DEFAULT 0,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "idx_cpc_file_folder" ON "cpc_file" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_file_year_org" ON "cpc_file" USING btree ("year","organization_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_file_name" ON "cpc_file" USING btree ("file_name","year","organization_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_folder_parent" ON "cpc_folder" USING btree ("parent_id","sort_no");--> statement-breakpoint
CREATE INDEX "idx_cpc_netdisk_file_owner" ON "cpc_netdisk_file" USING btree ("owner_type","owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_netdisk_folder_owner" ON "cpc_netdisk_folder" USING btree ("owner_type","owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "idx_cpc_report_org_year" ON "cpc_report" USING btree ("organization_id","year");--> statement-breakpoint
CREATE INDEX "idx_cpc_report_test" ON "cpc_report" USING btree ("test_id","organization_id");