-- 考试 (issue 14) in databases seeded before it: the buttons cpc:test:<action> and cpc:test:status under 考试列表,
-- granted to the admin role as the seed grants every entry and to the staff role; the dictionaries test_mode and
-- test_status. A fresh database has no users yet: the seed adds all of it (and the demo tests).
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('business-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/test/manager', '考试添加', 'cpc:test:add', 1),
    ('/test/manager', '考试编辑', 'cpc:test:edit', 2),
    ('/test/manager', '考试删除', 'cpc:test:delete', 3),
    ('/test/manager', '考试批量删除', 'cpc:test:deleteBatch', 4),
    ('/test/manager', '考试导入', 'cpc:test:import', 5),
    ('/test/manager', '考试导出', 'cpc:test:export', 6),
    ('/test/manager', '考试状态推进', 'cpc:test:status', 7)
  ) AS b (url, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2 AND p.component = 'cpc/TestManagerList'
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url = '/test/manager' AND menu_type <> 2 AND component = 'cpc/TestManagerList'
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND p.perms LIKE 'cpc:test:%'
  WHERE r.role_code IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('test_mode', '考试方式'), ('test_status', '考试状态')) AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('test_mode', '1', '线上', 1),
    ('test_mode', '2', '线下', 2),
    ('test_status', '1', '报名中', 1),
    ('test_status', '2', '待考试', 2),
    ('test_status', '3', '考试中', 3),
    ('test_status', '4', '阅卷中', 4),
    ('test_status', '5', '成绩已发布', 5)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
