/**
 * A contact's sign-in account: adding a contact creates the account `username` with the customer
 * role, or links the existing account of that name when it is a customer account (only the customer role, not
 * deleted, nobody else's contact). Internal accounts (staff, admin) are never linked, so a contact record can never
 * narrow or widen what an employee sees. A new account takes the form's password (the password policy applies) or,
 * without one, JeecgBoot's initial password 123456 (as imported users get), and the contact's name, phone and e-mail;
 * its phone and e-mail must not be another account's.
 */
import { and, eq } from 'drizzle-orm';
import { passwordProblem } from '../../src/domain/validation';
import type { Row, WriteContext } from '../crud/spec';
import { newId } from '../db/ids';
import { cpcLinkUser, sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../db/schema';
import { BizError } from '../http/envelope';
import { IMPORT_PASSWORD } from './user-crud';
import { hashPassword, newSalt } from '../lib/password';
import { trimmed } from '../http/text';

export const CUSTOMER_ROLE_CODE = 'customer';
/** The department every contact account belongs to (院校合作部); a migration gives it to older contact accounts too. */
export const CONTACT_DEPART_ORG_CODE = 'A02A02';
export type AccountOutcome = 'created' | 'linked';
/** Where the add of a contact leaves what happened to its account (WriteContext.batch). */
export const ACCOUNT_OUTCOME_KEY = 'contactAccount';

async function customerRoleId(w: WriteContext): Promise<string> {
  const [role] = await w.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, CUSTOMER_ROLE_CODE));
  if (!role) throw new BizError('系统中没有客户角色（customer），无法创建联系人账号');
  return role.id;
}

/** The contacts' department, when it still exists; without one the account simply has none. */
async function contactDepart(w: WriteContext): Promise<{ id: string; orgCode: string } | undefined> {
  const [depart] = await w.db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.orgCode, CONTACT_DEPART_ORG_CODE), eq(sysDepart.delFlag, '0')))
    .limit(1);
  return depart;
}

async function linkExisting(w: WriteContext, user: typeof sysUser.$inferSelect): Promise<string> {
  if (user.delFlag !== 0) throw new BizError(`账号「${user.username}」已注销，不能关联为联系人`);
  const roles = await w.db
    .select({ code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, user.id));
  if (roles.length === 0 || roles.some((r) => r.code !== CUSTOMER_ROLE_CODE))
    throw new BizError(`账号「${user.username}」不是客户账号，不能关联为联系人`);
  const [other] = await w.db
    .select({ realname: cpcLinkUser.realname })
    .from(cpcLinkUser)
    .where(eq(cpcLinkUser.userId, user.id))
    .limit(1);
  if (other) throw new BizError(`账号「${user.username}」已是联系人「${other.realname}」的登录账号`);
  w.batch.set(ACCOUNT_OUTCOME_KEY, 'linked');
  return user.id;
}

async function assertFree(
  w: WriteContext,
  column: typeof sysUser.phone | typeof sysUser.email,
  value: string,
  label: string,
) {
  if (!value) return;
  const [taken] = await w.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(column, value), eq(sysUser.delFlag, 0)))
    .limit(1);
  if (taken) throw new BizError(`${label}「${value}」已被其他账号使用`);
}

/** The hash and salt of a new account: its own password, or the initial one (hashed once per import). */
async function credentials(w: WriteContext, password: string): Promise<{ password: string; salt: string }> {
  if (password) {
    const problem = passwordProblem(password);
    if (problem) throw new BizError(`登录密码：${problem}`);
    const salt = newSalt();
    return { password: await hashPassword(password, salt), salt };
  }
  const cached = w.batch.get('initialPassword') as { password: string; salt: string } | undefined;
  if (cached) return cached;
  const salt = newSalt();
  const made = { password: await hashPassword(IMPORT_PASSWORD, salt), salt };
  w.batch.set('initialPassword', made);
  return made;
}

async function createAccount(w: WriteContext, body: Row, username: string): Promise<string> {
  const phone = trimmed(body.Phone);
  const email = trimmed(body.email);
  await assertFree(w, sysUser.phone, phone, '手机号码');
  await assertFree(w, sysUser.email, email, '电子邮箱');
  const roleId = await customerRoleId(w);
  const depart = await contactDepart(w);
  const id = newId(w.ctx.now());
  const tenant = w.request.tenantId;
  await w.db.insert(sysUser).values({
    id,
    username,
    realname: trimmed(body.realname),
    ...(await credentials(w, trimmed(body.password))),
    phone: phone || null,
    email: email || null,
    status: 1,
    delFlag: 0,
    userIdentity: 1,
    orgCode: depart?.orgCode ?? null,
    relTenantIds: tenant > 0 ? String(tenant) : null,
    homePath: '/cpctest/customer',
    createBy: w.user.username,
    createTime: w.now,
  });
  await w.db.insert(sysUserRole).values({ id: newId(w.ctx.now()), userId: id, roleId });
  if (depart) await w.db.insert(sysUserDepart).values({ id: newId(w.ctx.now()), userId: id, depId: depart.id });
  w.batch.set(ACCOUNT_OUTCOME_KEY, 'created');
  return id;
}

/** The account id of a new contact: the existing customer account of `username`, or a new one. */
export async function contactAccount(w: WriteContext, body: Row): Promise<string> {
  const username = trimmed(body.username);
  const [user] = await w.db.select().from(sysUser).where(eq(sysUser.username, username)).limit(1);
  return user ? linkExisting(w, user) : createAccount(w, body, username);
}

/** A contact's name change reaches its account (the portal greets by it); phone and e-mail stay the account's own. */
export async function syncAccountName(w: WriteContext, userId: string, realname: string): Promise<void> {
  if (!userId || !realname) return;
  await w.db
    .update(sysUser)
    .set({ realname, updateBy: w.user.username, updateTime: w.now })
    .where(eq(sysUser.id, userId));
}
