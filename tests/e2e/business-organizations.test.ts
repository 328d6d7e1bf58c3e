/**
 * 机构列表 and 院校机构 as admin: an organisation added with two addresses in the editable grid (a bad postcode
 * first refused by the grid's rule, nothing saved; fixed, 添加成功！), found in 机构列表, its 院校机构 page showing both
 * addresses; the page of 京华理工大学 at 390 px wide (no sideways page scroll, its colleges and contacts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  addGridRow,
  adminSession,
  gridCells,
  hidden,
  newPage,
  signIn,
  visible,
  waitForPath,
  VIEWPORTS,
  type Api,
  type Session,
} from './support';

let session: Session;
let page: Page;
let api: Api;
const CODE = `E2EORG${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const NAME = `端到端学院${CODE.slice(-4)}`;
const ORG = '/organizationManager/cpcOrganizationManagement';

interface Org {
  id: string;
  orgName: string;
}

const orgsWithCode = async (code: string) =>
  (await api<{ records: Org[] }>(`${ORG}/list?orgCode=${code}`)).result.records;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(async () => {
  await session?.close();
});

const cells = gridCells;

async function type(grid: Locator, key: string, row: number, text: string) {
  await cells(grid, key).nth(row).click();
  await cells(grid, key).nth(row).locator('input').fill(text);
}

describe('机构列表', () => {
  it('adds an organisation with two addresses (a bad postcode refused first), lists it and shows its page', async () => {
    await page.goto('/organisation/list');
    await waitForPath(page, '/organisation/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('textbox', { name: /机构名称/ }).fill(NAME);
    await form.getByRole('textbox', { name: /机构编码/ }).fill(CODE);

    await form.getByRole('tab', { name: '机构地址' }).click();
    const grid = form.getByRole('grid', { name: '机构地址' });
    await visible(grid);
    for (const [row, kind, detail, postcode] of [
      [0, '办公', '科技园南区 1 号', '51805'],
      [1, '考点', '科技园南区 1 号 考试中心', ''],
    ] as const) {
      await addGridRow(form, grid, 'addressType', row);
      await cells(grid, 'addressType').nth(row).click();
      await grid.getByRole('combobox', { name: '地址类型' }).selectOption({ label: kind });
      await type(grid, 'detail', row, detail);
      if (postcode) await type(grid, 'postcode', row, postcode);
    }
    await type(grid, 'phone', 1, '13911112222');

    // the first row's area from the province / city / district pop-up (the deepest code is stored)
    await grid.getByRole('button', { name: '第1行所在地区' }).click();
    const areas = page.getByRole('dialog', { name: '第1行所在地区' });
    await areas.getByRole('listbox', { name: '省' }).selectOption({ label: '广东省' });
    await areas.getByRole('listbox', { name: '市' }).selectOption({ label: '深圳市' });
    await areas.getByRole('listbox', { name: '区' }).selectOption({ label: '南山区' });
    await areas.getByRole('button', { name: '确定' }).click();
    await visible(grid.getByRole('button', { name: '第1行所在地区' }).getByText('广东省/深圳市/南山区'));

    // 51805 is no postcode: the grid's rule says so and nothing is saved
    await form.getByRole('button', { name: '确定' }).click();
    const postcode = cells(grid, 'postcode').nth(0);
    await page.waitForFunction((el) => el?.getAttribute('aria-invalid') === 'true', await postcode.elementHandle());
    await postcode.hover();
    await visible(postcode.getByRole('tooltip'));
    expect(await postcode.getByRole('tooltip').innerText()).toBe('请输入正确的邮政编码!');
    expect(await orgsWithCode(CODE)).toEqual([]);

    // fixed: saved with both rows
    await type(grid, 'postcode', 0, '518057');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('添加成功！', { exact: true }));
    await hidden(form);
    const [saved] = await orgsWithCode(CODE);
    expect(saved?.orgName).toBe(NAME);
    const addresses = await api<{ detail: string; area: string; postcode: string }[]>(
      `${ORG}/queryCpcOrganizationAddressByMainId?id=${saved!.id}`,
    );
    expect(addresses.result.map((a) => [a.detail, a.area ?? '', a.postcode ?? ''])).toEqual([
      ['科技园南区 1 号', '440305', '518057'],
      ['科技园南区 1 号 考试中心', '', ''],
    ]);

    // found in 机构列表; its name opens its 院校机构 page with both addresses
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '机构编码' }).fill(CODE);
    await query.getByRole('button', { name: '查询' }).click();
    const link = page.getByRole('link', { name: NAME, exact: true });
    await visible(link);
    await link.click();
    await waitForPath(page, '/organisation/institution');
    expect(new URL(page.url()).searchParams.get('id')).toBe(saved!.id);
    await visible(page.getByRole('heading', { name: NAME }));
    const section = page.getByRole('region', { name: '地址' });
    await visible(section.getByText('科技园南区 1 号 考试中心', { exact: true }));
    await visible(section.getByText('科技园南区 1 号', { exact: true }));
    await visible(section.getByText('广东省/深圳市/南山区'));

    // the browser's back returns to 机构列表
    await page.goBack();
    await waitForPath(page, '/organisation/list');
  });
});

describe('院校机构', () => {
  it('京华理工大学 at 390 px: no sideways page scroll, its colleges and contacts', async () => {
    const [jhlg] = await orgsWithCode('JHLG');
    expect(jhlg?.orgName).toBe('京华理工大学');
    const phone = await newPage(session.browser, VIEWPORTS.phone);
    try {
      await signIn(phone.page, 'admin');
      await waitForPath(phone.page, '/dashboard/analysis');
      await phone.page.goto(`/organisation/institution?id=${jhlg!.id}`);
      await visible(phone.page.getByRole('heading', { name: '京华理工大学' }));
      const colleges = phone.page.getByRole('region', { name: '学院' });
      await visible(colleges.getByText('计算机科学与技术学院'));
      const contacts = phone.page.getByRole('region', { name: '联系人' });
      await visible(contacts.getByText('院校负责人'));
      // the principal first
      const first = contacts.getByRole('listitem').first();
      expect(await first.innerText()).toContain('院校负责人');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      // its 返回院校列表 leads to the list
      await phone.page.getByRole('link', { name: /返回院校列表/ }).click();
      await visible(phone.page.getByRole('button', { name: '详情' }).first());
      expect(new URL(phone.page.url()).search).toBe('');
    } finally {
      await phone.context.close();
    }
  });
});
