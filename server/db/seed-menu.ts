/**
 * The demo menu (sys_permission): every screen group of the product (docs/README.md lists them by menu area).
 *
 * Conventions: top-level groups use `layouts/RouteView`. A screen the stock JeecgBoot Vue 2 client has keeps that
 * client's component name (system/SysPositionList, modules/monitor/JvmInfo, modules/oss/OSSFileList…), so the stock
 * client renders it; our own screens are `<area>/<ScreenName>` with areas cpc (manager-side business), customer
 * (customer portal) and monitor. Paths:
 *
 * | group            | path prefix          | pages (component)                                              |
 * |------------------|----------------------|----------------------------------------------------------------|
 * | 首页             | /dashboard/analysis  | dashboard/Analysis                                             |
 * | 仪表盘           | /dashboard           | statistics (dashboard/Analysis), workplace, monitor            |
 * | 系统管理         | /isystem             | user, role, roleUserList*, depart, departUserList*, permission,|
 * |                  |                      | permissionDataRule*, dict, dictItem*, category, quartzJob,     |
 * |                  |                      | annountCement, checkRule, dataSource, fillRule, gatewayRoute,  |
 * |                  |                      | online, position, tenant, addressList, message,                |
 * |                  |                      | messageTemplate; /isps/userAnnouncement*                       |
 * | 系统监控         | /monitor             | log, dataLog, disk, httpTrace, jvm, redis, terminal, system,   |
 * |                  |                      | webServer, ossFile; 开发文档 (external link, route "0")         |
 * | 机构管理         | /organisation        | list, institution                                              |
 * | 院校管理         | /college             | list                                                           |
 * | 学生管理         | /student             | list, grade                                                    |
 * | 联系人管理       | /linkUser/list       | list (alwaysShow: a leaf at its hidden child's path)           |
 * | 试卷管理         | /paper               | list, view*, topic                                             |
 * | 考试管理         | /test                | manager, activity, details*                                    |
 * | 考试成绩         | /grade               | import, list, statistics, topicDetail*                         |
 * | 人才培养         | /talent              | training                                                       |
 * | 文档管理         | /document            | folder, file, disk, report                                     |
 * | 全国管理员       | /nationalManager     | cpc/NationalManagerList                                        |
 * | 客户端           | /cpctest/customer    | (index), password, colleges, collegeDetail*, contents, files,  |
 * |                  |                      | institution, reports, talents, talentActivity, quiz, grades,   |
 * |                  |                      | gradeStatistics  (customer/<Screen>)                            |
 * | 个人页           | /account             | center, settings*                                              |
 * | 常见案例         | /jeecg               | SelectDemo (jeecg/SelectDemo: the widget gallery; admin only)   |
 * | 在线开发         | /online              | cgreport (OnlCgreportHeadList), cgform (OnlCgformHeadList),    |
 * |                  |                      | cgreport/:code*, two demo reports                              |
 * (* = hidden)
 *
 * Grants: `roles` on a node applies to it and, unless they set their own, its menu children;
 * a parent is granted to every role that holds one of its descendants. Buttons list their roles
 * explicitly. The admin role holds everything.
 */
import { onlineReportEntity } from '../../src/domain/entities/online-report';
import { onlineFormEntity } from '../../src/domain/entities/online-form';
import { DEMO_REPORTS } from './seed-online-reports';
import { DEMO_FORM_MENUS } from './seed-online-forms';
import {
  announcementEntity,
  collegeEntity,
  CRUD_ACTION_VERBS,
  CRUD_ACTIONS,
  departEntity,
  linkUserEntity,
  nationalManagerEntity,
  organizationEntity,
  studentEntity,
  paperEntity,
  testEntity,
  testActivityEntity,
  gradeEntity,
  trainingEntity,
  folderEntity,
  fileEntity,
  reportEntity,
  messageEntity,
  messageTemplateEntity,
  dictEntity,
  dictItemEntity,
  permissionCode,
  positionEntity,
  quartzJobEntity,
  roleEntity,
  tenantEntity,
  userEntity,
  type CrudAction,
  type EntityDef,
} from '../../src/domain/entities';
import { STUDENT_ID_CARD_PERMISSION } from '../../src/domain/entities/student';
import { TEST_STATUS_PERMISSION } from '../../src/domain/entities/test';
import { REPORT_GENERATE_PERMISSION } from '../../src/domain/entities/report';
import { checkRuleEntity } from '../../src/domain/entities/check-rule';
import { departRoleEntity } from '../../src/domain/entities/depart-role';
import { dataSourceEntity } from '../../src/domain/entities/data-source';
import { FILL_RULE_TEST_PERMISSION, fillRuleEntity } from '../../src/domain/entities/fill-rule';
import { SEED_TIME, seedId } from './ids';
import type { RoleCode } from './seed-org';

