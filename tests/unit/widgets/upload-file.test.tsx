import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Field } from '@fluentui/react-components';
import { FileUpload, type FileUploadProps } from '@/components/widgets/upload/file-upload';
import { FilePopup, type FilePopupResult } from '@/components/widgets/upload/file-popup';
import { downloadStoredFile } from '@/components/widgets/upload/upload-api';
import type { UploadValue } from '@/components/widgets/upload';
import { CellValue } from '@/components/crud/cell-value';
import { FormFieldInput } from '@/components/crud/form-field-input';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from './test-utils';
import { file, holdUploads, storeAs, stored } from './upload-helpers';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => signIn('tok-123'));

function setup(props: Partial<FileUploadProps> = {}, initial: UploadValue = '') {
  const onValue = vi.fn();
  function Host() {
    const [value, setValue] = useState<UploadValue>(initial);
    return (
      <FileUpload
        aria-label="附件"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Host />);
  const user = userEvent.setup({ applyAccept: false });
  const group = () => screen.getByRole('group', { name: '附件' });
  const pick = (...files: File[]) => user.upload(within(group()).getByLabelText('选择文件'), files);
  const names = () =>
    within(group())
      .queryAllByRole('listitem')
      .map((li) => li.querySelector('span[title]')?.textContent);
  return { onValue, user, group, pick, names };
}

describe('FileUpload (JUpload)', () => {
  it('posts each file as multipart `file` with biz temp and the token, shows its progress, then says 文件上传成功', async () => {
    const held = holdUploads(bed.server);
    const { pick, group, onValue } = setup();
    await pick(file('报告.pdf', 'application/pdf'));
    await waitFor(() => expect(held).toHaveLength(1));
    const progress = within(group()).getByRole('progressbar', { name: '报告.pdf 上传进度' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(within(group()).getByText('上传中 0%')).toBeInTheDocument();
    expect(held[0]!.form.get('biz')).toBe('temp');
    expect(held[0]!.form.get('file')).toBeTruthy();
    expect(held[0]!.form.has('isup')).toBe(false);
    expect(held[0]!.headers.get('X-Access-Token')).toBe('tok-123');
    expect(onValue).not.toHaveBeenCalled();

    held[0]!.answer(stored('temp/报告_1700000000000.pdf'));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('temp/报告_1700000000000.pdf'));
    expect(within(group()).queryByRole('progressbar')).toBeNull();
    expect(within(group()).getByRole('button', { name: '下载 报告.pdf' })).toBeInTheDocument();
    expect(bed.notes).toEqual([{ intent: 'success', message: '报告.pdf 文件上传成功' }]);
  });

  it('sends the biz it is given, and isup=1 in an upload cell', async () => {
    const held = holdUploads(bed.server);
    const { pick } = setup({ biz: 'cpc/papers', cell: true });
    await pick(file('a.txt'));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]!.form.get('biz')).toBe('cpc/papers');
    expect(held[0]!.form.get('isup')).toBe('1');
    held[0]!.answer(stored('cpc/papers/a.txt'));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'success', message: 'a.txt 文件上传成功' }]));
  });

  it('a refused upload says {file} 上传失败. and its error icon opens 上传出错 with 错误信息：{message}', async () => {
    bed.server.use(
      http.post(api('/sys/common/upload'), () =>
        HttpResponse.json({ success: false, code: 500, message: '上传失败！', result: null }),
      ),
    );
    const { pick, user, group, onValue } = setup();
    await pick(file('名单.xlsx'));
    const errorButton = await within(group()).findByRole('button', { name: '名单.xlsx 上传失败，查看原因' });
    expect(bed.notes).toEqual([{ intent: 'error', message: '名单.xlsx 上传失败.' }]);
    expect(onValue).not.toHaveBeenCalled();
    await user.click(errorButton);
    const dialog = await screen.findByRole('alertdialog', { name: '上传出错' });
    expect(dialog).toHaveTextContent('错误信息：上传失败！');
  });

  it('an answer without a message fails with 未知错误', async () => {
    bed.server.use(http.post(api('/sys/common/upload'), () => new HttpResponse(null, { status: 500 })));
    const { pick, user, group } = setup();
    await pick(file('a.txt'));
    await user.click(await within(group()).findByRole('button', { name: 'a.txt 上传失败，查看原因' }));
    expect(await screen.findByRole('alertdialog', { name: '上传出错' })).toHaveTextContent('错误信息：未知错误');
  });

  it('changes the value only when every file is done, then once with all the paths', async () => {
    const held = holdUploads(bed.server);
    const { pick, onValue } = setup({}, 'temp/old.txt');
    await pick(file('one.txt'), file('two.txt'));
    await waitFor(() => expect(held).toHaveLength(2));
    held[0]!.answer(stored('temp/first.txt'));
    await waitFor(() => expect(bed.notes).toHaveLength(1));
    expect(onValue).not.toHaveBeenCalled();
    held[1]!.answer(stored('temp/second.txt'));
    await waitFor(() => expect(onValue).toHaveBeenCalledTimes(1));
    const [paths] = onValue.mock.calls[0]!;
    expect(paths.split(',')[0]).toBe('temp/old.txt');
    expect(paths.split(',').slice(1).sort()).toEqual(['temp/first.txt', 'temp/second.txt']);
  });

  it('a failed file holds the value back until it is removed', async () => {
    let calls = 0;
    bed.server.use(
      http.post(api('/sys/common/upload'), () =>
        ++calls === 1
          ? HttpResponse.json(stored('temp/ok.txt'))
          : HttpResponse.json({ success: false, code: 500, message: '磁盘已满', result: null }),
      ),
    );
    const { pick, user, group, onValue } = setup();
    await pick(file('ok.txt'));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('temp/ok.txt'));
    await pick(file('bad.txt'));
    await within(group()).findByRole('button', { name: 'bad.txt 上传失败，查看原因' });
    expect(onValue).toHaveBeenCalledTimes(1);
    await user.click(within(group()).getByRole('button', { name: '删除 bad.txt' }));
    expect(within(group()).queryByText('bad.txt')).toBeNull();
    await user.click(within(group()).getByRole('button', { name: '删除 ok.txt' }));
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a stored value by its file names and removing one leaves the others', async () => {
    const { user, group, names, onValue } = setup({}, 'temp/a_1.txt,temp/sub/b_2.txt');
    expect(names()).toEqual(['a_1.txt', 'b_2.txt']);
    await user.click(within(group()).getByRole('button', { name: '删除 a_1.txt' }));
    expect(onValue).toHaveBeenCalledWith('temp/sub/b_2.txt');
    expect(names()).toEqual(['b_2.txt']);
  });

  it('shows a value set from outside (a form reset) without emitting it back', () => {
    const onChange = vi.fn();
    const view = render(<FileUpload aria-label="附件" value="temp/a.txt" onChange={onChange} />);
    view.rerender(<FileUpload aria-label="附件" value="temp/b.txt,temp/c.txt" onChange={onChange} />);
    const items = within(screen.getByRole('group', { name: '附件' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span[title]')?.textContent)).toEqual(['b.txt', 'c.txt']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the list form gives fileName / filePath / fileSize', async () => {
    storeAs(bed.server, 'temp/cv_17.pdf');
    const initial = [{ fileName: '旧.doc', filePath: 'temp/old.doc', fileSize: 3 }];
    const { pick, names, onValue } = setup({ valueFormat: 'list' }, initial);
    expect(names()).toEqual(['旧.doc']);
    await pick(file('cv.pdf', 'application/pdf', '12345'));
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(onValue).toHaveBeenCalledWith([
      { fileName: '旧.doc', filePath: 'temp/old.doc', fileSize: 3 },
      { fileName: 'cv.pdf', filePath: 'temp/cv_17.pdf', fileSize: 5 },
    ]);
  });

  it('a maximum count keeps the newest files', async () => {
    storeAs(bed.server, 'temp/c.txt');
    const { pick, names, onValue } = setup({ maxCount: 2 }, 'temp/a.txt,temp/b.txt');
    await pick(file('c.txt'));
    expect(names()).toEqual(['b.txt', 'c.txt']);
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('temp/b.txt,temp/c.txt'));
  });

  it('in a cell, file names are cut to 5 characters and …', () => {
    const { names } = setup({ cell: true }, 'temp/成绩单2024.xlsx,temp/a.txt');
    expect(names()).toEqual(['成绩单20…', 'a.txt']);
  });

  it('download saves the stored file; a failed one says 文件下载失败', async () => {
    const saved: string[] = [];
    // jsdom makes no object URLs for its blobs: stand-ins for this test only
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    bed.server.use(
      http.get(api('/sys/common/static/temp/here.txt'), ({ request }) =>
        new URL(request.url).searchParams.has('_t') && request.headers.get('X-Access-Token') === 'tok-123'
          ? new HttpResponse('content', { headers: { 'content-type': 'application/force-download' } })
          : new HttpResponse(null, { status: 401 }),
      ),
      http.get(api('/sys/common/static/temp/gone.txt'), () => new HttpResponse(null, { status: 404 })),
    );
    const { user, group } = setup({}, 'temp/here.txt,temp/gone.txt');
    await user.click(within(group()).getByRole('button', { name: '下载 here.txt' }));
    await waitFor(() => expect(saved).toEqual(['here.txt']));
    expect(bed.notes).toEqual([]);
    await user.click(within(group()).getByRole('button', { name: '下载 gone.txt' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'warning', message: '文件下载失败' }]));
    expect(saved).toEqual(['here.txt']);
    click.mockRestore();
  });

  it('a download without a path says 未知的文件', async () => {
    await downloadStoredFile(undefined);
    expect(bed.notes).toEqual([{ intent: 'warning', message: '未知的文件' }]);
  });

  it('disabled: no upload button and no remove, download stays', () => {
    const { group } = setup({ disabled: true }, 'temp/a.txt');
    expect(within(group()).queryByRole('button', { name: '点击上传' })).toBeNull();
    expect(within(group()).queryByRole('button', { name: '删除 a.txt' })).toBeNull();
    expect(within(group()).getByRole('button', { name: '下载 a.txt' })).toBeInTheDocument();
  });
});

