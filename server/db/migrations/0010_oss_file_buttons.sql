-- 对象存储 gets JeecgBoot's buttons (system:ossFile:list / upload / delete, issue 11) in databases seeded before
-- them, granted to the admin role as the seed grants every entry. A fresh database has no menu yet: the seed adds them.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('oss-file-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  CROSS JOIN (VALUES ('文件列表', 'system:ossFile:list', 1), ('文件上传', 'system:ossFile:upload', 2),
    ('文件删除', 'system:ossFile:delete', 3)) AS b (name, perms, sort_no)
  WHERE p.url = '/monitor/ossFile' AND p.menu_type <> 2
    AND NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url = '/monitor/ossFile' AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('oss-file-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.perms IN ('system:ossFile:list', 'system:ossFile:upload', 'system:ossFile:delete')
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
