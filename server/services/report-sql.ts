/**
 * What an Online报表's SQL may do, and running it (docs/security.md "Online reports"). The SQL an administrator
 * writes is checked by a real SQL parser (node-sql-parser, PostgreSQL grammar): exactly one SELECT, no SELECT INTO,
 * only the tables of REPORT_TABLES (and its own WITH names), only the functions of REPORT_FUNCTIONS. It then runs
 * in a read-only transaction as the role exam_report_reader (SELECT on REPORT_TABLES only; when the database lets
 * the server make it), with a statement time-out (PostgreSQL) and, first, a planner cost limit: the embedded
 * database runs queries in the server's own thread, where a time-out cannot stop one. `${name}` parameters are
 * bound values, never text in the SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { REPORT_PARAM_PATTERN } from '../../src/domain/entities/online-report';
import { BizError } from '../http/envelope';

export const REPORT_SQL_MESSAGES = {
  empty: '请输入报表SQL',
  syntax: 'SQL语法错误，请检查报表SQL',
  single: '报表SQL只能是一条SELECT语句',
  into: '报表SQL不能使用SELECT INTO',
  table: (name: string) => `报表SQL不能查询表「${name}」`,
  func: (name: string) => `报表SQL不能使用函数「${name}」`,
  costly: '报表查询数据量过大，请增加查询条件',
  timeout: '报表查询超时，请增加查询条件',
  failed: '报表查询失败，请检查报表SQL',
} as const;

/** The tables a report reads: the business data and the dictionaries, never accounts, sessions, logs or settings. */
export const REPORT_TABLES: readonly string[] = [
  'cpc_organization',
  'cpc_organization_address',
  'cpc_college',
  'cpc_college_programme',
  'cpc_student',
  'cpc_paper',
  'cpc_paper_topic',
  'cpc_test',
  'cpc_test_institution',
  'cpc_test_activity',
  'cpc_test_grade',
  'cpc_test_grade_detail',
  'cpc_training',
  'cpc_report',
  'sys_dict',
  'sys_dict_item',
  'sys_category',
  'sys_depart',
  'sys_position',
];

/** Plain functions: aggregates, windows, text, numbers, dates, conditionals. Nothing that sleeps, reads or signals. */
export const REPORT_FUNCTIONS: ReadonlySet<string> = new Set([
  ...['count', 'sum', 'avg', 'min', 'max', 'string_agg', 'array_agg', 'bool_and', 'bool_or', 'every'],
  ...['row_number', 'rank', 'dense_rank', 'percent_rank', 'cume_dist', 'ntile', 'lag', 'lead'],
  ...['first_value', 'last_value', 'stddev', 'stddev_pop', 'stddev_samp', 'variance', 'percentile_cont'],
  ...['coalesce', 'nullif', 'greatest', 'least'],
  ...['round', 'trunc', 'floor', 'ceil', 'ceiling', 'abs', 'mod', 'power', 'sqrt', 'sign'],
  ...['length', 'char_length', 'lower', 'upper', 'trim', 'ltrim', 'rtrim', 'btrim', 'substr', 'substring'],
  ...['left', 'right', 'concat', 'concat_ws', 'replace', 'lpad', 'rpad', 'split_part', 'position', 'strpos'],
  ...['to_char', 'to_number', 'to_date', 'to_timestamp', 'date_trunc', 'date_part', 'extract', 'age', 'now'],
  ...['current_date', 'current_timestamp', 'make_date'],
]);

/** Most rows a report answers at all (an export); the planner's cost a report may not exceed; the time-out. */
export const REPORT_ROW_CAP = 10_000;
export const REPORT_MAX_COST = Number(process.env.REPORT_MAX_COST) || 10_000_000;
export const reportTimeoutMs = () => Number(process.env.REPORT_TIMEOUT_MS) || 5_000;
const READER_ROLE = 'exam_report_reader';

type Node = Record<string, unknown>;
type ParserClass = typeof import('node-sql-parser/build/postgresql.js').Parser;
let parserClass: Promise<ParserClass> | null = null;
// The parser is large: it loads with the first report, not with the server. (A CommonJS module: its exports
// arrive as `default`.)
const loadParser = () =>
  (parserClass ??= import('node-sql-parser/build/postgresql.js').then(
    (m) => (m as unknown as { default: { Parser: ParserClass } }).default.Parser,
  ));

/** The `${…}` names of a report SQL, in order of first use. */
export function reportParamNames(text: string): string[] {
  return [...new Set([...text.matchAll(REPORT_PARAM_PATTERN)].map((m) => m[1]!))];
}

const withoutTrailingSemicolon = (text: string) => text.trim().replace(/;\s*$/, '');

function functionName(node: Node): string {
  if (typeof node.name === 'string') return node.name.toLowerCase();
  const parts = ((node.name as { name?: { value?: unknown }[] } | undefined)?.name ?? []).map((p) =>
    String(p.value ?? ''),
  );
  return parts.join('.').toLowerCase();
}

