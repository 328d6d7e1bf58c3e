import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import ToastNotifier from '@/app/toast-notifier';
import { setNotifier, type Notification } from '@/lib/notifier';

describe('ToastNotifier', () => {
  it('shows a notification’s button; a click runs it and closes the notification', async () => {
    const run = vi.fn();
    const early: Notification[] = [
      { intent: 'info', title: '消息提醒', message: '补考通知', action: { label: '查看详情', run } },
    ];
    render(
      <FluentProvider theme={webLightTheme}>
        <ToastNotifier early={early} />
      </FluentProvider>,
    );
    expect(await screen.findByText('补考通知')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '查看详情' }));
    expect(run).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('补考通知')).not.toBeInTheDocument());
    setNotifier();
  });
});
