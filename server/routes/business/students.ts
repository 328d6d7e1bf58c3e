/**
 * 学生 under /studentManagement/cpcStudent:
 * - list, queryById and exportXls: ID numbers masked (maskIdCardNo) for everyone without cpc:student:idCardNo, who
 *   also cannot filter, sort or query by them; queryById is open to the student's institution's contacts too;
 * - add, edit, delete, deleteBatch, importExcel by their buttons. `studentNo` is unique within the organisation; the
 *   college must be the organisation's and the programme the college's. Imports (thousands of rows; bad rows are
 *   listed in the error file, good ones saved) name the college and programme by name, code or id, resolved within the
 *   row's organisation; a masked ID number sent back unchanged keeps the stored one.
 * Everything is limited to the caller's scope (services/cpc-scope).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isMaskedIdCardNo,
  maskIdCardNo,
  STUDENT_ID_CARD_PERMISSION,
  studentEntity,
} from '../../../src/domain/entities/student';
import { isMobile, isNationalId } from '../../../src/domain/validation';
import type { AppContext } from '../../context';
import { bindEntity, type EntityTable } from '../../crud/entity-table';
import { buildWorkbook } from '../../crud/excel';
import { exportQueryOf, exportRows, LIST_QUERY_SCHEMA, param, queryOf } from '../../crud/list-query';
import { EXPORT_MAX_ROWS, listOptions, listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { addDictTexts } from '../../crud/dict-text';
import { cpcCollege, cpcCollegeProgramme, cpcStudent } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, plain } from '../../http/envelope';
import { EXPORT_QUERY, ID_QUERY } from '../../http/route-schemas';
import { contentDisposition } from '../../http/content-disposition';
import { callerPermissionCodes } from '../../services/permissions';
import {
  assertOrganizationInScope,
  collegeCondition,
  cpcScope,
  OUT_OF_SCOPE_MESSAGE,
  type CpcScope,
} from '../../services/cpc-scope';
import { records, STUDENT_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import { businessAudit } from '../../services/cpc-tables';

const ID_CARD_MESSAGE = '身份证号：请输入正确的身份证号码!';

/**
 * The table writes go through: the ID number's rule is checked by the hooks below (after a masked value is
 * recognised), and the college and programme are plain text there, so an import may name them; the hooks turn them
 * into ids within the organisation.
 */
const WRITE_TABLE: EntityTable = bindEntity(
  {
    ...studentEntity,
    fields: studentEntity.fields.map((f) => {
      if (f.name === 'idCardNo') return { ...f, rules: [] };
      if (f.name === 'collegeId' || f.name === 'programmeId') return { ...f, dictCode: undefined };
      return f;
    }),
  },
  cpcStudent,
);

/** The table non-admins read: the ID number is no filter, sort or advanced-query field. */
const MASKED_TABLE: EntityTable = {
  ...STUDENT_TABLE,
  queryable: new Map([...STUDENT_TABLE.queryable].filter(([name]) => name !== 'idCardNo')),
};

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  return collegeCondition(ctx.db, await cpcScope(ctx, request), cpcStudent.organizationId, cpcStudent.collegeId);
}

async function seesIdCards(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  return (await callerPermissionCodes(ctx, request)).has(STUDENT_ID_CARD_PERMISSION);
}

function mask(list: Row[]): void {
  for (const r of list) if (typeof r.idCardNo === 'string' && r.idCardNo) r.idCardNo = maskIdCardNo(r.idCardNo);
}

/**
 * A lookup remembered for the rest of the request (an import of thousands of rows names the same few colleges and
 * programmes again and again); rows the import adds never change what it looks up.
 */
async function memo<T>(w: WriteContext, key: string, load: () => PromiseLike<T>): Promise<T> {
  const cache = (w.batch.get('studentLookups') as Map<string, Promise<T>> | undefined) ?? new Map<string, Promise<T>>();
  w.batch.set('studentLookups', cache);
  let found = cache.get(key);
  if (!found) {
    // A query builder runs each time it is awaited: settle it once.
    found = Promise.resolve(load());
    cache.set(key, found);
  }
  return found;
}

