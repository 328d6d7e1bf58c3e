/**
 * 用户管理 (/sys/user): the generic CRUD (soft delete) with passwords, roles (`selectedroles`) and
 * departments (`selecteddeparts`), the list's departId / code filters and `orgCodeTxt`, plus
 * frozenBatch, changePassword, queryUserRole, userDepartList and checkOnlyUser.
 */
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { USER_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { idList, listRecords, registerCrud } from '../../crud/routes';
import { bodyOf, findRows } from '../../crud/writes';
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, fail, okMessage, plain } from '../../http/envelope';
import { text } from '../../http/text';
import { passwordProblem } from '../../../src/domain/validation';
import { revokeUserSessions, setPassword } from '../../services/sessions';
import { userTenantCondition } from '../../services/tenant-scope';
import { assertMayManageUsers, phoneChangeRefusal } from '../../services/user-rank';
import { formatDateTime } from '../../time';
import { READERS } from '../../services/readers';
import { userRoleIds, userSpec } from '../../services/user-crud';
import { id, ID_QUERY, ids, pagedQuery, routeSchema, text as textValue, whole } from '../../http/route-schemas';

const userIdParam = textValue('用户编号');
/** The most users queryUserByDepId answers. */
const BY_DEPART_MAX = 1000;

const SCHEMA = {
  frozen: routeSchema({ body: { ids, status: whole('状态') } }),
  password: routeSchema({ body: { username: textValue('用户账号'), password: textValue('新密码') } }),
  picker: routeSchema({ query: pagedQuery({ departId: textValue('部门编号'), code: textValue('部门编码') }) }),
  byDepart: routeSchema({ query: { id, realname: textValue('用户姓名') } }),
  multi: routeSchema({ query: { id: textValue('用户编号'), username: textValue('用户账号') } }),
  roles: routeSchema({ query: { userid: userIdParam } }),
  departs: routeSchema({ query: { userId: userIdParam } }),
  unique: routeSchema({
    query: {
      id,
      ...Object.fromEntries(USER_TABLE.def.fields.filter((f) => f.unique).map((f) => [f.name, textValue(f.label)])),
    },
  }),
};

