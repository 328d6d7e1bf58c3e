/**
 * The customer portal's institution and colleges. Every call derives the institution (and, for a
 * 学院联系人, the college) from the signed-in contact; an id outside it answers as not found:
 * - cutumer/college/queryCollegeList {collegeName?, pageNo, pageSize}: the institution's colleges (a 学院联系人: his
 *   own) by sortNo, with programmeCount and studentCount; an account that is nobody's contact gets an empty page;
 * - cutumer/college/queryById {id}: the college, its programmes grouped by programme_type (`programmeGroups`), its
 *   counts and its 学院联系人s (name, phone, email);
 * - cutumer/organization/queryMyInstitution: the institution with its sanitised intro, addresses, valid contacts
 *   (院校负责人 first; a 学院联系人 sees the institution's and his college's), the counts within the scope, and
 *   `canEdit` (the caller is its 院校负责人);
 * - the 院校负责人's edits, refused to every other contact with 只有院校负责人可以修改院校信息:
 *   PUT cutumer/organization/editMyInstitution {principal, phone, email, website} (nothing else of the body is taken),
 *   POST cutumer/organization/address/add, PUT …/address/edit {id, …}, DELETE …/address/delete {id}: the definition's
 *   rules, the grid rules p (postcode) and m (phone), a 6-digit area code; address ids outside the institution answer
 *   as not found.
 */
import { and, asc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COLLEGE_PROGRAMME_LIST } from '../../../src/domain/entities/college';
import { LINK_ROLE } from '../../../src/domain/entities/link-user';
import { ORGANIZATION_ADDRESS_LIST } from '../../../src/domain/entities/organization';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { param, paging, queryOf } from '../../crud/list-query';
import { listRecords } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import {
  bodyOf,
  deleteRows,
  findRows,
  insertRecord,
  NOT_FOUND_MESSAGE,
  updateRecord,
  writeContext,
} from '../../crud/writes';
import { cpcCollege, cpcLinkUser, cpcOrganizationAddress, cpcStudent, cpcTestInstitution } from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import { GRID_RULES } from '../../services/cpc-details';
import { collegeCondition, contactScope } from '../../services/cpc-scope';
import {
  ADDRESS_TABLE,
  collegeCounts,
  countBy,
  LINK_USER_TABLE,
  organizationCounts,
  records,
} from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { ID_QUERY, NO_PARAMETERS, pagedQuery, routeSchema, text as textValue } from '../../http/route-schemas';
import { bodySchema } from '../../crud/body-schema';
import { sanitizeHtmlServer } from '../../services/html-sanitize';
import { collegeSpec, findCollege, programmesOf } from '../../services/colleges';
import { businessAudit } from '../../services/cpc-tables';
import { addressesOf, findOrganization, organizationSpec } from '../../services/organizations';

export const AREA_MESSAGE = '所在地区：请选择正确的省市区';

/** The contact details a 院校负责人 may change. */
const CONTACT_FIELDS = ['principal', 'phone', 'email', 'website'] as const;

/** Valid contacts as the portal shows them (no account names), 院校负责人 first. */
async function contactsOf(ctx: AppContext, where: SQL | undefined): Promise<Row[]> {
  const rows = await ctx.db
    .select()
    .from(cpcLinkUser)
    .where(and(eq(cpcLinkUser.status, 1), where))
    .orderBy(asc(cpcLinkUser.linkRole), asc(cpcLinkUser.createTime), asc(cpcLinkUser.id));
  const shown = ['id', 'realname', 'Phone', 'email', 'linkRole', 'collegeId'];
  return (await records(ctx, LINK_USER_TABLE, rows)).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => shown.some((s) => k === s || k === `${s}_dictText`))),
  );
}

/** Address writes: only the institution's rows; the grid rules and the area code on top of the definition's. */
function addressSpec(institutionId: string): CrudSpec {
  return {
    et: ADDRESS_TABLE,
    scope: async () => eq(cpcOrganizationAddress.organizationId, institutionId),
    async check(_w, body, existing) {
      const value = (name: string) => (body[name] !== undefined ? trimmed(body[name]) : trimmed(existing?.[name]));
      const area = value('area');
      if (area && !/^\d{6}$/.test(area)) throw new BizError(AREA_MESSAGE);
      const problems = Object.entries({ postcode: GRID_RULES.p, phone: GRID_RULES.m })
        .filter(([name, rule]) => value(name) && !rule.test(value(name)))
        .map(([name, rule]) => `${ADDRESS_TABLE.fields.get(name)?.label ?? name}：${rule.message}`);
      if (problems.length > 0) throw new BizError(problems.join('；'));
    },
    async beforeAdd(w, values) {
      businessAudit(w, values);
    },
  };
}

/** The address body with the server's institution; the client's organizationId is never taken. */
const addressBody = (body: Row, institutionId: string): Row => ({ ...body, organizationId: institutionId });

