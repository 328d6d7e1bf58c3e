import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUpload, type ImageUploadProps } from '@/components/widgets/upload/image-upload';
import { CellValue } from '@/components/crud/cell-value';
import { signIn, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from './test-utils';
import { file, holdUploads, storeAs } from './upload-helpers';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => signIn('tok-123'));

const STATIC = 'http://api.test/jeecg-boot/sys/common/static';
const png = (name: string) => file(name, 'image/png');

function setup(props: Partial<ImageUploadProps> = {}, initial = '') {
  const onValue = vi.fn();
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <ImageUpload
        aria-label="照片"
        value={value}
        onChange={(next) => {
          setValue(String(next));
          onValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Host />);
  const user = userEvent.setup({ applyAccept: false });
  const group = () => screen.getByRole('group', { name: '照片' });
  const pick = (...files: File[]) => user.upload(within(group()).getByLabelText('选择图片'), files);
  const thumbs = () =>
    within(group())
      .queryAllByRole('img')
      .map((img) => img.getAttribute('alt'));
  return { onValue, user, group, pick, thumbs };
}

describe('ImageUpload (JImageUpload)', () => {
  it('shows thumbnails through /sys/common/static with the token in the address; http addresses as they are', () => {
    const { group } = setup({}, 'temp/照片_1.png,https://cdn.example.com/x/b.jpg');
    const [first, second] = within(group()).getAllByRole('img');
    expect(first).toHaveAttribute('src', `${STATIC}/temp/%E7%85%A7%E7%89%87_1.png?token=tok-123`);
    expect(first).toHaveAttribute('alt', '照片_1.png');
    expect(second).toHaveAttribute('src', 'https://cdn.example.com/x/b.jpg');
  });

  it('accepts only images: 请上传图片 for the others, which are not sent', async () => {
    const held = holdUploads(bed.server);
    const { pick, group, onValue } = setup();
    await pick(file('说明.txt'));
    expect(bed.notes).toEqual([{ intent: 'warning', message: '请上传图片' }]);
    expect(within(group()).queryAllByRole('listitem')).toHaveLength(1); // only the add button
    await pick(png('a.png'), file('b.pdf', 'application/pdf'));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(within(group()).getByRole('progressbar', { name: 'a.png 上传进度' })).toBeInTheDocument();
    expect(within(group()).queryByText(/b\.pdf/)).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('uploads an image and shows its thumbnail once done', async () => {
    storeAs(bed.server, 'temp/cat_1.png');
    const { pick, thumbs, onValue } = setup();
    await pick(png('cat.png'));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('temp/cat_1.png'));
    expect(thumbs()).toEqual(['cat.png']);
    expect(bed.notes).toEqual([{ intent: 'success', message: 'cat.png 文件上传成功' }]);
  });

  it('a maximum count keeps only the newest images', async () => {
    storeAs(bed.server, 'temp/c_3.png', 'temp/d_4.png');
    const { pick, thumbs, onValue } = setup({ maxCount: 2 }, 'temp/a.png,temp/b.png');
    await pick(png('c.png'));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('temp/b.png,temp/c_3.png'));
    expect(thumbs()).toEqual(['b.png', 'c.png']);
    await pick(png('d.png'));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('temp/c_3.png,temp/d_4.png'));
  });

  it('the mover reorders; 未知的操作 moving the first left, 已到最后~ moving the last right', async () => {
    const { user, group, thumbs, onValue } = setup({}, 'temp/a.png,temp/b.png,temp/c.png');
    await user.click(within(group()).getByRole('button', { name: '左移 a.png' }));
    expect(bed.notes).toEqual([{ intent: 'warning', message: '未知的操作' }]);
    await user.click(within(group()).getByRole('button', { name: '右移 c.png' }));
    expect(bed.notes).toEqual([
      { intent: 'warning', message: '未知的操作' },
      { intent: 'warning', message: '已到最后~' },
    ]);
    expect(onValue).not.toHaveBeenCalled();
    await user.click(within(group()).getByRole('button', { name: '右移 a.png' }));
    expect(onValue).toHaveBeenLastCalledWith('temp/b.png,temp/a.png,temp/c.png');
    await user.click(within(group()).getByRole('button', { name: '左移 c.png' }));
    expect(onValue).toHaveBeenLastCalledWith('temp/b.png,temp/c.png,temp/a.png');
    expect(thumbs()).toEqual(['b.png', 'c.png', 'a.png']);
  });

  it('a click on a thumbnail opens the larger view', async () => {
    const { user, group } = setup({}, 'temp/a.png,temp/b.png');
    await user.click(within(group()).getByRole('button', { name: '预览 b.png' }));
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    expect(within(dialog).getByRole('img', { name: 'b.png' })).toHaveAttribute(
      'src',
      `${STATIC}/temp/b.png?token=tok-123`,
    );
  });

  it('removing the last image clears the value', async () => {
    const { user, group, onValue } = setup({}, 'temp/a.png');
    await user.click(within(group()).getByRole('button', { name: '删除 a.png' }));
    expect(onValue).toHaveBeenCalledWith('');
    expect(within(group()).queryAllByRole('img')).toHaveLength(0);
  });
});

describe('image columns', () => {
  it('show the first image as a thumbnail carrying the token', () => {
    const field = { name: 'photo', label: '照片', type: 'image' } as const;
    render(<CellValue field={field} record={{ id: '1', photo: 'temp/p1.png,temp/p2.png' }} />);
    expect(screen.getByRole('img', { name: 'p1.png' })).toHaveAttribute('src', `${STATIC}/temp/p1.png?token=tok-123`);
    expect(screen.queryByRole('img', { name: 'p2.png' })).toBeNull();
  });
});
