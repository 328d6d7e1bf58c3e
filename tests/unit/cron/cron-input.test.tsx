import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CronInput } from '@/components/widgets/cron-editor';
import { useDialogLayout } from '../widgets/test-utils';

function Harness({ initial, onChange }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CronInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

useDialogLayout();

const input = () => screen.getByRole('textbox', { name: 'Cron 表达式' }) as HTMLInputElement;
/** After the dialog closes, the page is made accessible again asynchronously. */
const inputAfterClose = async () => (await screen.findByRole('textbox', { name: 'Cron 表达式' })) as HTMLInputElement;

describe('CronInput', () => {
  it('opens the editor in the Cron表达式 dialog; 确定 writes the built expression', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="0 0 12 * * ?" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '选择' }));
    const dialog = screen.getByRole('dialog', { name: 'Cron表达式' });
    expect(within(dialog).getByRole('tab', { name: '分' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('radio', { name: '循环' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: '循环间隔' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '循环间隔' }), '5{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('0 0/5 12 * * ?');
    expect((await inputAfterClose()).value).toBe('0 0/5 12 * * ?');
  });

  it('取消 discards the edits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="0 0 12 * * ?" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '选择' }));
    const dialog = screen.getByRole('dialog', { name: 'Cron表达式' });
    await user.click(within(dialog).getByRole('radio', { name: '周期' }));
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect((await inputAfterClose()).value).toBe('0 0 12 * * ?');
  });

  it('starts an empty input from the default * * * * * ? * and accepts typed text', async () => {
    const user = userEvent.setup();
    render(<Harness initial="" />);
    await user.type(input(), '0 0 1 * * ?');
    expect(input().value).toBe('0 0 1 * * ?');
    await user.clear(input());
    await user.click(screen.getByRole('button', { name: '选择' }));
    const dialog = screen.getByRole('dialog', { name: 'Cron表达式' });
    expect(within(dialog).getByRole('textbox', { name: 'Cron 表达式' })).toHaveValue('* * * * * ? *');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await inputAfterClose()).value).toBe('* * * * * ? *');
  });
});
