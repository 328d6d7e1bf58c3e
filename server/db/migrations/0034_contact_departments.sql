-- Contact accounts made before they were given the contacts' department (院校合作部, A02A02) get it now, so they
-- stop seeing 您尚未归属部门 at sign-in. Only accounts with the customer role and no department at all; nothing when
-- that department no longer exists.
WITH added AS (
  INSERT INTO "sys_user_depart" ("id", "user_id", "dep_id")
  SELECT md5('contact-depart:' || u."id"), u."id", d."id"
  FROM "sys_user" u
  JOIN "sys_depart" d ON d."org_code" = 'A02A02' AND d."del_flag" = '0'
  WHERE EXISTS (
      SELECT 1 FROM "sys_user_role" ur JOIN "sys_role" r ON r."id" = ur."role_id"
      WHERE ur."user_id" = u."id" AND r."role_code" = 'customer')
    AND NOT EXISTS (SELECT 1 FROM "sys_user_depart" ud WHERE ud."user_id" = u."id")
  RETURNING "user_id"
)
UPDATE "sys_user" SET "org_code" = 'A02A02' WHERE "id" IN (SELECT "user_id" FROM added);
