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
 * How each JDBC driver writes its options, and the options it may carry: everything else is refused. Drivers read
 * options that load local files, deserialise objects, look up JNDI names, load classes or start services
 * (MySQL autoDeserialize, PostgreSQL sslhostnameverifier, DB2 JNDI names, Derby startMaster, H2 INIT …), and new
 * ones keep appearing, so only plain connection settings are allowed (names compared case-insensitively).
 * `query`: `…/db?k=v&k=v`; `semicolon`: `…/db;k=v;k=v`; `colon`: DB2's `…/db:k=v;k=v;`; `none`: no options.
 */
const JDBC_DRIVERS: Record<
  string,
  { options: 'query' | 'semicolon' | 'colon' | 'none'; allowed: string[]; bareSchema?: boolean }
> = {
  mysql: {
    options: 'query',
    allowed: [
      'characterEncoding',
      'useUnicode',
      'useSSL',
      'sslMode',
      'requireSSL',
      'verifyServerCertificate',
      'tinyInt1isBit',
      'allowPublicKeyRetrieval',
      'serverTimezone',
      'zeroDateTimeBehavior',
      'autoReconnect',
      'connectTimeout',
      'socketTimeout',
      'useJDBCCompliantTimezoneShift',
      'useLegacyDatetimeCode',
      'rewriteBatchedStatements',
      'nullCatalogMeansCurrent',
      'useInformationSchema',
      'characterSetResults',
      'connectionCollation',
    ],
  },
  postgresql: {
    options: 'query',
    allowed: [
      'currentSchema',
      'ssl',
      'sslmode',
      'connectTimeout',
      'socketTimeout',
      'loginTimeout',
      'ApplicationName',
      'stringtype',
      'reWriteBatchedInserts',
      'prepareThreshold',
      'targetServerType',
      'tcpKeepAlive',
    ],
  },
  oracle: { options: 'none', allowed: [] },
  sqlserver: {
    options: 'semicolon',
    allowed: [
      'databaseName',
      'SelectMethod',
      'encrypt',
      'trustServerCertificate',
      'loginTimeout',
      'instanceName',
      'applicationName',
      'sendStringParametersAsUnicode',
      'lockTimeout',
    ],
  },
  // DM names the schema as a bare word: jdbc:dm://host:5236/?jeecg-boot&…
  dm: {
    options: 'query',
    allowed: ['zeroDateTimeBehavior', 'useUnicode', 'characterEncoding', 'schema'],
    bareSchema: true,
  },
  oscar: { options: 'query', allowed: ['useUnicode', 'characterEncoding'] },
  sqlite: { options: 'none', allowed: [] },
  db2: { options: 'colon', allowed: ['currentSchema', 'loginTimeout', 'retrieveMessagesFromServerOnGetMessage'] },
  hsqldb: { options: 'semicolon', allowed: ['ifexists'] },
  derby: { options: 'semicolon', allowed: ['create'] },
  h2: { options: 'semicolon', allowed: ['MODE', 'DB_CLOSE_DELAY', 'IFEXISTS'] },
};
JDBC_DRIVERS.mariadb = JDBC_DRIVERS.mysql!;
JDBC_DRIVERS.kingbase8 = JDBC_DRIVERS.postgresql!;

/** Host, port, database name or path: no option syntax, no MySQL `(host=…,key=value)` or Oracle descriptors. */
const PLAIN_ADDRESS = /^[\w.\-:/[\]@,]*$/;
/** An option value: plain text (after percent-decoding). */
const PLAIN_VALUE = /^[\w.\-:/+ ]*$/;

function splitOptions(rest: string, style: 'query' | 'semicolon' | 'colon' | 'none'): [string, string[]] {
  const at = style === 'query' ? rest.indexOf('?') : style === 'semicolon' ? rest.indexOf(';') : -1;
  if (style === 'colon') {
    // jdbc:db2://host:port/db:k=v;k=v; — the options follow the last ':' after the database path.
    const slash = rest.indexOf('/', 2);
    const colon = slash < 0 ? -1 : rest.indexOf(':', slash);
    if (colon < 0) return [rest, []];
    return [rest.slice(0, colon), rest.slice(colon + 1).split(';')];
  }
  if (at < 0) return [rest, []];
  return [rest.slice(0, at), rest.slice(at + 1).split(style === 'query' ? '&' : ';')];
}

/** Null when the JDBC address is acceptable, else why not (naming the refused option). */
export function dataSourceUrlError(url: unknown): string | null {
  const text = typeof url === 'string' ? url.trim() : '';
  if (!text) return null;
  const head = /^jdbc:([a-z0-9]+):/i.exec(text);
  if (!head) return '数据源地址必须以 jdbc:<数据库>: 开头';
  const driver = JDBC_DRIVERS[head[1]!.toLowerCase()];
  if (!driver) return `数据源地址的数据库类型「${head[1]}」不受支持`;
  let rest = text.slice(head[0].length);
  if (head[1]!.toLowerCase() === 'oracle') rest = rest.replace(/^thin:@/i, '');
  const [address, options] = splitOptions(rest, driver.options);
  if (!PLAIN_ADDRESS.test(address)) return '数据源地址的主机、端口和库名中不能包含参数或特殊字符';
  const allowed = new Set(driver.allowed.map((o) => o.toLowerCase()));
  for (const option of options) {
    if (!option.trim()) continue;
    const eq = option.indexOf('=');
    if (eq < 0 && driver.bareSchema && PLAIN_VALUE.test(decodeSafely(option))) continue;
    const name = (eq < 0 ? option : option.slice(0, eq)).trim();
    if (!allowed.has(decodeSafely(name).toLowerCase())) return `数据源地址不能包含参数 ${name}`;
    if (!PLAIN_VALUE.test(decodeSafely(option.slice(eq + 1)))) return `数据源地址中参数 ${name} 的值不正确`;
  }
  return null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '\u0000';
  }
}

/**
 * 多数据源 (sys_data_source). The password is stored encrypted and never sent back: an edit with an
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
