import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import StudentListPage from '@/features/students/components/student-list-page';
import { ORGANIZATION_DICT } from '@/domain/entities/college';
import { api, useApiTestBed, xlsResponse } from '../lib/api-client-helpers';
import { grant, renderWithClient, savedFiles, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    [ORGANIZATION_DICT]: [item('o1', '京华理工大学'), item('o2', '沪江财经大学')],
    degree_level: [item('1', '本科'), item('2', '硕士'), item('3', '博士')],
    student_status: [item('1', '在读'), item('2', '毕业')],
  }),
);

const COLLEGES: Record<string, { id: string; collegeName: string }[]> = {
  o1: [
    { id: 'c1', collegeName: '计算机科学与技术学院' },
    { id: 'c2', collegeName: '机械工程学院' },
  ],
  o2: [{ id: 'c3', collegeName: '金融学院' }],
};
const PROGRAMMES: Record<string, { id: string; name: string; programmeType_dictText: string }[]> = {
  c1: [
    { id: 'p1', name: '软件工程', programmeType_dictText: '本科专业' },
    { id: 'p2', name: '计算机科学与技术', programmeType_dictText: '一级学科硕士点' },
  ],
  c3: [{ id: 'p3', name: '金融', programmeType_dictText: '专业硕士' }],
};

const STUDENT = {
  id: 's1',
  organizationId: 'o1',
  organizationId_dictText: '京华理工大学',
  collegeId: 'c1',
  collegeId_dictText: '计算机科学与技术学院',
  programmeId: 'p1',
  programmeId_dictText: '软件工程',
  studentNo: '2023010001',
  name: '李雷',
  sex: 1,
  idCardNo: '110108********1234',
  enrollYear: 2023,
  degreeLevel: '1',
  status: '1',
};

/** The list (its requests kept), the colleges by institution and the programmes by college. */
function serve(lists: URLSearchParams[] = []) {
  bed.server.use(
    http.get(api('/studentManagement/cpcStudent/list'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return page([STUDENT]);
    }),
    http.get(api('/collegeManagement/cpcCollegeManagement/list'), ({ request }) =>
      page(COLLEGES[new URL(request.url).searchParams.get('organizationId') ?? ''] ?? []),
    ),
    http.get(api('/collegeManagement/cpcCollegeManagement/queryByIdToDetail'), ({ request }) =>
      ok({ cpcCollegeProgrammeList: PROGRAMMES[new URL(request.url).searchParams.get('id') ?? ''] ?? [] }),
    ),
  );
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function renderList(...codes: string[]) {
  renderWithClient(<StudentListPage />, grant(...codes));
  await screen.findByText('1-1 共1条');
  return userEvent.setup();
}

describe('学生列表: the query form', () => {
  it('cascades 所属院校 → 所属学院 → 所学专业 and searches by what was chosen', async () => {
    const lists: URLSearchParams[] = [];
    serve(lists);
    const user = await renderList();
    const query = screen.getByRole('form', { name: '查询条件' });
    const org = within(query).getByRole('combobox', { name: '所属院校' });
    const college = within(query).getByRole('combobox', { name: '所属学院' });
    const programme = within(query).getByRole('combobox', { name: '所学专业' });
    expect(optionTexts(college)).toEqual(['请先选择所属院校']);
    expect(optionTexts(programme)).toEqual(['请先选择所属学院']);

    await user.selectOptions(org, 'o1');
    await waitFor(() => expect(optionTexts(college)).toEqual(['请选择', '计算机科学与技术学院', '机械工程学院']));
    await user.selectOptions(college, 'c1');
    await waitFor(() =>
      expect(optionTexts(programme)).toEqual(['请选择', '软件工程（本科专业）', '计算机科学与技术（一级学科硕士点）']),
    );
    await user.selectOptions(programme, 'p1');

    // Another institution: its colleges only, and the college and programme chosen before are cleared
    await user.selectOptions(org, 'o2');
    await waitFor(() => expect(optionTexts(college)).toEqual(['请选择', '金融学院']));
    expect(college).toHaveValue('');
    expect(programme).toHaveValue('');
    await user.selectOptions(college, 'c3');
    await user.type(within(query).getByRole('textbox', { name: '姓名' }), '李');
    await user.selectOptions(within(query).getByRole('combobox', { name: '培养层次' }), '2');
    await user.click(within(query).getByRole('button', { name: '查询' }));

    await waitFor(() => expect(lists.at(-1)?.get('collegeId')).toBe('c3'));
    const sent = lists.at(-1)!;
    expect(sent.get('organizationId')).toBe('o2');
    expect(sent.get('programmeId')).toBeNull();
    expect(sent.get('name')).toBe('*李*');
    expect(sent.get('degreeLevel')).toBe('2');

    await user.click(within(query).getByRole('button', { name: '重置' }));
    expect(org).toHaveValue('');
    await waitFor(() => expect(lists.at(-1)?.get('organizationId')).toBeNull());
  });

  it('sorts by 学号 on the server', async () => {
    const lists: URLSearchParams[] = [];
    serve(lists);
    const user = await renderList();
    await user.click(screen.getByRole('button', { name: /学号/ }));
    await waitFor(() => expect(lists.at(-1)?.get('column')).toBe('studentNo'));
    expect(lists.at(-1)?.get('order')).toBe('asc');
  });
});

describe('学生列表: the form', () => {
  async function openEdit() {
    const user = await renderList('cpc:student:edit');
    const actions = screen.getByRole('group', { name: '2023010001 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    const college = within(form).getByRole('combobox', { name: /所属学院/ });
    await waitFor(() => expect(optionTexts(college)).toContain('机械工程学院'));
    return { user, form, college };
  }

  it('offers the institution’s colleges and the college’s programmes; a new institution clears both', async () => {
    const edits: Record<string, unknown>[] = [];
    serve();
    bed.server.use(
      http.put(api('/studentManagement/cpcStudent/edit'), async ({ request }) => {
        edits.push((await request.json()) as Record<string, unknown>);
        return ok(null, '编辑成功!');
      }),
    );
    const { user, form, college } = await openEdit();
    const programme = within(form).getByRole('combobox', { name: /所学专业/ });
    expect(college).toHaveValue('c1');
    await waitFor(() => expect(programme).toHaveValue('p1'));

    await user.selectOptions(within(form).getByRole('combobox', { name: /所属院校/ }), 'o2');
    expect(college).toHaveValue('');
    expect(programme).toHaveValue('');
    await waitFor(() => expect(optionTexts(college)).toEqual(['请选择', '金融学院']));
    await user.selectOptions(college, 'c3');
    await waitFor(() => expect(optionTexts(programme)).toContain('金融（专业硕士）'));
    await user.selectOptions(programme, 'p3');
    await user.click(within(form).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ id: 's1', organizationId: 'o2', collegeId: 'c3', programmeId: 'p3' });
  });

  it('sends a masked ID number back unchanged (nobody re-types it); a mistyped one is refused here', async () => {
    const edits: Record<string, unknown>[] = [];
    serve();
    bed.server.use(
      http.put(api('/studentManagement/cpcStudent/edit'), async ({ request }) => {
        edits.push((await request.json()) as Record<string, unknown>);
        return ok(null, '编辑成功!');
      }),
    );
    const { user, form } = await openEdit();
    const idCard = within(form).getByRole('textbox', { name: /身份证号/ });
    expect(idCard).toHaveValue('110108********1234');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]!.idCardNo).toBe('110108********1234');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑' })).not.toBeInTheDocument());
    const actions = await screen.findByRole('group', { name: '2023010001 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const again = await screen.findByRole('dialog', { name: '编辑' });
    const typed = within(again).getByRole('textbox', { name: /身份证号/ });
    await user.clear(typed);
    await user.type(typed, '110108200001011235');
    await user.click(within(again).getByRole('button', { name: '确定' }));
    expect(await within(again).findByText('请输入正确的身份证号码!')).toBeInTheDocument();
    expect(edits).toHaveLength(1);
  });

  it('shows the server’s refusal (a college of another institution) and keeps what was chosen', async () => {
    const refusal = '所属学院「金融学院」不是该院校的学院或不在您可操作的数据范围内';
    serve();
    bed.server.use(http.put(api('/studentManagement/cpcStudent/edit'), () => refused(refusal)));
    const { user, form, college } = await openEdit();
    await user.selectOptions(college, 'c2');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes.map((n) => n.message)).toContain(refusal));
    expect(form).toBeInTheDocument();
    expect(college).toHaveValue('c2');
  });
});

