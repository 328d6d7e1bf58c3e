-- 个人设置 gets the button system:user:app:edit (个人信息编辑, HEAD's code on /sys/user/appEdit, addendum §0.1) in
-- databases seeded before it, granted to the admin and staff roles as the seed grants it. A fresh database has no
-- menu yet: the seed adds it.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('people-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  CROSS JOIN (VALUES ('个人信息编辑', 'system:user:app:edit', 1)) AS b (name, perms, sort_no)
  WHERE p.url = '/account/settings' AND p.menu_type <> 2
    AND NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url = '/account/settings' AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('people-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.perms = 'system:user:app:edit' AND p.menu_type = 2
  WHERE r.role_code IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
