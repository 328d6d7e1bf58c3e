-- 文档目录, 文件 and 报告 (issue 15) in databases seeded before them: the buttons cpc:folder:<action> under
-- 文档与文件夹, cpc:file:<action> under 文件管理, cpc:report:<action> and cpc:report:generate under 报告, granted to the
-- admin and staff roles (generate to staff through its own grant below); the 文档管理 menu granted to the staff role;
-- the dictionary file_category. A fresh database has no users yet: the seed adds all of it (and the demo documents).
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('business-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录添加', 'cpc:folder:add', 1),
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录编辑', 'cpc:folder:edit', 2),
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录删除', 'cpc:folder:delete', 3),
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录批量删除', 'cpc:folder:deleteBatch', 4),
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录导入', 'cpc:folder:import', 5),
    ('/document/folder', 'cpc/DocumentFolderList', '文档目录导出', 'cpc:folder:export', 6),
    ('/document/file', 'cpc/FileManagerList', '文件添加', 'cpc:file:add', 1),
    ('/document/file', 'cpc/FileManagerList', '文件编辑', 'cpc:file:edit', 2),
    ('/document/file', 'cpc/FileManagerList', '文件删除', 'cpc:file:delete', 3),
    ('/document/file', 'cpc/FileManagerList', '文件批量删除', 'cpc:file:deleteBatch', 4),
    ('/document/file', 'cpc/FileManagerList', '文件导入', 'cpc:file:import', 5),
    ('/document/file', 'cpc/FileManagerList', '文件导出', 'cpc:file:export', 6),
    ('/document/report', 'cpc/ReportList', '报告添加', 'cpc:report:add', 1),
    ('/document/report', 'cpc/ReportList', '报告编辑', 'cpc:report:edit', 2),
    ('/document/report', 'cpc/ReportList', '报告删除', 'cpc:report:delete', 3),
    ('/document/report', 'cpc/ReportList', '报告批量删除', 'cpc:report:deleteBatch', 4),
    ('/document/report', 'cpc/ReportList', '报告导入', 'cpc:report:import', 5),
    ('/document/report', 'cpc/ReportList', '报告导出', 'cpc:report:export', 6),
    ('/document/report', 'cpc/ReportList', '报告生成', 'cpc:report:generate', 7)
  ) AS b (url, component, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2 AND p.component = b.component
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/document/folder', '/document/file', '/document/report') AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON (p.menu_type = 2 AND (p.perms LIKE 'cpc:folder:%' OR p.perms LIKE 'cpc:file:%'
      OR p.perms LIKE 'cpc:report:%'))
    OR (r.role_code = 'staff' AND p.menu_type <> 2 AND p.url IN ('/document', '/document/folder', '/document/file',
      '/document/disk', '/document/report'))
  WHERE r.role_code IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('file_category', '文件类别')) AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('file_category', '1', '通知', 1),
    ('file_category', '2', '报告', 2),
    ('file_category', '3', '模板', 3),
    ('file_category', '4', '其他', 4)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
