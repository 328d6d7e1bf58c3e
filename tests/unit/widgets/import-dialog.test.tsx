import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ImportDialog } from '@/components/widgets/import-dialog';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const URL_PATH = '/sys/position/importExcel';

function setup() {
  const onClose = vi.fn();
  const onImported = vi.fn();
  // applyAccept off: the dialog itself must refuse what the file chooser's filter would hide
  const user = userEvent.setup({ applyAccept: false });
  function Host({ open }: { open: boolean }) {
    return <ImportDialog open={open} url={URL_PATH} onClose={onClose} onImported={onImported} />;
  }
  const view = render(<Host open />);
  onClose.mockImplementation(() => view.rerender(<Host open={false} />));
  return { user, onClose, onImported };
}

const dialog = () => screen.getByRole('dialog', { name: '导入EXCEL' });
const chooser = () => within(dialog()).getByLabelText('选择文件');
const xls = (name: string) => new File(['data'], name, { type: 'application/vnd.ms-excel' });

describe('ImportDialog', () => {
  it('accepts .xls and .xlsx files (several), refuses others with a Chinese message', async () => {
    const { user } = setup();
    await user.upload(chooser(), [xls('职务.xls'), xls('用户.XLSX'), new File(['a'], '名单.csv')]);
    const list = within(dialog()).getByRole('list', { name: '待导入文件' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['职务.xls', '用户.XLSX']);
    expect(bed.notes).toEqual([{ intent: 'warning', message: '名单.csv 不是Excel文件，只能导入 .xls 或 .xlsx 文件' }]);
    await user.click(within(list).getByRole('button', { name: '移除 职务.xls' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('uploads every file as multipart `files[]`, shows 上传中…, then closes and tells the parent', async () => {
    const names: string[] = [];
    bed.server.use(
      http.post(api(URL_PATH), async ({ request }) => {
        const form = await request.formData();
        // jsdom's File reaches undici's FormData as an opaque Blob (no name, no content): count the parts
        for (const part of form.getAll('files[]')) names.push(typeof part);
        await delay(100);
        return HttpResponse.json({ success: true, code: 200, message: '共3行数据全部导入成功！', result: null });
      }),
    );
    const { user, onClose, onImported } = setup();
    expect(within(dialog()).getByRole('button', { name: '开始上传' })).toBeDisabled();
    await user.upload(chooser(), [new File(['A'], 'a.xls'), new File(['B'], 'b.xlsx')]);
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    expect(await within(dialog()).findByRole('button', { name: '上传中…' })).toBeDisabled();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(names).toEqual(['object', 'object']);
    expect(bed.notes).toContainEqual({ intent: 'success', message: '共3行数据全部导入成功！' });
  });

  it('an online form’s import sends isSingleTableImport, foreignKeys and the 是否开启校验 switch as validateStatus', async () => {
    const sent: Record<string, string>[] = [];
    bed.server.use(
      http.post(api(URL_PATH), async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
        sent.push(fields);
        return HttpResponse.json({ success: true, code: 200, message: '导入成功', result: null });
      }),
    );
    const user = userEvent.setup();
    const props = { open: true, url: URL_PATH, onClose: vi.fn(), onImported: vi.fn() };
    const view = render(<ImportDialog {...props} biz="demo_order" foreignKeys={['order_id', 'main_id']} online />);
    await user.upload(chooser(), [xls('订单.xls')]);
    await user.click(within(dialog()).getByRole('switch', { name: '是否开启校验' }));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      isSingleTableImport: 'demo_order',
      foreignKeys: 'order_id,main_id',
      validateStatus: '1',
    });
    view.unmount();
    // A plain screen's import sends none of them.
    render(<ImportDialog {...props} />);
    expect(within(dialog()).queryByRole('switch')).toBeNull();
    await user.upload(chooser(), [xls('职务.xls')]);
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({});
  });

  it('code 201 (JeecgBoot): closes, refreshes, and warns 导入成功，但有错误数据！ with the message and a link to the error file', async () => {
    bed.server.use(
      http.post(api(URL_PATH), () =>
        HttpResponse.json({
          success: true,
          code: 201,
          message: '文件导入成功，但有错误。',
          result: {
            totalCount: 3,
            errorCount: 1,
            successCount: 2,
            msg: '总上传行数：3，已导入行数：2，错误行数：1',
            fileUrl: '/sys/common/static/logs/20240101/err.txt',
            fileName: 'err.txt',
          },
        }),
      ),
    );
    signIn('tok-123');
    const { user, onImported } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    const warning = await screen.findByRole('alertdialog', { name: '导入成功，但有错误数据！' });
    expect(warning).toHaveTextContent('文件导入成功，但有错误。');
    expect(warning).toHaveTextContent('总上传行数：3，已导入行数：2，错误行数：1');
    // JeecgBoot sends no addCount / updateCount: its msg is all there is.
    expect(warning).not.toHaveTextContent('新增');
    expect(within(warning).getByRole('link', { name: '下载错误信息' })).toHaveAttribute(
      'href',
      // The file is the importing user's only: the link carries the token.
      'http://api.test/jeecg-boot/sys/common/static/logs/20240101/err.txt?token=tok-123',
    );
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: '导入EXCEL' })).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a full success with counts its message does not say: the counts follow the message', async () => {
    bed.server.use(
      http.post(api(URL_PATH), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '导入成功',
          result: { totalCount: 5, errorCount: 0, successCount: 5, addCount: 2, updateCount: 3 },
        }),
      ),
    );
    const { user } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() =>
      expect(bed.notes).toContainEqual({ intent: 'success', message: '导入成功（新增 2 行，更新 3 行）' }),
    );
  });

  it('a message that already says the counts is shown as is', async () => {
    const message = '共5行数据全部导入成功！新增 2 行，更新 3 行';
    bed.server.use(
      http.post(api(URL_PATH), () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message,
          result: { totalCount: 5, errorCount: 0, successCount: 5, addCount: 2, updateCount: 3, msg: message },
        }),
      ),
    );
    const { user } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message }));
  });

  it('code 201 with counts: the warning names the added, updated and refused rows', async () => {
    bed.server.use(
      http.post(api(URL_PATH), () =>
        HttpResponse.json({
          success: true,
          code: 201,
          message: '文件导入成功，但有错误。',
          result: {
            totalCount: 6,
            errorCount: 1,
            successCount: 5,
            addCount: 2,
            updateCount: 3,
            fileUrl: '/sys/common/static/logs/20240101/err.txt',
            fileName: 'err.txt',
          },
        }),
      ),
    );
    const { user } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    const warning = await screen.findByRole('alertdialog', { name: '导入成功，但有错误数据！' });
    expect(warning).toHaveTextContent('新增 2 行，更新 3 行，失败 1 行');
    await user.click(within(warning).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('a refused import stays open with 文件上传失败: and the server message', async () => {
    bed.server.use(
      http.post(api(URL_PATH), () =>
        HttpResponse.json({ success: false, code: 500, message: '文件格式不正确', result: null }),
      ),
    );
    const { user, onImported, onClose } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() =>
      expect(bed.notes).toContainEqual({ intent: 'warning', message: '文件上传失败: 文件格式不正确' }),
    );
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByText('a.xls')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: '开始上传' })).toBeEnabled();
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a network failure stays open with 文件上传失败:', async () => {
    bed.server.use(http.post(api(URL_PATH), () => HttpResponse.error()));
    const { user, onImported } = setup();
    await user.upload(chooser(), xls('a.xls'));
    await user.click(within(dialog()).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(bed.notes.some((n) => n.message.startsWith('文件上传失败: '))).toBe(true));
    expect(dialog()).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