type Grant = Exclude<RoleCode, 'admin'>;

interface ButtonDef {
  name: string;
  perms: string;
  permsType?: '1' | '2';
  status?: '0' | '1';
  roles?: Grant[];
}

export interface MenuDef {
  name: string;
  url: string;
  component?: string;
  icon?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: boolean;
  keepAlive?: boolean;
  external?: boolean;
  redirect?: string;
  roles?: Grant[];
  children?: MenuDef[];
  buttons?: ButtonDef[];
}

const RV = 'layouts/RouteView';

/** The CRUD buttons of an entity screen: 用户添加 … with `permissionCode(def, action)`; `staff` actions go to staff. */
function crudButtons(def: EntityDef, staff: CrudAction[] = []): ButtonDef[] {
  return CRUD_ACTIONS.map((action) => ({
    name: `${def.title}${CRUD_ACTION_VERBS[action]}`,
    perms: permissionCode(def, action),
    roles: staff.includes(action) ? ['staff'] : [],
  }));
}

const userButtons: ButtonDef[] = crudButtons(userEntity, ['edit', 'export']).map((b) =>
  // Shown disabled (not hidden) to users without it.
  b.perms === 'system:user:import' ? { ...b, permsType: '2' } : b,
);
userButtons.push({ name: '用户冻结', perms: 'system:user:frozen' });
userButtons.push({ name: '用户密码修改', perms: 'system:user:changepwd' });

const positionButtons: ButtonDef[] = crudButtons(positionEntity, ['edit']).map((b) =>
  // Rule switched off: every user may export positions.
  b.perms === 'system:position:export' ? { ...b, status: '0' } : b,
);

/** 定时任务: the CRUD buttons plus 执行一次, 停止 (pause) and 启动 (resume); admin only. */
const quartzJobButtons: ButtonDef[] = [
  ...crudButtons(quartzJobEntity),
  { name: '定时任务执行一次', perms: 'system:quartzJob:execute' },
  { name: '定时任务停止', perms: 'system:quartzJob:pause' },
  { name: '定时任务启动', perms: 'system:quartzJob:resume' },
];

/** 对象存储: JeecgBoot's codes (system:ossFile:list / upload / delete); admin only. */
export const OSS_FILE_BUTTONS: ButtonDef[] = [
  { name: '文件列表', perms: 'system:ossFile:list' },
  { name: '文件上传', perms: 'system:ossFile:upload' },
  { name: '文件删除', perms: 'system:ossFile:delete' },
];

/** 日志管理: delete, batch delete (ids=allclear empties the log) and export; admin only. */
export const LOG_BUTTONS: ButtonDef[] = [
  { name: '日志删除', perms: 'system:log:delete' },
  { name: '日志批量删除', perms: 'system:log:deleteBatch' },
  { name: '日志导出', perms: 'system:log:export' },
];

/** 在线用户: JeecgBoot HEAD's codes for the list and 强退; admin only. */
export const ONLINE_BUTTONS: ButtonDef[] = [
  { name: '在线用户列表', perms: 'system:online:list' },
  { name: '强制退出', perms: 'system:online:forceLogout' },
];

