-- A writer that sets cpc.grade_version_deferred = 'on' in its transaction raises the test's version itself, as the
-- transaction's last statement: the version row is then locked only while that transaction commits, so two import
-- batches of the same test write side by side instead of one waiting for the other's commit at its first statement.
CREATE OR REPLACE FUNCTION cpc_bump_grade_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('cpc.grade_version_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
