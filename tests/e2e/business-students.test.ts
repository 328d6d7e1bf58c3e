/**
 * 学生列表 as admin: three students of 京华理工大学 imported from an .xlsx with the export's columns, one of them
 * naming a college of 沪江财经大学: the import's dialog says 2 were added and names the bad row with its reason; the
 * two good students are then found by 学号 in the list (the bad one is not). The query form's 所属学院 offers only
 * the chosen institution's colleges. 学生成绩 shows a chosen student's facts and 暂无成绩记录.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import type { FieldDef } from '../../src/domain/entities/entity-types';
import { studentEntity } from '../../src/domain/entities/student';
import {
  type Session,
  adminSession,
  apiAs,
  hidden,
  newPage,
  signIn,
  visible,
  VIEWPORTS,
  waitForPath,
  type Api,
} from './support';

let browser: Browser;
let session: Session;
let page: Page;
let api: Api;
/** A 学号 prefix no demo student has (demo numbers start with the enrolment year). */
const PREFIX = `E${Date.now().toString(36).toUpperCase()}`;
const NOS = [`${PREFIX}1`, `${PREFIX}2`, `${PREFIX}3`];

interface Page_<T> {
  records: T[];
}

async function firstCollegeOf(orgName: string): Promise<{ orgId: string; collegeName: string }> {
  const orgs = await api<Page_<{ id: string }>>(
    `/organizationManager/cpcOrganizationManagement/list?orgName=${encodeURIComponent(orgName)}`,
  );
  const orgId = orgs.result.records[0]!.id;
  const colleges = await api<Page_<{ collegeName: string }>>(
    `/collegeManagement/cpcCollegeManagement/list?organizationId=${orgId}&column=sortNo&order=asc`,
  );
  return { orgId, collegeName: colleges.result.records[0]!.collegeName };
}

/** The export's columns (the definition's list and excel fields, as the server's export writes them). */
const HEADER = (studentEntity.fields as readonly FieldDef[]).filter((f) => f.list || f.excel).map((f) => f.label);

function workbook(rows: Record<string, string | number>[]): Buffer {
  const book = XLSX.utils.book_new();
  const lines = rows.map((row) => HEADER.map((label) => row[label] ?? ''));
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['学生列表'], ['导出人:管理员'], HEADER, ...lines]),
    '学生',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

let jhlgCollege: string;
let otherCollege: string;

beforeAll(async () => {
  api = await apiAs('admin');
  ({ collegeName: jhlgCollege } = await firstCollegeOf('京华理工大学'));
  ({ collegeName: otherCollege } = await firstCollegeOf('沪江财经大学'));
  session = await adminSession();
  ({ browser, page } = session);
});
afterAll(() => session?.close());

