/** Deterministic demo data, written once when sys_user is empty. */
import { count, sql } from 'drizzle-orm';
import { demoSalt, hashPassword } from '../lib/password';
import type { Db } from './db-type';
import { newId, SEED_TIME, seedId } from './ids';
import { formatDateTime } from '../time';
import { buildCategories, CHECK_RULES, POSITIONS, USER_POSTS } from './seed-catalog';
import { buildAnnouncements, buildMessages, MESSAGE_TEMPLATES } from './seed-announcements';
import { buildCatalog } from './catalog-sync';
import { buildDataRules } from './seed-data-rules';
import { buildDeparts, ROLES, TENANTS, USERS, userEmail } from './seed-org';
import { seedBusiness } from './seed-business';
import { seedPapers } from './seed-papers';
import { seedTests } from './seed-tests';
import { seedGrades } from './seed-grades';
import { seedActivities } from './seed-activities';
import { seedTrainings } from './seed-trainings';
import { seedDocuments } from './seed-documents';
import { seedNetdisk } from './seed-netdisk';
import { seedReports } from './seed-reports';
import { seedOnlineReports } from './seed-online-reports';
import { seedOnlineForms } from './seed-online-forms';
import { seedLogs } from './seed-logs';
import { seedSystemConfig } from './seed-system-config';
import {
  sysAnnouncement,
  sysAnnouncementSend,
  sysSms,
  sysSmsTemplate,
  sysCategory,
  sysCheckRule,
  sysDepart,
  sysDict,
  sysDictItem,
  sysLog,
  sysPermission,
  sysPosition,
  sysRole,
  sysRolePermission,
  sysPermissionDataRule,
  sysTenant,
  sysUser,
  sysUserDepart,
  sysUserRole,
} from './schema';

export const DEMO_PASSWORD = '123456';

/** Serialises seeding when several server instances start on one empty PostgreSQL. */
const SEED_LOCK_ID = 7_243_002;

async function userCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysUser);
  return row?.n ?? 0;
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  const seeded = await seed(db);
  // PGlite never analyses on its own: without statistics it plans the joins over the largest demo tables as if they
  // were tiny (a grade statistics query took seconds instead of a fifth of one).
  if (seeded) await db.execute(sql`analyze cpc_test_grade, cpc_test_grade_detail, cpc_student`);
  return seeded;
}

/**
 * A week of staff sign-ins before the first start (the dashboard's visit figures have something to show): a fixed
 * pattern of 3–7 a day over four addresses, between 08:00 and 17:00 GMT+8.
 */
function signInHistory(nowMs: number) {
  const staff = USERS.filter((u) => u.role === 'staff' || u.role === 'admin');
  const rows = [];
  for (let daysAgo = 7; daysAgo >= 1; daysAgo--) {
    const day = formatDateTime(new Date(nowMs - daysAgo * 86_400_000)).slice(0, 10);
    for (let i = 0; i < 3 + ((daysAgo * 3) % 5); i++) {
      const user = staff[(daysAgo * 5 + i * 7) % staff.length]!;
      const hour = String(8 + ((i * 4 + daysAgo) % 10)).padStart(2, '0');
      const minute = String((i * 17 + daysAgo * 11) % 60).padStart(2, '0');
      rows.push({
        id: newId(),
        logType: 1,
        logContent: `用户名: ${user.username},登录成功！`,
        userid: user.username,
        username: user.realname,
        ip: `192.168.1.${10 + ((daysAgo + i) % 4)}`,
        createBy: user.username,
        createTime: `${day} ${hour}:${minute}:00`,
      });
    }
  }
  return rows;
}

async function seed(db: Db): Promise<boolean> {
  const departs = buildDeparts();
  const departByCode = new Map(departs.map((d) => [d.orgCode, d]));
  const roleByCode = new Map(ROLES.map((r) => [r.roleCode, r]));
  const audit = { createBy: 'admin', createTime: SEED_TIME };

  const users = await Promise.all(
    USERS.map(async (def, index) => {
      const id = seedId(1, index + 1);
      const salt = demoSalt(id);
      return {
        id,
        username: def.username,
        realname: def.realname,
        password: await hashPassword(DEMO_PASSWORD, salt),
        salt,
        avatar: null,
        birthday: def.birthday,
        sex: def.sex,
        email: userEmail(def),
        phone: def.phone,
        orgCode: def.orgCode !== undefined ? def.orgCode : (def.departs[0] ?? null),
        status: def.status ?? 1,
        delFlag: def.delFlag ?? 0,
        workNo: def.workNo,
        post: USER_POSTS[def.username] ?? null,
        relTenantIds: def.relTenantIds,
        homePath: def.homePath ?? null,
        userIdentity: def.role === 'admin' || def.heads ? 2 : 1,
        departIds: def.heads?.map((code) => departByCode.get(code)!.id).join(',') ?? null,
        ...audit,
      };
    }),
  );

  const userRoles = USERS.map((def, index) => ({
    id: seedId(3, index + 1),
    userId: seedId(1, index + 1),
    roleId: roleByCode.get(def.role)!.id,
  }));

  const userDeparts: { id: string; userId: string; depId: string }[] = [];
  USERS.forEach((def, index) => {
    for (const code of def.departs) {
      const depart = departByCode.get(code);
      if (!depart) throw new Error(`seed: unknown department ${code}`);
      userDeparts.push({ id: seedId(5, userDeparts.length + 1), userId: seedId(1, index + 1), depId: depart.id });
    }
  });

  const { permissions, rolePermissions, dicts, dictItems } = buildCatalog();
  const dataRules = buildDataRules(permissions);
  const menuRows = permissions.map((p) => (dataRules.flagged.has(p.id) ? { ...p, ruleFlag: 1 } : p));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await userCount(tx)) > 0) return false;
    await tx.insert(sysTenant).values(TENANTS);
    await tx.insert(sysDepart).values(departs);
    await tx.insert(sysRole).values(ROLES.map((r) => ({ ...r, ...audit })));
    await tx.insert(sysUser).values(users);
    await tx.insert(sysUserRole).values(userRoles);
    await tx.insert(sysUserDepart).values(userDeparts);
    await tx.insert(sysPermission).values(menuRows);
    await tx.insert(sysPermissionDataRule).values(dataRules.rows);
    await tx.insert(sysRolePermission).values(rolePermissions);
    await tx.insert(sysDict).values(dicts);
    await tx.insert(sysDictItem).values(dictItems);
    await tx.insert(sysPosition).values(POSITIONS);
    await tx.insert(sysCheckRule).values(CHECK_RULES);
    await tx.insert(sysCategory).values(buildCategories());
    await tx.insert(sysLog).values(signInHistory(Date.now()));
    const { announcements, sends } = buildAnnouncements(Date.now());
    await tx.insert(sysAnnouncement).values(announcements);
    await tx.insert(sysAnnouncementSend).values(sends);
    await tx.insert(sysSmsTemplate).values(MESSAGE_TEMPLATES);
    await tx.insert(sysSms).values(buildMessages(Date.now()));
    await seedBusiness(tx);
    await seedPapers(tx);
    await seedTests(tx);
    await seedGrades(tx);
    await seedActivities(tx);
    await seedTrainings(tx);
    await seedDocuments(tx);
    await seedNetdisk(tx);
    await seedReports(tx);
    await seedOnlineReports(tx);
    await seedOnlineForms(tx);
    await seedLogs(tx, Date.now());
    await seedSystemConfig(tx);
    return true;
  });
}