/** 菜单管理: JeecgBoot HEAD's codes for menus and their 数据规则; admin only. */
export const PERMISSION_BUTTONS: ButtonDef[] = [
  { name: '菜单添加', perms: 'system:permission:add' },
  { name: '菜单编辑', perms: 'system:permission:edit' },
  { name: '菜单删除', perms: 'system:permission:delete' },
  { name: '菜单批量删除', perms: 'system:permission:deleteBatch' },
  { name: '数据规则添加', perms: 'system:permission:addRule' },
  { name: '数据规则编辑', perms: 'system:permission:editRule' },
  { name: '数据规则删除', perms: 'system:permission:deleteRule' },
];

/** 分类字典: add (and 添加下级), edit, delete (one or several with their sub-categories), export, import; admin only. */
export const CATEGORY_BUTTONS: ButtonDef[] = [
  { name: '分类字典添加', perms: 'system:category:add' },
  { name: '分类字典编辑', perms: 'system:category:edit' },
  { name: '分类字典删除', perms: 'system:category:delete' },
  { name: '分类字典导出', perms: 'system:category:export' },
  { name: '分类字典导入', perms: 'system:category:import' },
];

/** 校验规则: the CRUD buttons; admin only. */
export const CHECK_RULE_BUTTONS = crudButtons(checkRuleEntity);

/** 部门用户's 部门角色 tab: the CRUD buttons plus 部门角色分配 (admin only). */
export const DEPART_ROLE_BUTTONS: ButtonDef[] = [
  ...crudButtons(departRoleEntity),
  { name: '部门角色分配', perms: 'system:depart:role:userAdd' },
];

/** 填值规则: the CRUD buttons and 功能测试; admin only (the server also wants the admin role). */
export const FILL_RULE_BUTTONS: ButtonDef[] = [
  ...crudButtons(fillRuleEntity),
  { name: '填值规则功能测试', perms: FILL_RULE_TEST_PERMISSION },
];

/** 多数据源: JeecgBoot HEAD's codes (system:datasource:*, options online:report:add); admin only. */
export const DATA_SOURCE_BUTTONS: ButtonDef[] = [
  ...crudButtons(dataSourceEntity),
  { name: '多数据源列表', perms: 'system:datasource:list' },
  { name: '多数据源选项', perms: 'online:report:add' },
];

/** 网关路由: JeecgBoot HEAD's codes, the delete one spelt as theirs (system:getway:delete); admin only. */
export const GATEWAY_ROUTE_BUTTONS: ButtonDef[] = [
  { name: '网关路由保存', perms: 'system:gateway:updateAll' },
  { name: '网关路由删除', perms: 'system:getway:delete' },
];

/** 系统通告: the CRUD buttons plus JeecgBoot's list, 发布 and 撤销 codes; admin only. */
export const ANNOUNCEMENT_BUTTONS: ButtonDef[] = [
  ...crudButtons(announcementEntity),
  { name: '系统通告列表', perms: 'system:sysAnnouncement:list' },
  { name: '系统通告发布', perms: 'system:sysAnnouncement:doReleaseData' },
  { name: '系统通告撤销', perms: 'system:sysAnnouncement:doReovkeData' },
];

/** 消息模板: the CRUD buttons plus 发送测试; admin only. */
export const MESSAGE_TEMPLATE_BUTTONS: ButtonDef[] = [
  ...crudButtons(messageTemplateEntity),
  { name: '消息模板发送测试', perms: 'system:messageTemplate:sendMsg' },
];

