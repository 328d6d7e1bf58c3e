-- The business screens (issue 13) get their buttons (cpc:<entity>:<action>, and cpc:student:idCardNo for whole ID
-- numbers), the dictionaries org_type, address_type, programme_type, link_role, degree_level, student_status and
-- province, and the 学科目录 category tree (national codes under XKML), in databases seeded before them. The buttons
-- are granted to the admin role as the seed grants every entry, and the CRUD buttons of 机构, 学院, 联系人 and 学生 to
-- the staff role, with their pages. A fresh database has no users yet: the seed adds all of it (and the demo
-- institutions, which an older database does not get).
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
    del_flag, create_by, create_time)
  SELECT md5('business-button:' || b.perms), p.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM sys_permission p
  JOIN (VALUES
    ('/organisation/list', '机构添加', 'cpc:organization:add', 1),
    ('/organisation/list', '机构编辑', 'cpc:organization:edit', 2),
    ('/organisation/list', '机构删除', 'cpc:organization:delete', 3),
    ('/organisation/list', '机构批量删除', 'cpc:organization:deleteBatch', 4),
    ('/organisation/list', '机构导入', 'cpc:organization:import', 5),
    ('/organisation/list', '机构导出', 'cpc:organization:export', 6),
    ('/college/list', '学院添加', 'cpc:college:add', 1),
    ('/college/list', '学院编辑', 'cpc:college:edit', 2),
    ('/college/list', '学院删除', 'cpc:college:delete', 3),
    ('/college/list', '学院批量删除', 'cpc:college:deleteBatch', 4),
    ('/college/list', '学院导入', 'cpc:college:import', 5),
    ('/college/list', '学院导出', 'cpc:college:export', 6),
    ('/student/list', '学生添加', 'cpc:student:add', 1),
    ('/student/list', '学生编辑', 'cpc:student:edit', 2),
    ('/student/list', '学生删除', 'cpc:student:delete', 3),
    ('/student/list', '学生批量删除', 'cpc:student:deleteBatch', 4),
    ('/student/list', '学生导入', 'cpc:student:import', 5),
    ('/student/list', '学生导出', 'cpc:student:export', 6),
    ('/student/list', '学生身份证号查看', 'cpc:student:idCardNo', 7),
    ('/linkUser/list', '联系人添加', 'cpc:linkUser:add', 1),
    ('/linkUser/list', '联系人编辑', 'cpc:linkUser:edit', 2),
    ('/linkUser/list', '联系人删除', 'cpc:linkUser:delete', 3),
    ('/linkUser/list', '联系人批量删除', 'cpc:linkUser:deleteBatch', 4),
    ('/linkUser/list', '联系人导入', 'cpc:linkUser:import', 5),
    ('/linkUser/list', '联系人导出', 'cpc:linkUser:export', 6),
    ('/nationalManager', '全国管理员添加', 'cpc:nationalManager:add', 1),
    ('/nationalManager', '全国管理员编辑', 'cpc:nationalManager:edit', 2),
    ('/nationalManager', '全国管理员删除', 'cpc:nationalManager:delete', 3),
    ('/nationalManager', '全国管理员批量删除', 'cpc:nationalManager:deleteBatch', 4),
    ('/nationalManager', '全国管理员导入', 'cpc:nationalManager:import', 5),
    ('/nationalManager', '全国管理员导出', 'cpc:nationalManager:export', 6)
  ) AS b (url, name, perms, sort_no) ON p.url = b.url AND p.menu_type <> 2 AND p.component LIKE 'cpc/%'
  WHERE NOT EXISTS (SELECT 1 FROM sys_permission q WHERE q.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
  WHERE url IN ('/organisation/list', '/college/list', '/student/list', '/linkUser/list', '/nationalManager')
    AND menu_type <> 2 AND component LIKE 'cpc/%'
    AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND (p.perms LIKE 'cpc:organization:%' OR p.perms LIKE 'cpc:college:%'
    OR p.perms LIKE 'cpc:linkUser:%' OR p.perms LIKE 'cpc:student:%' OR p.perms LIKE 'cpc:nationalManager:%')
  WHERE r.role_code = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
  SELECT md5('business-grant:' || r.id || ':' || p.id), r.id, p.id
  FROM sys_role r
  JOIN sys_permission p ON p.menu_type = 2 AND p.perms IN (
    'cpc:organization:add',
    'cpc:organization:edit',
    'cpc:organization:delete',
    'cpc:organization:deleteBatch',
    'cpc:organization:import',
    'cpc:organization:export',
    'cpc:college:add',
    'cpc:college:edit',
    'cpc:college:delete',
    'cpc:college:deleteBatch',
    'cpc:college:import',
    'cpc:college:export',
    'cpc:student:add',
    'cpc:student:edit',
    'cpc:student:delete',
    'cpc:student:deleteBatch',
    'cpc:student:import',
    'cpc:student:export',
    'cpc:linkUser:add',
    'cpc:linkUser:edit',
    'cpc:linkUser:delete',
    'cpc:linkUser:deleteBatch',
    'cpc:linkUser:import',
    'cpc:linkUser:export'
  )
  WHERE r.role_code = 'staff'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_dict (id, dict_name, dict_code, description, type, create_by, create_time)
  SELECT md5('dict:' || d.code), d.name, d.code, d.name, 0, 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('org_type', '机构类型'), ('address_type', '地址类型'), ('programme_type', '专业类型'),
    ('link_role', '联系人角色'), ('degree_level', '培养层次'), ('student_status', '学籍状态'), ('province', '省份'))
    AS d (code, name)
  WHERE EXISTS (SELECT 1 FROM sys_user)
    AND NOT EXISTS (SELECT 1 FROM sys_dict x WHERE x.dict_code = d.code);
