/**
 * People screens' calls of SysUserController: the 通讯录 list, and the signed-in user's own
 * profile (read with its roles, edited through appEdit as BE343's account pages do).
 */
import { and, asc, count, eq, ilike, like, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userEntity } from '../../../src/domain/entities';
import { validateField } from '../../../src/domain/validation';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { paging, param, queryOf } from '../../crud/list-query';
import { id, NO_PARAMETERS, pagedQuery, routeSchema, text as textValue } from '../../http/route-schemas';
import { bodyOf } from '../../crud/writes';
import { sysDepart, sysPosition, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, plain } from '../../http/envelope';
import { text } from '../../http/text';
import { userTenantCondition } from '../../services/tenant-scope';
import { toUserInfo } from '../../services/users';
import { formatDateTime } from '../../time';
import { READERS } from '../../services/readers';

/** Who may read the address book: its menu (VUE2 shows it to every holder of 通讯录). */
/** HEAD's code on appEdit; the seed grants it with 个人设置. */
export const APP_EDIT_PERMISSION = 'system:user:app:edit';

/** The fields a user may change on their own profile (BE343 appEdit). The phone changes only by SMS code. */
const SELF_FIELDS = ['realname', 'avatar', 'sex', 'email', 'birthday', 'telephone'] as const;
type SelfField = (typeof SELF_FIELDS)[number];

const fieldOf = (name: string) => userEntity.fields.find((f) => f.name === name)!;

/** A stored file path or an http(s) address; never a script or data address. */
function safeAvatar(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return /^https?:\/\//i.test(v);
  return !v.split(/[\\/]/).includes('..');
}

function validDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The changed values of an appEdit body, checked with the user form's rules; throws the first Chinese message. */
function selfValues(body: Record<string, unknown>): Partial<Record<SelfField, string | number | null>> {
  const values: Partial<Record<SelfField, string | number | null>> = {};
  for (const name of SELF_FIELDS) {
    if (!(name in body) || body[name] === undefined) continue;
    const raw = body[name];
    if (raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
      throw new BizError(`「${fieldOf(name).label}」格式不正确`);
    const value = text(raw).trim();
    const problem = validateField(fieldOf(name), value);
    if (problem) throw new BizError(`${fieldOf(name).label}：${problem}`);
    if (name === 'sex') {
      if (value !== '' && value !== '1' && value !== '2') throw new BizError('性别只能是男或女');
      values.sex = value === '' ? null : Number(value);
    } else if (name === 'birthday') {
      if (value !== '' && !validDate(value)) throw new BizError('生日格式不正确，应为YYYY-MM-DD');
      values.birthday = value === '' ? null : value;
    } else if (name === 'avatar') {
      if (!safeAvatar(value)) throw new BizError('头像地址不正确');
      values.avatar = value === '' ? null : value;
    } else {
      values[name] = value === '' ? null : value;
    }
  }
  return values;
}

const SCHEMA = {
  addressList: routeSchema({
    query: pagedQuery({ orgCode: textValue('部门编码'), realname: textValue('姓名'), workNo: textValue('工号') }),
  }),
  appEdit: routeSchema({
    body: {
      id,
      phone: textValue(fieldOf('phone').label),
      ...Object.fromEntries(SELF_FIELDS.map((name) => [name, textValue(fieldOf(name).label)])),
    },
  }),
};

interface AddressRow {
  userId: string;
  realname: string | null;
  avatar: string | null;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  email: string | null;
  phone: string | null;
  departId: string;
  departName: string | null;
}

export async function sysUserPeopleRoutes(app: FastifyInstance, ctx: AppContext) {
  // 通讯录: user × department rows under an org code (sub-departments included), users of one page merged
  // (queryDepartUserByOrgCode: the Vue 3 client's 通讯录).
  const addressList = async (request: FastifyRequest) => {
    const query = queryOf(request);
    const orgCode = param(query, 'orgCode')?.trim() ?? '';
    const realname = param(query, 'realname')?.trim() ?? '';
    const workNo = param(query, 'workNo')?.trim() ?? '';
    // The user list's tenant scope: a tenant's staff see the users of their tenant (and users of none).
    const where: (SQL | undefined)[] = [
      eq(sysUser.delFlag, 0),
      eq(sysDepart.delFlag, '0'),
      await userTenantCondition(ctx, request),
    ];
    if (orgCode) where.push(like(sysDepart.orgCode, `${escapeLike(orgCode)}%`));
    if (realname) where.push(ilike(sysUser.realname, `%${escapeLike(realname)}%`));
    if (workNo) where.push(ilike(sysUser.workNo, `%${escapeLike(workNo)}%`));
    const condition = and(...where);
    const from = () =>
      ctx.db
        .select({
          userId: sysUser.id,
          realname: sysUser.realname,
          avatar: sysUser.avatar,
          workNo: sysUser.workNo,
          post: sysUser.post,
          telephone: sysUser.telephone,
          email: sysUser.email,
          phone: sysUser.phone,
          departId: sysDepart.id,
          departName: sysDepart.departName,
        })
        .from(sysDepart)
        .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
        .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId));
    const [totalRow] = await ctx.db
      .select({ n: count() })
      .from(sysDepart)
      .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .where(condition);
    const total = Number(totalRow?.n ?? 0);
    const { pageNo, pageSize } = paging(query);
    const rows: AddressRow[] =
      total > (pageNo - 1) * pageSize
        ? await from()
            .where(condition)
            .orderBy(asc(sysDepart.orgCode), asc(sysUser.id))
            .limit(pageSize)
            .offset((pageNo - 1) * pageSize)
        : [];
    const merged = new Map<string, AddressRow>();
    for (const row of rows) {
      const seen = merged.get(row.userId);
      if (seen) seen.departName = `${seen.departName ?? ''} | ${row.departName ?? ''}`;
      else merged.set(row.userId, { ...row });
    }
    return plain({
      records: [...merged.values()],
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  };
  for (const url of ['/sys/user/queryByOrgCodeForAddressList', '/sys/user/queryDepartUserByOrgCode'])
    app.get(url, { schema: SCHEMA.addressList, config: { readers: READERS.addressList } }, addressList);

  // 个人中心 (HEAD's getUserData): one's own record without secrets, with roles and the position's name.
  app.get(
    '/sys/user/login/setting/getUserData',
    { config: { signedIn: true }, schema: NO_PARAMETERS },
    async (request) => {
      const me = currentUser(request);
      const [row] = await ctx.db.select().from(sysUser).where(eq(sysUser.id, me.id)).limit(1);
      if (!row) throw new BizError('未找到对应数据');
      const roles = await ctx.db
        .select({ id: sysRole.id, roleCode: sysRole.roleCode, roleName: sysRole.roleName })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(eq(sysUserRole.userId, me.id))
        .orderBy(asc(sysRole.roleName));
      const [position] = row.post
        ? await ctx.db
            .select({ name: sysPosition.name })
            .from(sysPosition)
            .where(eq(sysPosition.code, row.post))
            .limit(1)
        : [];
      const info = toUserInfo(row);
      return plain({ ...info, post_dictText: position?.name ?? null, roles });
    },
  );

  // BE343 appEdit: the signed-in user's own base info (id from the token); an empty envelope on success.
  const appEdit = async (request: FastifyRequest) => {
    const me = currentUser(request);
    const body = bodyOf(request);
    if (typeof body.id === 'string' && body.id !== '' && body.id !== me.id) throw new BizError('只能修改自己的数据');
    if (typeof body.phone === 'string' && body.phone.trim() !== (me.phone ?? '') && body.phone.trim() !== '')
      throw new BizError('修改手机号须验证新号码的短信验证码，请在「安全设置」中修改');
    const values = selfValues(body);
    if (values.email) {
      const [taken] = await ctx.db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(eq(sysUser.email, String(values.email)), ne(sysUser.id, me.id)))
        .limit(1);
      if (taken) throw new BizError('保存失败，邮箱已存在!');
    }
    if (Object.keys(values).length > 0)
      await ctx.db
        .update(sysUser)
        .set({ ...values, updateBy: me.username, updateTime: formatDateTime(new Date(ctx.now())) } as never)
        .where(eq(sysUser.id, me.id));
    return plain(null);
  };
  app.put('/sys/user/appEdit', { config: { permission: APP_EDIT_PERMISSION }, schema: SCHEMA.appEdit }, appEdit);
  app.post('/sys/user/appEdit', { config: { permission: APP_EDIT_PERMISSION }, schema: SCHEMA.appEdit }, appEdit);
}