/** The business screens' buttons: staff manage institutions, colleges, contacts and students. */
const STAFF_ACTIONS: CrudAction[] = [...CRUD_ACTIONS];
export const ORGANIZATION_BUTTONS = crudButtons(organizationEntity, STAFF_ACTIONS);
export const COLLEGE_BUTTONS = crudButtons(collegeEntity, STAFF_ACTIONS);
export const LINK_USER_BUTTONS = crudButtons(linkUserEntity, STAFF_ACTIONS);
/** Students: the CRUD buttons (staff) and 身份证号查看 (admin only): without it ID numbers come masked. */
export const STUDENT_BUTTONS: ButtonDef[] = [
  ...crudButtons(studentEntity, STAFF_ACTIONS),
  { name: '学生身份证号查看', perms: STUDENT_ID_CARD_PERMISSION },
];
/** 试卷: staff manage papers and their topics. */
export const PAPER_BUTTONS = crudButtons(paperEntity, STAFF_ACTIONS);
/** 考试: staff manage tests, their institutions and their status. */
export const TEST_BUTTONS: ButtonDef[] = [
  ...crudButtons(testEntity, STAFF_ACTIONS),
  { name: '考试状态推进', perms: TEST_STATUS_PERMISSION, roles: ['staff'] },
];
/** 考试活动: staff keep each test's timeline. */
export const TEST_ACTIVITY_BUTTONS = crudButtons(testActivityEntity, STAFF_ACTIONS);
/** 成绩: staff import, correct, delete and export grades. */
export const GRADE_BUTTONS = crudButtons(gradeEntity, STAFF_ACTIONS);
/** 人才培养: staff run trainings. */
export const TRAINING_BUTTONS = crudButtons(trainingEntity, STAFF_ACTIONS);
/** 文档目录, 文件 and 报告: staff file documents and deliver reports; 生成报告 runs the report job. */
export const FOLDER_BUTTONS = crudButtons(folderEntity, STAFF_ACTIONS);
export const FILE_BUTTONS = crudButtons(fileEntity, STAFF_ACTIONS);
export const REPORT_BUTTONS: ButtonDef[] = [
  ...crudButtons(reportEntity, STAFF_ACTIONS),
  { name: '报告生成', perms: REPORT_GENERATE_PERMISSION, roles: ['staff'] },
];
/** 全国管理员: admin only. */
export const NATIONAL_MANAGER_BUTTONS = crudButtons(nationalManagerEntity);

const page = (name: string, url: string, component: string, extra: Partial<MenuDef> = {}): MenuDef => ({
  name,
  url,
  component,
  ...extra,
});

/** The screens of a form's rows by JeecgBoot's routes (menu components under modules/online/cgform/). */
const ONLINE_FORM_COMPONENTS = {
  cgformList: 'auto/OnlCgformAutoList',
  cgformTreeList: 'auto/OnlCgformTreeList',
  cgformErpList: 'auto/erp/OnlCgformErpList',
  cgformTabList: 'auto/tab/OnlCgformTabList',
  cgformInnerTableList: 'auto/innerTable/OnlCgformInnerTableList',
} as const;

/** JeecgBoot's hidden routes of the online screens (a form's menu opens one with its id). */
const ONLINE_FORM_ROUTES: [name: string, route: string, component: string][] = [
  ['AUTO在线表单', 'cgformList/:code', ONLINE_FORM_COMPONENTS.cgformList],
  ['AUTO树表单列表', 'cgformTreeList/:code', ONLINE_FORM_COMPONENTS.cgformTreeList],
  ['AUTO在线表单ERP', 'cgformErpList/:code', ONLINE_FORM_COMPONENTS.cgformErpList],
  ['AUTO在线表单TAB', 'cgformTabList/:code', ONLINE_FORM_COMPONENTS.cgformTabList],
  ['AUTO在线内嵌子表', 'cgformInnerTableList/:code', ONLINE_FORM_COMPONENTS.cgformInnerTableList],
  ['AUTO复制表单', 'copyform/:code', 'OnlCgformCopyList'],
  ['AUTO动态表单', 'df/:table/:id', 'auto/OnlineDynamicForm'],
];

