-- Raise a test's cpc_grade_version on every statement that writes its grades or their details, whichever path
-- writes them (import, the grade screens, a deleted test, hand-run SQL): one row update per statement and test.
CREATE FUNCTION cpc_bump_grade_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cpc_grade_version (test_id, version)
      SELECT DISTINCT test_id, 1 FROM new_rows WHERE test_id IS NOT NULL
      ON CONFLICT (test_id) DO UPDATE SET version = cpc_grade_version.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cpc_grade_version (test_id, version)
      SELECT DISTINCT test_id, 1 FROM old_rows WHERE test_id IS NOT NULL
      ON CONFLICT (test_id) DO UPDATE SET version = cpc_grade_version.version + 1;
  ELSE
    INSERT INTO cpc_grade_version (test_id, version)
      SELECT test_id, 1 FROM (SELECT test_id FROM new_rows UNION SELECT test_id FROM old_rows) changed
      WHERE test_id IS NOT NULL
      ON CONFLICT (test_id) DO UPDATE SET version = cpc_grade_version.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_inserted AFTER INSERT ON cpc_test_grade REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_updated AFTER UPDATE ON cpc_test_grade REFERENCING NEW TABLE AS new_rows
  OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_deleted AFTER DELETE ON cpc_test_grade REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_detail_inserted AFTER INSERT ON cpc_test_grade_detail REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_detail_updated AFTER UPDATE ON cpc_test_grade_detail REFERENCING NEW TABLE AS new_rows
  OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
--> statement-breakpoint
CREATE TRIGGER cpc_test_grade_detail_deleted AFTER DELETE ON cpc_test_grade_detail REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grade_version();
