CREATE TABLE "sys_upload" (
	"path" varchar(500) PRIMARY KEY NOT NULL,
	"biz" varchar(100) NOT NULL,
	"uploader_id" varchar(32) NOT NULL,
	"size" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_sys_upload_uploader" ON "sys_upload" USING btree ("uploader_id","created_at");