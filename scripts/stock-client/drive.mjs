// Drives the stock JeecgBoot Vue 2 client (served by serve.mjs) in headless Chromium against the reference server:
// signs in through the real login form, opens every menu screen, tries add/edit/delete on the CRUD screens, and
// prints a report of failing API calls, error toasts, page errors and what each screen rendered.
//
//   node scripts/stock-client/drive.mjs   (BASE_URL http://localhost:3300, STOCK_SRC = the stock client's src folder)
//   JSON_OUT=result.json node scripts/stock-client/drive.mjs
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { openWalk, printWalk } from './walk-support.mjs';

const BASE = process.env.BASE_URL ?? 'http://localhost:3300';
const API = '/jeecg-boot';
const STOCK_SRC = process.env.STOCK_SRC ?? join(process.cwd(), 'client/src');
const JSON_OUT = process.env.JSON_OUT ?? join(process.cwd(), 'drive-result.json');
const UNIQ = String(Date.now()).slice(-6);

const walk = await openWalk({ base: BASE, api: API, vue: 2 });
const { page, sections, websocket, section, note, flush, settle, shortPath } = walk;

// ---------------------------------------------------------------------------------------------------------------
// Helpers over the stock UI
const app = 'document.getElementById("app").__vue__';

async function navigate(path) {
  await page.evaluate(`window.__nav = 'pending'; ${app}.$router.push(${JSON.stringify(path)})
    .then(() => window.__nav = 'ok', (e) => window.__nav = 'rejected: ' + (e && (e.message || e.name || e)))`);
  const t0 = Date.now();
  let nav = 'pending';
  while (Date.now() - t0 < 10000) {
    nav = await page.evaluate('window.__nav');
    if (nav !== 'pending') break;
    await page.waitForTimeout(100);
  }
  await settle();
  return nav;
}

async function rendered() {
  return page.evaluate(`(() => {
    const vis = (e) => !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
    const q = (s) => [...document.querySelectorAll(s)].filter(vis);
    const rows = new Set(q('.ant-table-body .ant-table-tbody > tr.ant-table-row, .ant-table-tbody > tr.ant-table-row')
      .filter((tr) => !tr.closest('.ant-table-fixed-left, .ant-table-fixed-right')).map((tr) => tr.getAttribute('data-row-key') + '|' + tr.rowIndex));
    return {
      route: ${app}.$route.fullPath,
      tables: q('.ant-table').filter((t) => !t.closest('.ant-table-fixed-left, .ant-table-fixed-right')).length,
      rows: rows.size,
      vxeRows: q('.vxe-body--row').length,
      empty: q('.ant-table-placeholder .ant-empty').length,
      treeNodes: q('.ant-tree-treenode, .ant-tree li[role=treeitem]').length,
      cards: q('.ant-card').length,
      exception: (q('.exception, .ant-result') [0]?.textContent || '').trim().slice(0, 80),
      content: (q('.ant-layout-content, .main')[0]?.innerText || '').replace(/\\s+/g, ' ').trim().slice(0, 100),
    };
  })()`);
}

const form = () => page.locator('.ant-modal-wrap:visible .ant-modal, .ant-drawer-open .ant-drawer-content').last();
const formItem = (label) =>
  form()
    .locator('.ant-form-item')
    .filter({ has: page.locator('.ant-form-item-label label', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) })
    .first();

