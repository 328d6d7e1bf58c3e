/**
 * 多数据源's 测试连接: connects to a PostgreSQL data source with the form's values and runs `select 1`, within
 * 5 seconds. Only PostgreSQL (the driver this server carries) and only hosts an operator allows
 * (DATA_SOURCE_TEST_HOSTS, default this machine and the server's own database host): the call must not become a way
 * to probe the network. See docs/screens/system.md.
 */
import pg from 'pg';
import { dataSourceUrlError } from '../../src/domain/entities/data-source';
import { BizError } from '../http/envelope';

export const CONNECTION_TIMEOUT_MS = 5000;

/** jdbc:postgresql://host[:port]/database (options already checked by dataSourceUrlError). */
const POSTGRES_URL = /^jdbc:postgresql:\/\/(\[[0-9a-f:]+\]|[^/:?#\s]+)(?::(\d{1,5}))?\/([^?;\s]+)/i;

/** The hosts a test may reach: DATA_SOURCE_TEST_HOSTS (comma-separated), else this machine and DATABASE_URL's host. */
export function testableHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const listed = env.DATA_SOURCE_TEST_HOSTS?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (listed?.length) return new Set(listed);
  const hosts = new Set(['127.0.0.1', 'localhost', '::1']);
  if (env.DATABASE_URL) {
    try {
      hosts.add(new URL(env.DATABASE_URL).hostname.toLowerCase());
    } catch {
      // An unreadable DATABASE_URL adds nothing.
    }
  }
  return hosts;
}

export interface ConnectionValues {
  dbUrl: string;
  dbUsername: string;
  password: string;
}

/** Resolves when the database answers; throws a BizError 连接失败：… naming why otherwise. */
export async function testConnection(values: ConnectionValues, hosts = testableHosts()): Promise<void> {
  const urlError = dataSourceUrlError(values.dbUrl);
  if (urlError) throw new BizError(`连接失败：${urlError}`);
  const match = POSTGRES_URL.exec(values.dbUrl.trim());
  if (!match) throw new BizError('连接失败：只能测试 PostgreSQL 数据源（jdbc:postgresql://主机:端口/库名）');
  const host = match[1]!.replace(/^\[|\]$/g, '').toLowerCase();
  if (!hosts.has(host))
    throw new BizError(`连接失败：主机「${host}」不在可测试的主机之列（服务器设置 DATA_SOURCE_TEST_HOSTS）`);
  const port = Number(match[2] ?? 5432);
  if (port < 1 || port > 65535) throw new BizError('连接失败：端口不正确');
  const client = new pg.Client({
    host,
    port,
    database: decodeURIComponent(match[3]!),
    user: values.dbUsername,
    password: values.password,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    query_timeout: CONNECTION_TIMEOUT_MS,
    statement_timeout: CONNECTION_TIMEOUT_MS,
  });
  // A connection lost after the test must not crash the server.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new BizError(`连接失败：${reason(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function reason(error: unknown): string {
  const e = error as { code?: string; message?: string };
  if (e.code === '28P01' || e.code === '28000') return '用户名或密码错误';
  if (e.code === '3D000') return '数据库不存在';
  if (e.code === 'ECONNREFUSED') return '无法连接到数据库服务器（连接被拒绝）';
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return '找不到数据库服务器';
  if (/timeout/i.test(e.message ?? '')) return '连接超时';
  return e.message ? e.message.slice(0, 200) : '未知错误';
}
