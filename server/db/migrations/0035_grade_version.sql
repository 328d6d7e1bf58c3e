CREATE TABLE "cpc_grade_version" (
	"test_id" varchar(32) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