async function fill(label, value) {
  const item = formItem(label);
  const input = item.locator('input:not([type=radio]):not([type=checkbox]):not([type=hidden]), textarea').first();
  await input.fill(String(value), { timeout: 5000 });
  await input.blur();
}
async function choose(label, optionText) {
  const item = formItem(label);
  const radio = item.locator('.ant-radio-button-wrapper, .ant-radio-wrapper', { hasText: optionText ?? /./ });
  if (await radio.count()) return radio.first().click();
  await item.locator('.ant-select').first().click({ timeout: 5000 });
  const dd = page.locator('.ant-select-dropdown:visible .ant-select-dropdown-menu-item');
  await (optionText ? dd.filter({ hasText: optionText }) : dd.filter({ hasNotText: '请选择' }))
    .first()
    .click({ timeout: 5000 });
}
async function submitForm(urlPart) {
  const btn = form()
    .locator(
      '.ant-modal-footer .ant-btn-primary, .drawer-bootom-button .ant-btn-primary, .ant-drawer-footer .ant-btn-primary',
    )
    .last();
  const [res] = await Promise.all([
    page
      .waitForResponse((r) => r.url().includes(urlPart) && ['POST', 'PUT'].includes(r.request().method()), {
        timeout: 12000,
      })
      .catch(() => null),
    btn.click({ timeout: 5000 }),
  ]);
  const body = res ? await res.json().catch(() => null) : null;
  await settle(600);
  return { res, body };
}
async function closeForm() {
  for (let i = 0; i < 2 && (await form().count()); i++) {
    await page.keyboard.press('Escape').catch(() => {});
    await page.waitForTimeout(400);
  }
  const close = form().locator('.ant-modal-close, .ant-drawer-close');
  if (await close.count())
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  await page.waitForTimeout(400);
}
async function search(placeholder, value) {
  if (!placeholder) return;
  await page.locator(`input[placeholder="${placeholder}"]:visible`).first().fill(value);
  await page
    .locator('.table-page-search-wrapper button:visible, .table-page-search-submitButtons button:visible', {
      hasText: /查\s*询/,
    })
    .first()
    .click();
  await settle(600);
}
/** The row key of the visible table row containing text (or null). */
async function rowKey(text) {
  const row = page.locator('.ant-table-tbody > tr.ant-table-row:visible', { hasText: text }).first();
  if (!(await row.count())) return null;
  return row.getAttribute('data-row-key');
}
/** Clicks a row action: directly in the row, or inside its 更多 dropdown. */
async function rowAction(key, action) {
  const rows = page.locator(`tr.ant-table-row[data-row-key="${key}"]`);
  const direct = rows.locator('a:visible', { hasText: new RegExp(`^\\s*${action}\\s*$`) });
  if (await direct.count()) return direct.first().click();
  await rows.locator('a:visible', { hasText: '更多' }).first().hover();
  const item = page
    .locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: new RegExp(`^\\s*${action}\\s*$`) })
    .first();
  await item.waitFor({ state: 'visible', timeout: 4000 });
  await item.click();
}
async function confirmPop(urlPart) {
  const ok = page.locator('.ant-popover:visible .ant-popover-buttons .ant-btn-primary').last();
  const [res] = await Promise.all([
    page
      .waitForResponse((r) => r.url().includes(urlPart) && r.request().method() === 'DELETE', { timeout: 12000 })
      .catch(() => null),
    ok.click({ timeout: 5000 }),
  ]);
  await settle(600);
  return { res, body: res ? await res.json().catch(() => null) : null };
}
const outcome = ({ res, body }) =>
  !res
    ? 'no request sent (form validation or UI blocked it)'
    : `${res.request().method()} ${shortPath(res.url())} → ${res.status()} ${body ? `success=${body.success} "${body.message}"` : ''}`;

// ---------------------------------------------------------------------------------------------------------------
// 1. Sign-in through the real form. The reference server checks the image captcha only after 3 failed attempts
//    (its captcha is an SVG of outlines, unreadable by a program), so any 4 characters pass here.
async function signIn(username) {
  section(`登录 sign-in as ${username}`, { path: '/user/login' });
  await page.goto(`${BASE}/user/login`);
  await page.getByPlaceholder('请输入帐户名 / admin').waitFor();
  await settle(500);
  await page.getByPlaceholder('请输入帐户名 / admin').fill(username);
  await page.getByPlaceholder('请输入密码 / 123456').fill('123456');
  await page.getByPlaceholder('请输入验证码').fill('abcd');
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/sys/login'), { timeout: 15000 }),
    page.locator('button.login-button').click(),
  ]);
  const body = await res.json().catch(() => null);
  note(
    `POST /sys/login → ${res.status()} success=${body?.success} "${body?.message}" multi_depart=${body?.result?.multi_depart} tenants=${body?.result?.tenantList?.length}`,
  );
  await flush();
  section(`首页 after sign-in (${username})`, { path: '/dashboard/analysis' });
  // Multi department / tenant choice (LoginSelectTenant).
  const chooser = page.locator('.ant-modal-wrap:visible', { hasText: /部门|租户/ });
  await page.waitForTimeout(800);
  if (await chooser.count()) {
    note('department/tenant chooser shown');
    for (const sel of await chooser.locator('.ant-select').all()) {
      await sel.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-dropdown-menu-item').first().click();
      await page.waitForTimeout(300);
    }
    await chooser.locator('.ant-btn-primary').last().click();
  }
  await page
    .waitForURL((u) => u.pathname === '/dashboard/analysis', { timeout: 20000 })
    .catch(() => note(`did not reach /dashboard/analysis: at ${page.url()}`));
  await settle(1500, 20000);
  walk.cur.rendered = await rendered().catch((e) => ({ error: e.message }));
  await flush();
}

