CREATE TABLE "onl_cgreport_head" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"cgr_sql" varchar(4000) NOT NULL,
	"content" varchar(1000),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgrhead_id" varchar(32) NOT NULL,
	"field_name" varchar(64) NOT NULL,
	"field_txt" varchar(100),
	"field_type" varchar(20),
	"is_show" integer DEFAULT 1 NOT NULL,
	"is_order" integer DEFAULT 0 NOT NULL,
	"is_search" integer DEFAULT 0 NOT NULL,
	"search_mode" varchar(10),
	"dict_code" varchar(500),
	"is_total" integer DEFAULT 0 NOT NULL,
	"group_title" varchar(50),
	"field_width" integer,
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_param" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgrhead_id" varchar(32) NOT NULL,
	"param_name" varchar(32) NOT NULL,
	"param_txt" varchar(32),
	"param_value" varchar(100),
	"order_num" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgreport_head_code" ON "onl_cgreport_head" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_item_head" ON "onl_cgreport_item" USING btree ("cgrhead_id");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_param_head" ON "onl_cgreport_param" USING btree ("cgrhead_id");