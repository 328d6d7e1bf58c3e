/**
 * 联系人 under /linkUser/cpcLinkUserV:
 * - the CRUD of its definition, reading by 联系人列表 and the organisation screens or any cpc:linkUser: button, each
 *   write by its button. add creates or links the contact's customer account (services/cpc-accounts) in the same
 *   transaction and answers `{id, userId, username, account: 'created' | 'linked'}`; the account name never changes;
 *   an institution has one 院校负责人; a 学院联系人 needs a college of the contact's institution; the programmes
 *   (professionIds) must be the institution's;
 * - queryById, queryLinkUsersList (institutionId, paging: the link-user picker), getInstitutionLinkUserById (an
 *   institution's contacts), getRealNameByids / getProfessionNameByids (names of ids, comma-joined) and
 *   checkLinkroleByUserId (a user's contact role), for staff and, within their institution, for contacts;
 * - custumer/linkUser/getsysById: the signed-in contact's own record.
 * Everything is limited to the caller's scope (services/cpc-scope); a 学院联系人 reaches his college's contacts only.
 */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import { LINK_ROLE } from '../../../src/domain/entities/link-user';
import type { AppContext } from '../../context';
import { bodySchema } from '../../crud/body-schema';
import { LIST_QUERY_SCHEMA, param, queryOf } from '../../crud/list-query';
import { idList, listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { bodyOf, insertRecord, NOT_FOUND_MESSAGE, writeContext } from '../../crud/writes';
import { cpcCollegeProgramme, cpcLinkUser } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, ok, plain } from '../../http/envelope';
import { id, ID_QUERY, IDS_QUERY, NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';
import { ACCOUNT_OUTCOME_KEY, contactAccount, syncAccountName } from '../../services/cpc-accounts';
import {
  assertCollegeOfOrganization,
  assertOrganizationInScope,
  collegeCondition,
  contactScope,
  cpcScope,
  OUT_OF_SCOPE_MESSAGE,
  type CpcScope,
} from '../../services/cpc-scope';
import { has, LINK_USER_TABLE, records } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { businessAudit } from '../../services/cpc-tables';

function linkCondition(ctx: AppContext, scope: CpcScope) {
  return collegeCondition(ctx.db, scope, cpcLinkUser.institutionId, cpcLinkUser.collegeId);
}

export const linkUserSpec: CrudSpec = {
  et: LINK_USER_TABLE,
  readers: READERS.linkUser,
  scope: async (ctx, request) => linkCondition(ctx, await cpcScope(ctx, request)),
  async check(w, body, existing) {
    const scope = await cpcScope(w.ctx, w.request);
    const value = (name: string) => (has(body, name) ? trimmed(body[name]) : trimmed(existing?.[name]));
    if (existing && has(body, 'username') && trimmed(body.username) !== trimmed(existing.username))
      throw new BizError('登录账号不允许修改');
    const institutionId = value('institutionId');
    if (!existing || institutionId !== trimmed(existing.institutionId))
      await assertOrganizationInScope(w.db, scope, institutionId, '所属院校');
    const collegeId = value('collegeId');
    const role = value('linkRole');
    if (role === LINK_ROLE.college && !collegeId) throw new BizError('学院联系人须选择所属学院');
    if (scope.kind === 'college' && collegeId !== scope.collegeId)
      throw new BizError(`所属学院${OUT_OF_SCOPE_MESSAGE}`);
    await assertCollegeOfOrganization(w.db, scope, institutionId, collegeId, '所属学院');
    if (role === LINK_ROLE.principal) {
      const [principal] = await w.db
        .select({ realname: cpcLinkUser.realname })
        .from(cpcLinkUser)
        .where(
          and(
            eq(cpcLinkUser.institutionId, institutionId),
            eq(cpcLinkUser.linkRole, LINK_ROLE.principal),
            existing ? ne(cpcLinkUser.id, String(existing.id)) : undefined,
          ),
        )
        .limit(1);
      if (principal) throw new BizError(`该院校已有院校负责人「${principal.realname}」`);
    }
    const programmes = idList(value('professionIds'));
    if (programmes.length > 0) {
      const [found] = await w.db
        .select({ n: count() })
        .from(cpcCollegeProgramme)
        .where(
          and(
            inArray(cpcCollegeProgramme.id, programmes.slice(0, 1000)),
            eq(cpcCollegeProgramme.organizationId, institutionId),
          ),
        );
      if (Number(found?.n) !== new Set(programmes).size) throw new BizError('负责专业须为所属院校的专业');
    }
  },
  async beforeAdd(w, values, body) {
    businessAudit(w, values);
    values.userId = await contactAccount(w, body);
  },
  async afterEdit(w, row, body) {
    if (has(body, 'realname')) await syncAccountName(w, trimmed(row.userId), trimmed(row.realname));
  },
};

/** Contacts in scope with these ids, in the order asked. */
async function inScopeByIds(ctx: AppContext, scope: CpcScope, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(cpcLinkUser)
    .where(and(inArray(cpcLinkUser.id, ids.slice(0, 1000)), linkCondition(ctx, scope)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

async function findLinkUser(ctx: AppContext, scope: CpcScope, where: ReturnType<typeof eq>): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(cpcLinkUser)
    .where(and(where, linkCondition(ctx, scope)))
    .limit(1);
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return (await records(ctx, LINK_USER_TABLE, [row]))[0]!;
}

export async function cpcLinkUserRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, linkUserSpec, ['queryById', 'add']);
  const { def } = LINK_USER_TABLE;
  const base = def.apiPath;
  const readers = READERS.linkUser;

  app.post(
    `${base}/add`,
    { config: { permission: permissionCode(def, 'add') }, schema: { body: bodySchema(LINK_USER_TABLE, 'add') } },
    async (request) => {
      const w = writeContext(ctx, request, 'add');
      const row = await insertRecord(linkUserSpec, w, bodyOf(request));
      return ok(
        { id: row.id, userId: row.userId, username: row.username, account: w.batch.get(ACCOUNT_OUTCOME_KEY) },
        '添加成功！',
      );
    },
  );

  app.get(`${base}/queryById`, { config: { readers, contacts: true }, schema: ID_QUERY }, async (request) => {
    const scope = await cpcScope(ctx, request);
    const id = param(queryOf(request), 'id')?.trim() ?? '';
    return plain(await findLinkUser(ctx, scope, eq(cpcLinkUser.id, id)));
  });

  // The link-user picker: a page of contacts (id, username, realname, Phone …), filtered by institutionId and the
  // usual list parameters (a comma-joined `id` restores chosen values).
  app.get(
    `${base}/queryLinkUsersList`,
    { config: { readers, contacts: true }, schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => {
      return plain(await listRecords(linkUserSpec, ctx, request, queryOf(request)));
    },
  );

  app.get(
    `${base}/getInstitutionLinkUserById`,
    { config: { readers, contacts: true }, schema: routeSchema({ query: { institutionId: text('机构'), id } }) },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const query = queryOf(request);
      const institutionId = (param(query, 'institutionId') ?? param(query, 'id'))?.trim() ?? '';
      if (!institutionId) return plain([]);
      const rows = await ctx.db
        .select()
        .from(cpcLinkUser)
        .where(and(eq(cpcLinkUser.institutionId, institutionId), linkCondition(ctx, scope)))
        .orderBy(asc(cpcLinkUser.linkRole), asc(cpcLinkUser.createTime), asc(cpcLinkUser.id));
      return plain(await records(ctx, LINK_USER_TABLE, rows));
    },
  );

  app.get(`${base}/getRealNameByids`, { config: { readers, contacts: true }, schema: IDS_QUERY }, async (request) => {
    const scope = await cpcScope(ctx, request);
    const ids = idList(param(queryOf(request), 'ids'));
    const rows = await inScopeByIds(ctx, scope, ids);
    return ok(rows.map((r) => r.realname).join(','));
  });

  app.get(
    `${base}/getProfessionNameByids`,
    { config: { readers, contacts: true }, schema: IDS_QUERY },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const ids = idList(param(queryOf(request), 'ids')).slice(0, 1000);
      if (ids.length === 0) return ok('');
      const rows = await ctx.db
        .select({ id: cpcCollegeProgramme.id, name: cpcCollegeProgramme.name })
        .from(cpcCollegeProgramme)
        .where(
          and(
            inArray(cpcCollegeProgramme.id, ids),
            collegeCondition(ctx.db, scope, cpcCollegeProgramme.organizationId, cpcCollegeProgramme.collegeId),
          ),
        );
      const names = new Map(rows.map((r) => [r.id, r.name]));
      return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])).join(','));
    },
  );

  // A user's contact role: staff may ask of any contact in their scope, a contact only of himself.
  app.get(
    `${base}/checkLinkroleByUserId`,
    { config: { readers, contacts: true }, schema: routeSchema({ query: { userId: text('用户编号') } }) },
    async (request) => {
      const me = currentUser(request);
      const scope = await cpcScope(ctx, request);
      const asked = param(queryOf(request), 'userId')?.trim() || me.id;
      const contact = scope.kind === 'institution' || scope.kind === 'college';
      if (contact && asked !== me.id) throw new BizError(NOT_FOUND_MESSAGE);
      const record = await findLinkUser(ctx, scope, eq(cpcLinkUser.userId, asked));
      return ok({
        userId: record.userId,
        linkUserId: record.id,
        linkRole: record.linkRole,
        linkRole_dictText: record.linkRole_dictText,
        institutionId: record.institutionId,
        collegeId: record.collegeId,
        isPrincipal: record.linkRole === LINK_ROLE.principal,
      });
    },
  );

  // The signed-in contact's own record (the customer portal); ids in the request are never read.
  app.get('/custumer/linkUser/getsysById', { config: { contacts: 'only' }, schema: NO_PARAMETERS }, async (request) => {
    const scope = await contactScope(ctx, request);
    return plain(await findLinkUser(ctx, scope, eq(cpcLinkUser.id, scope.linkUserId)));
  });
}