/** One college (or programme) of `rows` named by id, name or code; refusals name the field and the value. */
function one<T>(rows: T[], label: string, value: string, owner: string): T {
  if (rows.length === 1) return rows[0]!;
  if (rows.length > 1) throw new BizError(`${label}「${value}」对应多个选项，无法确定是哪一个`);
  throw new BizError(
    `${label}「${value}」不是${owner}的${label.replace('所属', '').replace('所学', '')}或${OUT_OF_SCOPE_MESSAGE}`,
  );
}

/** Resolves the college and programme (ids, or names from a file) within the organisation and the scope. */
async function resolveReferences(w: WriteContext, scope: CpcScope, values: Row, existing?: Row) {
  const orgId = trimmed(values.organizationId ?? existing?.organizationId);
  const orgChanged = existing !== undefined && orgId !== trimmed(existing.organizationId);
  let collegeId = trimmed(existing?.collegeId);
  if (values.collegeId !== undefined || orgChanged) {
    const named = trimmed(values.collegeId ?? existing?.collegeId);
    const rows = await memo(w, `college|${orgId}|${named}`, () =>
      w.db
        .select({ id: cpcCollege.id })
        .from(cpcCollege)
        .where(
          and(
            eq(cpcCollege.organizationId, orgId),
            or(eq(cpcCollege.id, named), eq(cpcCollege.collegeName, named), eq(cpcCollege.collegeCode, named)),
            collegeCondition(w.db, scope, cpcCollege.organizationId, cpcCollege.id),
          ),
        ),
    );
    const byId = rows.length > 1 ? rows.filter((r) => r.id === named) : rows;
    collegeId = one(byId, '所属学院', named, '该院校').id;
    values.collegeId = collegeId;
  }
  const programme = values.programmeId !== undefined ? values.programmeId : existing?.programmeId;
  const collegeChanged = existing !== undefined && collegeId !== trimmed(existing.collegeId);
  if ((values.programmeId !== undefined || collegeChanged) && trimmed(programme)) {
    const named = trimmed(programme);
    const rows = await memo(w, `programme|${collegeId}|${named}`, () =>
      w.db
        .select({ id: cpcCollegeProgramme.id, type: cpcCollegeProgramme.programmeType })
        .from(cpcCollegeProgramme)
        .where(
          and(
            eq(cpcCollegeProgramme.collegeId, collegeId),
            or(eq(cpcCollegeProgramme.id, named), eq(cpcCollegeProgramme.name, named)),
          ),
        ),
    );
    // A name given to a bachelor's and a master's programme: the degree level decides (本科 → 本科专业).
    const level = trimmed(values.degreeLevel ?? existing?.degreeLevel);
    const fitting =
      rows.length > 1 ? rows.filter((r) => r.id === named || (level === '1' ? r.type === '1' : r.type !== '1')) : rows;
    values.programmeId = one(fitting, '所学专业', named, '该学院').id;
  }
}

/** The ID number: a masked value sent back unchanged keeps the stored one; otherwise the national ID rule. */
function checkIdCard(values: Row, existing?: Row) {
  if (typeof values.idCardNo !== 'string' || values.idCardNo === '') return;
  const value = values.idCardNo.trim().toUpperCase();
  if (isMaskedIdCardNo(value)) {
    const stored = trimmed(existing?.idCardNo);
    if (stored && maskIdCardNo(stored) === value) delete values.idCardNo;
    else throw new BizError(ID_CARD_MESSAGE);
    return;
  }
  if (!isNationalId(value)) throw new BizError(ID_CARD_MESSAGE);
  values.idCardNo = value;
}

/** Birthday and sex from a new student's ID number, where the form left them empty. */
function fromIdCard(values: Row) {
  const id = trimmed(values.idCardNo);
  if (id.length !== 18) return;
  if (values.birthday === undefined || values.birthday === null)
    values.birthday = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (values.sex === undefined || values.sex === null) values.sex = Number(id[16]) % 2 === 1 ? 1 : 2;
}

