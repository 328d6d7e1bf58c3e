CREATE TABLE "oss_file" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"file_name" varchar(255),
	"url" varchar(1000),
	"create_by" varchar(32),
	"create_time" timestamp(0),
	"update_by" varchar(32),
	"update_time" timestamp(0)
);
