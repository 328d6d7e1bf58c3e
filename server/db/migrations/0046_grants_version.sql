CREATE TABLE "cpc_grants_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "idx_cpc_test_grade_detail_test_topic";
--> statement-breakpoint
-- Raise the grants version on every statement that writes a table deciding who holds which menu or button (roles,
-- department roles, departments, the menus themselves), whichever path writes it: the grants each process keeps are
-- keyed by this version.
INSERT INTO "cpc_grants_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION cpc_bump_grants_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cpc_grants_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sys_user_role', 'sys_role_permission', 'sys_permission', 'sys_depart_role_user',
      'sys_user_depart', 'sys_depart_role', 'sys_depart_role_permission', 'sys_depart_permission'] LOOP
    EXECUTE format('CREATE TRIGGER cpc_grants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION cpc_bump_grants_version()', t);
  END LOOP;
END $$;
