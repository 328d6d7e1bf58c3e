/**
 * 机构 under /organizationManager/cpcOrganizationManagement:
 * - the CRUD of its definition (list with the counts of colleges, students and contacts; exportXls; importExcel),
 *   reading by the 机构列表 / 院校机构 menus or any cpc:organization: button, each write by its button; add and
 *   edit save `cpcOrganizationAddressList` in the same transaction (services/cpc-details); an organisation that still
 *   has colleges, students or contacts is not deleted; its addresses go with it;
 * - queryById, queryCompleteById (the organisation, its addresses and the counts of its colleges, students, contacts
 *   and tests) and queryCpcOrganizationAddressByMainId, for staff and for the organisation's own contacts;
 * - cutumer/organization/getInstitutionByUserId: the signed-in contact's institution (never a parameter's).
 * Everything is limited to the caller's scope (services/cpc-scope): a national manager's provinces, a contact's
 * institution; an id outside it answers as not found.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADDRESS_GRID_RULES, ORGANIZATION_ADDRESS_LIST } from '../../src/domain/entities/organization';
import type { AppContext } from '../context';
import { param, queryOf } from '../crud/list-query';
import { registerCrud } from '../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../crud/spec';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import {
  cpcCollege,
  cpcLinkUser,
  cpcOrganization,
  cpcOrganizationAddress,
  cpcStudent,
  cpcTestInstitution,
} from '../db/schema';
import { BizError, plain } from '../http/envelope';
import {
  checkDetailRows,
  deleteDetailRows,
  detailRows,
  saveDetailRows,
  type DetailTable,
  refuseDeleteWhileUsed,
} from '../services/cpc-details';
import {
  collegeCondition,
  cpcScope,
  mayCreateOrganization,
  organizationCondition,
  OUT_OF_SCOPE_MESSAGE,
  type CpcScope,
} from '../services/cpc-scope';
import {
  ADDRESS_TABLE,
  businessReader,
  countBy,
  CPC_READERS,
  has,
  ORGANIZATION_TABLE,
  organizationCounts,
  records,
  text,
} from '../services/cpc-tables';

export const ADDRESSES: DetailTable = {
  et: ADDRESS_TABLE,
  key: ORGANIZATION_ADDRESS_LIST,
  parent: 'organizationId',
  title: '地址',
  max: 50,
  gridRules: ADDRESS_GRID_RULES,
};

/** The audit columns JeecgBoot's business tables add: the writer's department and tenant. */
export function businessAudit(w: WriteContext, values: Row): void {
  values.sysOrgCode = w.user.orgCode ?? null;
  values.tenantId = w.request.tenantId > 0 ? w.request.tenantId : null;
}

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  return organizationCondition(ctx.db, await cpcScope(ctx, request), cpcOrganization.id);
}

