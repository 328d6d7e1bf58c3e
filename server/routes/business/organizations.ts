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
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORGANIZATION_ADDRESS_LIST } from '../../../src/domain/entities/organization';
import type { AppContext } from '../../context';
import { param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import { cpcCollege, cpcLinkUser, cpcOrganization, cpcStudent, cpcTestInstitution } from '../../db/schema';
import { plain } from '../../http/envelope';
import {
  collegeCondition,
  contactScope,
  cpcScope,
  organizationCondition,
  type CpcScope,
} from '../../services/cpc-scope';
import { countBy, ORGANIZATION_TABLE, organizationCounts } from '../../services/cpc-tables';
import { READERS } from '../../services/readers';
import { addressesOf, findOrganization, organizationSpec } from '../../services/organizations';
import { ID_QUERY, NO_PARAMETERS } from '../../http/route-schemas';

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
  const readers = READERS.organization;

  app.get(`${base}/queryById`, { config: { readers, contacts: true }, schema: ID_QUERY }, async (request) => {
    const scope = await cpcScope(ctx, request);
    return plain(await findOrganization(ctx, scope, param(queryOf(request), 'id')));
  });

  app.get(`${base}/queryCompleteById`, { config: { readers, contacts: true }, schema: ID_QUERY }, async (request) => {
    const scope = await cpcScope(ctx, request);
    const organization = await findOrganization(ctx, scope, param(queryOf(request), 'id'));
    const id = String(organization.id);
    return plain({
      ...organization,
      [ORGANIZATION_ADDRESS_LIST]: await addressesOf(ctx, id),
      ...(await completeCounts(ctx, scope, id)),
    });
  });

  app.get(
    `${base}/queryCpcOrganizationAddressByMainId`,
    { config: { readers, contacts: true }, schema: ID_QUERY },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const id = param(queryOf(request), 'id')?.trim() ?? '';
      const [row] = id
        ? await ctx.db
            .select({ id: cpcOrganization.id })
            .from(cpcOrganization)
            .where(and(eq(cpcOrganization.id, id), organizationCondition(ctx.db, scope, cpcOrganization.id)))
        : [];
      return plain(row ? await addressesOf(ctx, row.id) : []);
    },
  );

  // The signed-in contact's institution (the customer portal's 院校详情); the user comes from the session only.
  app.get(
    '/cutumer/organization/getInstitutionByUserId',
    { config: { contacts: 'only' }, schema: NO_PARAMETERS },
    async (request) => {
      const scope = await contactScope(ctx, request);
      const organization = await findOrganization(ctx, scope, scope.institutionId);
      return plain({
        ...organization,
        [ORGANIZATION_ADDRESS_LIST]: await addressesOf(ctx, scope.institutionId),
      });
    },
  );
}
