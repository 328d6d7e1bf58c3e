/**
 * Drizzle tables of the system module. Column names are snake_case as in JeecgBoot; the
 * TypeScript property names are JeecgBoot's JSON field names, so a row serialises as is.
 * Audit times are `timestamp` read back as 'yyyy-MM-dd HH:mm:ss' strings in GMT+8 wall-clock time.
 * Session-type tables keep epoch milliseconds (bigint) so expiry arithmetic is plain.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  departEntity,
  dictEntity,
  dictItemEntity,
  positionEntity,
  quartzJobEntity,
  roleEntity,
  userEntity,
} from '../../src/domain/entities';
import { audit, ts } from './columns';
import { definitionTable } from './definition-table';
import { ossFileEntity } from '../../src/domain/entities/oss-file';
import {
  onlineReportEntity,
  onlineReportItemEntity,
  onlineReportParamEntity,
} from '../../src/domain/entities/online-report';
import { onlineFormEntity, onlineFormFieldEntity } from '../../src/domain/entities/online-form';
import { permissionDataRuleEntity } from '../../src/domain/entities/permission-data-rule';
import { dataLogEntity } from '../../src/domain/entities/data-log';
import { announcementEntity } from '../../src/domain/entities/announcement';
import { messageEntity } from '../../src/domain/entities/message';
import { messageTemplateEntity } from '../../src/domain/entities/message-template';
import { organizationAddressEntity, organizationEntity } from '../../src/domain/entities/organization';
import { collegeEntity, collegeProgrammeEntity } from '../../src/domain/entities/college';
import { paperEntity, paperTopicEntity } from '../../src/domain/entities/paper';
import { testEntity, testInstitutionEntity } from '../../src/domain/entities/test';
import { testActivityEntity } from '../../src/domain/entities/test-activity';
import { gradeDetailEntity, gradeEntity } from '../../src/domain/entities/grade';
import { trainingEntity } from '../../src/domain/entities/training';
import { fileEntity, folderEntity } from '../../src/domain/entities/document';
import { netdiskFileEntity, netdiskFolderEntity } from '../../src/domain/entities/netdisk';
import { reportEntity } from '../../src/domain/entities/report';
import { linkUserEntity } from '../../src/domain/entities/link-user';
import { studentEntity } from '../../src/domain/entities/student';
import { nationalManagerEntity } from '../../src/domain/entities/national-manager';
import { fillRuleEntity } from '../../src/domain/entities/fill-rule';
import { dataSourceEntity } from '../../src/domain/entities/data-source';
import { gatewayRouteEntity } from '../../src/domain/entities/gateway-route';
import { departRoleEntity } from '../../src/domain/entities/depart-role';

export const sysUser = definitionTable(
  userEntity,
  {
    salt: varchar('salt', { length: 45 }).notNull(),
    avatar: varchar('avatar', { length: 255 }),
    orgCode: varchar('org_code', { length: 64 }),
    delFlag: integer('del_flag').notNull().default(0),
    activitiSync: integer('activiti_sync').default(1),
    userIdentity: integer('user_identity').default(1),
    departIds: varchar('depart_ids', { length: 1000 }),
    clientId: varchar('client_id', { length: 64 }),
    homePath: varchar('home_path', { length: 255 }),
  },
  (t) => [
    index('idx_sys_user_phone').on(t.phone),
    // The user list: live rows newest first, and the common status / sex filters (index-only counts).
    index('idx_sys_user_list_time').on(t.delFlag, t.createTime, t.id),
    index('idx_sys_user_list_status_sex').on(t.delFlag, t.status, t.sex, t.createTime, t.id),
  ],
);

export const sysRole = definitionTable(roleEntity);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    roleId: varchar('role_id', { length: 32 }).notNull(),
  },
  (t) => [uniqueIndex('uniq_sys_user_role').on(t.userId, t.roleId), index('idx_sys_user_role_role').on(t.roleId)],
);

export const sysDepart = definitionTable(
  departEntity,
  {
    description: varchar('description', { length: 500 }),
    orgType: varchar('org_type', { length: 10 }).notNull().default('1'),
    status: varchar('status', { length: 1 }).default('1'),
    delFlag: varchar('del_flag', { length: 1 }).notNull().default('0'),
    qywxIdentifier: varchar('qywx_identifier', { length: 100 }),
  },
  (t) => [uniqueIndex('uniq_sys_depart_org_code').on(t.orgCode), index('idx_sys_depart_parent').on(t.parentId)],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    depId: varchar('dep_id', { length: 32 }).notNull(),
  },
  (t) => [uniqueIndex('uniq_sys_user_depart').on(t.userId, t.depId), index('idx_sys_user_depart_dep').on(t.depId)],
);

/** Ids of new tenants (crud/writes nextIntegerId). */
export const sysTenantIdSeq = pgSequence('sys_tenant_id_seq');

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  beginDate: ts('begin_date'),
  endDate: ts('end_date'),
  /** 1 normal, 0 frozen. */
  status: integer('status').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: ts('create_time'),
});

