/**
 * Online表单 as admin uses them: a form defined with three fields (its definition saved through the API, as the
 * 表单开发 form sends it: the grid's typing is the unit tests'), 同步数据库 in 表单开发, 功能测试 opens its rows; add a
 * row, edit it, query it and export; then the form put in the menu, and after signing in again opened from there.
 * The demo forms: 考场巡查记录 on a phone; 知识点 (a tree: a branch opened, 添加下级); 物资申领 (ERP: a master row
 * chosen, a sub row added).
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
  it('defines, synchronises and uses a form: add, edit, query and export a row; then from the menu', async () => {
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

    // Into the menu under 在线开发, granted to admin's role; the next sign-in shows it.
    const heads = await api<{ records: { id: string }[] }>('/online/cgform/head/list?tableName=e2e_visit');
    const formId = heads.result.records[0]!.id;
    type Menu = { id: string; url: string; children?: Menu[] };
    const menus = async () => {
      const flat = (items: Menu[]): Menu[] => items.flatMap((m) => [m, ...flat(m.children ?? [])]);
      return flat((await api<Menu[]>('/sys/permission/list')).result);
    };
    const menu = await api('/sys/permission/add', {
      method: 'POST',
      body: JSON.stringify({
        name: '来访登记',
        menuType: 1,
        parentId: (await menus()).find((m) => m.url === '/online')!.id,
        url: `/online/cgformList/${formId}`,
        component: 'modules/online/cgform/auto/OnlCgformAutoList',
        route: true,
        sortNo: 99,
      }),
    });
    expect(menu.success).toBe(true);
    const added = (await menus()).find((m) => m.url === `/online/cgformList/${formId}`)!;
    const roles = await api<{ records: { id: string; roleCode: string }[] }>('/sys/role/list?roleCode=admin');
    const granted = await api('/sys/permission/saveRolePermission', {
      method: 'POST',
      body: JSON.stringify({
        roleId: roles.result.records[0]!.id,
        permissionIds: added.id,
        lastpermissionIds: '',
      }),
    });
    expect(granted.success).toBe(true);
    const again = await adminSession();
    try {
      const side = again.page.getByRole('navigation', { name: '侧边菜单' });
      await side.getByRole('treeitem', { name: '在线开发' }).click();
      await side.getByRole('treeitem', { name: '来访登记' }).click();
      await visible(again.page.getByRole('cell', { name: '送审试卷并签收' }));
    } finally {
      await again.close();
    }
  });

  it('works a tree form and an ERP form from the demo', async () => {
    const { page } = session;
    await page.goto('/online/cgformTreeList/onlform_knowledge_point');
    await page.getByRole('button', { name: '展开数学' }).click();
    await page.getByRole('button', { name: '展开代数' }).click();
    await visible(page.getByText('方程与不等式'));
    await page.getByRole('group', { name: '代数 操作' }).getByRole('button', { name: '添加下级' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^知识点名称/).fill('数列');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('添加成功！'));

    await page.goto('/online/cgformErpList/onlform_supply_order');
    await visible(page.getByText('请选择一条主表记录'));
    await page.getByText('SL-202512-01').click();
    await visible(page.getByText('答题卡'));
    const items = page.getByRole('region', { name: /物资明细/ });
    await items.getByRole('button', { name: '新增' }).click();
    const sub = page.getByRole('dialog');
    await sub.getByLabel(/^物品名称/).fill('草稿纸');
    await sub.getByLabel(/^数量/).fill('600');
    await sub.getByRole('button', { name: '确定' }).click();
    await visible(page.getByRole('cell', { name: '草稿纸' }));
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
