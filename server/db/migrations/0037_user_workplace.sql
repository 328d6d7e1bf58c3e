CREATE TABLE "sys_user_workplace" (
	"user_id" varchar(32) PRIMARY KEY NOT NULL,
	"shortcuts" varchar(400),
	"memo" varchar(2000),
	"update_time" timestamp(0)
);