export const sysPermission = pgTable(
  'sys_permission',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    parentId: varchar('parent_id', { length: 32 }),
    name: varchar('name', { length: 255 }).notNull(),
    url: varchar('url', { length: 255 }),
    component: varchar('component', { length: 255 }),
    componentName: varchar('component_name', { length: 100 }),
    redirect: varchar('redirect', { length: 255 }),
    /** 0 top menu, 1 sub-menu, 2 button. */
    menuType: integer('menu_type').notNull(),
    perms: varchar('perms', { length: 255 }),
    /** "1" hide when not granted, "2" show disabled. */
    permsType: varchar('perms_type', { length: 10 }).default('1'),
    sortNo: doublePrecision('sort_no').default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: varchar('icon', { length: 255 }),
    route: boolean('is_route').notNull().default(true),
    leaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    hideTab: boolean('hide_tab').notNull().default(false),
    description: varchar('description', { length: 255 }),
    delFlag: integer('del_flag').notNull().default(0),
    ruleFlag: integer('rule_flag').notNull().default(0),
    /** "1" rule active, "0" inactive (buttons). */
    status: varchar('status', { length: 2 }).default('1'),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    ...audit,
  },
  (t) => [index('idx_sys_permission_parent').on(t.parentId)],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    roleId: varchar('role_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
    dataRuleIds: varchar('data_rule_ids', { length: 1000 }),
  },
  (t) => [uniqueIndex('uniq_sys_role_permission').on(t.roleId, t.permissionId)],
);

/** Department grants (部门权限, /sys/permission/queryDepartPermission and saveDepartPermission). */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    departId: varchar('depart_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
    dataRuleIds: varchar('data_rule_ids', { length: 1000 }),
  },
  (t) => [uniqueIndex('uniq_sys_depart_permission').on(t.departId, t.permissionId)],
);

/** 部门角色 (部门用户's 部门角色 tab): a department's own roles. */
export const sysDepartRole = definitionTable(departRoleEntity, {}, (t) => [
  index('idx_sys_depart_role_depart').on(t.departId),
]);

/** What a department role holds: menus and buttons of its department's grants, with their 数据规则. */
export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    departId: varchar('depart_id', { length: 32 }),
    roleId: varchar('role_id', { length: 32 }).notNull(),
    permissionId: varchar('permission_id', { length: 32 }).notNull(),
    dataRuleIds: varchar('data_rule_ids', { length: 1000 }),
    operateDate: ts('operate_date'),
    operateIp: varchar('operate_ip', { length: 20 }),
  },
  (t) => [uniqueIndex('uniq_sys_depart_role_permission').on(t.roleId, t.permissionId)],
);

/** Who holds a department role (`drole_id`, JeecgBoot's name). */
export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    droleId: varchar('drole_id', { length: 32 }).notNull(),
  },
  (t) => [
    uniqueIndex('uniq_sys_depart_role_user').on(t.userId, t.droleId),
    index('idx_sys_depart_role_user_role').on(t.droleId),
  ],
);

/** 数据规则 of a menu (routes/system/menus.ts): `rule_flag` on the menu says it has some. */
export const sysPermissionDataRule = definitionTable(permissionDataRuleEntity, {}, (t) => [
  index('idx_sys_permission_data_rule_perm').on(t.permissionId),
]);

