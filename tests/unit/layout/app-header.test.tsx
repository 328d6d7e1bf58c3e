import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppHeader } from '@/components/layout/app-header';
import { useMenuState } from '@/components/layout/use-menu-state';
import { publishSession, saveUserInfo } from '@/session/session-store';
import type { UserInfo } from '@/domain/session-types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Header() {
  const menuState = useMenuState([]);
  return (
    <AppHeader
      mode="side"
      smaller={false}
      title="首页"
      menu={[]}
      menuState={menuState}
      homePath="/dashboard/analysis"
      collapsed={false}
      onToggleCollapsed={() => undefined}
      onOpenDrawer={() => undefined}
      onOpenSettings={() => undefined}
      fixed
      visible
    />
  );
}

describe('the header before the page is idle', () => {
  it('shows the user button at once; a click before the menu code is loaded opens the menu once it is', async () => {
    // The page never becomes idle: the menu's code is asked for only by the click.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    saveUserInfo({ id: 'u1', username: 'admin', realname: '管理员' } as UserInfo);
    publishSession();
    render(
      <FluentProvider theme={webLightTheme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </QueryClientProvider>
      </FluentProvider>,
    );
    const button = screen.getByRole('button', { name: '管理员' });
    expect(screen.queryByRole('menuitem')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  });
});
