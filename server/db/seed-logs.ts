/**
 * Demo rows of 日志管理 (operation logs, log_type 2, beside the sign-ins seed.ts writes) and 数据日志 (two versions
 * each of a few institutions and colleges: as they were, and as they are after an edit of their contact data).
 */
import { asc } from 'drizzle-orm';
import type { Db } from './db-type';
import { newId } from './ids';
import { cpcCollege, cpcOrganization, sysDataLog, sysLog } from './schema';
import { formatDateTime } from '../time';
import { API_PREFIX } from '../../src/domain/api';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [content, operate type, request type, path, params]: as server/plugins/operation-log.ts writes them. */
// prettier-ignore
const OPERATIONS: [string, number, string, string, string | null][] = [
  ['机构列表-编辑', 3, 'PUT', '/organizationManager/cpcOrganizationManagement/edit', '{"id":"1700000000000000001","orgName":"京华理工大学","phone":"010-62781234"}'],
  ['学生列表-添加', 2, 'POST', '/studentManagement/cpcStudent/add', '{"realname":"王小明","studentNo":"20240101"}'],
  ['学生列表-导入', 5, 'POST', '/studentManagement/cpcStudent/importExcel', null],
  ['考试列表-删除', 4, 'DELETE', '/cpctestmanager/cpcTestManager/delete', '{"id":"1760000000000000001"}'],
  ['成绩列表-导入', 5, 'POST', '/testGrade/cpcTestGrade/importExcel', null],
  ['用户管理-编辑', 3, 'PUT', '/sys/user/edit', '{"id":"e9ca23d68d884d4ebb19d07889727dae","realname":"王强","phone":"13912345603"}'],
  ['定时任务-启动', 3, 'GET', '/sys/quartzJob/resume', '{"id":"1"}'],
  ['数据字典-添加', 2, 'POST', '/sys/dict/add', '{"dictName":"培训类型","dictCode":"training_type"}'],
  ['院校列表-编辑', 3, 'PUT', '/collegeManagement/cpcCollegeManagement/edit', '{"id":"1710000000000000001","phone":"010-66668888"}'],
  ['用户管理-删除', 4, 'DELETE', '/sys/user/delete', '{"id":"3d464b4ea0d2491aab8a7bde74c57e95"}'],
];

const OPERATORS = [
  ['admin', '管理员'],
  ['jeecg', '张晓明'],
  ['wangqiang', '王强'],
  ['liuyang', '刘洋'],
] as const;

function operationHistory(nowMs: number) {
  return Array.from({ length: 24 }, (_, i) => {
    const [content, operateType, requestType, path, requestParam] = OPERATIONS[i % OPERATIONS.length]!;
    const [userid, username] = OPERATORS[(i * 3) % OPERATORS.length]!;
    const at = nowMs - (i + 1) * 5.5 * 3_600_000;
    return {
      id: newId(at),
      logType: 2,
      logContent: content,
      operateType,
      userid,
      username,
      ip: `192.168.1.${10 + (i % 4)}`,
      method: `${requestType} ${API_PREFIX}${path}`,
      requestUrl: `${API_PREFIX}${path}`,
      requestParam,
      requestType,
      costTime: 12 + ((i * 37) % 480),
      createBy: userid,
      createTime: formatDateTime(new Date(at)),
    };
  });
}

export async function seedLogs(tx: Tx, nowMs: number): Promise<void> {
  await tx.insert(sysLog).values(operationHistory(nowMs));
  const orgs = await tx.select().from(cpcOrganization).orderBy(asc(cpcOrganization.id)).limit(3);
  const colleges = await tx.select().from(cpcCollege).orderBy(asc(cpcCollege.id)).limit(2);
  const versioned: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ...orgs.map((o): [string, Record<string, unknown>, Record<string, unknown>] => [
      'cpc_organization',
      o,
      { ...o, phone: '010-88886666', principal: `${String(o.principal ?? '').slice(0, 1)}主任` },
    ]),
    ...colleges.map((c): [string, Record<string, unknown>, Record<string, unknown>] => [
      'cpc_college',
      c,
      { ...c, phone: '010-66668888', dean: '待定' },
    ]),
  ];
  const rows = versioned.flatMap(([table, now, before], i) => {
    const at = nowMs - (i + 2) * 86_400_000;
    return [before, now].map((content, version) => ({
      id: newId(at + version * 3_600_000),
      dataTable: table,
      dataId: String(now.id),
      dataContent: JSON.stringify(content),
      dataVersion: version,
      type: 'json',
      createBy: 'admin',
      createTime: formatDateTime(new Date(at + version * 3_600_000)),
    }));
  });
  if (rows.length > 0) await tx.insert(sysDataLog).values(rows);
}
