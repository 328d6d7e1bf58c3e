import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PopupField } from '@/components/widgets/popup-field';
import { cell, renderGrid } from '../editable-grid/grid-helpers';
import {
  REPORT_POPUP_CACHE_MS,
  REPORT_POPUP_MESSAGES,
  ReportPopupDialog,
} from '@/components/widgets/popup-field/report-popup-dialog';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok } from '../features/feature-fixtures';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();

const ROWS = [
  { username: 'zhangsan', realname: '张三', sex: '1' },
  { username: 'lisi', realname: '李四', sex: '2' },
];

/** The report user_rp (config id c1): its columns, query items and rows; getData's requests are recorded. */
function serveReport() {
  const data: URLSearchParams[] = [];
  bed.server.use(
    http.get(api('/online/cgreport/api/getRpColumns/user_rp'), () =>
      ok({
        cgRpConfigId: 'c1',
        cgRpConfigName: '选择用户',
        columns: [
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realname' },
          { title: '性别', dataIndex: 'sex', customRender: 'sex' },
        ],
        dictOptions: {
          sex: [
            { value: '1', text: '男' },
            { value: '2', text: '女' },
          ],
        },
        fieldHrefSlots: [],
      }),
    ),
    http.get(api('/online/cgreport/api/getQueryInfo/c1'), () =>
      ok([
        { field: 'realname', label: '姓名', view: 'text', mode: 'single' },
        { field: 'age', label: '年龄', view: 'number', mode: 'group' },
      ]),
    ),
    http.get(api('/online/cgreport/api/getData/c1'), ({ request }) => {
      data.push(new URL(request.url).searchParams);
      return ok({ total: ROWS.length, records: ROWS });
    }),
  );
  return data;
}

const sent = (params: URLSearchParams | undefined) =>
  Object.fromEntries([...(params?.entries() ?? [])].filter(([key]) => key !== '_t'));

const popup = () => screen.findByRole('dialog', { name: '选择用户' }, { timeout: 5000 });

describe('ReportPopupDialog', () => {
  it('is titled by the report, warns 请选择一条记录 on 确定 with nothing chosen, and returns the chosen row', async () => {
    const data = serveReport();
    const onOk = vi.fn();
    renderWithClient(<ReportPopupDialog code="user_rp" param={{ dept: 'IT' }} onOk={onOk} onClose={vi.fn()} />);
    const dialog = await popup();
    expect(await within(dialog).findByText('张三')).toBeInTheDocument();
    expect(within(dialog).getByText('女')).toBeInTheDocument();
    expect(sent(data[0])).toEqual({ self_dept: 'IT', pageNo: '1', pageSize: '10' });
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(bed.notes).toEqual([{ intent: 'warning', message: REPORT_POPUP_MESSAGES.selectOne }]);
    expect(REPORT_POPUP_MESSAGES.selectOne).toBe('请选择一条记录');
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '选择用户' })).toBeInTheDocument();

    // one row at a time: choosing another replaces it
    await user.click(within(dialog).getByText('张三'));
    await user.click(within(dialog).getByRole('radio', { name: '选择 lisi' }));
    expect(within(dialog).getByRole('radio', { name: '选择 zhangsan' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith([ROWS[1]]);
  });

  it('searches by its query items (a range as _begin / _end) and pages by 10, 20, 30', async () => {
    const data = serveReport();
    renderWithClient(<ReportPopupDialog code="user_rp" multi onOk={vi.fn()} onClose={vi.fn()} />);
    const dialog = await popup();
    const user = userEvent.setup();
    await user.type(await within(dialog).findByRole('textbox', { name: '姓名' }), '张');
    await user.type(within(dialog).getByRole('textbox', { name: '年龄开始' }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: '年龄结束' }), '30');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sent(data.at(-1))).toEqual({
        realname: '张',
        age_begin: '20',
        age_end: '30',
        pageNo: '1',
        pageSize: '10',
      }),
    );
    const sizes = within(within(dialog).getByRole('combobox', { name: '每页条数' })).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页']);
  });

  it('multi: several rows go back together', async () => {
    serveReport();
    const onOk = vi.fn();
    renderWithClient(<ReportPopupDialog code="user_rp" multi onOk={onOk} onClose={vi.fn()} />);
    const dialog = await popup();
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 zhangsan' }));
    await user.click(within(dialog).getByText('李四'));
    expect(within(dialog).getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith(ROWS);
  });
});

