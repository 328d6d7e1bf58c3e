-- 考试活动, 成绩 and 人才培养 (issue 14) in databases seeded before them: the buttons cpc:testActivity:<action> under
-- 考试活动, cpc:grade:<action> under 成绩列表 and cpc:training:<action> under 培训项目, granted to the admin and staff
-- roles; the 人才培养 menu granted to the staff role; the dictionaries activity_type, grade_level and training_type.
-- A fresh database has no users yet: the seed adds all of it (and the demo grades, activities and trainings).
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('business-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/test/activity', 'cpc/TestActivityList', '考试活动添加', 'cpc:testActivity:add', 1),
    ('/test/activity', 'cpc/TestActivityList', '考试活动编辑', 'cpc:testActivity:edit', 2),
    ('/test/activity', 'cpc/TestActivityList', '考试活动删除', 'cpc:testActivity:delete', 3),
    ('/test/activity', 'cpc/TestActivityList', '考试活动批量删除', 'cpc:testActivity:deleteBatch', 4),
    ('/test/activity', 'cpc/TestActivityList', '考试活动导入', 'cpc:testActivity:import', 5),
    ('/test/activity', 'cpc/TestActivityList', '考试活动导出', 'cpc:testActivity:export', 6),
    ('/grade/list', 'cpc/TestGradeList', '成绩添加', 'cpc:grade:add', 1),
    ('/grade/list', 'cpc/TestGradeList', '成绩编辑', 'cpc:grade:edit', 2),
    ('/grade/list', 'cpc/TestGradeList', '成绩删除', 'cpc:grade:delete', 3),
    ('/grade/list', 'cpc/TestGradeList', '成绩批量删除', 'cpc:grade:deleteBatch', 4),
    ('/grade/list', 'cpc/TestGradeList', '成绩导入', 'cpc:grade:import', 5),
    ('/grade/list', 'cpc/TestGradeList', '成绩导出', 'cpc:grade:export', 6),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养添加', 'cpc:training:add', 1),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养编辑', 'cpc:training:edit', 2),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养删除', 'cpc:training:delete', 3),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养批量删除', 'cpc:training:deleteBatch', 4),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养导入', 'cpc:training:import', 5),
    ('/talent/training', 'cpc/TalentTrainingList', '人才培养导出', 'cpc:training:export', 6)
  ) AS b (url, component, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2 AND p.component = b.component
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/test/activity', '/grade/list', '/talent/training') AND menu_type <> 2
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON (p.menu_type = 2 AND (p.perms LIKE 'cpc:testActivity:%' OR p.perms LIKE 'cpc:grade:%'
      OR p.perms LIKE 'cpc:training:%'))
    OR (r.role_code = 'staff' AND p.menu_type <> 2 AND p.url IN ('/talent', '/talent/training'))
  WHERE r.role_code IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('activity_type', '考试活动类型'), ('grade_level', '成绩等级'), ('training_type', '培训类型')) AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('activity_type', '1', '通知', 1),
    ('activity_type', '2', '报名', 2),
    ('activity_type', '3', '考试', 3),
    ('activity_type', '4', '阅卷', 4),
    ('activity_type', '5', '发布', 5),
    ('grade_level', '1', '优秀', 1),
    ('grade_level', '2', '良好', 2),
    ('grade_level', '3', '合格', 3),
    ('grade_level', '4', '不合格', 4),
    ('training_type', '1', '培训班', 1),
    ('training_type', '2', '讲座', 2),
    ('training_type', '3', '研讨会', 3)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
