import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import NetdiskPage from '@/features/netdisk/components/netdisk-page';
import { MoveDialog } from '@/features/netdisk/components/move-dialog';
import type { DiskFile, DiskFolder } from '@/features/netdisk/api/netdisk-api';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { file } from '../widgets/upload-helpers';
import { ok } from '../features/feature-fixtures';

const sentNames = vi.hoisted(() => [] as string[]);
vi.mock('@/components/widgets/upload/upload-api', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/widgets/upload/upload-api')>();
  return {
    ...real,
    sendUpload: (req: Parameters<typeof real.sendUpload>[0]) => {
      sentNames.push(req.file.name);
      return real.sendUpload(req);
    },
  };
});

const bed = useApiTestBed();
useDialogLayout();

const DISK = '/netdisk/cpcNetdiskFolder';
const folder = (id: string, parentId: string, name: string): DiskFolder => ({ id, parentId, name });
const FOLDERS = [
  folder('a', '0', '2025年考务'),
  folder('b', 'a', '报名材料'),
  folder('c', 'b', '附件'),
  folder('d', '0', '会议纪要'),
];

describe('移动 dialog', () => {
  it('refuses the moved folder itself and any folder below it, and moves into another', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <MoveDialog
        folders={FOLDERS}
        item={{ type: 'folder', id: 'a', name: '2025年考务', parentId: '0' }}
        onMove={onMove}
        onClose={() => undefined}
      />,
    );
    const tree = await screen.findByRole('tree', { name: '目标文件夹' });
    for (const name of ['附件', '报名材料', '2025年考务']) {
      await user.click(within(tree).getByRole('treeitem', { name }));
      expect(await screen.findByText('不能移动到自身或其子目录')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '确定' }));
      expect(onMove).not.toHaveBeenCalled();
    }
    await user.click(within(tree).getByRole('treeitem', { name: '会议纪要' }));
    expect(screen.queryByText('不能移动到自身或其子目录')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onMove).toHaveBeenCalledWith('d');
  });

  it('lets a file go into any other folder', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <MoveDialog
        folders={FOLDERS}
        item={{ type: 'file', id: 'f1', name: '报名表.xlsx', parentId: 'a' }}
        onMove={onMove}
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('treeitem', { name: '附件' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onMove).toHaveBeenCalledWith('c');
  });
});

describe('网盘 page', () => {
  it('uploads the files dropped on the list into the open folder, one after the other, and lists them', async () => {
    signIn('tok-1');
    const stored: DiskFile[] = [];
    const uploads: { name: string; folderId: string }[] = [];
    sentNames.length = 0;
    bed.server.use(
      http.get(api(`${DISK}/list`), () => ok(FOLDERS)),
      http.get(api(`${DISK}/findFileList`), ({ request }) => {
        const folderId = new URL(request.url).searchParams.get('folderId') ?? '';
        return ok(stored.filter((f) => f.folderId === folderId));
      }),
      http.post(api(`${DISK}/upload`), async ({ request }) => {
        const form = await request.formData();
        // jsdom's XMLHttpRequest loses the file on the way (msw sees a nameless blob): the name is the one sent.
        const name = sentNames[uploads.length] ?? '';
        const folderId = String(form.get('folderId'));
        uploads.push({ name, folderId });
        stored.push({ id: `f${stored.length}`, folderId, fileName: name, fileSize: name.length });
        return HttpResponse.json({ success: true, code: 200, message: '上传成功', result: { id: 'x' }, timestamp: 0 });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(<NetdiskPage />);
    await user.click(await screen.findByRole('treeitem', { name: '会议纪要' }));
    expect(await screen.findByText('此文件夹是空的，可将文件拖到这里上传')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '当前位置' })).getByText('会议纪要')).toBeInTheDocument();

    const dropped = [file('纪要一.pdf', 'application/pdf', '%PDF-1.4'), file('照片.png', 'image/png', 'png')];
    fireEvent.drop(screen.getByTestId('netdisk-drop'), { dataTransfer: { files: dropped } });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads).toEqual([
      { name: '纪要一.pdf', folderId: 'd' },
      { name: '照片.png', folderId: 'd' },
    ]);
    const table = await screen.findByRole('table', { name: '文件列表' });
    expect(await within(table).findByRole('button', { name: '纪要一.pdf' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '照片.png' })).toBeInTheDocument();
    expect(bed.notes.at(-1)).toMatchObject({ intent: 'success', message: '已上传 2 个文件' });
  });

  it('tells which dropped file the server refused', async () => {
    signIn('tok-1');
    bed.server.use(
      http.get(api(`${DISK}/list`), () => ok([])),
      http.get(api(`${DISK}/findFileList`), () => ok([])),
      http.post(api(`${DISK}/upload`), () =>
        HttpResponse.json({ success: false, code: 500, message: '不允许上传该类型的文件', result: null, timestamp: 0 }),
      ),
    );
    renderWithClient(<NetdiskPage />);
    await screen.findByText('此文件夹是空的，可将文件拖到这里上传');
    fireEvent.drop(screen.getByTestId('netdisk-drop'), { dataTransfer: { files: [file('page.html', 'text/html')] } });
    await waitFor(() =>
      expect(bed.notes).toContainEqual(
        expect.objectContaining({ intent: 'warning', message: '「page.html」上传失败：不允许上传该类型的文件' }),
      ),
    );
  });
});