await signIn('admin');

// ---------------------------------------------------------------------------------------------------------------
// The Online screens come from the @jeecg/antd-online-mini package, which the client's router maps by name.
const ONLINE_PACKAGE = existsSync(join(STOCK_SRC, '../node_modules/@jeecg/antd-online-mini'));
function viewFile(component) {
  const rel = component.includes('layouts') ? `components/${component}.vue` : `views/${component}.vue`;
  const online = ONLINE_PACKAGE && component.startsWith('modules/online/');
  return { rel, exists: online || existsSync(join(STOCK_SRC, rel)) };
}
const allViews = [];
(function scan(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) scan(p);
    else if (e.name.endsWith('.vue')) allViews.push(relative(STOCK_SRC, p).replace(/\.vue$/, ''));
  }
})(join(STOCK_SRC, 'views'));
function candidates(component) {
  const b = basename(component).toLowerCase().replace(/list$/, '');
  return allViews.filter((v) => {
    const vb = basename(v).toLowerCase().replace(/list$/, '');
    return vb === b || vb === `sys${b}` || `sys${vb}` === b;
  });
}

// 2. Every menu screen of the signed-in user, from the menu the client itself loaded (vuex permissionList).
const mismatches = [];
async function walkScreens(username) {
  const menu = await page.evaluate(`JSON.parse(JSON.stringify(${app}.$store.getters.permissionList))`);
  const leaves = [];
  (function walk(items, trail) {
    for (const m of items ?? []) {
      const title = m.meta?.title ?? m.name;
      const kids = (m.children ?? []).filter((c) => c.component);
      if (m.alwaysShow || !kids.length)
        leaves.push({ ...m, trail: [...trail, title].join(' / '), childCount: kids.length });
      if (!m.alwaysShow) walk(m.children, [...trail, title]);
    }
  })(menu, [username === 'admin' ? [] : [`(${username})`]].flat());
  for (const m of leaves) {
    const comp = m.component;
    if (m.meta?.internalOrExternal || /^https?:/.test(m.path) || m.route === '0') {
      section(m.trail, { path: m.path, component: comp, skipped: 'external link' });
      continue;
    }
    if (m.path.includes('/:')) {
      section(m.trail, {
        path: m.path,
        component: comp,
        skipped: 'route template, opened with a code by the entries below',
      });
      continue;
    }
    const f = viewFile(comp);
    if (!f.exists) mismatches.push({ title: m.trail, path: m.path, component: comp, stock: candidates(comp) });
    section(m.trail, {
      path: m.path,
      component: comp,
      componentExists: f.exists,
      hidden: !!m.hidden,
      alwaysShow: !!m.alwaysShow,
    });
    await walk.visit(m.path, navigate, rendered);
  }
}

await walkScreens('admin');