describe('PopupField opens the report pop-up itself', () => {
  function Host({ groupId }: { groupId?: string }) {
    const [value, setValue] = useState('');
    const [fills, setFills] = useState<Record<string, string>>({});
    return (
      <>
        <PopupField
          aria-label="负责人"
          code="user_rp"
          orgFields="realname,username"
          destFields="leader,leaderAccount"
          field="leader"
          groupId={groupId}
          value={value}
          onChange={(next, filled) => {
            setValue(next);
            setFills(filled);
          }}
        />
        <output aria-label="填充">{JSON.stringify(fills)}</output>
      </>
    );
  }

  // jsdom: tabster may leave the page aria-hidden after a dialog closed quickly (see useDialogLayout).
  const field = () => screen.getByRole('textbox', { name: '负责人', hidden: true });

  async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(field());
    const dialog = await popup();
    await user.click(await within(dialog).findByText(name));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('fills the target fields from the chosen row; the same group asks for the rows again only after 30 s', async () => {
    const data = serveReport();
    renderWithClient(<Host groupId="g1" />);
    const user = userEvent.setup();
    await pick(user, '张三');
    expect(field()).toHaveValue('张三');
    expect(screen.getByRole('status', { name: '填充', hidden: true })).toHaveTextContent(
      JSON.stringify({ leader: '张三', leaderAccount: 'zhangsan' }),
    );
    expect(data).toHaveLength(1);

    await pick(user, '李四');
    expect(field()).toHaveValue('李四');
    expect(data).toHaveLength(1);

    // 30 s later the group's answer is old: the next opening asks again (only the clock is moved)
    expect(REPORT_POPUP_CACHE_MS).toBe(30_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REPORT_POPUP_CACHE_MS + 1);
    await pick(user, '张三');
    expect(data).toHaveLength(2);
  });

  it('its 查询 does not submit the form the field is in', async () => {
    const data = serveReport();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithClient(
      <form onSubmit={submitted}>
        <Host />
      </form>,
    );
    const user = userEvent.setup();
    await user.click(field());
    const dialog = await popup();
    await user.type(await within(dialog).findByRole('textbox', { name: '姓名' }), '李{Enter}');
    await waitFor(() => expect(sent(data.at(-1))).toMatchObject({ realname: '李' }));
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('without a group every opening asks again', async () => {
    const data = serveReport();
    renderWithClient(<Host />);
    const user = userEvent.setup();
    await pick(user, '张三');
    await pick(user, '李四');
    expect(data).toHaveLength(2);
  });
});

describe('a popup cell of the editable grid without an opener of its own', () => {
  it('opens the report pop-up and fills the row’s target fields', async () => {
    serveReport();
    const { handle } = renderGrid({
      columns: [
        {
          key: 'leader',
          title: '负责人',
          type: 'popup',
          popupCode: 'user_rp',
          orgFields: 'realname,username',
          destFields: 'leader,leaderAccount',
        },
        { key: 'leaderAccount', title: '账号', type: 'input' },
      ],
      dataSource: [{ id: 'r', leader: '', leaderAccount: '' }],
    });
    const user = userEvent.setup();
    await user.click(cell('r', 'leader'));
    await user.click(await within(cell('r', 'leader')).findByRole('textbox', { name: '负责人' }));
    const dialog = await popup();
    await user.click(await within(dialog).findByText('李四'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(handle().getValues()[0]).toMatchObject({ leader: '李四', leaderAccount: 'lisi' }));
  });
});