export const MENU: MenuDef[] = [
  page('首页', '/dashboard/analysis', 'dashboard/Analysis', { icon: 'home', roles: ['staff'] }),
  {
    name: '仪表盘',
    url: '/dashboard',
    icon: 'dashboard',
    redirect: '/dashboard/workplace',
    roles: ['staff'],
    children: [
      page('分析页', '/dashboard/statistics', 'dashboard/Analysis'),
      page('工作台', '/dashboard/workplace', 'dashboard/Workplace'),
      page('监控页', '/dashboard/monitor', 'dashboard/Monitor'),
    ],
  },
  {
    name: '系统管理',
    url: '/isystem',
    icon: 'setting',
    redirect: '/isystem/user',
    children: [
      page('用户管理', '/isystem/user', 'system/UserList', {
        icon: 'user',
        keepAlive: true,
        roles: ['staff'],
        buttons: userButtons,
      }),
      page('角色管理', '/isystem/role', 'system/RoleList', { icon: 'solution', buttons: crudButtons(roleEntity) }),
      page('角色用户', '/isystem/roleUserList', 'system/RoleUserList', { hidden: true }),
      page('部门管理', '/isystem/depart', 'system/DepartList', {
        icon: 'team',
        roles: ['staff'],
        buttons: crudButtons(departEntity),
      }),
      page('部门用户', '/isystem/departUserList', 'system/DepartUserList', {
        hidden: true,
        roles: ['staff'],
        buttons: DEPART_ROLE_BUTTONS,
      }),
      page('菜单管理', '/isystem/permission', 'system/PermissionList', {
        icon: 'menu',
        buttons: PERMISSION_BUTTONS,
      }),
      page('数据规则', '/isystem/permissionDataRule', 'system/PermissionDataRuleList', { hidden: true }),
      page('数据字典', '/isystem/dict', 'system/DictList', {
        icon: 'book',
        roles: ['staff'],
        buttons: crudButtons(dictEntity),
      }),
      page('字典项', '/isystem/dictItem', 'system/DictItemList', {
        hidden: true,
        roles: ['staff'],
        buttons: crudButtons(dictItemEntity),
      }),
      page('分类字典', '/isystem/category', 'system/SysCategoryList', {
        icon: 'apartment',
        buttons: CATEGORY_BUTTONS,
      }),
      page('定时任务', '/isystem/quartzJob', 'system/QuartzJobList', {
        icon: 'clock-circle',
        buttons: quartzJobButtons,
      }),
      page('系统通告', '/isystem/annountCement', 'system/SysAnnouncementList', {
        icon: 'notification',
        buttons: ANNOUNCEMENT_BUTTONS,
      }),
      page('我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList', { hidden: true, roles: ['staff'] }),
      page('校验规则', '/isystem/checkRule', 'system/SysCheckRuleList', {
        icon: 'check-circle',
        buttons: CHECK_RULE_BUTTONS,
      }),
      page('多数据源', '/isystem/dataSource', 'system/SysDataSourceList', {
        icon: 'database',
        buttons: DATA_SOURCE_BUTTONS,
      }),
      page('填值规则', '/isystem/fillRule', 'system/SysFillRuleList', { icon: 'edit', buttons: FILL_RULE_BUTTONS }),
      page('网关路由', '/isystem/gatewayRoute', 'system/SysGatewayRouteList', {
        icon: 'cluster',
        buttons: GATEWAY_ROUTE_BUTTONS,
      }),
      page('在线用户', '/isystem/online', 'system/SysUserOnlineList', {
        icon: 'user-switch',
        buttons: ONLINE_BUTTONS,
      }),
      page('职务管理', '/isystem/position', 'system/SysPositionList', {
        icon: 'idcard',
        roles: ['staff'],
        buttons: positionButtons,
      }),
      page('租户管理', '/isystem/tenant', 'system/TenantList', {
        icon: 'appstore',
        buttons: crudButtons(tenantEntity),
      }),
      page('通讯录', '/isystem/addressList', 'system/AddressList', { icon: 'contacts' }),
      page('消息管理', '/isystem/message', 'modules/message/SysMessageList', {
        icon: 'mail',
        buttons: crudButtons(messageEntity),
      }),
      page('消息模板', '/isystem/messageTemplate', 'modules/message/SysMessageTemplateList', {
        icon: 'profile',
        buttons: MESSAGE_TEMPLATE_BUTTONS,
      }),
    ],
  },
  {
    name: '系统监控',
    url: '/monitor',
    icon: 'fund',
    redirect: '/monitor/log',
    children: [
      page('日志管理', '/monitor/log', 'system/LogList', { icon: 'file-text', buttons: LOG_BUTTONS }),
      page('数据日志', '/monitor/dataLog', 'system/DataLogList', { icon: 'file-search' }),
      page('磁盘监控', '/monitor/disk', 'modules/monitor/DiskMonitoring', { icon: 'hdd' }),
      page('请求追踪', '/monitor/httpTrace', 'modules/monitor/HttpTrace', { icon: 'api' }),
      page('JVM信息', '/monitor/jvm', 'modules/monitor/JvmInfo', { icon: 'code' }),
      page('缓存监控', '/monitor/redis', 'modules/monitor/RedisInfo', { icon: 'thunderbolt' }),
      page('终端信息', '/monitor/terminal', 'monitor/TerminalInfo', { icon: 'desktop' }),
      page('系统信息', '/monitor/system', 'modules/monitor/SystemInfo', { icon: 'info-circle' }),
      page('Web服务器', '/monitor/webServer', 'modules/monitor/TomcatInfo', { icon: 'cloud-server' }),
      page('对象存储', '/monitor/ossFile', 'modules/oss/OSSFileList', {
        icon: 'cloud-upload',
        buttons: OSS_FILE_BUTTONS,
      }),
      page('开发文档', 'https://help.jeecg.com', 'layouts/IframePageView', {
        icon: 'link',
        external: true,
        route: false,
      }),
    ],
  },
  {
    name: '机构管理',
    url: '/organisation',
    icon: 'bank',
    roles: ['staff'],
    children: [
      page('机构列表', '/organisation/list', 'cpc/OrganisationList', { buttons: ORGANIZATION_BUTTONS }),
      page('院校机构', '/organisation/institution', 'cpc/InstitutionList'),
    ],
  },
  {
    name: '院校管理',
    url: '/college',
    icon: 'read',
    roles: ['staff'],
    children: [page('院校列表', '/college/list', 'cpc/CollegeList', { buttons: COLLEGE_BUTTONS })],
  },
  {
    name: '学生管理',
    url: '/student',
    icon: 'team',
    roles: ['staff'],
    children: [
      page('学生列表', '/student/list', 'cpc/StudentList', { buttons: STUDENT_BUTTONS }),
      page('学生成绩', '/student/grade', 'cpc/StudentGradeList'),
    ],
  },
  {
    // alwaysShow (聚合路由) shows the entry as a leaf that redirects to its own path. As JeecgBoot's 个人设置 does,
    // that path is its hidden child's, so the redirect lands on the child: at a path of its own the stock client
    // redirected the entry to itself for ever (Maximum call stack size exceeded).
    name: '联系人管理',
    url: '/linkUser/list',
    icon: 'contacts',
    alwaysShow: true,
    roles: ['staff'],
    children: [page('联系人列表', '/linkUser/list', 'cpc/LinkUserList', { hidden: true, buttons: LINK_USER_BUTTONS })],
  },
  {
    name: '试卷管理',
    url: '/paper',
    icon: 'file-text',
    roles: ['staff'],
    children: [
      page('试卷列表', '/paper/list', 'cpc/PaperList', { buttons: PAPER_BUTTONS }),
      page('试卷查看', '/paper/view', 'cpc/PaperView', { hidden: true }),
      page('试卷题目', '/paper/topic', 'cpc/PaperTopicList'),
    ],
  },
  {
    name: '考试管理',
    url: '/test',
    icon: 'schedule',
    roles: ['staff'],
    children: [
      page('考试列表', '/test/manager', 'cpc/TestManagerList', { buttons: TEST_BUTTONS }),
      page('考试活动', '/test/activity', 'cpc/TestActivityList', { buttons: TEST_ACTIVITY_BUTTONS }),
      page('考试详情', '/test/details', 'cpc/TestDetails', { hidden: true }),
    ],
  },
  {
    name: '考试成绩',
    url: '/grade',
    icon: 'bar-chart',
    roles: ['staff'],
    children: [
      page('成绩导入', '/grade/import', 'cpc/TestGradeImport'),
      page('成绩列表', '/grade/list', 'cpc/TestGradeList', { buttons: GRADE_BUTTONS }),
      page('成绩统计', '/grade/statistics', 'cpc/TestGradeStatistics'),
      page('题目详情', '/grade/topicDetail', 'cpc/TestGradeTopicDetail', { hidden: true }),
    ],
  },
  {
    name: '人才培养',
    url: '/talent',
    icon: 'rise',
    roles: ['staff'],
    children: [page('培训项目', '/talent/training', 'cpc/TalentTrainingList', { buttons: TRAINING_BUTTONS })],
  },
  {
    name: '文档管理',
    url: '/document',
    icon: 'folder',
    roles: ['staff'],
    children: [
      page('文档与文件夹', '/document/folder', 'cpc/DocumentFolderList', { buttons: FOLDER_BUTTONS }),
      page('文件管理', '/document/file', 'cpc/FileManagerList', { buttons: FILE_BUTTONS }),
      page('网盘', '/document/disk', 'cpc/NetworkDisk'),
      page('报告', '/document/report', 'cpc/ReportList', { buttons: REPORT_BUTTONS }),
    ],
  },
  page('全国管理员', '/nationalManager', 'cpc/NationalManagerList', {
    icon: 'global',
    buttons: NATIONAL_MANAGER_BUTTONS,
  }),
  {
    name: '客户端',
    url: '/customer',
    icon: 'shop',
    redirect: '/cpctest/customer',
    roles: ['customer'],
    children: [
      page('客户首页', '/cpctest/customer', 'customer/CustomerIndex'),
      page('修改密码', '/cpctest/customer/password', 'customer/UpdatePassword'),
      page('我的资料', '/cpctest/customer/profile', 'customer/MyProfile', { hidden: true }),
      page('院校列表', '/cpctest/customer/colleges', 'customer/CollegeList'),
      page('院校详情', '/cpctest/customer/collegeDetail', 'customer/CollegeDetail', { hidden: true }),
      page('内容', '/cpctest/customer/contents', 'customer/Contents'),
      page('文件列表', '/cpctest/customer/files', 'customer/FileManagerList'),
      page('机构详情', '/cpctest/customer/institution', 'customer/InstitutionDetail'),
      page('报告', '/cpctest/customer/reports', 'customer/ReportList'),
      page('人才列表', '/cpctest/customer/talents', 'customer/TalentList'),
      page('人才活动', '/cpctest/customer/talentActivity', 'customer/TalentActivity'),
      page('测验列表', '/cpctest/customer/quiz', 'customer/QuizList'),
      page('成绩列表', '/cpctest/customer/grades', 'customer/TestGradeList'),
      page('成绩统计', '/cpctest/customer/gradeStatistics', 'customer/TestGradeStatistics'),
    ],
  },
  {
    name: '个人页',
    url: '/account',
    icon: 'user',
    children: [
      page('个人中心', '/account/center', 'account/center/Index'),
      // Staff hold only this hidden page, so their 个人页 group comes back hidden.
      page('个人设置', '/account/settings', 'account/settings/Index', {
        hidden: true,
        roles: ['staff'],
        buttons: [{ name: '个人信息编辑', perms: 'system:user:app:edit', roles: ['staff'] }],
      }),
    ],
  },
  // Demo pages, admin only; last, so the ids of the entries above stay as they were.
  {
    name: '常见案例',
    url: '/jeecg',
    icon: 'appstore',
    redirect: '/jeecg/SelectDemo',
    children: [page('组件示例', '/jeecg/SelectDemo', 'jeecg/SelectDemo', { icon: 'build' })],
  },
  // Online报表 (docs/api.md "Online reports"), admin only: the designer, the runner's route, two demo reports.
  {
    name: '在线开发',
    url: '/online',
    icon: 'cloud',
    redirect: '/online/cgreport',
    children: [
      page('Online报表配置', '/online/cgreport', 'modules/online/cgreport/OnlCgreportHeadList', {
        icon: 'table',
        // online:report:add is JeecgBoot HEAD's button under 多数据源 already (its options call): one code, one row.
        buttons: crudButtons(onlineReportEntity).filter((b) => b.perms !== 'online:report:add'),
      }),
      page('Online表单开发', '/online/cgform', 'modules/online/cgform/OnlCgformHeadList', {
        icon: 'form',
        buttons: crudButtons(onlineFormEntity),
      }),
      ...ONLINE_FORM_ROUTES.map(([name, route, component]) =>
        page(name, `/online/${route}`, `modules/online/cgform/${component}`, { hidden: true }),
      ),
      ...DEMO_FORM_MENUS.map(({ head, route }) =>
        page(head.tableTxt, `/online/${route}/${head.id}`, `modules/online/cgform/${ONLINE_FORM_COMPONENTS[route]}`, {
          icon: head.isTree === 'Y' ? 'apartment' : head.tableType === 2 ? 'container' : 'profile',
          buttons: crudButtons({ title: head.tableTxt, permissionPrefix: `online:${head.tableName}` } as EntityDef),
        }),
      ),
      page('AUTO在线报表', '/online/cgreport/:code', 'modules/online/cgreport/auto/OnlCgreportAutoList', {
        hidden: true,
      }),
      ...DEMO_REPORTS.map((r) =>
        page(r.name, `/online/cgreport/${r.id}`, 'modules/online/cgreport/auto/OnlCgreportAutoList', {
          icon: 'bar-chart',
        }),
      ),
    ],
  },
];