// ---------------------------------------------------------------------------------------------------------------
// 2b. A few secondary views of the built screens (a department's details and 部门权限 tab, 字典配置, role 授权).
async function secondary(name, path, fn) {
  section(name, { path });
  await navigate(path);
  try {
    await fn();
    await settle();
  } catch (e) {
    note(`FAILED in the UI — ${e.message.split('\n')[0]}`);
  }
  await flush();
  await closeForm();
}
await secondary('部门管理: select a department, 部门权限 tab', '/isystem/depart', async () => {
  await page.locator('.ant-tree-node-content-wrapper:visible').first().click({ timeout: 5000 });
  await settle();
  await page.locator('.ant-tabs-tab:visible', { hasText: '部门权限' }).first().click({ timeout: 5000 });
});
await secondary('数据字典: 字典配置 (dictionary items)', '/isystem/dict', async () => {
  await page
    .locator('.ant-table-tbody > tr.ant-table-row:visible a', { hasText: '字典配置' })
    .first()
    .click({ timeout: 5000 });
  await settle();
  walk.cur.rendered = await rendered();
});
await secondary('角色管理: 授权 (role permissions)', '/isystem/role', async () => {
  const key = await page.locator('.ant-table-tbody > tr.ant-table-row:visible').first().getAttribute('data-row-key');
  await rowAction(key, '授权');
  await settle();
  walk.cur.rendered = await rendered();
});
await secondary('角色用户: click a role (its users)', '/isystem/roleUserList', async () => {
  await page.locator('.ant-table-tbody > tr.ant-table-row:visible .ant-radio-input').first().check({ timeout: 5000 });
  await settle();
  walk.cur.rendered = await rendered();
});
await secondary('用户管理: 详情 (first user)', '/isystem/user', async () => {
  const key = await page.locator('.ant-table-tbody > tr.ant-table-row:visible').first().getAttribute('data-row-key');
  await rowAction(key, '详情');
  await settle();
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Add / edit / delete through the stock forms.
const u = UNIQ;
const CRUD = [
  {
    name: '用户管理',
    path: '/isystem/user',
    api: '/sys/user',
    addText: /添加用户/,
    add: [
      ['用户账号', `stock${u}`],
      ['登录密码', 'Stock@1234'],
      ['确认密码', 'Stock@1234'],
      ['用户姓名', `库存${u}`],
      ['工号', `S${u}`],
      ['手机号码', `139${u}00`.slice(0, 11)],
    ],
    search: ['输入账号模糊查询', `stock${u}`],
    find: `stock${u}`,
    edit: [['用户姓名', `库存改${u}`]],
  },
  {
    name: '角色管理',
    path: '/isystem/role',
    api: '/sys/role',
    addText: /新增/,
    add: [
      ['角色编码', `stock_role_${u}`],
      ['角色名称', `库存角色${u}`],
      ['描述', 'stock client test'],
    ],
    search: ['请输入名称查询', `库存角色${u}`],
    find: `stock_role_${u}`,
    edit: [['角色名称', `库存角色改${u}`]],
    editSearch: ['请输入名称查询', `库存角色改${u}`],
  },
  {
    name: '数据字典',
    path: '/isystem/dict',
    api: '/sys/dict',
    addText: /添加/,
    add: [
      ['字典名称', `库存字典${u}`],
      ['字典编码', `stock_dict_${u}`],
      ['描述', 'stock client test'],
    ],
    search: ['请输入字典编号', `stock_dict_${u}`],
    find: `stock_dict_${u}`,
    edit: [['字典名称', `库存字典改${u}`]],
  },
  {
    name: '定时任务',
    path: '/isystem/quartzJob',
    api: '/sys/quartzJob',
    addText: /新增/,
    add: [
      ['任务类名', 'org.jeecg.modules.quartz.job.SampleParamJob'],
      ['参数', `stock${u}`],
      ['描述', `库存任务${u}`],
    ],
    choose: [['状态', '停止']],
    search: ['请输入任务类名', 'org.jeecg.modules.quartz.job.SampleParamJob'],
    find: `库存任务${u}`,
    edit: [['描述', `库存任务改${u}`]],
    editFind: `库存任务改${u}`,
    extra: [
      ['启动', '/sys/quartzJob/resume'],
      ['停止', '/sys/quartzJob/pause'],
      ['执行一次', '/sys/quartzJob/execute'],
    ],
  },
  {
    name: '租户管理',
    path: '/isystem/tenant',
    api: '/sys/tenant',
    addText: /新增/,
    add: [
      ['租户名称', `库存租户${u}`],
      ['租户编号', String(5000 + (Number(u) % 4000))],
    ],
    find: `库存租户${u}`,
    edit: [['租户名称', `库存租户改${u}`]],
  },
  {
    name: '职务管理',
    path: '/isystem/position',
    api: '/sys/position',
    addText: /新增/,
    add: [
      ['职务编码', `stock_pos_${u}`],
      ['职务名称', `库存职务${u}`],
    ],
    choose: [['职级', '员级']],
    search: ['请输入职务编码', `stock_pos_${u}`],
    find: `stock_pos_${u}`,
    edit: [['职务名称', `库存职务改${u}`]],
  },
];

for (const c of CRUD) {
  section(`${c.name}: add / edit / delete`, { path: c.path, crud: true });
  const step = async (label, fn) => {
    try {
      const r = await fn();
      if (r) note(`${label}: ${r}`);
      return true;
    } catch (e) {
      note(`${label}: FAILED in the UI — ${e.message.split('\n')[0]}`);
      await closeForm();
      return false;
    }
  };
  await navigate(c.path);
  let added = false;
  await step('add', async () => {
    await page
      .locator('.table-operator button:visible, button:visible', { hasText: c.addText })
      .first()
      .click({ timeout: 5000 });
    await form().waitFor({ state: 'visible', timeout: 5000 });
    await settle(500);
    for (const [l, v] of c.add) await fill(l, v);
    for (const [l, v] of c.choose ?? []) await choose(l, v);
    await page.waitForTimeout(700); // debounced duplicate checks
    const r = await submitForm(`${c.api}/add`);
    added = !!r.body?.success;
    if (!added) {
      const errs = await form()
        .locator('.ant-form-explain:visible, .has-error .ant-form-explain')
        .allInnerTexts()
        .catch(() => []);
      await closeForm();
      return `${outcome(r)}${errs.length ? ` form errors: ${errs.join('; ')}` : ''}`;
    }
    return outcome(r);
  });
  if (!added) {
    await flush();
    continue;
  }
  let key = null;
  await step('find the new row', async () => {
    if (c.search) await search(...c.search);
    else await settle(300);
    key = await rowKey(c.find);
    return key ? `row ${key}` : 'new record not found in the visible table';
  });
  if (key) {
    await step('edit', async () => {
      await rowAction(key, '编辑');
      await form().waitFor({ state: 'visible', timeout: 5000 });
      await settle(500);
      for (const [l, v] of c.edit) await fill(l, v);
      const r = await submitForm(`${c.api}/edit`);
      if (!r.body?.success) await closeForm();
      return outcome(r);
    });
    await step('edited row shown', async () => {
      if (c.editSearch) await search(...c.editSearch);
      else await settle(300);
      const want = c.editFind ?? c.edit[0][1];
      const k = await rowKey(want);
      return k ? `yes (${want})` : `no row with "${want}"`;
    });
    for (const [action, url] of c.extra ?? []) {
      await step(action, async () => {
        await rowAction(key, action);
        // The list asks first ($confirm: 确定 / 取消).
        const ok = page.locator('.ant-modal-confirm .ant-modal-confirm-btns .ant-btn-primary:visible').last();
        const [res] = await Promise.all([
          page.waitForResponse((r) => r.url().includes(url), { timeout: 12000 }).catch(() => null),
          (async () => {
            await ok.waitFor({ state: 'visible', timeout: 4000 }).catch(() => {});
            if (await ok.count()) await ok.click();
          })(),
        ]);
        await settle(600);
        return outcome({ res, body: res ? await res.json().catch(() => null) : null });
      });
    }
    await step('delete', async () => {
      await rowAction(key, '删除');
      const r = await confirmPop(`${c.api}/delete`);
      const still = await page.locator(`tr.ant-table-row[data-row-key="${key}"]:visible`).count();
      return `${outcome(r)}; row ${still ? 'still shown' : 'gone'}`;
    });
  }
  await flush();
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Sign out, then jeecg (two departments, two tenants: the chooser and /sys/selectDepart).
section('退出 sign-out (admin)');
await page.evaluate(`${app}.$store.dispatch('Logout')`).catch((e) => note(`Logout: ${e.message}`));
await settle(500);
await flush();
await signIn('jeecg');
await walkScreens('jeecg');

// 5. The customer (an institution contact): lands on a working page (his portal's screens are ours alone).
section('退出 sign-out (jeecg)');
await page.evaluate(`${app}.$store.dispatch('Logout')`).catch((e) => note(`Logout: ${e.message}`));
await settle(500);
await flush();
await signIn('customer');

await walk.browser.close();

printWalk({ base: BASE, sections, websocket, mismatches, jsonOut: JSON_OUT });
