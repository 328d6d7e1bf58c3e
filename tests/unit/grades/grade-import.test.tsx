import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import GradeImportPage from '@/features/grades/components/grade-import-page';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, savedFiles, useDialogLayout } from '../widgets/test-utils';
import { file } from '../widgets/upload-helpers';
import { page } from '../features/feature-fixtures';
import { GRADE_API } from './grade-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const TESTS: Record<string, Record<string, unknown>[]> = {
  '4': [{ id: 't3', testName: '2025年春季能力测试', testCode: 'KS2025001', status: '4', status_dictText: '阅卷中' }],
  '5': [
    { id: 't1', testName: '2024年秋季能力测试', testCode: 'KS2024001', status: '5', status_dictText: '成绩已发布' },
  ],
};

const ERROR_FILE = '/sys/common/static/logs/u1/20261126/gradeImportError.xlsx';

const WITH_ERRORS = {
  totalCount: 4,
  successCount: 3,
  errorCount: 1,
  addCount: 3,
  updateCount: 0,
  msg: '总上传行数：4，新增 3 行，更新 0 行，失败 1 行',
  fileUrl: ERROR_FILE,
  fileName: '成绩导入错误_KS2025001.xlsx',
  errors: [{ row: 5, studentNo: '2023010004', reason: '第3题得分超出满分 5' }],
};

interface Held {
  /** What importStart was sent. */
  start: Record<string, unknown>;
  /** Ends the server's import with this answer (the next progress poll holds it). */
  answer: (body: Record<string, unknown>) => void;
}

