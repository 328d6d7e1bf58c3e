/**
 * The editable grid's live updates: with a `socketKey` the grid opens
 * /vxeSocket/{userId}/{pageId} (a fake WebSocket here), a row saved in another session patches the matching row with
 * the 1.4 s reload effect (not marked edited; the cell being edited here keeps its value), `broadcastRows` sends the
 * page's saved rows; without a `socketKey` nothing is opened.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELOAD_EFFECT_MS, type GridColumn, type GridRow } from '@/components/widgets/editable-grid';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { publishSession } from '@/session/session-store';
import { FakeSocket } from '../notices/fake-socket';
import { useDialogLayout } from '../widgets/test-utils';
import { cell, renderGrid } from './grid-helpers';

useDialogLayout();

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '题目', type: 'input', validateRules: [{ required: true }] },
  { key: 'score', title: '分值', type: 'inputNumber' },
];
const ROWS: GridRow[] = [
  { id: 'a', name: '极限', score: 10 },
  { id: 'b', name: '导数', score: 20 },
];

const update = (row: GridRow, caseId = 'another-page', socketKey = 'papers') => ({
  type: 'update_vxe_table',
  data: { socketKey, args: [row, caseId] },
});
const rowOf = (id: string) => cell(id, 'name').closest('[role="row"]')!;

/** Renders a live grid and waits for its socket (the chunk loads lazily); the socket is open. */
async function renderLive(extra: { dataSource?: GridRow[] } = {}) {
  const rendered = renderGrid({ columns: COLUMNS, dataSource: ROWS, socketKey: 'papers', ...extra });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  act(() => socket.open());
  return { ...rendered, socket };
}

beforeEach(() => {
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  setStored(STORAGE_KEYS.token, 'tok-123');
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'jeecg', realname: '小王' });
  publishSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditableGrid: live updates', () => {
  it('without a socketKey opens no socket and broadcasts nothing', async () => {
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(FakeSocket.instances).toHaveLength(0);
    expect(handle().broadcastRows(ROWS)).toBe(0);
  });

  it('opens /vxeSocket/{userId}/{pageId}?socketKey= with the token and a page id of this grid', async () => {
    const { socket } = await renderLive();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/jeecg-boot\/vxeSocket\/u1\/[0-9a-f-]{36}\?socketKey=papers$/);
    expect(socket.protocols).toEqual(['tok-123']);
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'heart_beat', data: '' });
  });

  it('an update from another session patches the matching row with the 1.4 s reload effect', async () => {
    const { socket, handle } = await renderLive();
    vi.useFakeTimers();
    act(() => socket.receive(update({ id: 'b', name: '导数（修订）', score: 25 })));
    expect(cell('b', 'name')).toHaveTextContent('导数（修订）');
    expect(cell('b', 'score')).toHaveTextContent('25');
    expect(rowOf('b')).toHaveAttribute('data-reloaded', 'true');
    expect(rowOf('a')).not.toHaveAttribute('data-reloaded');
    // The server's values: nothing to save here.
    expect(handle().getEditedData()).toEqual([]);
    expect(handle().getValues(['b'])).toEqual([{ id: 'b', name: '导数（修订）', score: 25 }]);

    act(() => vi.advanceTimersByTime(RELOAD_EFFECT_MS - 1));
    expect(rowOf('b')).toHaveAttribute('data-reloaded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(rowOf('b')).not.toHaveAttribute('data-reloaded');
  });

  it('ignores rows it does not have, its own rows and other grids’ rows', async () => {
    const { socket, handle } = await renderLive();
    const pageId = socket.url.split('/').at(-1)!.split('?')[0]!;
    act(() => {
      socket.receive(update({ id: 'zzz', name: '不在这里' }));
      socket.receive(update({ id: 'a', name: '自己发的' }, pageId));
      socket.receive(update({ id: 'a', name: '别的表格' }, 'another-page', 'other-grid'));
    });
    expect(handle().getValues()).toEqual(ROWS);
    expect(rowOf('a')).not.toHaveAttribute('data-reloaded');
  });

  it('the cell being edited here keeps its value; the rest of the row is patched', async () => {
    const user = userEvent.setup();
    const { socket } = await renderLive();
    await user.click(cell('a', 'name'));
    const box = within(cell('a', 'name')).getByRole('textbox', { name: '题目' });
    await user.keyboard('（本地）');
    act(() => socket.receive(update({ id: 'a', name: '远端', score: 99 })));
    expect(box).toHaveValue('极限（本地）');
    expect(box).toHaveFocus();
    expect(cell('a', 'score')).toHaveTextContent('99');
  });

  it('a cell message is checked again when another session fixes the value', async () => {
    const { socket, handle } = await renderLive();
    act(() => handle().setValues([{ rowKey: 'b', values: { name: '' } }]));
    await waitFor(() => expect(cell('b', 'name')).toHaveAttribute('aria-invalid', 'true'));
    act(() => socket.receive(update({ id: 'b', name: '导数' })));
    await waitFor(() => expect(cell('b', 'name')).not.toHaveAttribute('aria-invalid'));
  });

  it('broadcastRows sends the saved rows as update_vxe_table with this grid’s page id', async () => {
    const { socket, handle } = await renderLive();
    const pageId = socket.url.split('/').at(-1)!.split('?')[0]!;
    expect(handle().broadcastRows([{ id: 'a', name: '极限', score: 11 }, { name: '新行，无主键' }])).toBe(1);
    expect(JSON.parse(socket.sent.at(-1)!)).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'papers', args: [{ id: 'a', name: '极限', score: 11 }, pageId] },
    });
  });

  it('unmounting closes the socket', async () => {
    const { socket, unmount } = await renderLive();
    unmount();
    expect(socket.closed).toBe(true);
    expect(socket.onmessage).toBeNull();
  });
});
