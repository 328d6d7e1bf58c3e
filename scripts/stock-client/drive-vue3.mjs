// Drives the stock JeecgBoot Vue 3 client (jeecgboot-vue3, served by serve.mjs) in headless Chromium against the
// reference server: signs in through its real login form (the password goes AES-encrypted, as the client sends
// it), opens every screen of the menu the client loaded, as admin, jeecg and customer, and prints each failing
// call, error toast and page error (docs/stock-jeecgboot-client.md).
//
//   BASE_URL (http://localhost:3300)  STOCK_SRC (the client's src folder)  JSON_OUT (drive-result.json)
//   STOCK_DATABASE_URL: the server's PostgreSQL database, to read the image and SMS codes for the phone sign-in
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openWalk, printWalk } from './walk-support.mjs';

const BASE = process.env.BASE_URL ?? 'http://localhost:3300';
const API = '/jeecg-boot';
const STOCK_SRC = process.env.STOCK_SRC ?? join(process.cwd(), 'src');
const JSON_OUT = process.env.JSON_OUT ?? join(process.cwd(), 'drive-result.json');

const walk = await openWalk({ base: BASE, api: API, vue: 3 });
const { page, sections, websocket, section, note, flush, settle } = walk;
const app = `document.querySelector('#app').__vue_app__.config.globalProperties`;

// The menu the client itself loaded.
let menu = [];
page.on('response', async (res) => {
  if (!res.url().includes('/sys/permission/getUserPermissionByToken')) return;
  const body = await res.json().catch(() => null);
  if (body?.result?.menu) menu = body.result.menu;
});

/** The view file the client resolves a component to (the stock client's routeHelper.ts), if it has one. */
function viewExists(component) {
  let name = component.replace(/^\//, '');
  if (name.includes('dashboard/') && !name.includes('/index')) name += '/index';
  return ['.vue', '.tsx'].some((ext) => existsSync(join(STOCK_SRC, 'views', name + ext)));
}

async function rendered() {
  return page.evaluate(`(() => {
    const vis = (e) => !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
    const q = (s) => [...document.querySelectorAll(s)].filter(vis);
    const text = (s) => (q(s)[0]?.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 80);
    return {
      route: ${app}.$router.currentRoute.value.fullPath,
      tables: q('.ant-table').length,
      rows: q('.ant-table-tbody > tr.ant-table-row').length,
      treeNodes: q('.ant-tree-treenode').length,
      cards: q('.ant-card').length,
      exception: text('.ant-result-title') || (document.body.innerText.includes('查看组件引用是否正确') ? '查看组件引用是否正确' : ''),
    };
  })()`);
}

async function navigate(path) {
  const nav = await page
    .evaluate(
      `${app}.$router.push(${JSON.stringify(path)}).then((failure) => failure ? String(failure) : 'ok', (e) => 'rejected: ' + (e && (e.message || e)))`,
    )
    .catch((e) => `rejected: ${e.message.split('\n')[0]}`);
  await settle();
  // A screen's first-visit tour (intro.js, Online表单开发) covers the page until it is closed, as a person closes it.
  const skip = page.locator('.introjs-skipbutton:visible');
  if (await skip.count()) {
    note('closed the screen’s guided tour');
    await skip.first().click();
    await settle(300);
  }
  return nav;
}

async function signIn(username) {
  section(`登录 sign-in as ${username}`, { path: '/login' });
  await page.goto(`${BASE}/login`);
  await page.getByPlaceholder('账号').waitFor({ timeout: 30000 });
  await settle(500);
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill('123456');
  // The server asks for the captcha only after failed sign-ins: any 4 characters pass.
  await page.getByPlaceholder('验证码').fill('abcd');
  await page.waitForTimeout(900); // the client looks up the account's departments first (loginGetUserDeparts)
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/sys/login'), { timeout: 15000 }),
    page
      .locator('button', { hasText: /^\s*登\s*录\s*$/ })
      .first()
      .click(),
  ]);
  const body = await res.json().catch(() => null);
  note(`POST /sys/login → ${res.status()} success=${body?.success} "${body?.message}"`);
  await flush();
  section(`首页 after sign-in (${username})`, { path: '/dashboard/analysis' });
  await page
    .waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 })
    .catch(() => note(`did not leave the login page: at ${page.url()}`));
  await settle(1500, 20000);
  // A department to choose (LoginSelect): the first one.
  const chooser = page.locator('.ant-modal-wrap:visible', { hasText: /部门|租户/ });
  if (await chooser.count()) {
    note('department/tenant chooser shown');
    for (const select of await chooser.locator('.ant-select').all()) {
      await select.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    }
    await chooser.locator('.ant-btn-primary').last().click();
    await settle();
  }
  walk.cur.rendered = await rendered().catch((e) => ({ error: e.message.split('\n')[0] }));
  await flush();
}