async function prepare(w: WriteContext, values: Row, existing?: Row) {
  const scope = await cpcScope(w.ctx, w.request);
  const orgId = trimmed(values.organizationId ?? existing?.organizationId);
  if (!existing || orgId !== trimmed(existing.organizationId))
    await memo(w, `organization|${orgId}`, () => assertOrganizationInScope(w.db, scope, orgId, '所属院校'));
  await resolveReferences(w, scope, values, existing);
  checkIdCard(values, existing);
  const phone = trimmed(values.phone);
  if (phone && !isMobile(phone)) throw new BizError('手机号码：请输入正确手机号');
  const studentNo = trimmed(values.studentNo ?? existing?.studentNo);
  const [same] = await w.db
    .select({ id: cpcStudent.id })
    .from(cpcStudent)
    .where(
      and(
        eq(cpcStudent.organizationId, orgId),
        eq(cpcStudent.studentNo, studentNo),
        existing ? sql`${cpcStudent.id} <> ${String(existing.id)}` : undefined,
      ),
    )
    .limit(1);
  if (same) throw new BizError(`学号「${studentNo}」在该院校已存在`);
}

export const studentWriteSpec: CrudSpec = {
  et: WRITE_TABLE,
  readers: READERS.student,
  scope: scopeCondition,
  async beforeAdd(w, values) {
    businessAudit(w, values);
    await prepare(w, values);
    fromIdCard(values);
  },
  async beforeEdit(w, values, _body, existing) {
    await prepare(w, values, existing);
  },
};

const readSpec = (masked: boolean): CrudSpec => ({
  et: masked ? MASKED_TABLE : STUDENT_TABLE,
  readers: READERS.student,
  scope: scopeCondition,
});

/**
 * Programme names the table dictionary left unnamed: it names at most 1,000 values at a time, and an export of every
 * student holds more distinct programmes than that.
 */
async function nameProgrammes(ctx: AppContext, list: Row[]): Promise<void> {
  const missing = [
    ...new Set(
      list.filter((r) => r.programmeId && r.programmeId_dictText === r.programmeId).map((r) => String(r.programmeId)),
    ),
  ];
  const names = new Map<string, string>();
  for (let i = 0; i < missing.length; i += 1000) {
    const rows = await ctx.db
      .select({ id: cpcCollegeProgramme.id, name: cpcCollegeProgramme.name })
      .from(cpcCollegeProgramme)
      .where(inArray(cpcCollegeProgramme.id, missing.slice(i, i + 1000)));
    for (const r of rows) names.set(r.id, r.name);
  }
  for (const r of list) if (names.has(String(r.programmeId))) r.programmeId_dictText = names.get(String(r.programmeId));
}

export async function cpcStudentRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, studentWriteSpec, ['list', 'queryById', 'exportXls']);
  const base = studentEntity.apiPath;

  app.get(
    `${base}/list`,
    { config: { readers: READERS.student }, schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => {
      const whole = await seesIdCards(ctx, request);
      const page = await listRecords(readSpec(!whole), ctx, request, queryOf(request));
      if (!whole) mask(page.records);
      return plain(page);
    },
  );

  app.get(
    `${base}/queryById`,
    { config: { readers: READERS.student, contacts: true }, schema: ID_QUERY },
    async (request) => {
      const id = param(queryOf(request), 'id')?.trim() ?? '';
      const [row] = id
        ? await ctx.db
            .select()
            .from(cpcStudent)
            .where(and(eq(cpcStudent.id, id), await scopeCondition(ctx, request)))
            .limit(1)
        : [];
      if (!row) throw new BizError(NOT_FOUND_MESSAGE);
      const [record] = await records(ctx, STUDENT_TABLE, [row]);
      if (!(await seesIdCards(ctx, request))) mask([record!]);
      return plain(record);
    },
  );

  app.get(
    `${base}/exportXls`,
    { config: { permission: permissionCode(studentEntity, 'export'), queryToken: true }, schema: EXPORT_QUERY },
    async (request, reply) => {
      const whole = await seesIdCards(ctx, request);
      const spec = readSpec(!whole);
      const query = exportQueryOf(request);
      const rows = await exportRows(ctx, spec.et, query, await listOptions(spec, ctx, request, query), EXPORT_MAX_ROWS);
      await addDictTexts(ctx, spec.et, rows);
      await nameProgrammes(ctx, rows);
      if (!whole) mask(rows);
      const data = await buildWorkbook(spec.et, rows, currentUser(request).realname);
      return reply
        .header('content-type', 'application/vnd.ms-excel')
        .header(
          'content-disposition',
          contentDisposition('attachment', `${studentEntity.exportFileName ?? '导出文件'}.xls`),
        )
        .send(data);
    },
  );
}
