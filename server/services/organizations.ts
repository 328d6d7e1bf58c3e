/**
 * 机构 (institutions): the CRUD definition of cpc_organization with its addresses, and the reads other screens share.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ADDRESS_GRID_RULES, ORGANIZATION_ADDRESS_LIST } from '../../src/domain/entities/organization';
import type { AppContext } from '../context';
import type { CrudSpec, Row } from '../crud/spec';
import { cpcOrganization, cpcOrganizationAddress } from '../db/schema';
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
  cpcScope,
  mayCreateOrganization,
  organizationCondition,
  OUT_OF_SCOPE_MESSAGE,
  type CpcScope,
} from './cpc-scope';
import {
  ADDRESS_TABLE,
  businessAudit,
  findInScope,
  has,
  ORGANIZATION_TABLE,
  organizationCounts,
  records,
} from './cpc-tables';
import { trimmed } from '../http/text';
import { READERS } from './readers';

export const ADDRESSES: DetailTable = {
  et: ADDRESS_TABLE,
  key: ORGANIZATION_ADDRESS_LIST,
  parent: 'organizationId',
  title: '地址',
  max: 50,
  gridRules: ADDRESS_GRID_RULES,
};

async function scopeCondition(ctx: AppContext, request: FastifyRequest) {
  return organizationCondition(ctx.db, await cpcScope(ctx, request), cpcOrganization.id);
}

export const organizationSpec: CrudSpec = {
  et: ORGANIZATION_TABLE,
  readers: READERS.organization,
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
    const area = has(body, 'area') ? trimmed(body.area) : trimmed(existing?.area);
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
export const findOrganization = (ctx: AppContext, scope: CpcScope, id: string | undefined): Promise<Row> =>
  findInScope(ctx, ORGANIZATION_TABLE, id, organizationCondition(ctx.db, scope, cpcOrganization.id));

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