describe('学生列表', () => {
  it('imports 3 students, one with a college of another institution: 2 added, the bad row named with its reason', async () => {
    expect(HEADER).toContain('所属院校');
    const student = (no: string, name: string, college: string) => ({
      所属院校: '京华理工大学',
      所属学院: college,
      学号: no,
      姓名: name,
      性别: '男',
      入学年份: 2025,
      培养层次: '本科',
      学籍状态: '在读',
    });
    const file = workbook([
      student(NOS[0]!, '导入甲', jhlgCollege),
      student(NOS[1]!, '导入乙', otherCollege),
      student(NOS[2]!, '导入丙', jhlgCollege),
    ]);

    await page.goto('/student/list');
    await waitForPath(page, '/student/list');
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
    await dialog.getByLabel('选择文件').setInputFiles({
      name: '学生导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    await visible(dialog.getByText('学生导入.xlsx'));
    await dialog.getByRole('button', { name: '开始上传' }).click();

    const result = page.getByRole('alertdialog', { name: '导入成功，但有错误数据！' });
    await visible(result);
    await visible(result.getByText(/新增 2 行/));
    const failed = result.getByRole('list', { name: '失败的行' });
    await visible(failed);
    expect(await failed.getByRole('listitem').allTextContents()).toEqual([
      `第 2 行：所属学院「${otherCollege}」不是该院校的学院或不在您可操作的数据范围内`,
    ]);
    await visible(result.getByRole('link', { name: '下载错误信息' }));
    await result.getByRole('button', { name: '知道了' }).click();
    await hidden(result);

    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '学号' }).fill(PREFIX);
    await query.getByRole('button', { name: '查询' }).click();
    const table = page.getByRole('table', { name: '学生列表' });
    await visible(table.getByRole('cell', { name: NOS[0], exact: true }));
    await visible(table.getByRole('cell', { name: NOS[2], exact: true }));
    await expect(table.getByRole('cell', { name: NOS[1], exact: true }).count()).resolves.toBe(0);
    await expect(table.getByRole('cell', { name: jhlgCollege, exact: true }).count()).resolves.toBe(2);
  });

  it('offers only the chosen institution’s colleges in the query form', async () => {
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('combobox', { name: '所属院校' }).selectOption({ label: '京华理工大学' });
    const college = query.getByRole('combobox', { name: '所属学院' });
    // Options are never 'visible' in a closed native select: wait for them to be there.
    await college.locator('option', { hasText: jhlgCollege }).waitFor({ state: 'attached' });
    const options = await college.locator('option').allTextContents();
    expect(options).not.toContain(otherCollege);
    await college.selectOption({ label: jhlgCollege });
    await query.getByRole('button', { name: '查询' }).click();
    const table = page.getByRole('table', { name: '学生列表' });
    await visible(table.getByRole('cell', { name: NOS[0], exact: true }));
  });
});

describe('学生成绩', () => {
  it('finds a student by 学号 and shows his facts and 暂无成绩记录', async () => {
    await page.goto('/student/grade');
    await waitForPath(page, '/student/grade');
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '学号' }).fill(NOS[0]!);
    await query.getByRole('button', { name: '查询' }).click();
    const actions = page.getByRole('group', { name: `${NOS[0]} 操作` });
    await visible(actions);
    await actions.getByRole('button', { name: '查看成绩' }).click();
    const panel = page.getByRole('region', { name: '学生成绩' });
    await visible(panel.getByText('导入甲（'));
    await visible(panel.getByText('京华理工大学'));
    await visible(panel.getByRole('region', { name: '成绩记录' }).getByText('暂无成绩记录'));
  });
});

describe('at 390 px', () => {
  it('学生列表 and 学生成绩 fit the phone width (cards named by 学号, no sideways scroll)', async () => {
    const phone = await newPage(browser, VIEWPORTS.phone);
    try {
      await signIn(phone.page, 'admin');
      await waitForPath(phone.page, '/dashboard/analysis');
      await phone.page.goto('/student/list');
      await waitForPath(phone.page, '/student/list');
      await visible(phone.page.getByRole('group', { name: /^\d+ 操作$/ }));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await phone.page.goto('/student/grade');
      await waitForPath(phone.page, '/student/grade');
      await phone.page.getByRole('button', { name: '查看成绩' }).first().click();
      // The first student may have demo grades (a table of them) or none.
      const records = phone.page.getByRole('region', { name: '成绩记录' });
      await visible(records.getByRole('table', { name: '成绩记录' }).or(records.getByText('暂无成绩记录')));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  });
});

describe('全国管理员', () => {
  it('lists the demo managers by name with their provinces by name', async () => {
    await page.goto('/nationalManager');
    await waitForPath(page, '/nationalManager');
    const table = page.getByRole('table', { name: '全国管理员列表' });
    const xuming = table.getByRole('row', { name: /徐明/ });
    await visible(xuming);
    await visible(xuming.getByText('上海市,江苏省,浙江省,安徽省,福建省,山东省'));
    await visible(page.getByRole('form', { name: '查询条件' }).getByRole('button', { name: '选择管理员账号' }));
  });
});
