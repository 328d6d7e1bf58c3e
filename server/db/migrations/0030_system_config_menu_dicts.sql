-- 分类字典 (system:category:add / edit / delete), 校验规则, 填值规则, 多数据源 and 网关路由 get their buttons (the CRUD codes of system:checkRule, system:fillRule and
-- system:datasource, 填值规则功能测试, JeecgBoot HEAD's system:datasource:list, online:report:add,
-- system:gateway:updateAll and system:getway:delete) and the dictionary database_type, in databases seeded before
-- them; the buttons are granted to the admin role as the seed grants every entry. A fresh database has no users yet:
-- the seed adds all of it.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('system-config-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0,
    'admin', timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/isystem/category', '分类字典添加', 'system:category:add', 1),
    ('/isystem/category', '分类字典编辑', 'system:category:edit', 2),
    ('/isystem/category', '分类字典删除', 'system:category:delete', 3),
    ('/isystem/checkRule', '校验规则添加', 'system:checkRule:add', 1),
    ('/isystem/checkRule', '校验规则编辑', 'system:checkRule:edit', 2),
    ('/isystem/checkRule', '校验规则删除', 'system:checkRule:delete', 3),
    ('/isystem/checkRule', '校验规则批量删除', 'system:checkRule:deleteBatch', 4),
    ('/isystem/checkRule', '校验规则导入', 'system:checkRule:import', 5),
    ('/isystem/checkRule', '校验规则导出', 'system:checkRule:export', 6),
    ('/isystem/dataSource', '多数据源添加', 'system:datasource:add', 1),
    ('/isystem/dataSource', '多数据源编辑', 'system:datasource:edit', 2),
    ('/isystem/dataSource', '多数据源删除', 'system:datasource:delete', 3),
    ('/isystem/dataSource', '多数据源批量删除', 'system:datasource:deleteBatch', 4),
    ('/isystem/dataSource', '多数据源导入', 'system:datasource:import', 5),
    ('/isystem/dataSource', '多数据源导出', 'system:datasource:export', 6),
    ('/isystem/dataSource', '多数据源列表', 'system:datasource:list', 7),
    ('/isystem/dataSource', '多数据源选项', 'online:report:add', 8),
    ('/isystem/fillRule', '填值规则添加', 'system:fillRule:add', 1),
    ('/isystem/fillRule', '填值规则编辑', 'system:fillRule:edit', 2),
    ('/isystem/fillRule', '填值规则删除', 'system:fillRule:delete', 3),
    ('/isystem/fillRule', '填值规则批量删除', 'system:fillRule:deleteBatch', 4),
    ('/isystem/fillRule', '填值规则导入', 'system:fillRule:import', 5),
    ('/isystem/fillRule', '填值规则导出', 'system:fillRule:export', 6),
    ('/isystem/fillRule', '填值规则功能测试', 'system:fillRule:test', 7),
    ('/isystem/gatewayRoute', '网关路由保存', 'system:gateway:updateAll', 1),
    ('/isystem/gatewayRoute', '网关路由删除', 'system:getway:delete', 2)
  ) AS b (url, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/isystem/category', '/isystem/checkRule', '/isystem/dataSource', '/isystem/fillRule', '/isystem/gatewayRoute')
    AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('system-config-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND (p.perms LIKE 'system:checkRule:%'
    OR p.perms LIKE 'system:datasource:%' OR p.perms LIKE 'system:fillRule:%'
    OR p.perms IN ('online:report:add', 'system:gateway:updateAll', 'system:getway:delete',
      'system:category:add', 'system:category:edit', 'system:category:delete'))
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:database_type'), '数据库类型', 'database_type', '数据库类型', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = 'database_type');
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:database_type:' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('1', 'MySQL5.5', 1), ('4', 'MYSQL5.7+', 2), ('2', 'Oracle', 3), ('3', 'SQLServer', 4),
    ('6', 'postgresql', 5), ('5', 'marialDB', 6), ('7', '达梦', 7), ('8', '人大金仓', 8), ('9', '神通', 9),
    ('10', 'SQLite', 10), ('11', 'DB2', 11), ('12', 'Hsqldb', 12), ('13', 'Derby', 13), ('14', 'H2', 14),
    ('15', '其他数据库', 15)
  ) AS i (value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = 'database_type' AND d.id = md5('dict:database_type')
  ON CONFLICT DO NOTHING;
