/**
 * 学院 (colleges): the CRUD definition of cpc_college with its programmes, and the reads other screens share.
 */
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COLLEGE_PROGRAMME_LIST, DISCIPLINE_ROOT_CODE } from '../../src/domain/entities/college';
import type { AppContext } from '../context';
import type { CrudSpec, Row, WriteContext } from '../crud/spec';
import { cpcCollege, cpcCollegeProgramme, cpcLinkUser, cpcStudent } from '../db/schema';
import { BizError } from '../http/envelope';
import {
  checkDetailRows,
  deleteDetailRows,
  detailRows,
  saveDetailRows,
  type DetailTable,
  refuseDeleteWhileUsed,
} from './cpc-details';
import {
  assertOrganizationInScope,
  collegeCondition,
  cpcScope,
  OUT_OF_SCOPE_MESSAGE,
  type CpcScope,
} from './cpc-scope';
import {
  businessAudit,
  collegeCounts,
  COLLEGE_TABLE,
  countBy,
  findInScope,
  has,
  PROGRAMME_TABLE,
  records,
} from './cpc-tables';
import { trimmed } from '../http/text';
import { READERS } from './readers';

export const PROGRAMMES: DetailTable = {
  et: PROGRAMME_TABLE,
  key: COLLEGE_PROGRAMME_LIST,
  parent: 'collegeId',
  title: '专业',
  max: 200,
};

