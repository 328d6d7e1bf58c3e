/**
 * Online报表 as admin uses them: open 各省机构统计 from 在线开发, filter it by a province and read the 合计; then pick an
 * institution through the report popup into a field (组件示例), 确定 with nothing chosen warning first. Figures come
 * from the API, never hard-coded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, screenshot, visible, type Session } from './support';

let session: Session;
beforeAll(async () => {
  session = await adminSession();
});
afterAll(async () => session?.close());

interface Run {
  data: { total: number; records: { province: string; org_count: number }[] };
  dictOptions: Record<string, { value: string; text: string }[]>;
}

describe('Online报表', () => {
  it('runs a report from the menu, filters it, and picks a row through the report popup', async () => {
    const { page, api } = session;
    await page.getByRole('treeitem', { name: '在线开发' }).click();
    await page.getByRole('treeitem', { name: '各省机构统计' }).click();
    await visible(page.getByRole('heading', { name: '各省机构统计' }));
    const all = (await api<Run>('/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province?pageSize=100')).result;
    const first = all.data.records[0]!;
    await visible(page.getByText(`共${all.data.total}条`));

    const name = all.dictOptions.province!.find((p) => p.value === first.province)!.text;
    await page.getByRole('combobox', { name: '省份', exact: true }).selectOption({ label: name });
    await page.getByRole('button', { name: '查询' }).click();
    await visible(page.getByText('共1条'));
    const table = page.getByRole('table');
    await visible(table.getByRole('cell', { name, exact: true }));
    // The 合计 row sums the page's 机构数.
    await visible(
      table
        .getByRole('row')
        .filter({ hasText: '合计' })
        .filter({ hasText: String(first.org_count) }),
    );
    await screenshot(page, 'online-report-filtered');

    await page.goto('/jeecg/SelectDemo');
    await visible(page.getByRole('heading', { name: '组件示例', level: 1 }));
    const field = page.getByRole('textbox', { name: /机构（从报表「机构选择」选取/ });
    await field.click();
    const dialog = page.getByRole('dialog', { name: '机构选择' });
    await visible(dialog);
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('请选择一条记录'));
    const { result: picks } = await api<{ records: { org_name: string; org_code: string }[] }>(
      '/online/cgreport/api/getData/onlrpt_org_pick?pageSize=10',
    );
    const pick = picks.records[1]!;
    await dialog.getByRole('radio', { name: `选择 ${pick.org_name}` }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => field.inputValue()).toBe(pick.org_name);
    await visible(page.getByText(`值：${pick.org_name} ${pick.org_code}`));
  });
});
