import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CronInput } from '@/components/widgets/cron-editor';

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

afterEach(cleanup);

/**
 * jsdom lays nothing out: offsetParent is always null and the body has no size, so Fluent's focus manager
 * (tabster) takes the dialog for invisible, never activates it and leaves it aria-hidden. Give elements a
 * layout parent and the body a size while these tests run.
 */
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  vi.restoreAllMocks();
});

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
