import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import OssFileListPage from '@/features/oss-files/components/oss-file-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { ok, page } from './feature-fixtures';

const bed = useApiTestBed();

const FILES = [
  { id: 'f1', fileName: '考试须知.pdf', url: 'oss/20261125/考试须知_0123456789abcdef.pdf' },
  { id: 'f2', fileName: '成绩.xlsx', url: 'oss/20261125/成绩_0123456789abcdef.xlsx' },
];

describe('对象存储', () => {
  it('lists the stored files, uploads to /sys/oss/file/upload and shows the new list; no 新增 or 导入', async () => {
    let listed = FILES.slice(1);
    const uploads: string[] = [];
    bed.server.use(
      http.get(api('/sys/oss/file/list'), () => page(listed)),
      http.post(api('/sys/oss/file/upload'), async ({ request }) => {
        const form = await request.formData();
        uploads.push((form.get('file') as File).name);
        listed = FILES;
        return ok(null, '上传成功！');
      }),
    );
    renderWithClient(<OssFileListPage />, grant('system:ossFile:upload', 'system:ossFile:delete'));
    await screen.findByText('1-1 共1条');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('选择要上传的文件'), new File(['%PDF-1.4'], '考试须知.pdf'));
    await screen.findByText('1-2 共2条');
    // (jsdom's XMLHttpRequest sends the file without its name.)
    expect(uploads).toHaveLength(1);
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '考试须知.pdf 文件上传成功' }));
    // A PDF can be previewed in the browser; a workbook is only downloaded.
    const pdfRow = screen.getByRole('group', { name: /考试须知/ });
    expect(within(pdfRow).getByRole('button', { name: '预览' })).toBeTruthy();
    const xlsxRow = screen.getByRole('group', { name: /成绩/ });
    expect(within(xlsxRow).queryByRole('button', { name: '预览' })).toBeNull();
    expect(within(xlsxRow).getByRole('button', { name: '下载' })).toBeTruthy();
  });

  it('offers no upload without system:ossFile:upload', async () => {
    bed.server.use(http.get(api('/sys/oss/file/list'), () => page(FILES)));
    renderWithClient(<OssFileListPage />, grant());
    await screen.findByText('1-2 共2条');
    expect(screen.queryByRole('button', { name: '文件上传' })).toBeNull();
  });
});
