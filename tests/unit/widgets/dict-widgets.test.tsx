import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import {
  DictCheckbox,
  DictRadio,
  DictSelect,
  DictText,
  useDictItems,
  DICT_CODE_EMPTY,
} from '@/components/widgets/dict';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient } from './test-utils';

const bed = useApiTestBed();
beforeEach(() =>
  setStored(STORAGE_KEYS.dicts, {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
    weekday: [
      { value: '1', text: '周一' },
      { value: '2', text: '周二' },
      { value: '3', text: '周三', disabled: true },
    ],
  }),
);

function wrapper({ children }: { children: React.ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useDictItems', () => {
  it('reads the login dictionary cache first, without a request', () => {
    const asked = vi.fn();
    bed.server.use(http.get(api('/sys/dict/getDictItems/:code'), asked));
    const { result } = renderHook(() => useDictItems('sex'), { wrapper });
    expect(result.current.items).toEqual([
      { value: '1', text: '男', disabled: false },
      { value: '2', text: '女', disabled: false },
    ]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('else asks GET /sys/dict/getDictItems/{code} (signed, without _t); the table form too', async () => {
    const seen: Request[] = [];
    bed.server.use(
      http.get(api('/sys/dict/getDictItems/:code'), ({ request }) => {
        seen.push(request);
        return HttpResponse.json({
          success: true,
          code: 0,
          message: '',
          result: [
            { value: 'admin', text: '管理员', title: '管理员', label: '管理员' },
            { value: 'jeecg', label: '张晓明' },
          ],
        });
      }),
    );
    const { result } = renderHook(() => useDictItems('sys_user,realname,username'), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items[1]).toEqual({ value: 'jeecg', text: '张晓明', disabled: false });
    const url = new URL(seen[0]?.url ?? '');
    expect(decodeURIComponent(url.pathname)).toBe('/jeecg-boot/sys/dict/getDictItems/sys_user,realname,username');
    expect(url.searchParams.has('_t')).toBe(false);
    expect(seen[0]?.headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
  });

  it("an empty code is the error 'dictionary code cannot be empty'", () => {
    const { result } = renderHook(() => useDictItems(''), { wrapper });
    expect(result.current.error?.message).toBe(DICT_CODE_EMPTY);
    expect(DICT_CODE_EMPTY).toBe('dictionary code cannot be empty');
    expect(result.current.items).toEqual([]);
  });
});

describe('dictionary widgets', () => {
  it('DictSelect offers 请选择 and the items; DictText shows texts of a comma list', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <>
        <DictSelect aria-label="性别" dictCode="sex" value="" onChange={onChange} />
        <span data-testid="text">
          <DictText dictCode="weekday" value="1,3,9" />
        </span>
      </>,
    );
    const select = screen.getByRole('combobox', { name: '性别' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['请选择', '男', '女']);
    await user.selectOptions(select, '2');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByTestId('text')).toHaveTextContent('周一,周三,9');
  });

  it('DictRadio chooses one value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<DictRadio aria-label="性别" dictCode="sex" value="1" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '女' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('DictCheckbox keeps a comma-joined value in dictionary order; disabled items stay disabled', async () => {
    const changes: string[] = [];
    function Host() {
      const [value, setValue] = useState('2');
      return (
        <DictCheckbox
          aria-label="上课日"
          dictCode="weekday"
          value={value}
          onChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithClient(<Host />);
    expect(screen.getByRole('group', { name: '上课日' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '周一' }));
    await user.click(screen.getByRole('checkbox', { name: '周二' }));
    await user.click(screen.getByRole('checkbox', { name: '周二' }));
    expect(changes).toEqual(['1,2', '1', '1,2']);
    expect(screen.getByRole('checkbox', { name: '周三' })).toBeDisabled();
  });
});
