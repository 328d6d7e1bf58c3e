import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { EntityListPage } from '@/components/crud';
import type { Outbox, OutboxEntry } from '@/lib/outbox';
import { requestFix } from '@/components/offline/fix-requests';
import { act } from '@testing-library/react';
import { persistBuster, persistQueries, queryPersister } from '@/lib/query-persister';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { logout } from '@/session/logout';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { createTestOutbox, grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { makeRows, PERMS, positionDef, serveList, storeRankDict } from '../crud/list-fixtures';

const bed = useApiTestBed();
useDialogLayout();
let online = true;
let onLine: MockInstance<() => boolean>;
let outbox: Outbox;

beforeEach(async () => {
  storeRankDict();
  signIn();
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin', realname: '管理员' });
  online = true;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  outbox = createTestOutbox();
  await outbox.load();
});
afterEach(() => {
  cleanup();
  outbox.dispose();
  online = true;
  window.dispatchEvent(new Event('online'));
  onLine.mockRestore(); // only this spy: useDialogLayout's stay for the next test
});

const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
// While a dialog is open the page is aria-hidden; the focus manager lifts that shortly after the dialog closes.
const table = () => screen.findByRole('table', { name: '职务列表' });
// The form's code loads when it first opens: the first time in a run that can take more than a second.
const formDialog = () => screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });

function serveWrites(answer: () => object = () => ({ success: true, code: 200, message: '编辑成功!' })) {
  const seen: { requestId: string | null; body: Record<string, unknown> }[] = [];
  bed.server.use(
    http.put(api('/sys/position/edit'), async ({ request }) => {
      seen.push({
        requestId: request.headers.get('X-Request-Id'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json(answer());
    }),
    http.get(api('/sys/duplicate/check'), () => HttpResponse.json({ success: true, code: 200, message: '该值可用！' })),
  );
  return seen;
}

async function editFirstRow(name: string) {
  const user = userEvent.setup();
  await user.click(within(await table()).getAllByRole('button', { name: '编辑' })[0] as HTMLElement);
  const dialog = await formDialog();
  const input = within(dialog).getByRole('textbox', { name: /职务名称/ });
  await user.clear(input);
  await user.type(input, name);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe('edits through the outbox', () => {
  it('an edit made offline is kept, shown at once as 待同步 with the data age, and sent when online', async () => {
    serveList(bed.server, makeRows(3));
    const seen = serveWrites();
    renderWithClient(<EntityListPage entity={positionDef} />, grant(...PERMS), outbox);
    await screen.findByText('1-3 共3条');
    expect(screen.queryByText(/数据更新于/)).not.toBeInTheDocument();

    goOffline();
    await editFirstRow('考务主管');
    await waitFor(() => expect(bed.notes.map((n) => n.title)).toContain('已离线保存'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await table();
    expect(await within(list).findByText('考务主管')).toBeInTheDocument();
    expect(within(list).getByText('待同步')).toBeInTheDocument();
    expect(within(list).queryByText('职务1')).not.toBeInTheDocument();
    expect(screen.getByText(/^数据更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(outbox.getEntries()).toHaveLength(1);
    expect(outbox.getEntries()[0]).toMatchObject({
      method: 'PUT',
      meta: { kind: 'edit', label: '编辑 职务「考务主管」', recordIds: ['p1'] },
    });
    expect(seen).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    outbox.flush();
    await waitFor(() => expect(outbox.getEntries()).toHaveLength(0));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.body).toMatchObject({ id: 'p1', name: '考务主管' });
  });

  it('online, a refused save keeps the form open with the input and leaves nothing in the outbox', async () => {
    serveList(bed.server, makeRows(2));
    serveWrites(() => ({ success: false, code: 500, message: '职务名称不合法' }));
    renderWithClient(<EntityListPage entity={positionDef} />, grant(...PERMS), outbox);
    await screen.findByText('1-2 共2条');
    await editFirstRow('考务?');
    await waitFor(() => expect(bed.notes.map((n) => n.message)).toContain('职务名称不合法'));
    const dialog = screen.getByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByRole('textbox', { name: /职务名称/ })).toHaveValue('考务?');
    expect(outbox.getEntries()).toEqual([]);
  });
});

describe('a refused edit', () => {
  it('opens in its form with what the user typed; the fixed save replaces it', async () => {
    serveList(bed.server, makeRows(2));
    let answers = 0;
    const seen = serveWrites(() =>
      answers++ === 0
        ? { success: false, code: 500, message: '职务名称已存在' }
        : { success: true, code: 200, message: '编辑成功!' },
    );
    const refused = await outbox.enqueue({
      method: 'PUT',
      url: '/sys/position/edit',
      data: { id: 'p2', name: '重名', code: 'C02', postRank: '1' },
      meta: {
        scope: 'position',
        kind: 'edit',
        label: '编辑 职务「重名」',
        recordIds: ['p2'],
        values: { name: '重名', code: 'C02', postRank: '1' },
      },
    });
    outbox.flush();
    await waitFor(() => expect(outbox.getEntries()[0]).toMatchObject({ status: 'rejected', error: '职务名称已存在' }));
    renderWithClient(<EntityListPage entity={positionDef} />, grant(...PERMS), outbox);
    await screen.findByText('1-2 共2条');
    act(() => requestFix(outbox.getEntries()[0] as OutboxEntry));
    const dialog = await formDialog();
    const input = within(dialog).getByRole('textbox', { name: /职务名称/ });
    expect(input).toHaveValue('重名');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '考务组长');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.body).toMatchObject({ id: 'p2', name: '考务组长' });
    expect(seen[1]?.requestId).not.toBe(refused.id);
    await waitFor(() => expect(outbox.getEntries()).toEqual([]));
  });
});

describe('logout', () => {
  it("removes the user's cached data from IndexedDB and the memory cache", async () => {
    bed.server.use(
      http.post(api('/sys/logout'), () => HttpResponse.json({ success: true, code: 200, message: '退出登录成功！' })),
    );
    const client = new QueryClient();
    const stop = persistQueries(client, { persister: queryPersister, buster: persistBuster('u1') });
    client.setQueryData(['session', 'permissions'], { menu: [{ id: 'm' }], auth: [], allAuth: [] });
    client.setQueryData(['entity', 'position', 'list', { pageNo: 1 }], { records: [], total: 0 });
    await queryPersister.flush();
    expect((await queryPersister.restore())?.clientState.queries).toHaveLength(2);

    await logout(client);
    stop();
    expect(await queryPersister.restore()).toBeUndefined();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
