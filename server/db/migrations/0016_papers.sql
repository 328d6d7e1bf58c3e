CREATE TABLE "cpc_paper" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"paper_name" varchar(100) NOT NULL,
	"paper_code" varchar(20) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"duration" integer NOT NULL,
	"total_score" double precision DEFAULT 0 NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"description" varchar(1000),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "cpc_paper_topic" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"paper_id" varchar(32) NOT NULL,
	"topic_no" integer NOT NULL,
	"topic_type" varchar(1) NOT NULL,
	"content" varchar(4000) NOT NULL,
	"option_a" varchar(500),
	"option_b" varchar(500),
	"option_c" varchar(500),
	"option_d" varchar(500),
	"option_e" varchar(500),
	"option_f" varchar(500),
	"answer" varchar(2000) NOT NULL,
	"score" double precision NOT NULL,
	"knowledge_point" varchar(100),
	"difficulty" integer NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_cpc_paper_paper_code" ON "cpc_paper" USING btree ("paper_code");--> statement-breakpoint
CREATE INDEX "idx_cpc_paper_topic_paper" ON "cpc_paper_topic" USING btree ("paper_id","topic_no");--> statement-breakpoint
CREATE INDEX "idx_cpc_paper_topic_type" ON "cpc_paper_topic" USING btree ("topic_type","difficulty");