import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { useDialogLayout } from './test-utils';

useDialogLayout();

describe('ViewDialog', () => {
  it('shows its title and body, closes on 关闭 and on Escape, and has no 确定', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ViewDialog title="成绩详情" onClose={onClose}>
        <p>正文</p>
      </ViewDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '成绩详情' });
    expect(within(dialog).getByText('正文')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '确定' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('puts the caller’s buttons after 关闭 and names itself by aria-label', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(
      <ViewDialog
        title="a.pdf"
        aria-label="预览「a.pdf」"
        onClose={() => undefined}
        actions={<Button onClick={onDownload}>下载</Button>}
      >
        <p>预览</p>
      </ViewDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '预览「a.pdf」' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.slice(-2)).toEqual(['关闭', '下载']);
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });
});
