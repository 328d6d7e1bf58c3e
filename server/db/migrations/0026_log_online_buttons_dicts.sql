-- 日志管理 and 在线用户 get their buttons (system:log:delete / deleteBatch / export; JeecgBoot HEAD's
-- system:online:list / forceLogout), granted to the admin role as the seed grants every entry, and the dictionaries
-- log_type and operate_type the log list shows, in databases seeded before them. A fresh database has no menu or
-- users yet: the seed adds them.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('log-online-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES ('/monitor/log', '日志删除', 'system:log:delete', 1),
    ('/monitor/log', '日志批量删除', 'system:log:deleteBatch', 2),
    ('/monitor/log', '日志导出', 'system:log:export', 3),
    ('/isystem/online', '在线用户列表', 'system:online:list', 1),
    ('/isystem/online', '强制退出', 'system:online:forceLogout', 2)) AS b (url, name, perms, sort_no)
    ON p.url = b.url
  WHERE p.menu_type <> 2
    AND NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/monitor/log', '/isystem/online') AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('log-online-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.perms IN ('system:log:delete', 'system:log:deleteBatch', 'system:log:export',
    'system:online:list', 'system:online:forceLogout')
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 1, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('log_type', '日志类型'), ('operate_type', '操作类型')) AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('log_type', '2', '操作日志', 1),
    ('log_type', '1', '登录日志', 2),
    ('operate_type', '1', '查询', 1),
    ('operate_type', '2', '添加', 2),
    ('operate_type', '3', '修改', 3),
    ('operate_type', '4', '删除', 4),
    ('operate_type', '5', '导入', 5),
    ('operate_type', '6', '导出', 6)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
