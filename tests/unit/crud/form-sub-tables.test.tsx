import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EntityFormDialogProps, SubTableDef } from '@/components/crud';
import { EntityFormDialog } from '@/components/crud/forms';
import { SUB_TABLE_LOAD_ATTEMPTS, SUB_TABLE_MESSAGES } from '@/components/crud/form-sub-tables';
import type { EntityDef } from '@/domain/entities/entity-types';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();

/** A master entity of the tests: an exam with its subjects and its rooms. */
const examDef: EntityDef = {
  name: 'exam',
  title: '考试',
  table: 'test_exam',
  apiPath: '/test/exam',
  permissionPrefix: 'test:exam',
  fields: [{ name: 'examName', label: '考试名称', type: 'string', required: true, maxLength: 50 }],
};

const subjects: SubTableDef = {
  key: 'subjectList',
  title: '科目',
  columns: [
    { key: 'subject', title: '科目名称', type: 'input', validateRules: [{ required: true }] },
    { key: 'code', title: '科目代码', type: 'input', validateRules: [{ pattern: 'only' }] },
  ],
  load: async () => (await (await fetch(api('/test/subject/list'))).json()) as Record<string, unknown>[],
};
const rooms: SubTableDef = {
  key: 'roomList',
  title: '考场',
  columns: [{ key: 'room', title: '考场名称', type: 'input', validateRules: [{ required: true }] }],
  load: async () => {
    const res = await fetch(api('/test/room/list'));
    if (!res.ok) throw new Error('加载失败');
    return (await res.json()) as Record<string, unknown>[];
  },
};

const EXAM = { id: 'e1', examName: '期中考试' };

function serveRows(subjectRows: unknown[], roomRows: unknown[] | 'fail') {
  const calls = { subject: 0, room: 0 };
  bed.server.use(
    http.get(api('/test/subject/list'), () => {
      calls.subject += 1;
      return HttpResponse.json(subjectRows);
    }),
    http.get(api('/test/room/list'), () => {
      calls.room += 1;
      return roomRows === 'fail' ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(roomRows);
    }),
  );
  return calls;
}

function captureSaves() {
  const bodies: Record<string, unknown>[] = [];
  const save = async ({ request }: { request: Request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ success: true, code: 200, message: '编辑成功!', result: null });
  };
  bed.server.use(http.put(api('/test/exam/edit'), save), http.post(api('/test/exam/add'), save));
  return bodies;
}

function renderForm(props: Partial<EntityFormDialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithClient(
    <EntityFormDialog
      entity={examDef}
      mode="edit"
      record={EXAM}
      open
      addUrl="/test/exam/add"
      editUrl="/test/exam/edit"
      onClose={onClose}
      onSaved={vi.fn()}
      subTables={[subjects, rooms]}
      {...props}
    />,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

// The sub-tables and the grid load with the first form that has them: the first time in a run that can take a while.
const LAZY = { timeout: 5000 };
const dialog = () => screen.getByRole('dialog');
const tab = (name: string) => within(dialog()).getByRole('tab', { name });
const gridOf = (name: string) => within(dialog()).getByRole('grid', { name, hidden: true });
const cellOf = (grid: HTMLElement, rowId: string, key: string) =>
  grid.querySelector<HTMLElement>(`[data-row-id="${rowId}"][data-col-key="${key}"]`)!;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: '确定' }));

