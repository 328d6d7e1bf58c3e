/**
 * Online表单 as admin uses them: a form defined with three fields (its definition saved through the API, as the
 * 表单开发 form sends it: the grid's typing is the unit tests'), 同步数据库 in 表单开发, 功能测试 opens its rows; add a
 * row, edit it, query it and export; the demo form 考场巡查记录 from the menu on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, screenshot, visible, VIEWPORTS, type Session } from './support';

let session: Session;
beforeAll(async () => {
  session = await adminSession();
});
afterAll(async () => session?.close());

const field = (dbFieldName: string, dbFieldTxt: string, extra: Record<string, unknown> = {}) => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 50,
  fieldShowType: 'text',
  isShowForm: 1,
  isShowList: 1,
  ...extra,
});

describe('Online表单', () => {
  it('defines, synchronises and uses a form: add, edit, query and export a row', async () => {
    const { page, api } = session;
    const saved = await api<string>('/online/cgform/api/addAll', {
      method: 'POST',
      body: JSON.stringify({
        head: { tableName: 'e2e_visit', tableTxt: '来访登记', tableType: 1 },
        fields: [
          field('id', '主键', { dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 }),
          field('create_time', '创建日期', { dbType: 'Datetime', dbLength: 0, isShowForm: 0, isShowList: 0 }),
          field('visitor', '访客', { fieldMustInput: '1', isQuery: 1 }),
          field('visit_date', '来访日期', { dbType: 'Date', dbLength: 0, fieldShowType: 'date' }),
          field('purpose', '事由', { dbLength: 200 }),
        ],
      }),
    });
    expect(saved.success).toBe(true);

    await page.goto('/online/cgform');
    const row = page.getByRole('row').filter({ hasText: 'e2e_visit' });
    await visible(row.getByText('未同步'));
    await row.getByRole('button', { name: '同步数据库' }).click();
    const dialog = page.getByRole('dialog', { name: '同步数据库' });
    await dialog.getByRole('radio', { name: '普通同步（保留表数据）' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('同步数据库成功!'));
    await visible(row.getByText('已同步'));

    await row.getByRole('button', { name: '功能测试' }).click();
    await visible(page.getByRole('heading', { name: '来访登记' }));
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(form.getByText('请输入访客!'));
    await form.getByLabel(/^访客/).fill('陈立');
    await form.getByLabel(/^事由/).fill('送审试卷');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByRole('cell', { name: '陈立' }));

    await page.getByRole('row').filter({ hasText: '陈立' }).getByRole('button', { name: '编辑' }).click();
    await page.getByRole('dialog').getByLabel(/^事由/).fill('送审试卷并签收');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await visible(page.getByRole('cell', { name: '送审试卷并签收' }));

    await page.getByRole('textbox', { name: '访客' }).first().fill('陈');
    // 表单开发 stays open in its tab: this page's 查询 is the last one.
    await page.getByRole('button', { name: '查询' }).last().click();
    await visible(page.getByText('共1条'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toBe('来访登记.xls');
  });

  it('opens the demo form from the menu on a phone', async () => {
    const { page } = session;
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/online/cgformList/onlform_exam_inspection');
    await visible(page.getByRole('heading', { name: '考场巡查记录' }));
    await visible(page.getByText('第十二考场'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'online-form-phone');
  });
});
