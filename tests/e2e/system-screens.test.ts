import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  type Api,
  VIEWPORTS,
  apiAs,
  hidden,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signInStaff,
  visible,
  waitForPath,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const usersSection = (page: Page) => page.getByRole('region', { name: '用户管理', exact: true });
const table = (page: Page, name = '用户列表') => page.getByRole('table', { name });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);
const rowActions = (page: Page, label: string) => page.getByRole('group', { name: `${label} 操作` });
const pagerText = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await waitForPath(page, '/dashboard/analysis');
}

async function openScreen(page: Page, path: string, tableName: string): Promise<void> {
  await page.goto(path);
  await waitForPath(page, path);
  await visible(table(page, tableName).getByRole('row').nth(1));
}

async function firstCells(page: Page, column = 1): Promise<string[]> {
  const rows = table(page).getByRole('row');
  const count = await rows.count();
  const out: string[] = [];
  for (let i = 1; i < count; i++) out.push((await rows.nth(i).getByRole('cell').nth(column).innerText()).trim());
  return out;
}

describe('用户管理 as admin', () => {
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  /** What the server answers for the user list with these parameters; the screen must show the same. */
  const users = async (query: string) =>
    (await api<{ total: number; records: { username: string }[] }>(`/sys/user/list?${query}`)).result;
  const accounts = async (query: string) => (await users(query)).records.map((r) => r.username);
  /** The pager's text for page 1 of the unfiltered list. */
  const firstPage = async () => `1-10 共${(await users('pageSize=1')).total}条`;
  beforeAll(async () => {
    api = await apiAs('admin');
    ({ context, page } = await newPage(browser));
    await signInAdmin(page);
    await openScreen(page, '/isystem/user', '用户列表');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('pages, sorts and searches', async () => {
    const section = usersSection(page);
    const total = (await users('pageSize=1')).total;
    const last = Math.ceil(total / 10);
    await visible(pagerText(section, await firstPage()));
    await section.getByRole('button', { name: '第3页' }).click();
    await visible(pagerText(section, `21-30 共${total}条`));
    await section.getByRole('button', { name: `第${last}页` }).click();
    await visible(pagerText(section, `${(last - 1) * 10 + 1}-${total} 共${total}条`));
    await section.getByRole('button', { name: '第1页' }).click();

    const sortByAccount = table(page).getByRole('button', { name: '用户账号', exact: true });
    await sortByAccount.click();
    await visible(firstRow(page).getByRole('cell', { name: 'admin', exact: true }));
    expect((await firstCells(page)).slice(0, 3)).toEqual(await accounts('column=username&order=asc&pageSize=3'));
    await sortByAccount.click();
    const [lastAccount] = await accounts('column=username&order=desc&pageSize=1');
    await visible(firstRow(page).getByRole('cell', { name: lastAccount, exact: true }));

    const query = section.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '用户账号' }).fill('zh');
    await query.getByRole('button', { name: '查询' }).click();
    await visible(pagerText(section, '1-3 共3条'));
    expect((await firstCells(page)).sort()).toEqual(['zhaolei', 'zhoujie', 'zhuhong']);
    await query.getByRole('button', { name: '重置' }).click();
    await visible(pagerText(section, await firstPage()));
    await sortByAccount.click(); // back to the default order
    const [firstAccount] = await accounts('pageSize=1');
    await visible(firstRow(page).getByRole('cell', { name: firstAccount, exact: true }));
    await screenshot(page, 'system-users-1440');
  });

  it('adds (validation messages first), edits, shows details and deletes', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('button', { name: '确定' }).click();
    await visible(form.getByText('请输入用户名'));
    await visible(form.getByText('请输入手机号'));
    await form.getByRole('textbox', { name: /用户账号/ }).fill('ab');
    await form.getByRole('textbox', { name: /用户账号/ }).blur();
    await visible(form.getByText('长度6到18个字符'));
    await form.getByRole('textbox', { name: /用户账号/ }).fill('e2euser');
    await form.getByRole('textbox', { name: /用户姓名/ }).fill('端到端');
    await form.getByLabel(/登录密码/).fill('secret12');
    await form.getByRole('textbox', { name: /手机号码/ }).fill('1390000');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(form.getByText('请输入正确手机号'));
    await form.getByRole('textbox', { name: /手机号码/ }).fill('13900000077');
    await form.getByRole('combobox', { name: '角色分配' }).click();
    await page.getByRole('menuitemcheckbox', { name: '考务人员' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(toast(page, '添加成功！'));
    await hidden(form);
    await visible(rowActions(page, 'e2euser'));

    await rowActions(page, 'e2euser').getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await visible(edit.getByRole('combobox', { name: '角色分配' }).filter({ hasText: '考务人员' }));
    await edit.getByRole('textbox', { name: /用户姓名/ }).fill('端到端改');
    await edit.getByRole('button', { name: '确定' }).click();
    await hidden(edit);
    await visible(table(page).getByRole('cell', { name: '端到端改' }));

    await rowActions(page, 'e2euser').getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog', { name: '详情' });
    expect(await detail.getByRole('textbox', { name: /用户姓名/ }).inputValue()).toBe('端到端改');
    expect(await detail.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
    await detail.getByRole('button', { name: '取消' }).click();
    await hidden(detail);

    await rowActions(page, 'e2euser').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认删除' });
    await visible(confirm.getByText('是否删除选中数据?'));
    await confirm.getByRole('button', { name: '确定' }).click();
    await visible(toast(page, '删除成功!'));
    await hidden(rowActions(page, 'e2euser'));
  });

  it('batch delete and advanced query messages', async () => {
    await page.getByRole('button', { name: '批量删除' }).click();
    await visible(toast(page, '请选择一条记录！'));
    const [one, two] = await accounts('pageSize=2');
    await page.getByRole('checkbox', { name: `选择 ${one}` }).check();
    await page.getByRole('checkbox', { name: `选择 ${two}` }).check();
    await page.getByRole('button', { name: '批量删除' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认删除' });
    await visible(confirm.getByText('确定要删除这 2 项吗?'));
    await confirm.getByRole('button', { name: '取消' }).click();
    await hidden(confirm);
    await page.getByRole('button', { name: '清空' }).click();

    await page.getByRole('button', { name: '高级查询' }).click();
    const builder = page.getByRole('dialog', { name: '高级查询构造器' });
    await builder.getByRole('button', { name: '查询', exact: true }).click();
    await visible(toast(page, '不能查询空条件'));
    await builder.getByRole('combobox', { name: '字段1' }).selectOption({ label: '用户账号' });
    await builder.getByRole('combobox', { name: '规则1' }).selectOption('right_like');
    await builder.getByRole('textbox', { name: '值1' }).fill('zh');
    await builder.getByRole('button', { name: '查询', exact: true }).click();
    await builder.getByRole('button', { name: '关闭' }).click();
    await visible(pagerText(usersSection(page), '1-3 共3条'));
    await page.getByRole('button', { name: '清空高级查询' }).click();
    await visible(pagerText(usersSection(page), await firstPage()));
  });

  it('exports the selection and imports the same file back (the existing account is updated)', async () => {
    const query = usersSection(page).getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '用户账号' }).fill('zhuhong');
    await query.getByRole('button', { name: '查询' }).click();
    await page.getByRole('checkbox', { name: '选择 zhuhong' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('用户信息.xls');
    const file = join(tmpdir(), `e2e-users-${Date.now()}.xls`);
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 4).toString('hex')).toBe('d0cf11e0'); // an .xls (OLE2) workbook

    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
    await dialog.getByLabel('选择文件').setInputFiles(file);
    await dialog.getByRole('button', { name: '开始上传' }).click();
    await visible(toast(page, '共1行数据全部导入成功！新增 0 行，更新 1 行'));
    await hidden(dialog);
    await page.getByRole('button', { name: '清空' }).click();
    await query.getByRole('button', { name: '重置' }).click();
  });

  it('keeps the typed filters when another tab is opened and this one comes back', async () => {
    const filter = usersSection(page).getByRole('textbox', { name: '用户姓名' });
    await filter.fill('保持的条件');
    await page.getByRole('tree', { name: '菜单' }).first().getByRole('treeitem', { name: '角色管理' }).click();
    await waitForPath(page, '/isystem/role');
    await visible(table(page, '角色列表'));
    await page.getByRole('tab', { name: '用户管理', exact: true }).click();
    await waitForPath(page, '/isystem/user');
    expect(await filter.inputValue()).toBe('保持的条件');
  });

  it('a fresh load of the address asks for the first page once: the list takes over the request sent early', async () => {
    const fresh = await context.newPage();
    const lists: string[] = [];
    fresh.on('request', (request) => {
      if (request.url().includes('/sys/user/list')) lists.push(request.url());
    });
    await openScreen(fresh, '/isystem/user', '用户列表');
    await visible(pagerText(usersSection(fresh), await firstPage()));
    expect(lists).toHaveLength(1);
    await fresh.close();
  });
});

describe('the other system screens as admin', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await signInAdmin(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('角色管理: 授权 saves the permission tree, 用户 lists the role users', async () => {
    await openScreen(page, '/isystem/role', '角色列表');
    await rowActions(page, '考务人员').getByRole('button', { name: '授权' }).click();
    const drawer = page.getByRole('dialog', { name: /角色权限配置/ });
    const tree = drawer.getByRole('tree', { name: '菜单与按钮权限' });
    await visible(tree.getByRole('treeitem', { name: '系统管理' }));
    await drawer.getByRole('button', { name: '展开全部' }).click();
    await visible(tree.getByRole('treeitem', { name: '用户添加（按钮）' }));
    await screenshot(page, 'system-role-grant-1440');
    await drawer.getByRole('button', { name: '仅保存' }).click();
    await visible(toast(page, '保存成功！'));
    await drawer.getByRole('button', { name: '取消', exact: true }).click();
    await hidden(drawer);

    await rowActions(page, '考务人员').getByRole('button', { name: '用户' }).click();
    const users = page.getByRole('dialog', { name: /角色用户/ });
    await visible(users.getByRole('table', { name: '角色用户列表' }).getByRole('row').nth(1));
    await visible(users.getByText(/^1-10 共\d+条$/));
    await screenshot(page, 'system-role-users-1440');
    await users.getByRole('button', { name: '关闭' }).first().click();
    await hidden(users);
  });

  it('部门管理: the tree, a department and its users', async () => {
    await page.goto('/isystem/depart');
    const tree = page.getByRole('tree', { name: '部门树' });
    await tree.getByRole('treeitem', { name: '考务部' }).click();
    await visible(page.getByRole('heading', { name: '考务部' }));
    await visible(page.getByRole('table', { name: '部门用户列表' }).getByRole('cell', { name: 'jeecg', exact: true }));
    await screenshot(page, 'system-departs-1440');
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await visible(toast(page, '部门「考务部」下有用户，不能删除！'));
  });

  it('租户管理 lists the tenants', async () => {
    await openScreen(page, '/isystem/tenant', '租户列表');
    await visible(table(page, '租户列表').getByRole('cell', { name: '考试中心', exact: true }));
    await screenshot(page, 'system-tenants-1440');
  });
});

describe('as jeecg (staff)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await signInStaff(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the user list has no 新增 / 删除 / 批量删除', async () => {
    await openScreen(page, '/isystem/user', '用户列表');
    const actions = table(page).getByRole('group').first();
    await visible(actions.getByRole('button', { name: '编辑' }));
    expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '批量删除' }).count()).toBe(0);
    expect(await actions.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '冻结' }).count()).toBe(0);
  });

  it('职务管理 lists the positions by 职级', async () => {
    await openScreen(page, '/isystem/position', '职务列表');
    await visible(table(page, '职务列表').getByRole('columnheader', { name: '职级' }));
    expect(await table(page, '职务列表').getByRole('row').count()).toBeGreaterThan(1);
  });

  it('数据字典 lists the dictionaries; 刷新缓存 says 刷新缓存完成！', async () => {
    await openScreen(page, '/isystem/dict', '字典列表');
    await page.getByRole('button', { name: '刷新缓存' }).click();
    await visible(toast(page, '刷新缓存完成！'));
  });
});

describe.each([
  ['1440', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const)('screenshots at %s px', (name, viewport) => {
  it('every screen renders', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInAdmin(page);
    for (const [path, shot] of [
      ['/isystem/user', 'users'],
      ['/isystem/role', 'roles'],
      ['/isystem/depart', 'departs'],
      ['/isystem/position', 'positions'],
      ['/isystem/dict', 'dicts'],
      ['/isystem/tenant', 'tenants'],
    ] as const) {
      await page.goto(path);
      await waitForPath(page, path);
      await visible(page.getByText(/共\d+条/).or(page.getByRole('tree', { name: '部门树' })));
      await screenshot(page, `system-${shot}-${name}`);
    }
    await context.close();
  });
});
