ALTER TABLE "cpc_test_grade" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
-- An absent candidate has no level (grades written before carried 不合格).
UPDATE "cpc_test_grade" SET "level" = NULL WHERE "absent" = 'Y';
