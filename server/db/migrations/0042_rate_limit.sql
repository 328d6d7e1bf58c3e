CREATE TABLE "sys_rate_limit" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" bigint NOT NULL
);
