CREATE TABLE "sys_announcement" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"msg_category" varchar(10) DEFAULT '2' NOT NULL,
	"titile" varchar(100) NOT NULL,
	"msg_abstract" text,
	"start_time" timestamp(0),
	"end_time" timestamp(0),
	"msg_type" varchar(10),
	"user_ids" varchar(4000),
	"priority" varchar(255),
	"open_type" varchar(20),
	"open_page" varchar(255),
	"bus_id" varchar(50),
	"bus_type" varchar(20),
	"msg_content" text,
	"sender" varchar(100),
	"send_status" varchar(10),
	"send_time" timestamp(0),
	"cancel_time" timestamp(0),
	"del_flag" varchar(1) DEFAULT '0' NOT NULL,
	"dt_task_id" varchar(100),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"annt_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"read_flag" varchar(10) DEFAULT '0' NOT NULL,
	"read_time" timestamp(0),
	"star_flag" varchar(10),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_sms" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"es_title" varchar(100),
	"es_content" text,
	"es_receiver" varchar(100),
	"es_send_num" integer,
	"es_send_status" varchar(1),
	"es_send_time" timestamp(0),
	"es_type" varchar(50),
	"es_param" varchar(1000),
	"es_result" varchar(255),
	"remark" varchar(500),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_sms_template" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"template_code" varchar(32) NOT NULL,
	"template_name" varchar(50) NOT NULL,
	"template_type" varchar(1) NOT NULL,
	"template_content" varchar(1000) NOT NULL,
	"template_test_json" varchar(1000),
	"use_status" varchar(1),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "idx_sys_announcement_status" ON "sys_announcement" USING btree ("send_status","del_flag","msg_type");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_announcement_send" ON "sys_announcement_send" USING btree ("annt_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_announcement_send_user" ON "sys_announcement_send" USING btree ("user_id","read_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_sms_template_template_code" ON "sys_sms_template" USING btree ("template_code");