export interface PermissionSeed {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  alwaysShow: boolean;
  icon: string | null;
  route: boolean;
  leaf: boolean;
  keepAlive: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  status: string;
  delFlag: number;
  createBy: string;
  createTime: string;
}

/** Every entry of a menu tree, groups and pages, in tree order. */
export const menuPages = (menu: MenuDef[]): MenuDef[] => menu.flatMap((m) => [m, ...menuPages(m.children ?? [])]);

/** Flattens MENU into rows (ids in tree order) and the role grants (admin excluded: it gets all). */
export function buildPermissions(): { rows: PermissionSeed[]; grants: Record<Grant, string[]> } {
  const rows: PermissionSeed[] = [];
  const grants: Record<Grant, Set<string>> = { staff: new Set(), customer: new Set() };
  const base = { createBy: 'admin', createTime: SEED_TIME, delFlag: 0, hideTab: false };
  const nextId = () => seedId(6, rows.length + 1);

  const walk = (defs: MenuDef[], parentId: string | null, inherited: Grant[], ancestors: string[]) => {
    defs.forEach((def, index) => {
      const id = nextId();
      const roles = def.roles ?? inherited;
      const hasChildren = (def.children?.length ?? 0) + (def.buttons?.length ?? 0) > 0;
      rows.push({
        ...base,
        id,
        parentId,
        name: def.name,
        url: def.url,
        component: def.component ?? (def.children ? RV : null),
        redirect: def.redirect ?? null,
        menuType: parentId === null ? 0 : 1,
        perms: null,
        permsType: '1',
        sortNo: index + 1,
        alwaysShow: def.alwaysShow ?? false,
        icon: def.icon ?? null,
        route: def.route ?? true,
        leaf: !hasChildren,
        keepAlive: def.keepAlive ?? false,
        hidden: def.hidden ?? false,
        internalOrExternal: def.external ?? false,
        status: '1',
      });
      if (!def.children) for (const role of roles) for (const pid of [...ancestors, id]) grants[role].add(pid);
      (def.buttons ?? []).forEach((button, bIndex) => {
        const bid = nextId();
        rows.push({
          ...base,
          id: bid,
          parentId: id,
          name: button.name,
          url: null,
          component: null,
          redirect: null,
          menuType: 2,
          perms: button.perms,
          permsType: button.permsType ?? '1',
          sortNo: bIndex + 1,
          alwaysShow: false,
          icon: null,
          route: false,
          leaf: true,
          keepAlive: false,
          hidden: false,
          internalOrExternal: false,
          status: button.status ?? '1',
        });
        for (const role of button.roles ?? []) for (const pid of [...ancestors, id, bid]) grants[role].add(pid);
      });
      if (def.children) walk(def.children, id, roles, [...ancestors, id]);
    });
  };
  walk(MENU, null, [], []);
  return { rows, grants: { staff: [...grants.staff], customer: [...grants.customer] } };
}