function serve(options: { dropFirstPart?: boolean } = {}) {
  const statuses: string[] = [];
  const held: Held[] = [];
  const templates: URLSearchParams[] = [];
  const errorFiles: string[] = [];
  /** The parts posted: their offset and size; `dropped` when the connection broke. */
  const parts: { offset: number; size: number; dropped?: boolean }[] = [];
  const asked: string[] = [];
  let stored = 0;
  const answers = new Map<string, Record<string, unknown>>();
  bed.server.use(
    http.get(api('/cpctestmanager/cpcTestManager/list'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? '';
      statuses.push(status);
      return page(TESTS[status] ?? []);
    }),
    http.get(api(`${GRADE_API}/importTemplate`), ({ request }) => {
      templates.push(new URL(request.url).searchParams);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('成绩导入模板_KS2025001.xlsx')}`,
        },
      });
    }),
    http.get(api(ERROR_FILE), ({ request }) => {
      errorFiles.push(new URL(request.url).pathname);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
    }),
    http.post(api(`${GRADE_API}/importUpload`), async ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      const body = await request.arrayBuffer();
      const size = body.byteLength;
      if (options.dropFirstPart && parts.length === 0) {
        parts.push({ offset, size, dropped: true });
        return HttpResponse.error();
      }
      parts.push({ offset, size });
      if (offset === stored) stored += size;
      return HttpResponse.json(answer(200, '', { received: stored }));
    }),
    http.get(api(`${GRADE_API}/importUpload`), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('uploadId') ?? '');
      return HttpResponse.json(answer(200, '', { received: stored }));
    }),
    http.post(api(`${GRADE_API}/importStart`), async ({ request }) => {
      const start = (await request.json()) as Record<string, unknown>;
      const importId = `imp-${held.length + 1}`;
      held.push({ start, answer: (body) => answers.set(importId, body) });
      stored = 0;
      return HttpResponse.json(answer(200, '', { importId }));
    }),
    // The server's progress of the import importStart named; its answer once ended.
    http.get(api(`${GRADE_API}/importProgress`), ({ request }) => {
      const importId = new URL(request.url).searchParams.get('importId') ?? '';
      const ended = answers.get(importId);
      return HttpResponse.json(
        answer(
          200,
          '',
          ended
            ? { total: 4, checked: 4, written: 4, done: true, answer: ended }
            : { total: 0, share: 0.5, checked: 4, written: 2 },
        ),
      );
    }),
  );
  return { statuses, held, templates, errorFiles, parts, asked };
}

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}

function renderPage(...codes: string[]) {
  signIn('tok-1');
  const user = userEvent.setup({ applyAccept: false });
  renderWithClient(
    <MemoryRouter initialEntries={['/grade/import']}>
      <Routes>
        <Route path="/grade/import" element={<GradeImportPage />} />
        <Route path="/grade/list" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

const answer = (code: number, message: string, result: unknown) => ({
  success: true,
  code,
  message,
  result,
  timestamp: 0,
});

describe('成绩导入', () => {
  it('offers the 阅卷中 and 成绩已发布 tests, gives the template, uploads with progress and lists the refused rows', async () => {
    const { statuses, held, templates, errorFiles, parts } = serve();
    const saved = savedFiles();
    const user = renderPage('cpc:grade:import');
    const select = screen.getByRole('combobox', { name: '考试' });
    await within(select).findByRole('option', { name: /KS2025001/ });
    expect(statuses.sort()).toEqual(['4', '5']);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择考试', '2025年春季能力测试（KS2025001，阅卷中）', '2024年秋季能力测试（KS2024001，成绩已发布）']);
    expect(screen.getByRole('button', { name: '下载导入模板' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '开始导入' })).toBeDisabled();

    await user.selectOptions(select, 't3');
    await user.click(screen.getByRole('button', { name: '下载导入模板' }));
    await waitFor(() => expect(saved).toEqual(['成绩导入模板_KS2025001.xlsx']));
    expect(templates[0]!.get('testId')).toBe('t3');

    // Not a spreadsheet: refused here, nothing chosen.
    await user.upload(screen.getByLabelText('选择文件'), file('成绩.txt', 'text/plain'));
    expect(bed.notes.at(-1)).toMatchObject({ message: '成绩.txt 不是成绩文件，只能导入 .xls、.xlsx 或 .csv 文件' });
    expect(screen.getByRole('button', { name: '开始导入' })).toBeDisabled();

    const chosen = file('成绩.xlsx', 'application/octet-stream');
    await user.upload(screen.getByLabelText('选择文件'), chosen);
    expect(screen.getByLabelText('已选文件')).toHaveTextContent('成绩.xlsx');
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.start).toMatchObject({ testId: 't3', fileName: '成绩.xlsx' });
    expect(parts.map((p) => p.offset)).toEqual([0]);
    expect(parts[0]!.size).toBe(chosen.size);
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '导入中…' })).toBeDisabled();
    expect(await screen.findByText('已读取 50%，已检查 4 行，已写入 2 行')).toBeInTheDocument();

    held[0]!.answer(answer(201, '文件导入成功，但有错误。', WITH_ERRORS));
    const result = await screen.findByRole('region', { name: '导入结果' });
    expect(within(result).getByText('文件导入成功，但有错误。')).toBeInTheDocument();
    expect(within(result).getByText('共 4 行，成功 3（新增 3，更新 0），失败 1')).toBeInTheDocument();
    const rows = within(within(result).getByRole('table', { name: '失败的行' }))
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([['5', '2023010004', '第3题得分超出满分 5']]);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(within(result).getByRole('button', { name: '下载错误文件' }));
    await waitFor(() => expect(saved).toContain('成绩导入错误_KS2025001.xlsx'));
    expect(errorFiles).toEqual([`/jeecg-boot${ERROR_FILE}`]);

    // The corrected file: the student's grade is updated, and the result replaced.
    await user.upload(screen.getByLabelText('选择文件'), file('成绩-修正.xlsx', 'application/octet-stream'));
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(held).toHaveLength(2));
    const fixed = { ...WITH_ERRORS, totalCount: 4, successCount: 4, errorCount: 0, addCount: 1, updateCount: 3 };
    held[1]!.answer(
      answer(200, '文件导入成功！', { ...fixed, errors: [], fileUrl: undefined, fileName: undefined, msg: undefined }),
    );
    expect(await screen.findByText('共 4 行，成功 4（新增 1，更新 3），失败 0')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '失败的行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载错误文件' })).toBeNull();

    await user.click(screen.getByRole('link', { name: '查看成绩' }));
    expect(await screen.findByText('到了 /grade/list?testId=t3')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the test and file chosen', async () => {
    const { held } = serve();
    const user = renderPage('cpc:grade:import');
    const select = screen.getByRole('combobox', { name: '考试' });
    await within(select).findByRole('option', { name: /KS2024001/ });
    await user.selectOptions(select, 't1');
    await user.upload(screen.getByLabelText('选择文件'), file('成绩.xls', 'application/vnd.ms-excel'));
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.answer({
      success: false,
      code: 500,
      message: '只有「阅卷中」或「成绩已发布」的考试可以导入成绩',
      result: null,
    });
    expect(await screen.findByText('导入失败：只有「阅卷中」或「成绩已发布」的考试可以导入成绩')).toBeInTheDocument();
    expect(select).toHaveValue('t1');
    expect(screen.getByLabelText('已选文件')).toHaveTextContent('成绩.xls');
    expect(screen.getByRole('button', { name: '开始导入' })).toBeEnabled();
  });

  it('takes a dropped file', async () => {
    serve();
    renderPage('cpc:grade:import');
    const zone = screen.getByText('将 .xls、.xlsx 或 .csv 文件拖到这里，或').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [file('春季成绩.xlsx', 'application/octet-stream')] } });
    expect(await screen.findByLabelText('已选文件')).toHaveTextContent('春季成绩.xlsx');
    fireEvent.drop(zone, { dataTransfer: { files: [file('说明.docx', 'application/octet-stream')] } });
    expect(bed.notes.at(-1)).toMatchObject({ message: '说明.docx 不是成绩文件，只能导入 .xls、.xlsx 或 .csv 文件' });
    expect(screen.getByLabelText('已选文件')).toHaveTextContent('春季成绩.xlsx');
  });

  it('after a dropped connection asks the server where it stands and sends the file from there', async () => {
    const { held, parts, asked } = serve({ dropFirstPart: true });
    const user = renderPage('cpc:grade:import');
    const select = screen.getByRole('combobox', { name: '考试' });
    await within(select).findByRole('option', { name: /KS2024001/ });
    await user.selectOptions(select, 't1');
    await user.upload(screen.getByLabelText('选择文件'), file('成绩.csv', 'text/csv'));
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(held).toHaveLength(1), { timeout: 5000 });
    expect(parts.map((p) => [p.offset, Boolean(p.dropped)])).toEqual([
      [0, true],
      [0, false],
    ]);
    expect(asked).toHaveLength(1);
    expect(held[0]!.start).toMatchObject({ testId: 't1', fileName: '成绩.csv', uploadId: asked[0] });
    held[0]!.answer(answer(200, '文件导入成功！', { ...WITH_ERRORS, errorCount: 0, successCount: 4, errors: [] }));
    expect(await screen.findByText('文件导入成功！')).toBeInTheDocument();
  });

  it('offers no 下载导入模板 nor 开始导入 without the import button', async () => {
    serve();
    renderPage();
    await within(screen.getByRole('combobox', { name: '考试' })).findByRole('option', { name: /KS2024001/ });
    expect(screen.queryByRole('button', { name: '开始导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载导入模板' })).toBeNull();
  });
});