export const organizationSpec: CrudSpec = {
  et: ORGANIZATION_TABLE,
  readers: CPC_READERS.organization,
  contacts: true,
  scope: scopeCondition,
  async decorate(ctx, list) {
    const counts = await organizationCounts(
      ctx.db,
      list.map((r) => String(r.id)),
    );
    for (const r of list) {
      r.collegeCount = counts.colleges.get(String(r.id)) ?? 0;
      r.studentCount = counts.students.get(String(r.id)) ?? 0;
      r.linkUserCount = counts.linkUsers.get(String(r.id)) ?? 0;
    }
  },
  async check(w, body, existing) {
    const rows = detailRows(ADDRESSES, body);
    if (rows) checkDetailRows(ADDRESSES, rows, existing ? String(existing.id) : undefined);
    const scope = await cpcScope(w.ctx, w.request);
    const area = has(body, 'area') ? text(body.area) : text(existing?.area);
    if (!existing && !mayCreateOrganization(scope, area)) throw new BizError(`新增的机构${OUT_OF_SCOPE_MESSAGE}`);
    if (existing && scope.kind === 'provinces' && !mayCreateOrganization(scope, area))
      throw new BizError(`机构所在地区${OUT_OF_SCOPE_MESSAGE}`);
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
  async afterAdd(w, row, body) {
    const rows = detailRows(ADDRESSES, body);
    if (rows) await saveDetailRows(w, ADDRESSES, String(row.id), rows);
  },
  async afterEdit(w, row, body) {
    const rows = detailRows(ADDRESSES, body);
    if (rows) await saveDetailRows(w, ADDRESSES, String(row.id), rows);
  },
  async beforeDelete(ctx, rows) {
    const counts = await organizationCounts(
      ctx.db,
      rows.map((r) => String(r.id)),
    );
    for (const r of rows) {
      const id = String(r.id);
      refuseDeleteWhileUsed('机构', String(r.orgName), [
        [counts.colleges.get(id), '个学院'],
        [counts.students.get(id), '名学生'],
        [counts.linkUsers.get(id), '位联系人'],
      ]);
    }
  },
  async afterDelete(db, ids) {
    await deleteDetailRows(db, ADDRESSES, ids);
  },
};

/** The organisation `id` when the scope reaches it. */
export async function findOrganization(ctx: AppContext, scope: CpcScope, id: string | undefined): Promise<Row> {
  const [row] = id?.trim()
    ? await ctx.db
        .select()
        .from(cpcOrganization)
        .where(and(eq(cpcOrganization.id, id.trim()), organizationCondition(ctx.db, scope, cpcOrganization.id)))
        .limit(1)
    : [];
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return (await records(ctx, ORGANIZATION_TABLE, [row]))[0]!;
}

/** An organisation's addresses: office, mailing and test-centre ones, oldest first. */
export async function addressesOf(ctx: AppContext, organizationId: string): Promise<Row[]> {
  const rows = await ctx.db
    .select()
    .from(cpcOrganizationAddress)
    .where(eq(cpcOrganizationAddress.organizationId, organizationId))
    .orderBy(
      asc(cpcOrganizationAddress.addressType),
      asc(cpcOrganizationAddress.createTime),
      asc(cpcOrganizationAddress.id),
    );
  return records(ctx, ADDRESS_TABLE, rows);
}

/** The counts of queryCompleteById, within the scope (a 学院联系人 counts his college only). */
async function completeCounts(ctx: AppContext, scope: CpcScope, id: string) {
  const db = ctx.db;
  const counts = await organizationCounts(db, [id], {
    college: collegeCondition(db, scope, cpcCollege.organizationId, cpcCollege.id),
    student: collegeCondition(db, scope, cpcStudent.organizationId, cpcStudent.collegeId),
    linkUser: collegeCondition(db, scope, cpcLinkUser.institutionId, cpcLinkUser.collegeId),
  });
  return {
    collegeCount: counts.colleges.get(id) ?? 0,
    studentCount: counts.students.get(id) ?? 0,
    linkUserCount: counts.linkUsers.get(id) ?? 0,
    testCount: (await countBy(db, cpcTestInstitution.institutionId, [id])).get(id) ?? 0,
  };
}

export async function cpcOrganizationRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, organizationSpec, ['queryById']);
  const base = ORGANIZATION_TABLE.def.apiPath;
  const readers = CPC_READERS.organization;

  app.get(`${base}/queryById`, { config: {} }, async (request) => {
    const scope = await businessReader(ctx, request, readers);
    return plain(await findOrganization(ctx, scope, param(queryOf(request), 'id')));
  });

  app.get(`${base}/queryCompleteById`, { config: {} }, async (request) => {
    const scope = await businessReader(ctx, request, readers);
    const organization = await findOrganization(ctx, scope, param(queryOf(request), 'id'));
    const id = String(organization.id);
    return plain({
      ...organization,
      [ORGANIZATION_ADDRESS_LIST]: await addressesOf(ctx, id),
      ...(await completeCounts(ctx, scope, id)),
    });
  });

  app.get(`${base}/queryCpcOrganizationAddressByMainId`, { config: {} }, async (request) => {
    const scope = await businessReader(ctx, request, readers);
    const id = param(queryOf(request), 'id')?.trim() ?? '';
    const [row] = id
      ? await ctx.db
          .select({ id: cpcOrganization.id })
          .from(cpcOrganization)
          .where(and(eq(cpcOrganization.id, id), organizationCondition(ctx.db, scope, cpcOrganization.id)))
      : [];
    return plain(row ? await addressesOf(ctx, row.id) : []);
  });

  // The signed-in contact's institution (the customer portal's 院校详情); the user comes from the session only.
  app.get('/cutumer/organization/getInstitutionByUserId', { config: {} }, async (request) => {
    const scope = await cpcScope(ctx, request);
    if (scope.kind !== 'institution' && scope.kind !== 'college') throw new BizError(NOT_FOUND_MESSAGE);
    const organization = await findOrganization(ctx, scope, scope.institutionId);
    return plain({
      ...organization,
      [ORGANIZATION_ADDRESS_LIST]: await addressesOf(ctx, scope.institutionId),
    });
  });
}
