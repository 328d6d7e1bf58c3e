/**
 * Who may read what: one table. Reading a subject needs one of the screens that show or pick its rows (by screen key,
 * the menu's `component`, so an administrator may move or rename a menu in 菜单管理 without locking anyone out) or
 * any button of the subject (a `prefix:` code). A route names its subject in its config (`readers: READERS.x`) and
 * the auth plugin applies it (docs/security.md, "Who may call what").
 */
import type { EntityDef } from '../../src/domain/entities/entity-types';
import { logEntity } from '../../src/domain/entities/data-log';
import type { AppContext } from '../context';
import { userGrants, type GrantRow } from './permissions';

const MONITOR = 'dashboard/Monitor';

export const READERS = {
  // 系统管理: the screen itself, then the screens that pick from it (users in 角色用户, departments in the user form…)
  user: [
    'system/UserList',
    'system/RoleList',
    'system/DepartList',
    'system/RoleUserList',
    'system/DepartUserList',
    'system:user:',
  ],
  role: ['system/RoleList', 'system/UserList', 'system/RoleUserList', 'system:role:'],
  depart: ['system/DepartList', 'system/UserList', 'system/DepartUserList', 'system/AddressList', 'system:depart:'],
  departRole: ['system/DepartUserList', 'system:depart:role:'],
  position: ['system/SysPositionList', 'system/UserList', 'system/AddressList', 'system:position:'],
  tenant: ['system/TenantList', 'system/UserList', 'system:tenant:'],
  dict: ['system/DictList', 'system/DictItemList', 'system:dict:', 'system:dictItem:'],
  category: ['system/SysCategoryList', 'system:category:'],
  quartzJob: ['system/QuartzJobList', 'system:quartzJob:'],
  announcement: ['system/SysAnnouncementList', 'system:sysAnnouncement:'],
  permission: ['system/PermissionList', 'system/PermissionDataRuleList', 'system:permission:'],
  messageTemplate: ['modules/message/SysMessageTemplateList', 'system:messageTemplate:'],
  // JeecgBoot spells one of its codes system:getway:.
  gatewayRoute: ['system/SysGatewayRouteList', 'system:gateway:', 'system:getway:'],
  addressList: ['system/AddressList'],
  dashboard: ['dashboard/Analysis'],
  workplace: ['dashboard/Workplace'],
  // 系统监控 (the 监控页 dashboard shows disk, cache and metrics)
  log: ['system/LogList', `${logEntity.permissionPrefix}:`],
  dataLog: ['system/DataLogList'],
  disk: ['modules/monitor/DiskMonitoring', MONITOR],
  cache: ['modules/monitor/RedisInfo', MONITOR],
  metrics: ['modules/monitor/JvmInfo', 'modules/monitor/SystemInfo', 'modules/monitor/TomcatInfo', MONITOR],
  trace: ['modules/monitor/HttpTrace'],
  // The testing body's business (contacts read some of it too: routes say so with `contacts`)
  organization: ['cpc/OrganisationList', 'cpc/InstitutionList', 'cpc:organization:'],
  college: ['cpc/CollegeList', 'cpc/OrganisationList', 'cpc/InstitutionList', 'cpc:college:'],
  linkUser: ['cpc/LinkUserList', 'cpc/OrganisationList', 'cpc/InstitutionList', 'cpc:linkUser:'],
  student: ['cpc/StudentList', 'cpc/StudentGradeList', 'cpc:student:'],
  /** The programme pickers: the college screens and the contact form (a contact's programmes). */
  programme: [
    'cpc/CollegeList',
    'cpc/LinkUserList',
    'cpc/StudentList',
    'cpc:college:',
    'cpc:linkUser:',
    'cpc:student:',
  ],
  nationalManager: ['cpc/NationalManagerList', 'cpc:nationalManager:'],
  paper: ['cpc/PaperList', 'cpc/PaperView', 'cpc/PaperTopicList', 'cpc:paper:'],
  test: ['cpc/TestManagerList', 'cpc/TestActivityList', 'cpc/TestDetails', 'cpc:test:', 'cpc:testActivity:'],
  testActivity: ['cpc/TestActivityList', 'cpc/TestDetails', 'cpc:testActivity:'],
  /** 成绩 and their per-topic scores: the 考试成绩 screens and 学生成绩. */
  grade: [
    'cpc/TestGradeImport',
    'cpc/TestGradeList',
    'cpc/TestGradeStatistics',
    'cpc/TestGradeTopicDetail',
    'cpc/StudentGradeList',
    'cpc:grade:',
  ],
  training: ['cpc/TalentTrainingList', 'cpc/TestDetails', 'cpc:training:'],
  folder: ['cpc/DocumentFolderList', 'cpc/FileManagerList', 'cpc:folder:', 'cpc:file:'],
  file: ['cpc/DocumentFolderList', 'cpc/FileManagerList', 'cpc:file:'],
  report: ['cpc/ReportList', 'cpc:report:'],
  /** 网盘: the screen only; every call is held to the caller's own disk. */
  netdisk: ['cpc/NetworkDisk'],
} as const satisfies Record<string, readonly string[]>;

/** Who may read a plain entity: its screen (the definition's `screen`) or any of its buttons. */
export function entityReaders(def: EntityDef): string[] {
  return [...(def.screen ? [def.screen] : []), `${def.permissionPrefix}:`];
}

/** Does the user hold one of the screens (by key) or a code starting with one of the prefixes (ending in ':')? */
export async function mayRead(
  ctx: AppContext,
  userId: string,
  readers: readonly string[],
  grants?: GrantRow[],
): Promise<boolean> {
  const held = (grants ?? (await userGrants(ctx, userId))).map((r) => r.permission);
  const prefixes = readers.filter((r) => r.endsWith(':'));
  return held.some(
    (p) =>
      readers.includes(p.component ?? '') ||
      (p.perms ?? '').split(',').some((code) => prefixes.some((prefix) => code.trim().startsWith(prefix))),
  );
}