/**
 * The system log (JeecgBoot sys_log): log_type 1 is a sign-in or sign-out, 2 an operation. `userid` holds the
 * username and `username` the real name, as JeecgBoot writes them. /sys/loginfo and /sys/visitInfo count type 1.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    logType: integer('log_type').notNull(),
    logContent: varchar('log_content', { length: 1000 }),
    operateType: integer('operate_type'),
    userid: varchar('userid', { length: 32 }),
    username: varchar('username', { length: 100 }),
    ip: varchar('ip', { length: 100 }),
    method: varchar('method', { length: 500 }),
    requestUrl: varchar('request_url', { length: 255 }),
    requestParam: text('request_param'),
    requestType: varchar('request_type', { length: 10 }),
    costTime: bigint('cost_time', { mode: 'number' }),
    ...audit,
  },
  (t) => [index('idx_sys_log_type_time').on(t.logType, t.createTime)],
);

export const sysDict = definitionTable(dictEntity, {
  delFlag: integer('del_flag').notNull().default(0),
  /** 0 string, 1 number, 2 boolean (reserved). */
  type: integer('type').notNull().default(0),
});

export const sysDictItem = definitionTable(dictItemEntity, {}, (t) => [index('idx_sys_dict_item_dict').on(t.dictId)]);

export const sysPosition = definitionTable(positionEntity, {
  companyId: varchar('company_id', { length: 255 }),
  sysOrgCode: varchar('sys_org_code', { length: 50 }),
});

/** Value check rules (/sys/checkRule/checkByCode): `ruleJson` is a JSON array of {digits, pattern, message}. */
export const sysCheckRule = pgTable(
  'sys_check_rule',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    ruleName: varchar('rule_name', { length: 100 }).notNull(),
    ruleCode: varchar('rule_code', { length: 100 }).notNull(),
    ruleJson: varchar('rule_json', { length: 1024 }).notNull(),
    ruleDescription: varchar('rule_description', { length: 200 }),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_sys_check_rule_code').on(t.ruleCode)],
);

/** Category (tree) dictionary; roots have pid "0". */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    pid: varchar('pid', { length: 32 }).notNull().default('0'),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    /** "1" has children, "0" leaf. */
    hasChild: varchar('has_child', { length: 3 }).notNull().default('0'),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...audit,
  },
  (t) => [uniqueIndex('uniq_sys_category_code').on(t.code), index('idx_sys_category_pid').on(t.pid)],
);

/** 填值规则: `ruleClass` names one of the rule implementations the server runs. */
export const sysFillRule = definitionTable(fillRuleEntity);

/** 多数据源: `dbPassword` is stored encrypted (routes/system/data-sources.ts), never sent back. */
export const sysDataSource = definitionTable(dataSourceEntity, {
  sysOrgCode: varchar('sys_org_code', { length: 64 }),
});

/** 网关路由: `predicates` and `filters` are JSON array texts. */
export const sysGatewayRoute = definitionTable(gatewayRouteEntity, {
  sysOrgCode: varchar('sys_org_code', { length: 64 }),
});

/** 定时任务: status 0 scheduled, -1 stopped (dict quartz_status). One row per job class. */
export const quartzJob = definitionTable(quartzJobEntity, { delFlag: integer('del_flag').notNull().default(0) });

/** 对象存储: files uploaded through /sys/oss/file/upload (routes/system/oss-files.ts). */
export const ossFile = definitionTable(ossFileEntity);

/** 数据日志: a record's versions as JSON, written by the generic CRUD's edits (services/data-log.ts). */
export const sysDataLog = definitionTable(
  dataLogEntity,
  { type: varchar('type', { length: 20 }).default('json') },
  (t) => [index('idx_sys_data_log_table_id').on(t.dataTable, t.dataId)],
);

/**
 * One row per run of a job (server/jobs): written 'running' when the run starts, then 'success' or
 * 'error'. `fireTime` (epoch ms of the scheduled second; null for 执行一次) is unique per job, so when
 * several server instances share the database only one of them runs a given fire.
 */
