CREATE TABLE "cpc_statistics_cache" (
	"test_id" varchar(32) NOT NULL,
	"statement" varchar(64) NOT NULL,
	"version" bigint NOT NULL,
	"rows" jsonb NOT NULL,
	"create_time" timestamp(0),
	CONSTRAINT "cpc_statistics_cache_pkey" PRIMARY KEY("test_id","statement")
);
--> statement-breakpoint
CREATE INDEX "idx_cpc_test_grade_test_total" ON "cpc_test_grade" USING btree ("test_id","total_score","id");--> statement-breakpoint
CREATE INDEX "idx_cpc_test_grade_total" ON "cpc_test_grade" USING btree ("total_score","id");