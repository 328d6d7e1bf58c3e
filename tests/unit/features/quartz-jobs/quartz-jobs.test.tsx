import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import QuartzJobListPage from '@/features/quartz-jobs/components/quartz-job-list-page';
import { durationText } from '@/features/quartz-jobs/components/job-log-dialog';
import { validateCron } from '@/domain/cron';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../../widgets/test-utils';
import { DICTS, ok, page, storeDicts } from '../feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => {
  // Saves go through the offline outbox, which belongs to the signed-in user.
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    quartz_status: [
      { value: '0', text: '正常', title: '正常', label: '正常' },
      { value: '-1', text: '停止', title: '停止', label: '停止' },
    ],
  });
});

const PKG = 'org.jeecg.modules.quartz.job';
const ADMIN = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export', 'execute', 'pause', 'resume'].map(
  (a) => `system:quartzJob:${a}`,
);
const job = (id: string, name: string, status: number, cronExpression = '0 0/5 * * * ?') => ({
  id,
  jobClassName: `${PKG}.${name}`,
  cronExpression,
  parameter: null,
  description: null,
  status,
  status_dictText: status === 0 ? '正常' : '停止',
});
const ROWS = [job('j1', 'CleanExpiredSessionsJob', 0), job('j2', 'SampleJob', -1)];

function serve() {
  const calls: { path: string; url: URL; body?: unknown }[] = [];
  const record =
    (path: string) =>
    async ({ request }: { request: Request }) => {
      const body = request.method === 'GET' ? undefined : await request.json();
      calls.push({ path, url: new URL(request.url), body });
      return ok(null, { add: '创建定时任务成功', execute: '执行成功!', pause: '停止定时任务成功' }[path] ?? '');
    };
  bed.server.use(
    http.get(api('/sys/quartzJob/list'), ({ request }) => {
      calls.push({ path: 'list', url: new URL(request.url) });
      return page(ROWS);
    }),
    http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
    http.post(api('/sys/quartzJob/add'), record('add')),
    http.get(api('/sys/quartzJob/execute'), record('execute')),
    http.get(api('/sys/quartzJob/pause'), record('pause')),
    http.get(api('/sys/quartzJob/logList'), ({ request }) => {
      calls.push({ path: 'logList', url: new URL(request.url) });
      const n = calls.filter((c) => c.path === 'logList').length;
      const run = (i: number) => ({
        id: `r${i}`,
        jobId: 'j2',
        jobClassName: `${PKG}.SampleJob`,
        trigger: i === 1 ? 'manual' : 'schedule',
        startTime: `2026-03-02 14:0${i}:00`,
        endTime: `2026-03-02 14:0${i}:01`,
        durationMs: 1200,
        result: 'success',
        message: `第 ${i} 次运行`,
        parameter: null,
      });
      return ok({ records: Array.from({ length: n }, (_, i) => run(n - i)), total: n, size: 10, current: 1, pages: 1 });
    }),
  );
  return calls;
}

async function renderList(codes = ADMIN) {
  const calls = serve();
  renderWithClient(<QuartzJobListPage />, grant(...codes));
  await screen.findByText('1-2 共2条');
  return { calls, user: userEvent.setup() };
}

const notes = (intent: string) => bed.notes.filter((n) => n.intent === intent).map((n) => n.message);
const rowGroup = (name: string) => screen.getByRole('group', { name: `${PKG}.${name} 操作` });

