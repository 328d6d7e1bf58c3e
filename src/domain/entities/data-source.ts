import { defineEntity } from './entity-types';

/** What choosing a 数据库类型 (dict database_type) fills in: the driver class and an address to complete. */
export const DB_TYPE_PRESETS: Record<string, { driver: string; url: string }> = {
  '1': {
    driver: 'com.mysql.jdbc.Driver',
    url: 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false',
  },
  '4': {
    driver: 'com.mysql.cj.jdbc.Driver',
    url: 'jdbc:mysql://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useUnicode=true&useSSL=false&tinyInt1isBit=false&allowPublicKeyRetrieval=true&serverTimezone=Asia/Shanghai',
  },
  '2': { driver: 'oracle.jdbc.OracleDriver', url: 'jdbc:oracle:thin:@127.0.0.1:1521:ORCL' },
  '3': {
    driver: 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
    url: 'jdbc:sqlserver://127.0.0.1:1433;SelectMethod=cursor;DatabaseName=jeecgboot',
  },
  '5': {
    driver: 'org.mariadb.jdbc.Driver',
    url: 'jdbc:mariadb://127.0.0.1:3306/jeecg-boot?characterEncoding=UTF-8&useSSL=false',
  },
  '6': { driver: 'org.postgresql.Driver', url: 'jdbc:postgresql://127.0.0.1:5432/jeecg-boot' },
  '7': {
    driver: 'dm.jdbc.driver.DmDriver',
    url: 'jdbc:dm://127.0.0.1:5236/?jeecg-boot&zeroDateTimeBehavior=convertToNull&useUnicode=true&characterEncoding=utf-8',
  },
  '8': { driver: 'com.kingbase8.Driver', url: 'jdbc:kingbase8://127.0.0.1:54321/jeecg-boot' },
  '9': { driver: 'com.oscar.Driver', url: 'jdbc:oscar://192.168.1.125:2003/jeecg-boot' },
  '10': { driver: 'org.sqlite.JDBC', url: 'jdbc:sqlite://opt/test.db' },
  '11': { driver: 'com.ibm.db2.jcc.DB2Driver', url: 'jdbc:db2://127.0.0.1:50000/jeecg-boot' },
  '12': { driver: 'org.hsqldb.jdbc.JDBCDriver', url: 'jdbc:hsqldb:hsql://127.0.0.1/jeecg-boot' },
  '13': { driver: 'org.apache.derby.jdbc.ClientDriver', url: 'jdbc:derby://127.0.0.1:1527/jeecg-boot' },
  '14': { driver: 'org.h2.Driver', url: 'jdbc:h2:tcp://127.0.0.1:8082/jeecg-boot' },
  '15': { driver: '', url: '' },
};

export const DATA_SOURCE_CODE_PATTERN = /^[a-z|A-Z][a-z|A-Z\d_-]{0,}$/;
export const DATA_SOURCE_CODE_MESSAGE = '编码必须以字母开头，可包含数字、下划线、横杠';

/**
 * JDBC address options that make a driver read local files, deserialise objects or run code (JeecgBoot's
 * JdbcSecurityUtil rejects the same kind); compared case-insensitively.
 */
const DANGEROUS_URL_OPTIONS = [
  'autoDeserialize',
  'allowLoadLocalInfile',
  'allowUrlInLocalInfile',
  'allowLoadLocalInfileInPath',
  'queryInterceptors',
  'statementInterceptors',
  'exceptionInterceptors',
  'connectionLifecycleInterceptors',
  'socketFactory',
  'sslFactory',
  'sslfactoryarg',
  'loggerLevel',
  'loggerFile',
  'socketFactoryArg',
  'INIT',
  'RUNSCRIPT',
  'TRACE_LEVEL_SYSTEM_OUT',
  'javaObjectSerializer',
];

/** Null when the JDBC address is acceptable, else why not. */
export function dataSourceUrlError(url: unknown): string | null {
  const text = typeof url === 'string' ? url.trim() : '';
  if (!text) return null;
  if (!/^jdbc:[a-z0-9]+:/i.test(text)) return '数据源地址必须以 jdbc:<数据库>: 开头';
  const lower = decodeSafely(text).toLowerCase();
  const found = DANGEROUS_URL_OPTIONS.find((option) =>
    new RegExp(`[?&;:]\\s*${option.toLowerCase()}\\s*=`).test(lower),
  );
  return found ? `数据源地址不能包含参数 ${found}` : null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * 多数据源 (sys_data_source, addendum §4.6). The password is stored encrypted and never sent back: an edit with an
 * empty 密码 keeps the stored one.
 */
export const dataSourceEntity = defineEntity({
  name: 'dataSource',
  title: '多数据源',
  table: 'sys_data_source',
  apiPath: '/sys/dataSource',
  permissionPrefix: 'system:datasource',
  exportFileName: '多数据源',
  labelField: 'name',
  fields: [
    {
      name: 'code',
      label: '数据源编码',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      excel: true,
    },
    { name: 'name', label: '数据源名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'dbType',
      label: '数据库类型',
      type: 'select',
      dictCode: 'database_type',
      required: true,
      maxLength: 10,
      list: true,
      search: 'eq',
    },
    { name: 'dbDriver', label: '驱动类', type: 'string', required: true, maxLength: 100, list: { ellipsis: 30 } },
    { name: 'dbUrl', label: '数据源地址', type: 'string', required: true, maxLength: 500, list: { ellipsis: 40 } },
    { name: 'dbName', label: '数据库名称', type: 'string', required: true, maxLength: 100, excel: true },
    { name: 'dbUsername', label: '用户名', type: 'string', required: true, maxLength: 100, list: true },
    { name: 'dbPassword', label: '密码', type: 'password', maxLength: 100, excel: false },
    { name: 'remark', label: '备注', type: 'textarea', maxLength: 200, excel: true },
  ],
});