--> statement-breakpoint
INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by, create_time)
  SELECT md5('dict-item:' || i.code || ':' || i.value), d.id, i.text, i.value, i.sort_order, 1, 'admin',
    timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('org_type', '1', '高等院校', 1),
    ('org_type', '2', '科研院所', 2),
    ('org_type', '3', '党校', 3),
    ('org_type', '4', '其他', 4),
    ('address_type', '1', '办公', 1),
    ('address_type', '2', '邮寄', 2),
    ('address_type', '3', '考点', 3),
    ('programme_type', '1', '本科专业', 1),
    ('programme_type', '2', '专业硕士', 2),
    ('programme_type', '3', '一级学科硕士点', 3),
    ('programme_type', '4', '一级学科博士点', 4),
    ('link_role', '1', '院校负责人', 1),
    ('link_role', '2', '院校联系人', 2),
    ('link_role', '3', '学院联系人', 3),
    ('degree_level', '1', '本科', 1),
    ('degree_level', '2', '硕士', 2),
    ('degree_level', '3', '博士', 3),
    ('student_status', '1', '在读', 1),
    ('student_status', '2', '毕业', 2),
    ('student_status', '3', '休学', 3),
    ('student_status', '4', '退学', 4),
    ('province', '110000', '北京市', 1),
    ('province', '120000', '天津市', 2),
    ('province', '130000', '河北省', 3),
    ('province', '140000', '山西省', 4),
    ('province', '150000', '内蒙古自治区', 5),
    ('province', '210000', '辽宁省', 6),
    ('province', '220000', '吉林省', 7),
    ('province', '230000', '黑龙江省', 8),
    ('province', '310000', '上海市', 9),
    ('province', '320000', '江苏省', 10),
    ('province', '330000', '浙江省', 11),
    ('province', '340000', '安徽省', 12),
    ('province', '350000', '福建省', 13),
    ('province', '360000', '江西省', 14),
    ('province', '370000', '山东省', 15),
    ('province', '410000', '河南省', 16),
    ('province', '420000', '湖北省', 17),
    ('province', '430000', '湖南省', 18),
    ('province', '440000', '广东省', 19),
    ('province', '450000', '广西壮族自治区', 20),
    ('province', '460000', '海南省', 21),
    ('province', '500000', '重庆市', 22),
    ('province', '510000', '四川省', 23),
    ('province', '520000', '贵州省', 24),
    ('province', '530000', '云南省', 25),
    ('province', '540000', '西藏自治区', 26),
    ('province', '610000', '陕西省', 27),
    ('province', '620000', '甘肃省', 28),
    ('province', '630000', '青海省', 29),
    ('province', '640000', '宁夏回族自治区', 30),
    ('province', '650000', '新疆维吾尔自治区', 31),
    ('province', '710000', '台湾省', 32),
    ('province', '810000', '香港特别行政区', 33),
    ('province', '820000', '澳门特别行政区', 34)
  ) AS i (code, value, text, sort_order)
  JOIN sys_dict d ON d.dict_code = i.code AND d.id = md5('dict:' || i.code)
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_category (id, pid, name, code, has_child, create_by, create_time)
  SELECT md5('discipline:XKML'), '0', '学科目录', 'XKML', '1', 'admin', timestamp '2024-03-01 09:00:00'
  WHERE EXISTS (SELECT 1 FROM sys_user) AND NOT EXISTS (SELECT 1 FROM sys_category WHERE code = 'XKML');
