import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, setNotifier } from '@/lib/notifier';

afterEach(() => {
  setNotifier();
  vi.restoreAllMocks();
});

describe('notifier', () => {
  it('sends to the registered notifier', () => {
    const seen: unknown[] = [];
    setNotifier({ notify: (n) => seen.push(n) });
    notify({ intent: 'success', message: '保存成功' });
    expect(seen).toEqual([{ intent: 'success', message: '保存成功' }]);
  });

  it('falls back to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    notify({ intent: 'error', title: '系统提示', message: '拒绝访问' });
    expect(error).toHaveBeenCalledWith('系统提示: 拒绝访问');
  });
});
