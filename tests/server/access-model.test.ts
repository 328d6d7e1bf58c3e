/**
 * One access model: every API route declares its access in its config and the auth plugin applies it (readers by
 * screen key and code prefix from the one READERS table; contacts beside readers, contacts only, 院校负责人 only).
 */
import Fastify, { type FastifySchema } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context';
import { sysPermission, sysRole, sysRolePermission, sysUser, sysUserRole } from '../../server/db/schema';
import { MENU, menuPages } from '../../server/db/seed-menu';
import { ID_QUERY, NO_PARAMETERS } from '../../server/http/route-schemas';
import { installAuth } from '../../server/plugins/auth';
import { READERS } from '../../server/services/readers';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const NO_INSTITUTION = '当前账号未关联院校';
/**
 * Sign-in (also by CAS) and sign-out, sign-up and password recovery, the captcha and SMS codes, the public test schedule, an
 * announcement's public page, and the sockets (which check the token they are opened with themselves).
 */
const OPEN_ROUTES = [
  'GET /jeecg-boot/cpctest/public/testSchedule',
  'GET /jeecg-boot/dev-oidc/.well-known/openid-configuration',
  'GET /jeecg-boot/dev-oidc/authorize',
  'GET /jeecg-boot/dev-oidc/jwks',
  'GET /jeecg-boot/dev-oidc/userinfo',
  'GET /jeecg-boot/sys/annountCement/show/:id',
  'GET /jeecg-boot/sys/cas/client/validateLogin',
  'GET /jeecg-boot/sys/logout',
  'GET /jeecg-boot/sys/randomImage/:key',
  'GET /jeecg-boot/sys/thirdApp/getEnabledType',
  'GET /jeecg-boot/sys/thirdLogin/:source/callback',
  'GET /jeecg-boot/sys/thirdLogin/getLoginUser/:token/:thirdType',
  'GET /jeecg-boot/sys/thirdLogin/getLoginUser/:token/:thirdType/:tenantId',
  'GET /jeecg-boot/sys/thirdLogin/render/:source',
  'GET /jeecg-boot/sys/user/passwordChange',
  'GET /jeecg-boot/vxeSocket/:userId/:pageId',
  'GET /jeecg-boot/websocket/:userId',
  'POST /jeecg-boot/dev-oidc/authorize',
  'POST /jeecg-boot/dev-oidc/token',
  'POST /jeecg-boot/sys/login',
  'POST /jeecg-boot/sys/loginGetUserDeparts',
  'POST /jeecg-boot/sys/logout',
  'POST /jeecg-boot/sys/phoneLogin',
  'POST /jeecg-boot/sys/sms',
  'POST /jeecg-boot/sys/smsCheckCaptcha',
  'POST /jeecg-boot/sys/thirdLogin/bindingThirdPhone',
  'POST /jeecg-boot/sys/user/phoneVerification',
  'POST /jeecg-boot/sys/user/register',
];
const path = (url: string) =>
  url
    .replace('/jeecg-boot', '')
    .replace(/:(\w+)/g, 'x')
    .replace('*', 'x');

