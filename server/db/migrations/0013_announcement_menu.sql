-- 系统通告, 消息管理 and 消息模板 get their buttons (issue 17: system:sysAnnouncement:* as JeecgBoot's, and the CRUD
-- codes of system:message / system:messageTemplate) and the dictionaries msgType, msgSendStatus and messageType, in
-- databases seeded before them; the buttons are granted to the admin role as the seed grants every entry. A fresh
-- database has no users yet: the seed adds all of it.
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('announcement-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0,
    'admin', timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/isystem/annountCement', '系统通告添加', 'system:sysAnnouncement:add', 1),
    ('/isystem/annountCement', '系统通告编辑', 'system:sysAnnouncement:edit', 2),
    ('/isystem/annountCement', '系统通告删除', 'system:sysAnnouncement:delete', 3),
    ('/isystem/annountCement', '系统通告批量删除', 'system:sysAnnouncement:deleteBatch', 4),
    ('/isystem/annountCement', '系统通告导入', 'system:sysAnnouncement:import', 5),
    ('/isystem/annountCement', '系统通告导出', 'system:sysAnnouncement:export', 6),
    ('/isystem/annountCement', '系统通告列表', 'system:sysAnnouncement:list', 7),
    ('/isystem/annountCement', '系统通告发布', 'system:sysAnnouncement:doReleaseData', 8),
    ('/isystem/annountCement', '系统通告撤销', 'system:sysAnnouncement:doReovkeData', 9),
    ('/isystem/message', '消息添加', 'system:message:add', 1),
    ('/isystem/message', '消息编辑', 'system:message:edit', 2),
    ('/isystem/message', '消息删除', 'system:message:delete', 3),
    ('/isystem/message', '消息批量删除', 'system:message:deleteBatch', 4),
    ('/isystem/message', '消息导入', 'system:message:import', 5),
    ('/isystem/message', '消息导出', 'system:message:export', 6),
    ('/isystem/messageTemplate', '消息模板添加', 'system:messageTemplate:add', 1),
    ('/isystem/messageTemplate', '消息模板编辑', 'system:messageTemplate:edit', 2),
    ('/isystem/messageTemplate', '消息模板删除', 'system:messageTemplate:delete', 3),
    ('/isystem/messageTemplate', '消息模板批量删除', 'system:messageTemplate:deleteBatch', 4),
    ('/isystem/messageTemplate', '消息模板导入', 'system:messageTemplate:import', 5),
    ('/isystem/messageTemplate', '消息模板导出', 'system:messageTemplate:export', 6),
    ('/isystem/messageTemplate', '消息模板发送测试', 'system:messageTemplate:sendMsg', 7)
  ) AS b (url, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/isystem/annountCement', '/isystem/message', '/isystem/messageTemplate') AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('announcement-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND (p.perms LIKE 'system:sysAnnouncement:%'
    OR p.perms LIKE 'system:message:%' OR p.perms LIKE 'system:messageTemplate:%')
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('msgType', '发送消息类型'), ('msgSendStatus', '消息发送状态'), ('messageType', '消息类型'))
    AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('msgType', '1', '文本', 1), ('msgType', '2', '富文本', 2),
    ('msgSendStatus', '0', '未发送', 1), ('msgSendStatus', '1', '发送成功', 2), ('msgSendStatus', '2', '发送失败', 3),
    ('messageType', 'system', '系统消息', 1), ('messageType', 'email', '邮件消息', 2),
    ('messageType', 'sms', '短信消息', 3)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
