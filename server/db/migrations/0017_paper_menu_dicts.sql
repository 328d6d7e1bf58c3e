-- 试卷 (issue 14) in databases seeded before it: the buttons cpc:paper:<action> under 试卷列表, granted to the admin
-- role as the seed grants every entry and to the staff role with the 试卷管理 pages; the dictionaries paper_subject,
-- paper_status and topic_type. A fresh database has no users yet: the seed adds all of it (and the demo papers).
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('business-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/paper/list', '试卷添加', 'cpc:paper:add', 1),
    ('/paper/list', '试卷编辑', 'cpc:paper:edit', 2),
    ('/paper/list', '试卷删除', 'cpc:paper:delete', 3),
    ('/paper/list', '试卷批量删除', 'cpc:paper:deleteBatch', 4),
    ('/paper/list', '试卷导入', 'cpc:paper:import', 5),
    ('/paper/list', '试卷导出', 'cpc:paper:export', 6)
  ) AS b (url, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2 AND p.component = 'cpc/PaperList'
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url = '/paper/list' AND menu_type <> 2 AND component = 'cpc/PaperList'
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND p.perms LIKE 'cpc:paper:%'
  WHERE r.role_code IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type <> 2 AND p.url IN ('/paper', '/paper/list', '/paper/view', '/paper/topic')
  WHERE r.role_code = 'staff'
    AND NOT EXISTS (SELECT 1 FROM sys_role_permission x WHERE x.role_id = r.id AND x.permission_id = p.id)
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('paper_subject', '试卷科目'), ('paper_status', '试卷状态'), ('topic_type', '题型')) AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('paper_subject', '1', '综合能力', 1),
    ('paper_subject', '2', '专业基础', 2),
    ('paper_subject', '3', '计算机', 3),
    ('paper_subject', '4', '管理', 4),
    ('paper_subject', '5', '外语', 5),
    ('paper_status', '0', '草稿', 1),
    ('paper_status', '1', '已发布', 2),
    ('paper_status', '2', '已归档', 3),
    ('topic_type', '1', '单选', 1),
    ('topic_type', '2', '多选', 2),
    ('topic_type', '3', '判断', 3),
    ('topic_type', '4', '填空', 4),
    ('topic_type', '5', '简答', 5)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