describe('FilePopup (grid cells)', () => {
  function open(value?: string) {
    const onConfirm = vi.fn<(result: FilePopupResult) => void>();
    const onClose = vi.fn();
    render(<FilePopup open value={value} id="row-7" onConfirm={onConfirm} onClose={onClose} />);
    return { onConfirm, onClose, dialog: () => screen.getByRole('dialog', { name: '文件上传' }) };
  }

  it('refuses to confirm with no file: 未上传任何文件', async () => {
    const { onConfirm, dialog } = open();
    await userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(bed.notes).toEqual([{ intent: 'warning', message: '未上传任何文件' }]);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms an uploaded file as name, url, path, status done and id', async () => {
    storeAs(bed.server, 'temp/合同_99.pdf');
    const { onConfirm, dialog } = open();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(within(dialog()).getByLabelText('选择文件'), [file('合同.pdf', 'application/pdf')]);
    await within(dialog()).findByRole('button', { name: '下载 合同.pdf' });
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({
      name: '合同.pdf',
      url: 'http://api.test/jeecg-boot/sys/common/static/temp/%E5%90%88%E5%90%8C_99.pdf?token=tok-123',
      path: 'temp/合同_99.pdf',
      status: 'done',
      id: 'row-7',
    });
  });
});

describe('file fields in lists and forms', () => {
  const attachment = { name: 'attachment', label: '附件', type: 'file' } as const;

  it('a file column shows each name cut to 5 characters and …, the whole name on hover', () => {
    render(<CellValue field={attachment} record={{ id: '1', attachment: 'temp/毕业论文终稿.docx,temp/a.txt' }} />);
    const long = screen.getByRole('button', { name: '下载 毕业论文终稿.docx' });
    expect(long).toHaveTextContent(/^毕业论文终…$/);
    expect(long).toHaveAttribute('title', '毕业论文终稿.docx');
    expect(screen.getByRole('button', { name: '下载 a.txt' })).toHaveTextContent(/^a\.txt$/);
  });

  it('a file field of a form loads the upload widget and shows the stored files', async () => {
    const onChange = vi.fn();
    render(
      <Field label="附件">
        <FormFieldInput
          field={attachment}
          value="temp/a.txt"
          onChange={onChange}
          onBlur={() => undefined}
          disabled={false}
        />
      </Field>,
    );
    const group = await screen.findByRole('group', { name: '附件' });
    expect(within(group).getByText('a.txt')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: '删除 a.txt' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});

afterEach(() => vi.restoreAllMocks());
