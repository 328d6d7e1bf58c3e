CREATE TABLE "sys_catalog_sync" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"synced_at" bigint NOT NULL
);