export const quartzJobLog = pgTable(
  'quartz_job_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    jobId: varchar('job_id', { length: 32 }).notNull(),
    jobClassName: varchar('job_class_name', { length: 255 }).notNull(),
    /** 'schedule' or 'manual' (执行一次). */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    fireTime: bigint('fire_time', { mode: 'number' }),
    startTime: ts('start_time').notNull(),
    endTime: ts('end_time'),
    durationMs: integer('duration_ms'),
    /** 'running', 'success' or 'error'. */
    result: varchar('result', { length: 10 }).notNull(),
    message: varchar('message', { length: 2000 }),
    parameter: varchar('parameter', { length: 255 }),
    /** A running run's last sign of life: its instance writes it every BEAT_MS (jobs/job-log.ts). */
    beatTime: ts('beat_time'),
  },
  (t) => [
    uniqueIndex('uniq_quartz_job_log_fire').on(t.jobId, t.fireTime),
    index('idx_quartz_job_log_job_time').on(t.jobId, t.startTime),
  ],
);

/** 工作台 per user: the shortcuts chosen (menu ids, JSON, at most 8) and the quick memo. */
export const sysUserWorkplace = pgTable('sys_user_workplace', {
  userId: varchar('user_id', { length: 32 }).primaryKey(),
  shortcuts: varchar('shortcuts', { length: 400 }),
  memo: varchar('memo', { length: 2000 }),
  updateTime: ts('update_time'),
});

/** One row per signed-in token; the token itself is never stored, only its SHA-256. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    tenantId: integer('tenant_id').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** Sign-in order (the cap of live sessions ends the oldest, also among sign-ins of the same millisecond). */
    seq: bigserial('seq', { mode: 'number' }),
  },
  (t) => [index('idx_sys_session_user').on(t.userId)],
);

/**
 * Attempt counters: `u:<account>`, `u:<account>@<address>`, `ip:<address>`, the SMS budgets (`sms-ip:`, `sms-net:`,
 * `sms-user:`, `sms-no:`, `sms:all`, services/sms.ts), `notice-push:<id>`.
 */
export const sysLoginAttempt = pgTable('sys_login_attempt', {
  username: varchar('username', { length: 200 }).primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  firstFailedAt: bigint('first_failed_at', { mode: 'number' }).notNull(),
  lastFailedAt: bigint('last_failed_at', { mode: 'number' }).notNull(),
  lockedUntil: bigint('locked_until', { mode: 'number' }),
});

