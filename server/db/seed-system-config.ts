/** Demo rows of 填值规则, 多数据源 and 网关路由; 校验规则 and 分类字典 come from seed-catalog. */
import { encryptDataSourcePassword } from '../lib/data-source-secret';
import type { Db } from './db-type';
import { newId, SEED_TIME } from './ids';
import { sysDataSource, sysFillRule, sysGatewayRoute } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const audit = { createBy: 'admin', createTime: SEED_TIME };

export const FILL_RULES = [
  {
    ruleName: '机构编码生成',
    ruleCode: 'org_num_role',
    ruleClass: 'org.jeecg.modules.system.rule.OrgCodeRule',
    ruleParams: '{"parentId":""}',
  },
  {
    ruleName: '分类字典编码生成',
    ruleCode: 'category_code_rule',
    ruleClass: 'org.jeecg.modules.system.rule.CategoryCodeRule',
    ruleParams: '{"pid":""}',
  },
  {
    ruleName: '订单流水号',
    ruleCode: 'shop_order_num',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: '{}',
  },
  {
    ruleName: '考试报名流水号',
    ruleCode: 'exam_signup_no',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: '{"prefix":"BM"}',
  },
];

const DATA_SOURCES = [
  {
    code: 'exam_archive',
    name: '历史考试档案库',
    dbType: '6',
    dbDriver: 'org.postgresql.Driver',
    dbUrl: 'jdbc:postgresql://10.10.2.15:5432/exam_archive',
    dbName: 'exam_archive',
    dbUsername: 'archive_reader',
    password: 'Archive#2024',
    remark: '2015—2022 年的考试与成绩档案，只读账号',
  },
  {
    code: 'grade_report',
    name: '成绩报表库',
    dbType: '4',
    dbDriver: 'com.mysql.cj.jdbc.Driver',
    dbUrl:
      'jdbc:mysql://10.10.2.21:3306/grade_report?characterEncoding=UTF-8&useUnicode=true&useSSL=false&serverTimezone=Asia/Shanghai',
    dbName: 'grade_report',
    dbUsername: 'report',
    password: 'Report@2024',
    remark: '成绩统计报表的汇总库，每晚同步',
  },
  {
    code: 'hr_system',
    name: '人事系统数据库',
    dbType: '3',
    dbDriver: 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
    dbUrl: 'jdbc:sqlserver://10.10.3.8:1433;SelectMethod=cursor;DatabaseName=hr',
    dbName: 'hr',
    dbUsername: 'exam_sync',
    password: 'Hr$ync2024',
    remark: '考务人员信息同步来源',
  },
];

const path = (...patterns: string[]) => JSON.stringify([{ name: 'Path', args: patterns }]);

const GATEWAY_ROUTES = [
  {
    routerId: 'jeecg-system',
    name: '系统服务',
    uri: 'lb://jeecg-system',
    predicates: path('/sys/**', '/jmreport/**', '/eoa/**'),
    filters: '[]',
    status: 1,
  },
  {
    routerId: 'jeecg-exam',
    name: '考试业务服务',
    uri: 'lb://jeecg-exam',
    predicates: path('/cpc/**'),
    filters: JSON.stringify([
      {
        name: 'RequestRateLimiter',
        title: '限流',
        args: [
          { key: 'key-resolver', value: '#{@ipKeyResolver}' },
          { key: 'redis-rate-limiter.replenishRate', value: '20' },
          { key: 'redis-rate-limiter.burstCapacity', value: '20' },
        ],
      },
    ]),
    status: 1,
  },
  {
    routerId: 'jeecg-demo',
    name: '示例服务',
    uri: 'lb://jeecg-demo',
    predicates: path('/mock/**', '/test/**'),
    filters: JSON.stringify([
      {
        name: 'Hystrix',
        title: '熔断',
        args: [
          { key: 'name', value: 'default' },
          { key: 'fallbackUri', value: 'forward:/fallback' },
        ],
      },
    ]),
    status: 1,
  },
  {
    routerId: 'jeecg-websocket',
    name: '消息推送',
    uri: 'lb:ws://jeecg-system',
    predicates: path('/websocket/**', '/vxeSocket/**'),
    filters: '[]',
    status: 0,
  },
];

export async function seedSystemConfig(tx: Tx): Promise<void> {
  await tx.insert(sysFillRule).values(FILL_RULES.map((r) => ({ id: newId(), ...r, ...audit })));
  await tx.insert(sysDataSource).values(
    DATA_SOURCES.map(({ password, ...d }) => ({
      id: newId(),
      ...d,
      dbPassword: encryptDataSourcePassword(password),
      sysOrgCode: 'A01',
      ...audit,
    })),
  );
  await tx.insert(sysGatewayRoute).values(GATEWAY_ROUTES.map((r) => ({ id: newId(), ...r, ...audit })));
}
