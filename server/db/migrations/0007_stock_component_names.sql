-- Screens the stock JeecgBoot Vue 2 client has keep that client's component names (issue 16).
UPDATE sys_permission SET component = 'system/SysPositionList' WHERE component = 'system/PositionList';
--> statement-breakpoint
UPDATE sys_permission SET component = 'modules/' || component
  WHERE component IN ('monitor/DiskMonitoring', 'monitor/HttpTrace', 'monitor/JvmInfo', 'monitor/RedisInfo',
    'monitor/SystemInfo', 'message/SysMessageList', 'message/SysMessageTemplateList');
--> statement-breakpoint
UPDATE sys_permission SET component = 'modules/monitor/TomcatInfo' WHERE component = 'monitor/WebServerInfo';
--> statement-breakpoint
UPDATE sys_permission SET component = 'modules/oss/OSSFileList' WHERE component = 'system/OSSFileList';
--> statement-breakpoint
-- An alwaysShow entry is a leaf at its hidden child's path (as JeecgBoot's 个人设置): at a path of its own, the
-- stock client redirected it to itself for ever.
UPDATE sys_permission SET hidden = true
  WHERE parent_id IN (SELECT id FROM sys_permission WHERE url = '/linkUser' AND always_show)
    AND url = '/linkUser/list';
--> statement-breakpoint
UPDATE sys_permission SET url = '/linkUser/list' WHERE url = '/linkUser' AND always_show;