describe('FormSubTables in the entity form', () => {
  it('checks the form first, then each sub-table in order; the failing one is shown and named', async () => {
    serveRows(
      [
        { id: 's1', subject: '语文', code: 'A' },
        { id: 's2', subject: '数学', code: 'A' },
      ],
      [{ id: 'r1', room: '' }],
    );
    const bodies = captureSaves();
    const { user } = renderForm();
    // the tabs, one grid each; the first is shown
    expect(await within(dialog()).findByRole('tab', { name: '科目' }, LAZY)).toHaveAttribute('aria-selected', 'true');
    const subjectGrid = await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    await waitFor(() => expect(gridOf('考场')).toBeInTheDocument());
    expect(gridOf('考场').closest('[role="tabpanel"]')).not.toBeVisible();

    // 1. the master form fails: no sub-table is checked yet
    await user.clear(within(dialog()).getByRole('textbox', { name: /考试名称/ }));
    await submit(user);
    expect(await within(dialog()).findByText('请输入考试名称!')).toBeInTheDocument();
    expect(cellOf(subjectGrid, 's2', 'code')).not.toHaveAttribute('aria-invalid');
    expect(bed.notes).toEqual([]);

    // 2. the form passes; the first sub-table (科目) fails first: it stays shown with its failing cells
    await user.type(within(dialog()).getByRole('textbox', { name: /考试名称/ }), '期末考试');
    await user.click(tab('考场'));
    await submit(user);
    await waitFor(() => expect(tab('科目')).toHaveAttribute('aria-selected', 'true'));
    expect(cellOf(subjectGrid, 's2', 'code')).toHaveAttribute('aria-invalid', 'true');
    expect(cellOf(subjectGrid, 's2', 'code')).toHaveAccessibleDescription('科目代码不能重复');
    expect(bed.notes).toEqual([{ intent: 'warning', message: '「科目」校验未通过' }]);
    expect(SUB_TABLE_MESSAGES.invalid('科目')).toBe('「科目」校验未通过');
    // the second was not checked
    expect(cellOf(gridOf('考场'), 'r1', 'room')).not.toHaveAttribute('aria-invalid');

    // 3. 科目 fixed: 考场 fails, its tab is switched to and its cell shows the message
    await user.click(cellOf(subjectGrid, 's2', 'code'));
    const code = within(cellOf(subjectGrid, 's2', 'code')).getByRole('textbox', { name: '科目代码' });
    await user.clear(code);
    await user.type(code, 'B');
    bed.notes.length = 0;
    await submit(user);
    await waitFor(() => expect(tab('考场')).toHaveAttribute('aria-selected', 'true'));
    const roomGrid = gridOf('考场');
    expect(roomGrid.closest('[role="tabpanel"]')).toBeVisible();
    expect(subjectGrid.closest('[role="tabpanel"]')).not.toBeVisible();
    expect(cellOf(roomGrid, 'r1', 'room')).toHaveAttribute('aria-invalid', 'true');
    expect(cellOf(roomGrid, 'r1', 'room')).toHaveAccessibleDescription('请输入考场名称!');
    expect(bed.notes).toEqual([{ intent: 'warning', message: '「考场」校验未通过' }]);
    expect(bodies).toEqual([]);
  });

  it('sends the rows with the record the JeecgBoot way: { ...master, subjectList, roomList }, new rows without id', async () => {
    serveRows([{ id: 's1', subject: '语文', code: 'A' }], [{ id: 'r1', room: '一号考场' }]);
    const bodies = captureSaves();
    const { user, onClose } = renderForm();
    const subjectGrid = await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    await waitFor(() => expect(gridOf('考场')).toBeInTheDocument());
    await user.click(within(within(dialog()).getByRole('tabpanel')).getByRole('button', { name: '新增' }));
    const added = subjectGrid.querySelectorAll<HTMLElement>('[data-col-key="subject"]')[1]!;
    await user.click(added);
    await user.type(within(added).getByRole('textbox', { name: '科目名称' }), '英语');
    // Enter in a cell keeps the edit: it does not submit the form around the grid
    await user.keyboard('{Enter}');
    expect(bodies).toEqual([]);
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: 'e1',
      examName: '期中考试',
      subjectList: [{ id: 's1', subject: '语文', code: 'A' }, { subject: '英语' }],
      roomList: [{ id: 'r1', room: '一号考场' }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("a sub-table whose rows fail to load 3 times shows 'Failed to open sub-table'; the master saves without it", async () => {
    const calls = serveRows([{ id: 's1', subject: '语文' }], 'fail');
    const bodies = captureSaves();
    const { user } = renderForm();
    await user.click(await within(dialog()).findByRole('tab', { name: '考场' }, LAZY));
    const pane = within(dialog()).getByRole('tabpanel');
    expect(await within(pane).findByText('Failed to open sub-table', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(SUB_TABLE_MESSAGES.loadFailed).toBe('Failed to open sub-table');
    expect(calls.room).toBe(SUB_TABLE_LOAD_ATTEMPTS);
    expect(SUB_TABLE_LOAD_ATTEMPTS).toBe(3);
    expect(bed.notes).toContainEqual({ intent: 'error', message: 'Failed to open sub-table' });

    // 重新加载 asks again
    serveRows([{ id: 's1', subject: '语文' }], [{ id: 'r9', room: '九号考场' }]);
    await user.click(within(pane).getByRole('button', { name: '重新加载' }));
    expect(await within(pane).findByRole('grid', { name: '考场' })).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ roomList: [{ id: 'r9', room: '九号考场' }] });
  });

  it('leaves out a sub-table that never loaded (the server keeps its rows)', async () => {
    serveRows([{ id: 's1', subject: '语文' }], 'fail');
    const bodies = captureSaves();
    const { user } = renderForm();
    await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    await screen.findAllByText('Failed to open sub-table', {}, { timeout: 5000 });
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ id: 'e1', examName: '期中考试', subjectList: [{ id: 's1', subject: '语文' }] });
  });

  it('新增 starts with empty sub-tables and loads nothing; 详情 shows them read only', async () => {
    const calls = serveRows([{ id: 's1', subject: '语文' }], [{ id: 'r1', room: '一号考场' }]);
    const bodies = captureSaves();
    const { user, unmount } = renderForm({ mode: 'add', record: undefined });
    const subjectGrid = await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    expect(within(subjectGrid).getByText('暂无数据')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: /考试名称/ }), '模拟考试');
    await submit(user);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ examName: '模拟考试', subjectList: [], roomList: [] });
    expect(calls).toEqual({ subject: 0, room: 0 });
    unmount();

    renderForm({ mode: 'detail' });
    const readOnly = await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    expect(readOnly).toHaveAttribute('aria-readonly', 'true');
    expect(within(dialog()).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(readOnly).getByText('语文')).toBeInTheDocument();
  });

  it('a refused save reopened from 待同步 starts from the rows it sent', async () => {
    const calls = serveRows([], []);
    renderForm({
      initialValues: { examName: '期中考试', subjectList: [{ id: 's1', subject: '改过的语文' }], roomList: [] },
    });
    const subjectGrid = await within(dialog()).findByRole('grid', { name: '科目' }, LAZY);
    expect(within(subjectGrid).getByText('改过的语文')).toBeInTheDocument();
    expect(calls).toEqual({ subject: 0, room: 0 });
  });
});