--> statement-breakpoint
INSERT INTO sys_category (id, pid, name, code, has_child, create_by, create_time)
  SELECT md5('discipline:' || v.code), p.id, v.name, v.code, '1', 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES ('01', '哲学'), ('02', '经济学'), ('03', '法学'), ('04', '教育学'), ('05', '文学'), ('06', '历史学'),
    ('07', '理学'), ('08', '工学'), ('09', '农学'), ('10', '医学'), ('11', '军事学'), ('12', '管理学'), ('13', '艺术学'),
    ('14', '交叉学科')) AS v (code, name)
  JOIN sys_category p ON p.code = 'XKML' AND p.id = md5('discipline:XKML')
  WHERE NOT EXISTS (SELECT 1 FROM sys_category x WHERE x.code = v.code);
--> statement-breakpoint
INSERT INTO sys_category (id, pid, name, code, has_child, create_by, create_time)
  SELECT md5('discipline:' || v.code), p.id, v.name, v.code, '0', 'admin', timestamp '2024-03-01 09:00:00'
  FROM (VALUES
    ('0101', '哲学'),
    ('0151', '应用伦理'),
    ('0201', '理论经济学'),
    ('0202', '应用经济学'),
    ('0251', '金融'),
    ('0252', '应用统计'),
    ('0253', '税务'),
    ('0254', '国际商务'),
    ('0255', '保险'),
    ('0256', '资产评估'),
    ('0301', '法学'),
    ('0302', '政治学'),
    ('0303', '社会学'),
    ('0304', '民族学'),
    ('0305', '马克思主义理论'),
    ('0306', '公安学'),
    ('0351', '法律'),
    ('0352', '社会工作'),
    ('0401', '教育学'),
    ('0402', '心理学'),
    ('0403', '体育学'),
    ('0451', '教育'),
    ('0452', '体育'),
    ('0453', '汉语国际教育'),
    ('0454', '应用心理'),
    ('0501', '中国语言文学'),
    ('0502', '外国语言文学'),
    ('0503', '新闻传播学'),
    ('0551', '翻译'),
    ('0552', '新闻与传播'),
    ('0553', '出版'),
    ('0601', '考古学'),
    ('0602', '中国史'),
    ('0603', '世界史'),
    ('0651', '文物与博物馆'),
    ('0701', '数学'),
    ('0702', '物理学'),
    ('0703', '化学'),
    ('0704', '天文学'),
    ('0705', '地理学'),
    ('0706', '大气科学'),
    ('0707', '海洋科学'),
    ('0708', '地球物理学'),
    ('0709', '地质学'),
    ('0710', '生物学'),
    ('0711', '系统科学'),
    ('0712', '科学技术史'),
    ('0713', '生态学'),
    ('0714', '统计学'),
    ('0801', '力学'),
    ('0802', '机械工程'),
    ('0803', '光学工程'),
    ('0804', '仪器科学与技术'),
    ('0805', '材料科学与工程'),
    ('0806', '冶金工程'),
    ('0807', '动力工程及工程热物理'),
    ('0808', '电气工程'),
    ('0809', '电子科学与技术'),
    ('0810', '信息与通信工程'),
    ('0811', '控制科学与工程'),
    ('0812', '计算机科学与技术'),
    ('0813', '建筑学'),
    ('0814', '土木工程'),
    ('0815', '水利工程'),
    ('0816', '测绘科学与技术'),
    ('0817', '化学工程与技术'),
    ('0818', '地质资源与地质工程'),
    ('0819', '矿业工程'),
    ('0820', '石油与天然气工程'),
    ('0821', '纺织科学与工程'),
    ('0822', '轻工技术与工程'),
    ('0823', '交通运输工程'),
    ('0824', '船舶与海洋工程'),
    ('0825', '航空宇航科学与技术'),
    ('0826', '兵器科学与技术'),
    ('0827', '核科学与技术'),
    ('0828', '农业工程'),
    ('0829', '林业工程'),
    ('0830', '环境科学与工程'),
    ('0831', '生物医学工程'),
    ('0832', '食品科学与工程'),
    ('0833', '城乡规划学'),
    ('0834', '风景园林学'),
    ('0835', '软件工程'),
    ('0836', '生物工程'),
    ('0837', '安全科学与工程'),
    ('0838', '公安技术'),
    ('0839', '网络空间安全'),
    ('0851', '建筑'),
    ('0853', '城乡规划'),
    ('0854', '电子信息'),
    ('0855', '机械'),
    ('0856', '材料与化工'),
    ('0857', '资源与环境'),
    ('0858', '能源动力'),
    ('0859', '土木水利'),
    ('0860', '生物与医药'),
    ('0861', '交通运输'),
    ('0901', '作物学'),
    ('0902', '园艺学'),
    ('0903', '农业资源与环境'),
    ('0904', '植物保护'),
    ('0905', '畜牧学'),
    ('0906', '兽医学'),
    ('0907', '林学'),
    ('0908', '水产'),
    ('0909', '草学'),
    ('0951', '农业'),
    ('0952', '兽医'),
    ('1001', '基础医学'),
    ('1002', '临床医学'),
    ('1003', '口腔医学'),
    ('1004', '公共卫生与预防医学'),
    ('1005', '中医学'),
    ('1006', '中西医结合'),
    ('1007', '药学'),
    ('1008', '中药学'),
    ('1009', '特种医学'),
    ('1011', '护理学'),
    ('1051', '临床医学'),
    ('1052', '口腔医学'),
    ('1053', '公共卫生'),
    ('1054', '护理'),
    ('1055', '药学'),
    ('1056', '中药学'),
    ('1101', '军事思想及军事历史'),
    ('1102', '战略学'),
    ('1201', '管理科学与工程'),
    ('1202', '工商管理'),
    ('1203', '农林经济管理'),
    ('1204', '公共管理'),
    ('1205', '图书情报与档案管理'),
    ('1251', '工商管理'),
    ('1252', '公共管理'),
    ('1253', '会计'),
    ('1254', '旅游管理'),
    ('1255', '图书情报'),
    ('1256', '工程管理'),
    ('1301', '艺术学理论'),
    ('1302', '音乐与舞蹈学'),
    ('1303', '戏剧与影视学'),
    ('1304', '美术学'),
    ('1305', '设计学'),
    ('1351', '艺术'),
    ('1401', '集成电路科学与工程'),
    ('1402', '国家安全学')
  ) AS v (code, name)
  JOIN sys_category p ON p.code = left(v.code, 2) AND p.id = md5('discipline:' || left(v.code, 2))
  WHERE NOT EXISTS (SELECT 1 FROM sys_category x WHERE x.code = v.code);

