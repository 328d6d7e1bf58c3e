import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { PagedCards } from '@/components/widgets/paged-cards';
import { NOT_SAVED_OFFLINE } from '@/components/widgets/load-failed';
import { reportReachable, resetReachable } from '@/lib/online-status';

type Page = { records: { id: number; name: string }[]; total: number };
const TEXTS = { empty: '暂无考试', loading: '加载中…', loadFailed: '考试加载失败' };
const answered = (data: Page | undefined, error?: Error) =>
  ({ data, isError: !!error, error: error ?? null, refetch: vi.fn() }) as unknown as UseQueryResult<Page>;

function show(list: UseQueryResult<Page>, pageNo = 1, onPage = vi.fn()) {
  render(
    <FluentProvider theme={webLightTheme}>
      <PagedCards
        list={list}
        pageNo={pageNo}
        pageSize={2}
        onPage={onPage}
        label="考试列表"
        texts={TEXTS}
        card={(r) => (
          <div key={r.id} role="listitem">
            {r.name}
          </div>
        )}
      />
    </FluentProvider>,
  );
  return onPage;
}

describe('PagedCards (the portal’s card lists)', () => {
  it('shows a page of cards and moves between pages', async () => {
    const onPage = show(answered({ records: [{ id: 3, name: '第三场' }], total: 5 }), 2);
    expect(screen.getByRole('list', { name: '考试列表' })).toHaveTextContent('第三场');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('has no pager for one page, says so when empty, and tells a failed load', () => {
    show(answered({ records: [{ id: 1, name: '第一场' }], total: 1 }));
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    show(answered({ records: [], total: 0 }));
    expect(screen.getByText('暂无考试')).toBeInTheDocument();
    show(answered(undefined, new Error('')));
    expect(screen.getByText('考试加载失败')).toBeInTheDocument();
  });

  it('offline: shows the cards kept from before although the refetch failed, and says when nothing was kept', () => {
    reportReachable(false);
    try {
      show(answered({ records: [{ id: 1, name: '第一场' }], total: 1 }, new TypeError('Failed to fetch')));
      expect(screen.getByRole('list', { name: '考试列表' })).toHaveTextContent('第一场');
      show(answered(undefined, new TypeError('Failed to fetch')));
      expect(screen.getAllByText(NOT_SAVED_OFFLINE)).toHaveLength(1);
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
      show(answered(undefined));
      expect(screen.getAllByText(NOT_SAVED_OFFLINE)).toHaveLength(2);
      expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
    } finally {
      resetReachable();
    }
  });
});