async function walkScreens(username) {
  const leaves = [];
  (function collect(items, trail) {
    for (const m of items ?? []) {
      const title = m.meta?.title ?? m.name;
      if (m.children?.length) collect(m.children, [...trail, title]);
      else leaves.push({ ...m, trail: [...trail, title].join(' / ') });
    }
  })(menu, username === 'admin' ? [] : [`(${username})`]);
  for (const m of leaves) {
    const component = m.component ?? '';
    if (/^\/?https?:|\{\{/.test(component)) {
      section(m.trail, { path: m.path, component, skipped: 'external link' });
      continue;
    }
    if (m.path.includes('/:')) {
      section(m.trail, { path: m.path, component, skipped: 'route template' });
      continue;
    }
    section(m.trail, { path: m.path, component, componentExists: viewExists(component), hidden: !!m.hidden });
    await walk.visit(m.path, navigate, rendered);
  }
}

// Add / edit / delete through the stock forms (admin). 职务管理's is JeecgBoot 3.9's (职务级别名称 and a numeric
// 职务级别, no code), which the server takes beside the 3.4 one (docs/stock-jeecgboot-client.md).
const UNIQ = String(Date.now()).slice(-6);
const CRUD = [
  {
    name: '用户管理',
    path: '/system/user',
    api: '/sys/user',
    add: [
      ['用户账号', `stock_user_${UNIQ}`],
      ['登录密码', 'Stock@2026x'],
      ['确认密码', 'Stock@2026x'],
      ['用户姓名', `库存用户${UNIQ}`],
      ['手机号码', `13900${UNIQ}`],
    ],
    edit: [['用户姓名', `库存用户改${UNIQ}`]],
  },
  {
    name: '租户管理',
    path: '/system/tenant',
    api: '/sys/tenant',
    // 3.9's form asks for the 租户编号 only when editing: the server numbers a new tenant.
    add: [['租户名称', `库存租户${UNIQ}`]],
    edit: [['租户名称', `库存租户改${UNIQ}`]],
  },
  {
    name: '角色管理',
    path: '/system/role',
    api: '/sys/role',
    add: [
      ['角色名称', `库存角色${UNIQ}`],
      ['角色编码', `stock_role_${UNIQ}`],
      ['备注', 'stock client test'],
    ],
    edit: [['角色名称', `库存角色改${UNIQ}`]],
  },
  {
    name: '数据字典',
    path: '/system/dict',
    api: '/sys/dict',
    add: [
      ['字典名称', `库存字典${UNIQ}`],
      ['字典编码', `stock_dict_${UNIQ}`],
    ],
    edit: [['字典名称', `库存字典改${UNIQ}`]],
  },
  {
    name: '职务管理',
    path: '/system/position',
    api: '/sys/position',
    add: [
      ['职务级别名称', `库存职务${UNIQ}`],
      ['职务级别', '3'],
    ],
    edit: [['职务级别名称', `库存职务改${UNIQ}`]],
  },
];
const dialog = () => page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last();
async function fill(label, value) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const item = dialog()
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^\\s*${escaped}\\s*$`) }) })
    .first();
  const input = item.locator('input:not([type=radio]):not([type=checkbox]):not([type=hidden]), textarea').first();
  await input.fill(value, { timeout: 5000 });
  await input.blur();
}
/** Clicks the dialog's OK and waits for the call it makes; what the server answered. */
async function submit(urlPart) {
  const ok = dialog()
    .locator('.ant-modal-footer .ant-btn-primary, [class*=basic-drawer-footer] .ant-btn-primary')
    .last();
  const [res] = await Promise.all([
    page
      .waitForResponse((r) => r.url().includes(urlPart) && r.request().method() !== 'GET', { timeout: 12000 })
      .catch(() => null),
    ok.click({ timeout: 5000 }),
  ]);
  await settle(600);
  if (!res) return 'no request sent (form validation or UI blocked it)';
  const body = await res.json().catch(() => null);
  return `${res.request().method()} ${new URL(res.url()).pathname.replace(API, '')} → ${res.status()} success=${body?.success} "${body?.message}"`;
}
const row = (text) => page.locator('.ant-table-tbody > tr.ant-table-row:visible', { hasText: text }).first();
async function rowAction(text, action) {
  const direct = row(text).locator('a:visible, button:visible', { hasText: new RegExp(`^\\s*${action}\\s*$`) });
  if (await direct.count()) return direct.first().click();
  await row(text).locator('a:visible, button:visible', { hasText: '更多' }).first().click();
  await page
    .locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: new RegExp(`^\\s*${action}\\s*$`) })
    .first()
    .click({ timeout: 4000 });
}
async function crud(c) {
  section(`${c.name}: add / edit / delete`, { path: c.path });
  const step = async (label, fn) => {
    try {
      note(`${label}: ${await fn()}`);
    } catch (e) {
      note(`${label}: FAILED in the UI — ${e.message.split('\n')[0]}`);
    }
  };
  await navigate(c.path);
  await step('add', async () => {
    await page
      .locator('button:visible', { hasText: /^\s*新\s*增\s*$/ })
      .first()
      .click({ timeout: 5000 });
    await dialog().waitFor({ state: 'visible', timeout: 5000 });
    await settle(500);
    for (const [label, value] of c.add) await fill(label, value);
    await page.waitForTimeout(700); // debounced duplicate checks
    return submit(`${c.api}/add`);
  });
  const added = c.add[0][1];
  await step('new row shown', async () => ((await row(added).count()) ? 'yes' : `no row with "${added}"`));
  if (await row(added).count()) {
    await step('edit', async () => {
      await rowAction(added, '编辑');
      await dialog().waitFor({ state: 'visible', timeout: 5000 });
      await settle(500);
      for (const [label, value] of c.edit) await fill(label, value);
      return submit(`${c.api}/edit`);
    });
    const edited = c.edit[0][1];
    await step('edited row shown', async () => ((await row(edited).count()) ? 'yes' : `no row with "${edited}"`));
    await step('delete', async () => {
      await rowAction(edited, '删除');
      const confirm = page.locator('.ant-popover:visible .ant-btn-primary').last();
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(`${c.api}/delete`), { timeout: 12000 }).catch(() => null),
        confirm.click({ timeout: 5000 }),
      ]);
      await settle(600);
      const body = res ? await res.json().catch(() => null) : null;
      const still = await row(edited).count();
      return res
        ? `DELETE → ${res.status()} success=${body?.success} "${body?.message}"; row ${still ? 'still shown' : 'gone'}`
        : 'no request sent (form validation or UI blocked it)';
    });
  }
  await flush();
}

async function signOut(username) {
  section(`退出 sign-out (${username})`);
  // The client's own 退出系统 (its user store's logout: /sys/logout, then its state cleared, then the login page).
  await page
    .evaluate(`${app}.$pinia._s.get('app-user').logout(true)`)
    .catch((e) => note(`FAILED in the UI — ${e.message.split('\n')[0]}`));
  await page.waitForURL((u) => u.pathname.startsWith('/login'), { timeout: 10000 }).catch(() => {});
  await settle(500);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.context().clearCookies();
  await flush();
}

/**
 * 手机登录 as a person does it: the number, 获取验证码, the image the server asks for (its code read from the
 * database, as a person reads it off the image), the SMS code (the reference server's stand-in for the gateway).
 */
async function phoneSignIn(realname, mobile) {
  const name = `手机登录 phone sign-in (${realname})`;
  if (!process.env.STOCK_DATABASE_URL) {
    section(name, { path: '/login', skipped: 'no PostgreSQL to read the codes from' });
    return flush();
  }
  await page.goto('about:blank');
  section(name, { path: '/login' });
  const db = new pg.Client({ connectionString: process.env.STOCK_DATABASE_URL });
  await db.connect();
  const code = async (sql, key) => (await db.query(sql, [key])).rows[0]?.code ?? '';
  let imageKey = '';
  const onRequest = (r) => {
    const m = /\/sys\/randomImage\/([^/?]+)/.exec(r.url());
    if (m) imageKey = decodeURIComponent(m[1]);
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${BASE}/login`);
    await page.getByText('手机登录', { exact: true }).click({ timeout: 30000 });
    await page.getByPlaceholder('手机号码').fill(mobile);
    await page.getByText('获取验证码', { exact: true }).click();
    const image = page.getByPlaceholder('请输入图片验证码');
    await image.waitFor({ timeout: 10000 });
    await settle(800);
    note(`the image asked for (${walk.cur.failures.map((f) => `${f.path} → ${f.code} "${f.message}"`).join('; ')})`);
    // The client's way of asking for the image: expected, not a failure.
    walk.cur.failures = walk.cur.failures.filter((f) => !(f.path.startsWith('/sys/sms') && f.code === 40002));
    await image.fill(await code('select code from sys_captcha where check_key = $1', imageKey));
    const [sent] = await Promise.all([
      page.waitForResponse((r) => /\/sys\/sms$/.test(new URL(r.url()).pathname), { timeout: 12000 }),
      page.locator('.ant-modal-footer .ant-btn-primary').last().click(),
    ]);
    note(`POST /sys/sms after the image → success=${(await sent.json()).success}`);
    await page
      .getByPlaceholder('短信验证码')
      .fill(await code('select code from sys_sms_code where mobile = $1', mobile));
    await page.waitForTimeout(1200); // the client looks up the account's departments with the code first (0.5 s on)
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/sys/phoneLogin'), { timeout: 15000 }),
      page.locator('button.aui-link-login').click(),
    ]);
    const body = await res.json().catch(() => null);
    note(`POST /sys/phoneLogin → ${res.status()} success=${body?.success} "${body?.message}"`);
    await page
      .waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 })
      .then(() => note(`signed in: at ${new URL(page.url()).pathname}`))
      .catch(() => note(`did not leave the login page: at ${page.url()}`));
    await settle(1500, 20000);
  } catch (e) {
    note(`FAILED in the UI — ${e.message.split('\n')[0]}`);
  } finally {
    page.off('request', onRequest);
    await db.end();
  }
  await flush();
}

for (const username of ['admin', 'jeecg']) {
  await signIn(username);
  await walkScreens(username);
  if (username === 'admin') for (const c of CRUD) await crud(c);
  await signOut(username);
}
await signIn('customer');
await signOut('customer');
await phoneSignIn('黄丽', '13612345608');
await walk.browser.close();

printWalk({ base: BASE, sections, websocket, mismatches: [], jsonOut: JSON_OUT });
