import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  ChunkTimeoutError,
  chunkFailure,
  isChunkLoadError,
  reloadOnceForNewVersion,
  withScriptTimeout,
} from '@/app/chunk-load';
import { ScreenLoadBoundary } from '@/app/screen-load-boundary';
import { getLayoutSettings, THEME_FAILED_MESSAGE, updateLayoutSettings } from '@/components/layout/settings-store';
import { setNotifier } from '@/lib/notifier';

const MISSING = new TypeError('Failed to fetch dynamically imported module: http://x/assets/depart-user-page-1a2b.js');

let online = true;
let onLine: MockInstance<() => boolean>;
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  online = true;
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  onLine.mockRestore();
  vi.restoreAllMocks();
});

type Screen = ComponentType;

/** A screen whose code fails with `error` the first time and loads the second (a fresh lazy, as 重试 makes). */
function Retrying({ error }: { error: unknown }) {
  const make = (fail: boolean) =>
    lazy<Screen>(() => (fail ? Promise.reject(error) : Promise.resolve({ default: () => <p>页面内容</p> })));
  const [Screen, setScreen] = useState(() => make(true));
  return (
    <ScreenLoadBoundary onRetry={() => setScreen(() => make(false))}>
      <Suspense fallback={<p>加载中</p>}>
        <Screen />
      </Suspense>
    </ScreenLoadBoundary>
  );
}

const show = (error: unknown) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <Retrying error={error} />
    </FluentProvider>,
  );

describe('a screen whose code does not load', () => {
  it('after a deploy (missing) reloads once to the new version, then says so with 刷新页面', async () => {
    show(MISSING);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByText(/系统已更新/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    // The new version misses it too: no second automatic reload, the button is the way out.
    show(MISSING);
    await waitFor(() => expect(screen.getAllByRole('heading', { name: '页面加载失败' })).toHaveLength(2));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getAllByRole('button', { name: '刷新页面' })[0]!);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offline: says the page is not kept on this device; 重试 once online loads it', async () => {
    online = false;
    show(MISSING);
    expect(await screen.findByRole('heading', { name: '离线：此页面尚未保存到本机' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
  });

  it('a timeout and a stylesheet each get their message and 重试', async () => {
    show(new ChunkTimeoutError());
    expect(await screen.findByRole('heading', { name: '页面加载超时' })).toBeInTheDocument();
    expect(screen.getByText(/120 秒/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(chunkFailure(new Error('Unable to preload CSS for /assets/x.css'), true)).toBe('stylesheet');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a screen’s own error is not taken for a loading failure', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(MISSING)).toBe(true);
  });
});

describe('withScriptTimeout', () => {
  it('fails a chunk that has not arrived in time, and passes one that has', async () => {
    vi.useFakeTimers();
    try {
      const never = withScriptTimeout(() => new Promise<never>(() => undefined), 120_000)();
      vi.advanceTimersByTime(120_000);
      await expect(never).rejects.toBeInstanceOf(ChunkTimeoutError);
      await expect(withScriptTimeout(() => Promise.resolve('module'))()).resolves.toBe('module');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads for a new version at most once a minute', () => {
    expect(reloadOnceForNewVersion(1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(1_030_000)).toBe(false);
    expect(reloadOnceForNewVersion(1_070_000)).toBe(true);
  });
});

describe('theme colour', () => {
  it('a colour the theme cannot be built from is refused with the spec’s message, the theme unchanged', () => {
    const notes: string[] = [];
    setNotifier({ notify: (n) => notes.push(n.message) });
    const before = getLayoutSettings().primaryColor;
    updateLayoutSettings({ primaryColor: 'rgb(1,2,3)' });
    expect(notes).toEqual([THEME_FAILED_MESSAGE]);
    expect(getLayoutSettings().primaryColor).toBe(before);
  });
});
