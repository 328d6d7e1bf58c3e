import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchSelect } from '@/components/widgets/dict';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient } from './test-utils';

const bed = useApiTestBed();

const DICT = 'sys_user,realname,username';

interface Asked {
  keyword: string;
  pageSize: string;
  at: number;
}

/** loadDict answers by keyword; a keyword in `held` waits until released. */
function serveSearch(
  answers: Record<string, { value: string; text: string }[]>,
  held: Record<string, Promise<void>> = {},
) {
  const asked: Asked[] = [];
  bed.server.use(
    http.get(api(`/sys/dict/loadDict/${DICT}`), async ({ request }) => {
      const url = new URL(request.url);
      const keyword = url.searchParams.get('keyword') ?? '';
      asked.push({ keyword, pageSize: url.searchParams.get('pageSize') ?? '', at: Date.now() });
      await held[keyword];
      return HttpResponse.json({ success: true, code: 0, message: '', result: answers[keyword] ?? [] });
    }),
  );
  return asked;
}

function Host({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchSelect
      aria-label="用户"
      dict={DICT}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: '用户' });

describe('SearchSelect', () => {
  it('says 请输入搜索内容 before typing, waits 800 ms, asks loadDict with pageSize 10, and picks a value', async () => {
    const asked = serveSearch({ 张: [{ value: 'zhangsan', text: '张三' }] });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    await user.click(input());
    expect(await screen.findByRole('option', { name: '请输入搜索内容' })).toBeInTheDocument();
    const typedAt = Date.now();
    await user.type(input(), '张');
    expect(await screen.findByRole('option', { name: '加载中…' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(asked).toHaveLength(0);
    await screen.findByRole('option', { name: '张三' }, { timeout: 2000 });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ keyword: '张', pageSize: '10' });
    expect((asked[0]?.at ?? 0) - typedAt).toBeGreaterThanOrEqual(790);
    await user.click(screen.getByRole('option', { name: '张三' }));
    expect(onChange).toHaveBeenCalledWith('zhangsan');
    expect(input()).toHaveValue('张三');
  });

  it('typing again within 800 ms asks only once, for the last keyword', async () => {
    const asked = serveSearch({ 李四: [{ value: 'lisi', text: '李四' }] });
    const user = userEvent.setup();
    renderWithClient(<Host />);
    await user.type(input(), '李');
    await new Promise((r) => setTimeout(r, 300));
    await user.type(input(), '四');
    await screen.findByRole('option', { name: '李四' }, { timeout: 2000 });
    expect(asked.map((a) => a.keyword)).toEqual(['李四']);
  });

  it('drops a stale answer that arrives after a newer one', async () => {
    let release = () => undefined as void;
    const held = { 王: new Promise<void>((r) => (release = r)) };
    const asked = serveSearch(
      { 王: [{ value: 'wang1', text: '王一' }], 王五: [{ value: 'wangwu', text: '王五' }] },
      held,
    );
    const user = userEvent.setup();
    renderWithClient(<Host />);
    await user.type(input(), '王');
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 2000 });
    await user.type(input(), '五');
    await screen.findByRole('option', { name: '王五' }, { timeout: 2000 });
    release();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('option', { name: '王一' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: '王五' })).toBeInTheDocument();
  });

  it('no result says 没有查询到任何数据; a failed search warns with the server message', async () => {
    serveSearch({});
    const user = userEvent.setup();
    renderWithClient(<Host />);
    await user.type(input(), 'zz');
    expect(await screen.findByRole('option', { name: '没有查询到任何数据' }, { timeout: 2000 })).toBeInTheDocument();

    bed.server.use(
      http.get(api(`/sys/dict/loadDict/${DICT}`), () =>
        HttpResponse.json({ success: false, code: 500, message: '字典表不存在', result: null }),
      ),
    );
    await user.type(input(), 'y');
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '字典表不存在' }), {
      timeout: 2000,
    });
  });

  it('back-fills the text of its value with loadDictItem', async () => {
    let key = '';
    bed.server.use(
      http.get(api(`/sys/dict/loadDictItem/${DICT}`), ({ request }) => {
        key = new URL(request.url).searchParams.get('key') ?? '';
        return HttpResponse.json({ success: true, code: 0, message: '', result: ['管理员'] });
      }),
    );
    renderWithClient(<Host initial="admin" />);
    await waitFor(() => expect(input()).toHaveValue('管理员'));
    expect(key).toBe('admin');
  });
});