export async function sysUserManageRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, userSpec);

  app.put(
    '/sys/user/frozenBatch',
    { config: { permission: 'system:user:frozen' }, schema: SCHEMA.frozen },
    async (request) => {
      const body = bodyOf(request);
      const ids = idList(text(body.ids));
      const status = Number(text(body.status));
      if (ids.length === 0 || (status !== 1 && status !== 2)) throw new BizError('参数不识别！');
      const me = currentUser(request);
      if (status === 2 && ids.includes(me.id)) throw new BizError('不能冻结当前登录用户！');
      const targets = (
        await findRows(ctx, USER_TABLE, ids.slice(0, 1000), await userTenantCondition(ctx, request))
      ).map((r) => String(r.id));
      await assertMayManageUsers(ctx.db, me.id, targets);
      if (targets.length === 0) return okMessage('操作成功!');
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(sysUser)
          .set({ status, updateBy: me.username, updateTime: formatDateTime(new Date(ctx.now())) })
          .where(inArray(sysUser.id, targets));
        // A frozen account is signed out everywhere; unfreezing starts no old session again.
        if (status === 2) for (const id of targets) await revokeUserSessions(tx, id);
      });
      return okMessage('操作成功!');
    },
  );

  app.put(
    '/sys/user/changePassword',
    { config: { permission: 'system:user:changepwd' }, schema: SCHEMA.password },
    async (request) => {
      const body = bodyOf(request);
      const username = text(body.username).trim();
      const password = text(body.password);
      const [user] = username
        ? await ctx.db
            .select()
            .from(sysUser)
            .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0), await userTenantCondition(ctx, request)))
            .limit(1)
        : [];
      if (!user) throw new BizError('用户不存在');
      if (!password) throw new BizError('新密码不允许为空!');
      const weak = passwordProblem(password);
      if (weak) throw new BizError(weak);
      const me = currentUser(request);
      await assertMayManageUsers(ctx.db, me.id, [user.id]);
      // The user signs in again with the new password (the admin's own session stays).
      await setPassword(
        ctx,
        user.id,
        password,
        me.username,
        user.id === me.id ? request.session?.tokenHash : undefined,
      );
      return okMessage('密码修改成功!');
    },
  );

  // The user form asks before offering the phone field: whether this editor may change the user's sign-in phone,
  // and why not (the same rule the edit applies).
  app.get(
    '/sys/user/phoneEditable',
    { config: { permission: 'system:user:edit' }, schema: ID_QUERY },
    async (request) => {
      const id = param(request.query as Query, 'id')?.trim() ?? '';
      const reason = id ? await phoneChangeRefusal(ctx.db, currentUser(request).id, id) : null;
      return plain({ editable: reason === null, reason });
    },
  );

  // The user-by-department picker, and the Vue 3 用户管理's list (listAll): the user list (departId, username, paging
  // and sort as /sys/user/list).
  for (const url of ['/sys/user/queryUserComponentData', '/sys/user/listAll'])
    app.get(url, { config: { readers: READERS.user }, schema: SCHEMA.picker }, async (request) =>
      plain(await listRecords(userSpec, ctx, request, request.query as Query)),
    );

  // JSelectUserByDepModal (the stock client): every user of a department and of the departments below it, with
  // their departments' names, not paged (at most BY_DEPART_MAX).
  app.get(
    '/sys/user/queryUserByDepId',
    { config: { readers: READERS.user }, schema: SCHEMA.byDepart },
    async (request) => {
      const query = request.query as Query;
      const [depart] = await ctx.db
        .select({ orgCode: sysDepart.orgCode })
        .from(sysDepart)
        .where(and(eq(sysDepart.id, param(query, 'id')?.trim() ?? ''), eq(sysDepart.delFlag, '0')));
      if (!depart?.orgCode) return plain([]);
      const realname = param(query, 'realname')?.trim();
      const page = await listRecords(userSpec, ctx, request, {
        departOrgCode: depart.orgCode,
        ...(realname ? { realname: `*${realname}*` } : {}),
        column: 'createTime',
        order: 'desc',
        pageNo: '1',
        pageSize: String(BY_DEPART_MAX),
      });
      return plain(page.records);
    },
  );

  // JSelectUserByDepModal's chosen users (the stock client): those named by id or account ('a,b,'), within the
  // caller's reach as in the user list, as a bare list (JeecgBoot answers List<SysUser> without an envelope).
  app.get('/sys/user/getMultiUser', { config: { readers: READERS.user }, schema: SCHEMA.multi }, async (request) => {
    const query = request.query as Query;
    const ids = idList(param(query, 'id')).slice(0, BY_DEPART_MAX);
    const usernames = idList(param(query, 'username')).slice(0, BY_DEPART_MAX);
    if (ids.length === 0 && usernames.length === 0) return [];
    const page = await listRecords(
      userSpec,
      ctx,
      request,
      { pageNo: '1', pageSize: String(BY_DEPART_MAX) },
      {
        where: [
          ids.length > 0 ? inArray(sysUser.id, ids) : undefined,
          usernames.length > 0 ? inArray(sysUser.username, usernames) : undefined,
        ],
      },
    );
    return page.records;
  });

  app.get('/sys/user/queryUserRole', { config: { readers: READERS.user }, schema: SCHEMA.roles }, async (request) => {
    const userId = param(request.query as Query, 'userid')?.trim() ?? '';
    return plain(userId ? await userRoleIds(ctx.db, userId) : []);
  });

  app.get(
    '/sys/user/userDepartList',
    { config: { readers: READERS.user }, schema: SCHEMA.departs },
    async (request) => {
      const userId = param(request.query as Query, 'userId')?.trim() ?? '';
      const rows = userId
        ? await ctx.db
            .select({ id: sysDepart.id, name: sysDepart.departName })
            .from(sysUserDepart)
            .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
            .where(eq(sysUserDepart.userId, userId))
            .orderBy(asc(sysDepart.orgCode))
        : [];
      return plain(rows.map((r) => ({ key: r.id, value: r.id, title: r.name })));
    },
  );

  /** Any unique user field (username, phone, email, workNo); `id` excludes the record being edited. */
  // Needs a token (JeecgBoot leaves it open for self-registration, which this server does not offer): it would
  // otherwise tell anyone which accounts and phone numbers exist.
  app.get('/sys/user/checkOnlyUser', { config: { signedIn: true }, schema: SCHEMA.unique }, async (request) => {
    const query = request.query as Query;
    const conditions: SQL[] = [];
    for (const field of USER_TABLE.def.fields.filter((f) => f.unique)) {
      const value = param(query, field.name);
      if (value) conditions.push(eq(USER_TABLE.columns[field.name]!, value));
    }
    if (conditions.length === 0) return plain(null);
    const id = param(query, 'id')?.trim();
    const [taken] = await ctx.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(or(...conditions), id ? ne(sysUser.id, id) : undefined))
      .limit(1);
    return taken ? fail('用户账号已存在') : plain(null);
  });
}