describe('定时任务: the form', () => {
  it('edits the expression in the cron editor and sends it with the chosen job class', async () => {
    const { calls, user } = await renderList();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    const cron = within(form).getByRole('textbox', { name: 'Cron表达式' });
    expect(cron).toHaveValue('* * * * * ? *');

    await user.click(within(form).getByRole('button', { name: '选择' }));
    const editor = await screen.findByRole('dialog', { name: 'Cron表达式' });
    await user.click(within(editor).getByRole('tab', { name: '秒' }));
    await user.click(within(editor).getByRole('radio', { name: '指定' }));
    await user.click(within(editor).getByRole('tab', { name: '分' }));
    await user.click(within(editor).getByRole('radio', { name: '循环' }));
    await user.clear(within(editor).getByRole('spinbutton', { name: '循环间隔' }));
    await user.type(within(editor).getByRole('spinbutton', { name: '循环间隔' }), '5{Enter}');
    await user.click(within(editor).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cron表达式' })).not.toBeInTheDocument());
    const built = (await screen.findByRole('textbox', { name: 'Cron表达式' })) as HTMLInputElement;
    expect(built.value).toMatch(/^0 0\/5 \* \* \* \? \*$/);

    const classBox = within(form).getByRole('combobox', { name: '任务类名' });
    await user.type(classBox, 'SampleParam');
    await user.click(await screen.findByRole('option', { name: /SampleParamJob/ }));
    expect(classBox).toHaveValue(`${PKG}.SampleParamJob`);
    expect(within(form).getByText(/参数：任意文本/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '参数' }), '你好');
    await user.click(within(form).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(calls.filter((c) => c.path === 'add')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'add')!.body).toMatchObject({
      jobClassName: `${PKG}.SampleParamJob`,
      cronExpression: built.value,
      parameter: '你好',
      status: '0',
    });
    await waitFor(() => expect(notes('success')).toEqual(['创建定时任务成功']));
  }, 30_000);

  it('shows the Chinese message of an invalid expression and sends nothing', async () => {
    const { calls, user } = await renderList();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    const cron = within(form).getByRole('textbox', { name: 'Cron表达式' });
    await user.clear(cron);
    await user.type(cron, '0 0 12 * * *');
    await user.type(within(form).getByRole('combobox', { name: '任务类名' }), `${PKG}.SampleJob`);
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText(validateCron('0 0 12 * * *')!)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'add')).toEqual([]);
  }, 30_000);
});

describe('定时任务: row actions', () => {
  it('shows 停止 for a running job and 启动 for a stopped one, per permission', async () => {
    await renderList(['system:quartzJob:pause', 'system:quartzJob:execute']);
    expect(within(rowGroup('CleanExpiredSessionsJob')).getByRole('button', { name: '停止' })).toBeInTheDocument();
    expect(within(rowGroup('SampleJob')).queryByRole('button', { name: '启动' })).not.toBeInTheDocument();
    expect(within(rowGroup('SampleJob')).getByRole('button', { name: '执行一次' })).toBeInTheDocument();
    expect(screen.getAllByText('正常')[0]).toBeInTheDocument();
    expect(screen.getAllByText('停止').length).toBeGreaterThan(0);
  });

  it('执行一次 asks 立即执行一次? and calls execute with the id', async () => {
    const { calls, user } = await renderList();
    await user.click(within(rowGroup('SampleJob')).getByRole('button', { name: '执行一次' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认提示' });
    expect(within(dialog).getByText('立即执行一次?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['执行成功!']));
    const execute = calls.filter((c) => c.path === 'execute');
    expect(execute).toHaveLength(1);
    expect(execute[0]!.url.searchParams.get('id')).toBe('j2');
  });

  it('停止 asks 是否暂停选中任务?, calls pause and reloads the list', async () => {
    const { calls, user } = await renderList();
    const lists = calls.filter((c) => c.path === 'list').length;
    await user.click(within(rowGroup('CleanExpiredSessionsJob')).getByRole('button', { name: '停止' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认暂停' });
    expect(within(dialog).getByText('是否暂停选中任务?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['停止定时任务成功']));
    expect(calls.find((c) => c.path === 'pause')!.url.searchParams.get('id')).toBe('j1');
    await waitFor(() => expect(calls.filter((c) => c.path === 'list').length).toBeGreaterThan(lists));
  });

  it('日志 lists the runs (开始时间, 结束时间, 耗时, 结果, 信息) and 刷新 reloads them', async () => {
    const { calls, user } = await renderList();
    await user.click(within(rowGroup('SampleJob')).getByRole('button', { name: '日志' }));
    const dialog = await screen.findByRole('dialog', { name: '运行日志 - SampleJob' });
    const table = within(dialog).getByRole('table', { name: '运行日志' });
    for (const header of ['开始时间', '结束时间', '耗时', '结果', '信息'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(await within(table).findByText('第 1 次运行')).toBeInTheDocument();
    expect(within(table).getByText('2026-03-02 14:01:00')).toBeInTheDocument();
    expect(within(table).getByText('1.2 秒')).toBeInTheDocument();
    expect(within(table).getByText('成功')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'logList')!.url.searchParams.get('jobId')).toBe('j2');

    await user.click(within(dialog).getByRole('button', { name: '刷新' }));
    expect(await within(table).findByText('第 2 次运行')).toBeInTheDocument();
  });

  it('writes durations the short way', () => {
    expect([durationText(12), durationText(3400), durationText(125_000), durationText(null)]).toEqual([
      '12 毫秒',
      '3.4 秒',
      '2 分 5 秒',
      '',
    ]);
  });
});