/** The first problem of a report SQL, or null when it may run. */
export async function reportSqlProblem(text: string): Promise<string | null> {
  const body = withoutTrailingSemicolon(text ?? '');
  if (!body) return REPORT_SQL_MESSAGES.empty;
  // Each parameter reads as a text value to the parser (it is one, bound, when the report runs).
  const parsedText = body.replace(REPORT_PARAM_PATTERN, "'0'");
  const Parser = await loadParser();
  const parser = new Parser();
  const options = { database: 'PostgresQL' };
  let ast: unknown;
  let tables: string[];
  try {
    ast = parser.astify(parsedText, options);
    tables = parser.tableList(parsedText, options);
  } catch {
    return REPORT_SQL_MESSAGES.syntax;
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  const statement = statements[0] as Node | undefined;
  if (statements.length !== 1 || statement?.type !== 'select') return REPORT_SQL_MESSAGES.single;

  const cteNames = new Set<string>();
  let problem: string | null = null;
  const visit = (node: unknown): void => {
    if (problem || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type && n.type !== 'select' && ['insert', 'update', 'delete', 'replace', 'create'].includes(String(n.type)))
      problem = REPORT_SQL_MESSAGES.single;
    if ((n.into as { expr?: unknown } | undefined)?.expr) problem = REPORT_SQL_MESSAGES.into;
    if (Array.isArray(n.with))
      for (const w of n.with as { name?: { value?: unknown } }[])
        cteNames.add(String(w.name?.value ?? '').toLowerCase());
    if (n.type === 'function' || n.type === 'aggr_func') {
      const name = functionName(n);
      if (!REPORT_FUNCTIONS.has(name)) problem = REPORT_SQL_MESSAGES.func(name);
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(statement);
  if (problem) return problem;
  for (const entry of tables) {
    const [kind, schema, table = ''] = entry.split('::');
    const name = table.toLowerCase();
    if (kind !== 'select') return REPORT_SQL_MESSAGES.single;
    if (cteNames.has(name) && (schema === 'null' || !schema)) continue;
    if ((schema !== 'null' && schema !== 'public') || !REPORT_TABLES.includes(name))
      return REPORT_SQL_MESSAGES.table(schema && schema !== 'null' ? `${schema}.${table}` : table);
  }
  return null;
}

/** The report SQL as a drizzle query: each `${name}` a bound text value (empty: null). */
export function reportQuery(text: string, values: Record<string, string | undefined>): SQL {
  const body = withoutTrailingSemicolon(text);
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of body.matchAll(REPORT_PARAM_PATTERN)) {
    chunks.push(sql.raw(body.slice(last, match.index)));
    const value = values[match[1]!];
    chunks.push(sql`${value === undefined || value === '' ? null : value}::text`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(body.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

const readerRoles = new WeakMap<Db, Promise<boolean>>();

/**
 * Makes the role reports run as (SELECT on REPORT_TABLES only), once per database. False when the database user may
 * not make or become it (a managed PostgreSQL): reports then rely on the parser's checks and the read-only transaction.
 */
export function ensureReaderRole(db: Db): Promise<boolean> {
  const known = readerRoles.get(db);
  if (known) return known;
  const readerRole = (async () => {
    const attempt = async (statement: string) => {
      try {
        await db.execute(sql.raw(statement));
      } catch {
        // Another database of the cluster made it first, or this user may not: the check below decides.
      }
    };
    await attempt(`create role ${READER_ROLE} nologin`);
    await attempt(`grant ${READER_ROLE} to current_user`);
    await attempt(`grant usage on schema public to ${READER_ROLE}`);
    await attempt(`grant select on ${REPORT_TABLES.join(', ')} to ${READER_ROLE}`);
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${READER_ROLE}`));
        await tx.execute(sql.raw('select 1 from cpc_test limit 1'));
      });
      return true;
    } catch {
      return false;
    }
  })();
  readerRoles.set(db, readerRole);
  return readerRole;
}

/** Runs `run` in a read-only transaction as the reader role, with the time-out; database errors become messages. */
export async function inReportTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  const asReader = await ensureReaderRole(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set transaction read only'));
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(100, Math.floor(reportTimeoutMs()))}`));
      if (asReader) await tx.execute(sql.raw(`set local role ${READER_ROLE}`));
      return run(tx as unknown as Db);
    });
  } catch (error) {
    if (error instanceof BizError) throw error;
    // drizzle wraps the database's error (Failed query: …) and keeps it as the cause.
    const { message, cause } = error as { message?: unknown; cause?: { message?: unknown } };
    const text = `${String(message ?? '')} ${String(cause?.message ?? '')}`;
    if (/statement timeout|canceling statement/i.test(text)) throw new BizError(REPORT_SQL_MESSAGES.timeout);
    throw new BizError(REPORT_SQL_MESSAGES.failed);
  }
}

/** Refuses a query the planner expects to be too costly (it is not run). */
export async function checkReportCost(tx: Db, query: SQL): Promise<void> {
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Total Cost'?: number } }[];
  const cost = Number(parsed?.[0]?.Plan?.['Total Cost'] ?? 0);
  if (cost > REPORT_MAX_COST) throw new BizError(REPORT_SQL_MESSAGES.costly);
}

/** The column names a report SQL answers, in order (it runs with no rows). */
export async function reportColumns(db: Db, text: string): Promise<string[]> {
  const names = reportParamNames(text);
  const query = reportQuery(text, Object.fromEntries(names.map((n) => [n, undefined])));
  return inReportTransaction(db, async (tx) => {
    const result = (await tx.execute(sql`select * from (${query}) as report limit 0`)) as unknown as {
      fields?: { name: string }[];
    };
    return (result.fields ?? []).map((f) => f.name);
  });
}
