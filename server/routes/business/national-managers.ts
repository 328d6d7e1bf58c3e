/**
 * 全国管理员 under /nationalManager/cpcNationalManager: the CRUD of its definition, reading by its
 * menu or any cpc:nationalManager: button (admin only in the seed), each write by its button. The account must be a
 * live internal account (not a customer account, nobody's contact) that is not a national manager yet; the provinces
 * must be codes of the `province` dictionary. What the rows do is the data rule of services/cpc-scope.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idList, registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { cpcLinkUser, cpcNationalManager, sysRole, sysUser, sysUserRole } from '../../db/schema';
import { PROVINCES } from '../../db/seed-areas';
import { BizError } from '../../http/envelope';
import { CUSTOMER_ROLE_CODE } from '../../services/cpc-accounts';
import { has, NATIONAL_MANAGER_TABLE } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { businessAudit } from '../../services/cpc-tables';

const PROVINCE_CODES = new Set(PROVINCES.map(([code]) => code));

export const nationalManagerSpec: CrudSpec = {
  et: NATIONAL_MANAGER_TABLE,
  readers: READERS.nationalManager,
  async check(w, body, existing) {
    const userId = has(body, 'userId') ? trimmed(body.userId) : trimmed(existing?.userId);
    if (!existing || userId !== trimmed(existing.userId)) {
      const [user] = await w.db
        .select({ delFlag: sysUser.delFlag, username: sysUser.username })
        .from(sysUser)
        .where(eq(sysUser.id, userId))
        .limit(1);
      if (!user || user.delFlag !== 0) throw new BizError('管理员账号不存在或已注销');
      const roles = await w.db
        .select({ code: sysRole.roleCode })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(eq(sysUserRole.userId, userId));
      const [contact] = await w.db
        .select({ id: cpcLinkUser.id })
        .from(cpcLinkUser)
        .where(eq(cpcLinkUser.userId, userId))
        .limit(1);
      if (contact || roles.some((r) => r.code === CUSTOMER_ROLE_CODE))
        throw new BizError(`账号「${user.username}」是院校客户账号，不能设为全国管理员`);
      const [other] = await w.db
        .select({ id: cpcNationalManager.id })
        .from(cpcNationalManager)
        .where(
          and(
            eq(cpcNationalManager.userId, userId),
            existing ? ne(cpcNationalManager.id, String(existing.id)) : undefined,
          ),
        )
        .limit(1);
      if (other) throw new BizError(`账号「${user.username}」已是全国管理员`);
    }
    if (has(body, 'provinces')) {
      const provinces = idList(Array.isArray(body.provinces) ? body.provinces.join(',') : trimmed(body.provinces));
      const bad = provinces.find((p) => !PROVINCE_CODES.has(p));
      if (bad) throw new BizError(`负责省份「${bad}」不是有效的省份`);
    }
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
};

export async function cpcNationalManagerRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, nationalManagerSpec);
}