describe('every route declares its access', () => {
  it('a route that declares none does not start', async () => {
    const app = Fastify();
    installAuth(app, {} as AppContext);
    const declare = (config: object) => () =>
      app.get('/jeecg-boot/sys/forgotten', { config, schema: NO_PARAMETERS }, async () => 'x');
    const refusal =
      'API route /jeecg-boot/sys/forgotten must declare one access: public, signedIn, permission, readers or contacts';
    expect(declare({})).toThrow(refusal);
    expect(declare({ queryToken: true })).toThrow(refusal);
    expect(declare({ signedIn: true, permission: 'x' })).toThrow(refusal);
    expect(declare({ signedIn: true })).not.toThrow();
    await app.close();
  });

  it('a route that states nothing of its parameters does not start', async () => {
    const app = Fastify();
    installAuth(app, {} as AppContext);
    const route = (schema?: FastifySchema) => () =>
      app.get('/jeecg-boot/sys/unchecked', { config: { signedIn: true }, schema }, async () => 'x');
    const refusal = 'API route /jeecg-boot/sys/unchecked must declare a schema of its parameters or an exemption';
    expect(route()).toThrow(refusal);
    expect(route({})).toThrow(refusal);
    expect(route(ID_QUERY)).not.toThrow();
    await app.close();
  });

  it('the route table holds exactly one access for each route', () => {
    const kinds = server.app.routeTable.map((r) => {
      const declared = [
        r.public && 'public',
        r.signedIn && 'signedIn',
        r.permission && 'permission',
        r.readers && 'readers',
        r.contacts && !r.readers && 'contacts',
      ].filter(Boolean);
      return { url: `${r.method} ${r.url}`, declared: declared.length };
    });
    expect(kinds.filter((k) => k.declared !== 1)).toEqual([]);
    expect(kinds.length).toBeGreaterThan(400);
  });

  it('only these routes are open without a token (each one added on purpose)', () => {
    const open = server.app.routeTable.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect([...new Set(open)].sort()).toEqual(OPEN_ROUTES);
  });

  it('every reader names a screen of the menu or a prefix of its buttons', () => {
    const pages = menuPages(MENU);
    const screens = new Set(pages.map((p) => p.component));
    const codes = pages.flatMap((p) => (p.buttons ?? []).map((b) => b.perms));
    const unknown = Object.entries(READERS).flatMap(([subject, readers]) =>
      readers
        .filter((r) => (r.endsWith(':') ? !codes.some((c) => c.startsWith(r)) : !screens.has(r)))
        .map((r) => `${subject}: ${r}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('readers follow the screen, not its address', () => {
  it('a role holding 职务管理 alone still reads positions after 菜单管理 moves the menu', async () => {
    const db = server.opened.db;
    const [user] = await db.select().from(sysUser).where(eq(sysUser.username, 'songjia'));
    const [menu] = await db.select().from(sysPermission).where(eq(sysPermission.component, 'system/SysPositionList'));
    await db.insert(sysRole).values({ id: 'access-role', roleName: '只看职务', roleCode: 'access_positions' });
    await db.insert(sysRolePermission).values({ id: 'access-rp', roleId: 'access-role', permissionId: menu!.id });
    await db.insert(sysUserRole).values({ id: 'access-ur', userId: user!.id, roleId: 'access-role' });
    const songjia = client(server.app, await tokenFor(server.app, 'songjia'));
    expect((await songjia.get('/sys/position/list')).body.success).toBe(true);
    await db.update(sysPermission).set({ url: '/isystem/jobs' }).where(eq(sysPermission.id, menu!.id));
    try {
      expect((await songjia.get('/sys/position/list')).body.success).toBe(true);
      expect((await songjia.get('/sys/role/list')).body.code).toBe(510);
    } finally {
      await db.update(sysPermission).set({ url: menu!.url }).where(eq(sysPermission.id, menu!.id));
      await db.delete(sysUserRole).where(eq(sysUserRole.id, 'access-ur'));
    }
  });
});

describe('grants kept between requests (the grants version, migration 0046)', () => {
  it('follow a role granted, a menu taken back and a button switched on by hand, at the next request', async () => {
    const db = server.opened.db;
    const [user] = await db.select().from(sysUser).where(eq(sysUser.username, 'songjia'));
    const [menu] = await db.select().from(sysPermission).where(eq(sysPermission.component, 'system/SysPositionList'));
    const [exportButton] = await db
      .select()
      .from(sysPermission)
      .where(eq(sysPermission.perms, 'system:position:export'));
    const songjia = client(server.app, await tokenFor(server.app, 'songjia'));
    const positions = async () => {
      const { body } = await songjia.get('/sys/position/list');
      return body.success ? 'read' : body.code;
    };
    // a file when allowed, else the JSON refusal's code
    const exported = async () => {
      const res = await songjia.raw('/sys/position/exportXls');
      return String(res.headers['content-type']).includes('json') ? (res.json() as { code: number }).code : 'file';
    };
    await db.insert(sysRole).values({ id: 'kept-role', roleName: '职务（缓存）', roleCode: 'kept_positions' });
    try {
      expect(await positions()).toBe(510);
      // the export button's rule is switched off in the demo data: everyone may export
      expect(await exported()).toBe('file');
      await db.insert(sysRolePermission).values({ id: 'kept-rp', roleId: 'kept-role', permissionId: menu!.id });
      await db.insert(sysUserRole).values({ id: 'kept-ur', userId: user!.id, roleId: 'kept-role' });
      expect(await positions()).toBe('read');
      await db.update(sysPermission).set({ status: '1' }).where(eq(sysPermission.id, exportButton!.id));
      expect(await exported()).toBe(510);
      await db.delete(sysRolePermission).where(eq(sysRolePermission.id, 'kept-rp'));
      expect(await positions()).toBe(510);
    } finally {
      await db
        .update(sysPermission)
        .set({ status: exportButton!.status })
        .where(eq(sysPermission.id, exportButton!.id));
      await db.delete(sysUserRole).where(eq(sysUserRole.id, 'kept-ur'));
      await db.delete(sysRolePermission).where(eq(sysRolePermission.id, 'kept-rp'));
      await db.delete(sysRole).where(eq(sysRole.id, 'kept-role'));
    }
  });
});

describe('contacts', () => {
  it('pass the routes open to readers and contacts; an account with neither is refused', async () => {
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    const nobody = client(server.app, await tokenFor(server.app, 'songjia'));
    const routes = server.app.routeTable.filter((r) => r.method === 'GET' && r.readers && r.contacts === true);
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/jeecg-boot/testGrade/cpcTestGrade/list',
        '/jeecg-boot/testGrade/cpcTestGrade/statistics/summary',
        '/jeecg-boot/organizationManager/cpcOrganizationManagement/queryById',
      ]),
    );
    for (const route of routes) {
      const url = path(route.url);
      expect({ url, code: (await nobody.get(url)).body.code }).toEqual({ url, code: 510 });
      expect({ url, refused: (await customer.get(url)).body.code === 510 }).toEqual({ url, refused: false });
    }
  });

  it('only contacts pass the portal’s routes: anyone else is told 当前账号未关联院校', async () => {
    const admin = client(server.app, await tokenFor(server.app, 'admin'));
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    const routes = server.app.routeTable.filter((r) => r.method === 'GET' && r.contacts === 'only');
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const url = path(route.url);
      expect({ url, body: (await admin.get(url)).body }).toMatchObject({
        url,
        body: { success: false, code: 510, message: NO_INSTITUTION },
      });
      expect({ url, refused: (await customer.get(url)).body.code === 510 }).toEqual({ url, refused: false });
    }
  });
});
