-- 菜单管理 gets its buttons (JeecgBoot HEAD's codes, addendum §0.1: system:permission:add / edit / delete /
-- deleteBatch and the 数据规则 codes addRule / editRule / deleteRule) in databases seeded before them, granted to the
-- admin role as the seed grants every entry. A fresh database has no menu yet: the seed adds them.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('permission-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  CROSS JOIN (VALUES
    ('菜单添加', 'system:permission:add', 1),
    ('菜单编辑', 'system:permission:edit', 2),
    ('菜单删除', 'system:permission:delete', 3),
    ('菜单批量删除', 'system:permission:deleteBatch', 4),
    ('数据规则添加', 'system:permission:addRule', 5),
    ('数据规则编辑', 'system:permission:editRule', 6),
    ('数据规则删除', 'system:permission:deleteRule', 7)
  ) AS b (name, perms, sort_no)
  WHERE p.url = '/isystem/permission' AND p.menu_type <> 2
    AND NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url = '/isystem/permission' AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('permission-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND p.perms LIKE 'system:permission:%'
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