/** Request counts per route and client address (plugins/rate-limits.ts), on PostgreSQL only: shared by instances. */
export const sysRateLimit = pgTable('sys_rate_limit', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

/** Addresses an account has signed in from. */
export const sysLoginKnown = pgTable(
  'sys_login_known',
  {
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 100 }).notNull(),
    lastSuccessAt: bigint('last_success_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

export const sysCaptcha = pgTable('sys_captcha', {
  checkKey: varchar('check_key', { length: 100 }).primaryKey(),
  /** Lower-case: the check is case-insensitive. */
  code: varchar('code', { length: 10 }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

export const sysSmsCode = pgTable('sys_sms_code', {
  mobile: varchar('mobile', { length: 32 }).primaryKey(),
  code: varchar('code', { length: 10 }).notNull(),
  smsmode: varchar('smsmode', { length: 2 }).notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/** The first answer to a write with an X-Request-Id, per user, kept 24 h (status null: still running). */
export const sysRequestLog = pgTable(
  'sys_request_log',
  {
    userId: varchar('user_id', { length: 32 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 200 }),
    body: text('body'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] }), index('idx_sys_request_log_created').on(t.createdAt)],
);

/** Applied SQL migrations (server/db/migrations/*.sql). */
export const schemaMigrations = pgTable('schema_migrations', {
  name: varchar('name', { length: 255 }).primaryKey(),
  appliedAt: bigint('applied_at', { mode: 'number' }).notNull(),
});

/**
 * Catalog rows (menus, buttons, dictionaries, dictionary items) already brought to this database by the seed or the
 * catalog sync, by their stable key (server/db/catalog-sync.ts): a key listed here is never inserted again, so a
 * seeded row an administrator deleted stays deleted.
 */
export const sysCatalogSync = pgTable('sys_catalog_sync', {
  key: varchar('key', { length: 255 }).primaryKey(),
  syncedAt: bigint('synced_at', { mode: 'number' }).notNull(),
});

/** 系统通告: delFlag '0' / '1' (logical delete); routes/system/announcements.ts. */
export const sysAnnouncement = definitionTable(
  announcementEntity,
  {
    delFlag: varchar('del_flag', { length: 1 }).notNull().default('0'),
    dtTaskId: varchar('dt_task_id', { length: 100 }),
  },
  (t) => [index('idx_sys_announcement_status').on(t.sendStatus, t.delFlag, t.msgType)],
);

/**
 * Who received an announcement and whether they read it: made when a 指定用户 notice is saved, and for 全体用户
 * notices when the user's bell first lists them (listByUser). One row per announcement and user.
 */
export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    anntId: varchar('annt_id', { length: 32 }).notNull(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    /** '0' unread, '1' read. */
    readFlag: varchar('read_flag', { length: 10 }).notNull().default('0'),
    readTime: ts('read_time'),
    /** '1' starred. */
    starFlag: varchar('star_flag', { length: 10 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('uniq_sys_announcement_send').on(t.anntId, t.userId),
    index('idx_sys_announcement_send_user').on(t.userId, t.readFlag),
  ],
);

/** 消息模板. */
export const sysSmsTemplate = definitionTable(messageTemplateEntity);

/** 消息管理: one row per message sent. */
export const sysSms = definitionTable(messageEntity);

/** The rest of JeecgBoot's audit columns, on every business table. */
const businessAudit = () => ({
  sysOrgCode: varchar('sys_org_code', { length: 64 }),
  tenantId: integer('tenant_id'),
});

/** 机构; the province data rule reads the first two digits of `area`. */
export const cpcOrganization = definitionTable(organizationEntity, businessAudit(), (t) => [
  index('idx_cpc_organization_province').on(sql`substr(${t.area}, 1, 2)`),
]);

/** An organisation's addresses (sub-table, saved with the organisation). */
export const cpcOrganizationAddress = definitionTable(organizationAddressEntity, businessAudit(), (t) => [
  index('idx_cpc_organization_address_org').on(t.organizationId),
]);

/** 学院: `collegeCode` is unique within its organisation. */
export const cpcCollege = definitionTable(collegeEntity, businessAudit(), (t) => [
  uniqueIndex('uniq_cpc_college_org_code').on(t.organizationId, t.collegeCode),
]);

/** A college's programmes (sub-table); `organizationId` is the college's, kept by the server for scoped pickers. */
export const cpcCollegeProgramme = definitionTable(
  collegeProgrammeEntity,
  { organizationId: varchar('organization_id', { length: 32 }), ...businessAudit() },
  (t) => [
    index('idx_cpc_college_programme_college').on(t.collegeId),
    index('idx_cpc_college_programme_type').on(t.programmeType, t.organizationId),
  ],
);

/** 联系人: one contact per account (userId), one account name per contact. */
export const cpcLinkUser = definitionTable(linkUserEntity, businessAudit(), (t) => [
  index('idx_cpc_link_user_institution').on(t.institutionId, t.collegeId),
]);

/** 学生: `studentNo` is unique within its organisation; the list filters by college or organisation, newest first. */
export const cpcStudent = definitionTable(studentEntity, businessAudit(), (t) => [
  uniqueIndex('uniq_cpc_student_org_no').on(t.organizationId, t.studentNo),
  index('idx_cpc_student_college_time').on(t.collegeId, t.createTime, t.id),
  index('idx_cpc_student_org_time').on(t.organizationId, t.createTime, t.id),
]);

/** 全国管理员: one row per staff account. */
export const cpcNationalManager = definitionTable(nationalManagerEntity, businessAudit());

/** 试卷: `paperCode` is unique (the definition's unique index). */
export const cpcPaper = definitionTable(paperEntity, businessAudit());

/** A paper's topics (sub-table) in `topicNo` order; the topic list filters by type and difficulty. */
export const cpcPaperTopic = definitionTable(paperTopicEntity, businessAudit(), (t) => [
  index('idx_cpc_paper_topic_paper').on(t.paperId, t.topicNo),
  index('idx_cpc_paper_topic_type').on(t.topicType, t.difficulty),
]);

/** 考试: `testCode` is unique; the lists filter by status and paper. */
export const cpcTest = definitionTable(testEntity, businessAudit(), (t) => [
  index('idx_cpc_test_status').on(t.status, t.startTime),
  index('idx_cpc_test_paper').on(t.paperId),
]);

/** A test's institutions (sub-table); an institution once per test (checked on save). */
export const cpcTestInstitution = definitionTable(testInstitutionEntity, businessAudit(), (t) => [
  index('idx_cpc_test_institution_test').on(t.testId, t.institutionId),
  index('idx_cpc_test_institution_org').on(t.institutionId),
]);

/** 考试活动: a test's timeline, newest first. */
export const cpcTestActivity = definitionTable(testActivityEntity, businessAudit(), (t) => [
  index('idx_cpc_test_activity_test').on(t.testId, t.activityTime),
]);

/**
 * 成绩: one per student and test (a re-import updates it); statistics group a test's grades by institution, college
 * and programme; a student's records are found by student; the list's default order (total, best first) is an index,
 * per test and over all tests, so its pages and bookmarks (crud/list-bookmarks) read no more than they show.
 */
export const cpcTestGrade = definitionTable(gradeEntity, businessAudit(), (t) => [
  uniqueIndex('uniq_cpc_test_grade_test_student').on(t.testId, t.studentId),
  index('idx_cpc_test_grade_test_org').on(t.testId, t.organizationId, t.collegeId),
  index('idx_cpc_test_grade_student').on(t.studentId),
  index('idx_cpc_test_grade_test_total').on(t.testId, t.totalScore, t.id),
  index('idx_cpc_test_grade_total').on(t.totalScore, t.id),
]);

/**
 * A grade's per-topic scores: one per topic. Every reader reaches them through their grades (grade_id, topic_id);
 * no index by test (30 index entries fewer per imported grade, see docs/performance.md).
 */
export const cpcTestGradeDetail = definitionTable(gradeDetailEntity, {}, (t) => [
  uniqueIndex('uniq_cpc_test_grade_detail_grade_topic').on(t.gradeId, t.topicId),
]);

/**
 * A counter per test that database triggers raise on every write to its grades or their details (migration
 * 0036): cached statistics of a test are keyed by it, so every instance on the database sees a write at once.
 */
export const cpcGradeVersion = pgTable('cpc_grade_version', {
  testId: varchar('test_id', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One counter that database triggers raise on every write to the tables that decide who holds which menu or button
 * (migration 0046): each process keeps users' grants keyed by it (services/permissions.ts), so a change made through
 * any instance, or by hand, is seen by the next request everywhere.
 */
export const cpcGrantsVersion = pgTable('cpc_grants_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The rows of a test's statistics statements, computed once per grade version and kept for every instance
 * (services/statistics-cache): `statement` is the sha-256 of the statement's text and parameters.
 */
export const cpcStatisticsCache = pgTable(
  'cpc_statistics_cache',
  {
    testId: varchar('test_id', { length: 32 }).notNull(),
    statement: varchar('statement', { length: 64 }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    rows: jsonb('rows').notNull(),
    createTime: ts('create_time'),
  },
  (t) => [primaryKey({ name: 'cpc_statistics_cache_pkey', columns: [t.testId, t.statement] })],
);

/** 人才培养: filtered by institution and by test (queryTelnetInfoByTestId). */
export const cpcTraining = definitionTable(trainingEntity, businessAudit(), (t) => [
  index('idx_cpc_training_org').on(t.organizationId, t.startDate),
  index('idx_cpc_training_test').on(t.testId),
]);

/** 文档目录: a tree, listed by parent. */
export const cpcFolder = definitionTable(folderEntity, businessAudit(), (t) => [
  index('idx_cpc_folder_parent').on(t.parentId, t.sortNo),
]);

/** 文件: by folder, by year and institution (the portal's 文件列表); queryFileExist looks up name, year and institution. */
export const cpcFile = definitionTable(fileEntity, businessAudit(), (t) => [
  index('idx_cpc_file_folder').on(t.folderId),
  index('idx_cpc_file_year_org').on(t.year, t.organizationId),
  index('idx_cpc_file_name').on(t.fileName, t.year, t.organizationId),
]);

/** 网盘 folders: one tree per owner. */
export const cpcNetdiskFolder = definitionTable(netdiskFolderEntity, businessAudit(), (t) => [
  index('idx_cpc_netdisk_folder_owner').on(t.ownerType, t.ownerId, t.parentId),
]);

/** 网盘 files: by owner and folder. */
export const cpcNetdiskFile = definitionTable(netdiskFileEntity, businessAudit(), (t) => [
  index('idx_cpc_netdisk_file_owner').on(t.ownerType, t.ownerId, t.folderId),
]);

/** 报告: by institution and year (the portal's 报告), and by test (generation replaces a test's generated report). */
export const cpcReport = definitionTable(reportEntity, businessAudit(), (t) => [
  index('idx_cpc_report_org_year').on(t.organizationId, t.year),
  index('idx_cpc_report_test').on(t.testId, t.organizationId),
]);

export type SysUserRow = typeof sysUser.$inferSelect;
export type SysDepartRow = typeof sysDepart.$inferSelect;
export type SysPermissionRow = typeof sysPermission.$inferSelect;
export type SysTenantRow = typeof sysTenant.$inferSelect;
export type SysCategoryRow = typeof sysCategory.$inferSelect;
export type QuartzJobRow = typeof quartzJob.$inferSelect;
export type QuartzJobLogRow = typeof quartzJobLog.$inferSelect;

/** Every file stored through /sys/common/upload: who stored it, for which folder (biz), how large, when. */
export const sysUpload = pgTable(
  'sys_upload',
  {
    path: varchar('path', { length: 500 }).primaryKey(),
    biz: varchar('biz', { length: 100 }).notNull(),
    uploaderId: varchar('uploader_id', { length: 32 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('idx_sys_upload_uploader').on(t.uploaderId, t.createdAt)],
);

/**
 * An account at a third-party sign-in provider (JeecgBoot's shape): found by (`third_type`, `third_user_id`), bound
 * to a `sys_user` once its holder proved a phone (docs/security.md "Third-party sign-in").
 */
export const sysThirdAccount = pgTable(
  'sys_third_account',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    sysUserId: varchar('sys_user_id', { length: 32 }),
    avatar: varchar('avatar', { length: 255 }),
    /** 1 正常, 2 冻结. */
    status: integer('status').notNull().default(1),
    delFlag: integer('del_flag').notNull().default(0),
    realname: varchar('realname', { length: 100 }),
    thirdUserUuid: varchar('third_user_uuid', { length: 100 }).notNull(),
    thirdUserId: varchar('third_user_id', { length: 100 }).notNull(),
    thirdType: varchar('third_type', { length: 50 }).notNull(),
    tenantId: integer('tenant_id').notNull().default(0),
    createBy: varchar('create_by', { length: 32 }),
    createTime: ts('create_time'),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: ts('update_time'),
  },
  (t) => [
    uniqueIndex('uniq_sys_third_account_type_user').on(t.thirdType, t.thirdUserId, t.tenantId),
    index('idx_sys_third_account_user').on(t.sysUserId),
  ],
);

/**
 * One-use tickets of the third-party sign-in, stored as SHA-256: `state` (between the popup's start and the
 * provider's callback: PKCE verifier and nonce) and `bind` (the 绑定手机号 dialog's handle on an unbound account).
 */
export const sysThirdTicket = pgTable(
  'sys_third_ticket',
  {
    ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    source: varchar('source', { length: 50 }).notNull(),
    thirdAccountId: varchar('third_account_id', { length: 32 }),
    codeVerifier: varchar('code_verifier', { length: 128 }),
    nonce: varchar('nonce', { length: 128 }),
    redirectUri: varchar('redirect_uri', { length: 500 }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('idx_sys_third_ticket_expires').on(t.expiresAt)],
);

/** Online报表 (docs/api.md "Online reports"): the head, its columns and its `${…}` parameters. */
export const onlCgreportHead = definitionTable(onlineReportEntity);
export const onlCgreportItem = definitionTable(onlineReportItemEntity, {}, (t) => [
  index('idx_onl_cgreport_item_head').on(t.cgrheadId),
]);
export const onlCgreportParam = definitionTable(onlineReportParamEntity, {}, (t) => [
  index('idx_onl_cgreport_param_head').on(t.cgrheadId),
]);

/** Online表单 (docs/api.md "Online forms"): a table defined at run time, and its fields. */
export const onlCgformHead = definitionTable(onlineFormEntity);
export const onlCgformField = definitionTable(onlineFormFieldEntity, {}, (t) => [
  index('idx_onl_cgform_field_head').on(t.cgformHeadId),
  uniqueIndex('uniq_onl_cgform_field_name').on(t.cgformHeadId, t.dbFieldName),
]);
