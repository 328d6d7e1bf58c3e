-- 常见案例 › 组件示例 (the widget gallery, issue 11) in databases seeded before it, granted to the admin role as the
-- seed grants every entry. A fresh database has no menu yet: the seed adds it.
INSERT INTO sys_permission (id, parent_id, name, url, component, redirect, menu_type, sort_no, icon, is_route, is_leaf,
    status, del_flag, create_by, create_time)
  SELECT md5('demo-pages:group'), NULL, '常见案例', '/jeecg', 'layouts/RouteView', '/jeecg/SelectDemo', 0,
    (SELECT count(*) + 1 FROM sys_permission WHERE parent_id IS NULL), 'appstore', true, false, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  WHERE EXISTS (SELECT 1 FROM sys_permission)
    AND NOT EXISTS (SELECT 1 FROM sys_permission WHERE url = '/jeecg' AND menu_type = 0);
--> statement-breakpoint
INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no, icon, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('demo-pages:SelectDemo'), g.id, '组件示例', '/jeecg/SelectDemo', 'jeecg/SelectDemo', 1, 1, 'build', true,
    true, '1', 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM sys_permission g
  WHERE g.url = '/jeecg' AND g.menu_type = 0
    AND NOT EXISTS (SELECT 1 FROM sys_permission WHERE url = '/jeecg/SelectDemo');
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('demo-pages-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.url IN ('/jeecg', '/jeecg/SelectDemo')
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