export async function cpcCustomerInstitutionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const contactsOnly = { contacts: 'only' } as const;
  const principalOnly = { contacts: 'principal' } as const;
  const schema = {
    colleges: routeSchema({ query: pagedQuery({ collegeName: textValue('学院名称') }) }),
    contact: routeSchema({
      body: Object.fromEntries(
        CONTACT_FIELDS.map((name) => [name, textValue(organizationSpec.et.fields.get(name)?.label ?? name)]),
      ),
    }),
    addressAdd: { body: bodySchema(ADDRESS_TABLE, 'add') },
    addressEdit: { body: bodySchema(ADDRESS_TABLE, 'edit') },
  };
  app.get('/cutumer/college/queryCollegeList', { config: contactsOnly, schema: schema.colleges }, async (request) => {
    const query = queryOf(request);
    const { pageNo, pageSize } = paging(query);
    // The list platform sends a like search as *text*.
    const name = param(query, 'collegeName')
      ?.replace(/^\*+|\*+$/g, '')
      .trim();
    // Only paging comes from the request; the institution is the session's (collegeSpec's scope).
    return plain(
      await listRecords(
        collegeSpec,
        ctx,
        request,
        { pageNo: String(pageNo), pageSize: String(pageSize), column: 'sortNo,collegeCode', order: 'asc' },
        { where: [name ? ilike(cpcCollege.collegeName, `%${escapeLike(name)}%`) : undefined] },
      ),
    );
  });

  app.get('/cutumer/college/queryById', { config: contactsOnly, schema: ID_QUERY }, async (request) => {
    const scope = await contactScope(ctx, request);
    const college = await findCollege(ctx, scope, param(queryOf(request), 'id'));
    const id = String(college.id);
    const programmes = await programmesOf(ctx, id);
    const groups = new Map<string, { programmeType: string; title: string; programmes: Row[] }>();
    for (const p of programmes) {
      const type = String(p.programmeType);
      if (!groups.has(type))
        groups.set(type, { programmeType: type, title: String(p.programmeType_dictText ?? type), programmes: [] });
      groups.get(type)!.programmes.push(p);
    }
    const counts = await collegeCounts(ctx.db, [id]);
    return plain({
      ...college,
      [COLLEGE_PROGRAMME_LIST]: programmes,
      programmeGroups: [...groups.values()],
      programmeCount: programmes.length,
      studentCount: counts.students.get(id) ?? 0,
      contacts: await contactsOf(ctx, and(eq(cpcLinkUser.collegeId, id), eq(cpcLinkUser.linkRole, LINK_ROLE.college))),
    });
  });

  app.get(
    '/cutumer/organization/queryMyInstitution',
    { config: contactsOnly, schema: NO_PARAMETERS },
    async (request) => {
      const scope = await contactScope(ctx, request);
      const id = scope.institutionId;
      const organization = await findOrganization(ctx, scope, id);
      const db = ctx.db;
      const counts = await organizationCounts(db, [id], {
        college: collegeCondition(db, scope, cpcCollege.organizationId, cpcCollege.id),
        student: collegeCondition(db, scope, cpcStudent.organizationId, cpcStudent.collegeId),
      });
      // A 学院联系人 sees the institution's own contacts and his college's.
      const contactWhere =
        scope.kind === 'college'
          ? or(isNull(cpcLinkUser.collegeId), eq(cpcLinkUser.collegeId, ''), eq(cpcLinkUser.collegeId, scope.collegeId))
          : undefined;
      const contacts = await contactsOf(ctx, and(eq(cpcLinkUser.institutionId, id), contactWhere));
      const [link] = await db
        .select({ role: cpcLinkUser.linkRole })
        .from(cpcLinkUser)
        .where(eq(cpcLinkUser.id, scope.linkUserId));
      return plain({
        ...organization,
        intro: sanitizeHtmlServer(organization.intro as string | null),
        [ORGANIZATION_ADDRESS_LIST]: await addressesOf(ctx, id),
        contacts,
        collegeCount: counts.colleges.get(id) ?? 0,
        studentCount: counts.students.get(id) ?? 0,
        linkUserCount: contacts.length,
        testCount: (await countBy(db, cpcTestInstitution.institutionId, [id])).get(id) ?? 0,
        canEdit: String(link?.role ?? '') === LINK_ROLE.principal,
      });
    },
  );

  const editContact = async (request: FastifyRequest) => {
    const scope = await contactScope(ctx, request);
    const body = bodyOf(request);
    const values: Row = { id: scope.institutionId };
    for (const name of CONTACT_FIELDS) if (body[name] !== undefined) values[name] = body[name];
    await updateRecord(organizationSpec, writeContext(ctx, request, 'edit'), values);
    return okMessage('编辑成功!');
  };
  app.put('/cutumer/organization/editMyInstitution', { config: principalOnly, schema: schema.contact }, editContact);
  app.post('/cutumer/organization/editMyInstitution', { config: principalOnly, schema: schema.contact }, editContact);

  app.post(
    '/cutumer/organization/address/add',
    { config: principalOnly, schema: schema.addressAdd },
    async (request) => {
      const scope = await contactScope(ctx, request);
      const body = addressBody(bodyOf(request), scope.institutionId);
      delete body.id;
      await insertRecord(addressSpec(scope.institutionId), writeContext(ctx, request, 'add'), body);
      return okMessage('添加成功！');
    },
  );

  const editAddress = async (request: FastifyRequest) => {
    const scope = await contactScope(ctx, request);
    const body = addressBody(bodyOf(request), scope.institutionId);
    await updateRecord(addressSpec(scope.institutionId), writeContext(ctx, request, 'edit'), body);
    return okMessage('编辑成功!');
  };
  app.put('/cutumer/organization/address/edit', { config: principalOnly, schema: schema.addressEdit }, editAddress);
  app.post('/cutumer/organization/address/edit', { config: principalOnly, schema: schema.addressEdit }, editAddress);

  app.delete('/cutumer/organization/address/delete', { config: principalOnly, schema: ID_QUERY }, async (request) => {
    const scope = await contactScope(ctx, request);
    const spec = addressSpec(scope.institutionId);
    const rows = await findRows(ctx, ADDRESS_TABLE, [param(queryOf(request), 'id')], await spec.scope!(ctx, request));
    if (rows.length === 0) throw new BizError(NOT_FOUND_MESSAGE);
    await deleteRows(spec, request, ctx, rows);
    return okMessage('删除成功!');
  });
}
