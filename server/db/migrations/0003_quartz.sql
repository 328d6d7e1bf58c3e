-- Scheduled jobs (issue 6): quartz_job, its run log, three demo jobs (id block 13), and for databases seeded
-- before this migration the 定时任务 buttons of the admin role (a fresh database gets them from the seed).
CREATE TABLE quartz_job (
  id varchar(32) PRIMARY KEY,
  job_class_name varchar(255) NOT NULL,
  cron_expression varchar(255) NOT NULL,
  parameter varchar(255),
  description varchar(255),
  status integer NOT NULL DEFAULT -1,
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamp(0),
  update_by varchar(32),
  update_time timestamp(0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_quartz_job_class_name ON quartz_job (job_class_name);
--> statement-breakpoint
CREATE TABLE quartz_job_log (
  id varchar(32) PRIMARY KEY,
  job_id varchar(32) NOT NULL,
  job_class_name varchar(255) NOT NULL,
  trigger varchar(10) NOT NULL,
  fire_time bigint,
  start_time timestamp(0) NOT NULL,
  end_time timestamp(0),
  duration_ms integer,
  result varchar(10) NOT NULL,
  message varchar(2000),
  parameter varchar(255)
);
--> statement-breakpoint
CREATE UNIQUE INDEX uniq_quartz_job_log_fire ON quartz_job_log (job_id, fire_time);
--> statement-breakpoint
CREATE INDEX idx_quartz_job_log_job_time ON quartz_job_log (job_id, start_time);
--> statement-breakpoint
INSERT INTO quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by, create_time)
VALUES
  ('1740130000000000001', 'org.jeecg.modules.quartz.job.CleanExpiredSessionsJob', '0 0 * * * ?', NULL,
   '每小时整点清理过期会话、旧的登录失败记录、过期验证码与 30 天前的任务日志', 0, 'admin', '2024-03-01 09:00:00'),
  ('1740130000000000002', 'org.jeecg.modules.quartz.job.PublishScheduledAnnouncementsJob', '0 * * * * ?', NULL,
   '每分钟发布开始时间已到的系统通告草稿', 0, 'admin', '2024-03-01 09:00:00'),
  ('1740130000000000003', 'org.jeecg.modules.quartz.job.SampleJob', '0/30 * * * * ?', NULL,
   '示例：每 30 秒写一行日志（已停止，点“启动”试试）', -1, 'admin', '2024-03-01 09:00:00')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_permission (id, parent_id, name, menu_type, perms, perms_type, sort_no, is_route, is_leaf, status,
  del_flag, create_by, create_time)
SELECT b.id, m.id, b.name, 2, b.perms, '1', b.sort_no, false, true, '1', 0, 'admin', '2024-03-01 09:00:00'
FROM (VALUES
  ('1740130000000000101', '定时任务添加', 'system:quartzJob:add', 1),
  ('1740130000000000102', '定时任务编辑', 'system:quartzJob:edit', 2),
  ('1740130000000000103', '定时任务删除', 'system:quartzJob:delete', 3),
  ('1740130000000000104', '定时任务批量删除', 'system:quartzJob:deleteBatch', 4),
  ('1740130000000000105', '定时任务导入', 'system:quartzJob:import', 5),
  ('1740130000000000106', '定时任务导出', 'system:quartzJob:export', 6),
  ('1740130000000000107', '定时任务执行一次', 'system:quartzJob:execute', 7),
  ('1740130000000000108', '定时任务停止', 'system:quartzJob:pause', 8),
  ('1740130000000000109', '定时任务启动', 'system:quartzJob:resume', 9)
) AS b(id, name, perms, sort_no)
CROSS JOIN (
  SELECT id FROM sys_permission WHERE component = 'system/QuartzJobList' AND del_flag = 0 ORDER BY id LIMIT 1
) AS m
WHERE NOT EXISTS (SELECT 1 FROM sys_permission p WHERE p.perms = b.perms);
--> statement-breakpoint
UPDATE sys_permission SET is_leaf = false
WHERE component = 'system/QuartzJobList' AND EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = sys_permission.id);
--> statement-breakpoint
INSERT INTO sys_role_permission (id, role_id, permission_id)
SELECT (p.id::numeric + 100)::text, r.id, p.id
FROM sys_permission p
CROSS JOIN (SELECT id FROM sys_role WHERE role_code = 'admin') AS r
WHERE p.id BETWEEN '1740130000000000101' AND '1740130000000000109'
  AND NOT EXISTS (SELECT 1 FROM sys_role_permission rp WHERE rp.role_id = r.id AND rp.permission_id = p.id);