/** The national codes of the 学科目录 tree (below its root), with their names and parents. */
export async function disciplineRows(
  db: WriteContext['db'],
): Promise<{ code: string; name: string; parent: string }[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select id, code, name, ''::varchar as parent, 0 as depth from sys_category where code = ${DISCIPLINE_ROOT_CODE}
      union all
      select c.id, c.code, c.name, t.code, t.depth + 1 from sys_category c join tree t on c.pid = t.id where t.depth < 5
    )
    select code, name, parent from tree where depth > 0 order by code`)) as unknown as {
    rows: { code: string; name: string; parent: string }[];
  };
  return result.rows;
}

/** Programme rows: the definition's rules, a known discipline code, no row twice (same type and name). */
async function checkProgrammes(w: WriteContext, rows: Row[], collegeId?: string) {
  checkDetailRows(PROGRAMMES, rows, collegeId);
  const codes = new Set((await disciplineRows(w.db)).map((r) => r.code));
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const code = trimmed(row.disciplineCode);
    if (!codes.has(code)) throw new BizError(`专业第 ${index + 1} 行：学科代码「${code}」不在学科目录中`);
    const key = `${trimmed(row.programmeType)}|${trimmed(row.name)}`;
    if (seen.has(key)) throw new BizError(`专业第 ${index + 1} 行：「${trimmed(row.name)}」重复`);
    seen.add(key);
  });
}

/** Programmes leaving a college must have no students. */
async function assertRemovable(w: WriteContext, collegeId: string, rows: Row[]) {
  const kept = rows.map((r) => trimmed(r.id)).filter(Boolean);
  const leaving = await w.db
    .select({ id: cpcCollegeProgramme.id, name: cpcCollegeProgramme.name })
    .from(cpcCollegeProgramme)
    .where(
      and(
        eq(cpcCollegeProgramme.collegeId, collegeId),
        kept.length > 0 ? notInArray(cpcCollegeProgramme.id, kept) : undefined,
      ),
    );
  if (leaving.length === 0) return;
  const studying = await countBy(
    w.db,
    cpcStudent.programmeId,
    leaving.map((p) => p.id),
  );
  const used = leaving.find((p) => (studying.get(p.id) ?? 0) > 0);
  if (used) throw new BizError(`专业「${used.name}」已有${studying.get(used.id)}名学生，不能删除`);
}

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  return collegeCondition(ctx.db, await cpcScope(ctx, request), cpcCollege.organizationId, cpcCollege.id);
}

export const collegeSpec: CrudSpec = {
  et: COLLEGE_TABLE,
  readers: READERS.college,
  contacts: true,
  scope: scopeCondition,
  async decorate(ctx, list) {
    const counts = await collegeCounts(
      ctx.db,
      list.map((r) => String(r.id)),
    );
    for (const r of list) {
      r.programmeCount = counts.programmes.get(String(r.id)) ?? 0;
      r.studentCount = counts.students.get(String(r.id)) ?? 0;
    }
  },
  async check(w, body, existing) {
    const rows = detailRows(PROGRAMMES, body);
    if (rows) await checkProgrammes(w, rows, existing ? String(existing.id) : undefined);
    const scope = await cpcScope(w.ctx, w.request);
    if (!existing && scope.kind === 'college') throw new BizError(`新增的学院${OUT_OF_SCOPE_MESSAGE}`);
    const orgId = has(body, 'organizationId') ? trimmed(body.organizationId) : trimmed(existing?.organizationId);
    const moved = existing && orgId !== trimmed(existing.organizationId);
    if (!existing || moved) await assertOrganizationInScope(w.db, scope, orgId, '所属机构');
    if (moved) {
      const id = String(existing.id);
      const [students] = await w.db.select({ n: count() }).from(cpcStudent).where(eq(cpcStudent.collegeId, id));
      const [contacts] = await w.db.select({ n: count() }).from(cpcLinkUser).where(eq(cpcLinkUser.collegeId, id));
      if (Number(students?.n) + Number(contacts?.n) > 0) throw new BizError('学院下已有学生或联系人，不能更换所属机构');
    }
    const code = has(body, 'collegeCode') ? trimmed(body.collegeCode) : trimmed(existing?.collegeCode);
    const [same] = await w.db
      .select({ n: count() })
      .from(cpcCollege)
      .where(
        and(
          eq(cpcCollege.organizationId, orgId),
          eq(cpcCollege.collegeCode, code),
          existing ? sql`${cpcCollege.id} <> ${String(existing.id)}` : undefined,
        ),
      );
    if (Number(same?.n) > 0) throw new BizError(`学院编码「${code}」在该机构已存在`);
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
  async afterAdd(w, row, body) {
    const rows = detailRows(PROGRAMMES, body);
    if (rows) await saveDetailRows(w, PROGRAMMES, String(row.id), rows, { organizationId: row.organizationId });
  },
  async afterEdit(w, row, body) {
    const id = String(row.id);
    const rows = detailRows(PROGRAMMES, body);
    if (rows) {
      await assertRemovable(w, id, rows);
      await saveDetailRows(w, PROGRAMMES, id, rows, { organizationId: row.organizationId });
    }
    // The programmes follow their college (the pickers filter on the organisation).
    await w.db
      .update(cpcCollegeProgramme)
      .set({ organizationId: String(row.organizationId) })
      .where(eq(cpcCollegeProgramme.collegeId, id));
  },
  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => String(r.id));
    const students = await countBy(ctx.db, cpcStudent.collegeId, ids);
    const contacts = await countBy(ctx.db, cpcLinkUser.collegeId, ids);
    for (const r of rows) {
      refuseDeleteWhileUsed('学院', String(r.collegeName), [
        [students.get(String(r.id)), '名学生'],
        [contacts.get(String(r.id)), '位联系人'],
      ]);
    }
  },
  async afterDelete(db, ids) {
    await deleteDetailRows(db, PROGRAMMES, ids);
  },
};

/** The college `id` when the scope reaches it, as the API shows it. */
export const findCollege = (ctx: AppContext, scope: CpcScope, id: string | undefined): Promise<Row> =>
  findInScope(ctx, COLLEGE_TABLE, id, collegeCondition(ctx.db, scope, cpcCollege.organizationId, cpcCollege.id));

/** A college's programmes in type and code order. */
export async function programmesOf(ctx: AppContext, collegeId: string): Promise<Row[]> {
  const rows = await ctx.db
    .select()
    .from(cpcCollegeProgramme)
    .where(eq(cpcCollegeProgramme.collegeId, collegeId))
    .orderBy(
      asc(cpcCollegeProgramme.programmeType),
      asc(cpcCollegeProgramme.disciplineCode),
      asc(cpcCollegeProgramme.name),
      asc(cpcCollegeProgramme.id),
    );
  return records(ctx, PROGRAMME_TABLE, rows);
}