describe('学生列表: 导入', () => {
  it('lists the failed rows with their reasons from the error file, and offers the file', async () => {
    serve();
    const lines = Array.from({ length: 23 }, (_, i) => `第 ${i + 2} 行：所属学院「金融学院」不是该院校的学院`);
    bed.server.use(
      http.post(api('/studentManagement/cpcStudent/importExcel'), () =>
        HttpResponse.json({
          success: true,
          code: 201,
          message: '文件导入成功，但有错误。',
          result: {
            totalCount: 25,
            successCount: 2,
            errorCount: 23,
            addCount: 2,
            updateCount: 0,
            msg: '总上传行数：25，新增 2 行，更新 0 行，失败 23 行',
            fileUrl: '/sys/common/static/logs/u1/20260101/studentImportExcelErrorLog.txt',
            fileName: 'studentImportExcelErrorLog.txt',
          },
          timestamp: 0,
        }),
      ),
      http.get(api('/sys/common/static/logs/u1/20260101/studentImportExcelErrorLog.txt'), () =>
        HttpResponse.text(lines.join('\r\n') + '\r\n'),
      ),
    );
    const user = await renderList('cpc:student:import');
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入EXCEL' });
    const file = new File(['x'], '学生.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(within(dialog).getByLabelText('选择文件'), file);
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));

    const warning = await screen.findByRole('alertdialog', { name: '导入成功，但有错误数据！' });
    expect(within(warning).getByText('总上传行数：25，新增 2 行，更新 0 行，失败 23 行')).toBeInTheDocument();
    const failed = await within(warning).findByRole('list', { name: '失败的行' });
    const rows = within(failed)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows.slice(0, 20)).toEqual(lines.slice(0, 20));
    expect(rows[20]).toBe('……另有 3 行，见错误信息文件');
    expect(within(warning).getByRole('link', { name: '下载错误信息' })).toBeInTheDocument();
  });

  it('下载导入模板 downloads the export of no student (its columns only) as 学生导入模板.xls', async () => {
    serve();
    const asked: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/studentManagement/cpcStudent/exportXls'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return xlsResponse();
      }),
    );
    const saved = savedFiles();
    const user = await renderList('cpc:student:import');
    await user.click(screen.getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(saved).toEqual(['学生导入模板.xls']));
    expect(asked[0]!.get('selections')).toBe('0');
    expect(bed.notes).toEqual([]);
  });

  it('hides 下载导入模板 from those who may not import', async () => {
    serve();
    await renderList();
    expect(screen.queryByRole('button', { name: '下载导入模板' })).not.toBeInTheDocument();
  });
});
