/**
 * 考试列表 as admin: a test added with a paper from the paper picker and two institutions in the 参考机构 grid (a
 * sign-up closing after the start refused first, the form keeping what was typed), listed with 报名中 and 参考机构数 2,
 * advanced once to 待考试, its 考试详情 showing the institutions; then deleted. 考试详情 of a test in 阅卷中 at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  type Session,
  VIEWPORTS,
  addGridRow,
  adminSession,
  pickRecord,
  gridCells,
  hidden,
  visible,
  waitForPath,
  type Api,
} from './support';

let session: Session;
let page: Page;
let api: Api;
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const NAME = `端到端考试${CODE.slice(-4)}`;
const TESTS = '/cpctestmanager/cpcTestManager';

type Page_<T> = { records: T[] };

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(async () => {
  // the test is deleted by the journey; this only tidies up after a failure
  const left = await api<Page_<{ id: string }>>(`${TESTS}/list?testCode=${CODE}`).catch(() => null);
  for (const r of left?.result.records ?? []) await api(`${TESTS}/delete?id=${r.id}`, { method: 'DELETE' });
  await session?.close();
});

/** Picks one record in a business picker's dialog, found by a search box. */
/** A datetime field's day, typed (the time stays 00:00:00). */
async function day(form: Locator, label: RegExp, text: string) {
  const box = form.getByRole('combobox', { name: label });
  await box.fill(text);
  await box.blur();
}

describe('考试列表', () => {
  it('adds a test with a paper and two institutions, advances it once, shows its 考试详情, then deletes it', async () => {
    const paper = (
      await api<Page_<{ paperName: string }>>('/papermanagement/cpcPaperManagement/list?pageSize=1&paperCode=SJ2024003')
    ).result.records[0]!;
    const orgs = (
      await api<Page_<{ orgName: string }>>(
        '/organizationManager/cpcOrganizationManagement/list?pageSize=2&column=orgCode&order=asc',
      )
    ).result.records.map((r) => r.orgName);
    expect(orgs).toHaveLength(2);

    await page.goto('/test/manager');
    await waitForPath(page, '/test/manager');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('textbox', { name: /考试名称/ }).fill(NAME);
    await form.getByRole('textbox', { name: /考试编码/ }).fill(CODE);
    await form.getByRole('button', { name: '选择试卷' }).click();
    await pickRecord(page.getByRole('dialog', { name: '选择试卷' }), '试卷名称', paper.paperName);
    await visible(form.getByRole('button', { name: `移除 ${paper.paperName}` }));
    await day(form, /报名开始时间/, '2030-01-01');
    // closes after the test has started: refused by the server
    await day(form, /报名截止时间/, '2030-01-25');
    await day(form, /考试开始时间/, '2030-01-20');
    await day(form, /考试结束时间/, '2030-01-21');
    await form.getByRole('combobox', { name: /考试方式/ }).selectOption({ label: '线上' });

    const tab = form.getByRole('tab', { name: '参考机构' });
    if ((await tab.count()) > 0) await tab.click();
    const grid = form.getByRole('grid', { name: '参考机构' });
    await visible(grid);
    for (const [row, org, planned] of [
      [0, orgs[0]!, '30'],
      [1, orgs[1]!, '12'],
    ] as const) {
      await addGridRow(form, grid, 'plannedCount', row);
      await gridCells(grid, 'institutionId').nth(row).getByRole('button', { name: '选择机构' }).click();
      await pickRecord(page.getByRole('dialog', { name: '选择机构' }), '机构名称', org);
      await visible(gridCells(grid, 'institutionId').nth(row).getByText(org));
      await gridCells(grid, 'plannedCount').nth(row).click();
      await gridCells(grid, 'plannedCount').nth(row).locator('input').fill(planned);
    }
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('报名截止时间必须早于考试开始时间'));
    // the form stays with what was typed
    await expect.poll(() => form.getByRole('textbox', { name: /考试名称/ }).inputValue()).toBe(NAME);
    expect(await form.getByRole('combobox', { name: /报名截止时间/ }).inputValue()).toBe('2030-01-25');
    await visible(form.getByRole('button', { name: `移除 ${paper.paperName}` }));
    await visible(gridCells(grid, 'institutionId').nth(1).getByText(orgs[1]!));

    await day(form, /报名截止时间/, '2030-01-10');
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const saved = await api<Page_<{ id: string; status: string; institutionCount: number }>>(
      `${TESTS}/list?testCode=${CODE}`,
    );
    expect(saved.result.records).toHaveLength(1);
    const id = saved.result.records[0]!.id;
    expect(saved.result.records[0]).toMatchObject({ status: '1', institutionCount: 2 });

    // listed as 报名中 with its 参考机构数
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '考试编码' }).fill(CODE);
    await query.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });
    await visible(row);
    await visible(row.getByText('报名中'));
    expect((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toContain('2');

    // 推进 once, after the confirmation
    const actions = page.getByRole('group', { name: `${NAME} 操作` });
    await actions.getByRole('button', { name: '推进到「待考试」' }).click();
    const confirm = page.getByRole('alertdialog', { name: '推进考试状态' });
    await visible(confirm.getByText('确定将考试状态从「报名中」推进到「待考试」吗？'));
    await confirm.getByRole('button', { name: '确定' }).click();
    await visible(row.getByText('待考试'));
    await visible(actions.getByRole('button', { name: '推进到「考试中」' }));

    // 考试详情 with its institutions
    await actions.getByRole('button', { name: '详情' }).click();
    await waitForPath(page, '/test/details');
    await visible(page.getByRole('heading', { name: NAME }));
    const institutions = page.getByRole('list', { name: '参考机构' });
    await visible(institutions.getByText(orgs[0]!, { exact: true }));
    await visible(institutions.getByText(orgs[1]!, { exact: true }));
    await visible(page.getByRole('region', { name: '试卷' }).getByText(paper.paperName));
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('待考试');

    // deleted, with its institutions
    const removed = await api(`${TESTS}/delete?id=${id}`, { method: 'DELETE' });
    expect(removed.success).toBe(true);
    expect((await api<Page_<unknown>>(`${TESTS}/list?testCode=${CODE}`)).result.records).toHaveLength(0);
  });

  it('考试详情 of a test in 阅卷中 fits a 390 px phone, with its grade links', async () => {
    const marking = (await api<Page_<{ id: string; testName: string }>>(`${TESTS}/list?testCode=KS2025001`)).result
      .records[0]!;
    const phone = await adminSession(VIEWPORTS.phone);
    try {
      await phone.page.goto(`/test/details?id=${marking.id}`);
      await visible(phone.page.getByRole('heading', { name: marking.testName }));
      await visible(phone.page.getByRole('list', { name: '参考机构' }));
      await visible(phone.page.getByRole('link', { name: '成绩列表' }));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
