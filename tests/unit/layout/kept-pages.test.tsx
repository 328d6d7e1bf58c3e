import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Link, MemoryRouter, Route, Routes, useLocation, useOutlet } from 'react-router';
import { setNotifier } from '@/lib/notifier';
import { KeptPages } from '@/components/layout/kept-pages';
import { PageTabBar } from '@/components/layout/page-tab-bar';
import { usePageTabs } from '@/components/layout/use-page-tabs';

const mounts: Record<string, number> = {};

function Page({ name }: { name: string }) {
  const [text, setText] = useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return '';
  });
  const location = useLocation();
  return (
    <label>
      {`输入${name}`}
      <input value={text} onChange={(e) => setText(e.target.value)} data-location={location.pathname} />
    </label>
  );
}

function Shell({ multiTab }: { multiTab: boolean }) {
  const location = useLocation();
  const outlet = useOutlet();
  const key = location.pathname + location.search;
  const page = key === '/go-b' ? null : { key, title: key.slice(1), element: outlet, location };
  const api = usePageTabs(page, '/home', multiTab);
  return (
    <>
      <PageTabBar api={api} />
      <Link to="/a">去A</Link>
      <Link to="/b">去B</Link>
      <Link to="/a?x=1">去A1</Link>
      <KeptPages tabs={api.tabs} kept={api.kept} activeKey={api.activeKey} outlet={outlet} location={location} />
    </>
  );
}

function renderApp(multiTab = true) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route element={<Shell multiTab={multiTab} />}>
            <Route path="/home" element={<Page name="home" />} />
            <Route path="/a" element={<Page name="a" />} />
            <Route path="/b" element={<Page name="b" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const input = (name: string) => screen.getByLabelText(`输入${name}`, { selector: 'input' }) as HTMLInputElement;
const tabNames = () => screen.getAllByRole('tab').map((t) => t.getAttribute('value'));

describe('page tabs with kept pages', () => {
  const warnings: string[] = [];
  beforeEach(() => {
    Object.keys(mounts).forEach((k) => delete mounts[k]);
    warnings.length = 0;
    setNotifier({ notify: (n) => warnings.push(n.message) });
  });
  afterEach(() => {
    cleanup();
    setNotifier();
  });

  it('opens the home tab first and one tab per full path', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    await user.click(screen.getByText('去B'));
    await user.click(screen.getByText('去A1'));
    expect(tabNames()).toEqual(['/home', '/a', '/b', '/a?x=1']);
  });

  it('keeps a page mounted and hidden, with its input and its own location, across tab switches', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(input('a'), '备忘');
    await user.click(screen.getByText('去B'));
    expect(input('a').closest('[hidden]')).not.toBeNull();
    expect(input('a').dataset.location).toBe('/a');
    expect(input('b').closest('[hidden]')).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^a/ }));
    expect(input('a').value).toBe('备忘');
    expect(mounts.a).toBe(1);
  });

  it('closing a tab unmounts its page; opening it again starts afresh', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(input('a'), 'x');
    await user.click(screen.getByText('去B'));
    await user.click(screen.getByRole('button', { name: '关闭 a' }));
    expect(screen.queryByLabelText('输入a')).toBeNull();
    await user.click(screen.getByText('去A'));
    expect(input('a').value).toBe('');
    expect(mounts.a).toBe(2);
  });

  it('closing the active tab shows the next one', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByText('去B'));
    await user.click(screen.getByRole('tab', { name: /^a/ }));
    await user.click(screen.getByRole('button', { name: '关闭 a' }));
    expect(tabNames()).toEqual(['/home', '/b']);
    expect(input('b').closest('[hidden]')).toBeNull();
  });

  it('warns instead of closing the home tab or the last tab', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: '关闭 首页' }));
    expect(warnings).toEqual(['首页不能关闭!']);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('刷新 in the tab menu remounts the page; 关闭其他 keeps home and the chosen tab', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.type(input('a'), 'x');
    await user.click(screen.getByText('去B'));
    fireEvent.contextMenu(screen.getByRole('tab', { name: /^a/ }));
    await user.click(await screen.findByRole('menuitem', { name: '刷新' }));
    expect(input('a').value).toBe('');
    expect(mounts.a).toBe(2);
    fireEvent.contextMenu(screen.getByRole('tab', { name: /^a/ }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(screen.queryByLabelText('输入b')).toBeNull();
  });

  it('gives each tab its own scroll position back', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
    onTestFinished(() => void Object.defineProperty(window, 'scrollY', scrollY));
    const scrollAt = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    renderApp();
    scrollAt(300);
    await user.click(screen.getByText('去B'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollAt(40);
    await user.click(screen.getByRole('tab', { name: /^a/ }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    await user.click(screen.getByRole('tab', { name: /^b/ }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 40);
    scrollTo.mockRestore();
  });

  it('with multi-tab off only the current page stays', async () => {
    const user = userEvent.setup();
    renderApp(false);
    await user.type(input('a'), 'x');
    await user.click(screen.getByText('去B'));
    expect(screen.queryByLabelText('输入a')).toBeNull();
    expect(tabNames()).toHaveLength(1);
    await act(async () => {});
  });
});
