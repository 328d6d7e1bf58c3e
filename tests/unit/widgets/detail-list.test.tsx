import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { DetailList } from '@/components/widgets/detail-list';
import { PageHeader } from '@/components/widgets/page-header';

const wrap = (node: React.ReactNode) => render(<FluentProvider theme={webLightTheme}>{node}</FluentProvider>);

describe('DetailList', () => {
  it('shows each label over its value, an empty value as -', () => {
    wrap(
      <DetailList
        aria-label="基本信息"
        columns={2}
        items={[
          ['机构名称', '考试中心'],
          ['传真', ''],
          ['备注', null],
        ]}
      />,
    );
    const list = screen.getByLabelText('基本信息');
    expect(
      within(list)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['机构名称', '传真', '备注']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['考试中心', '-', '-']);
  });
});

describe('PageHeader', () => {
  it('has the title, searches on Enter (and on clearing), and switches tabs', async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    const user = userEvent.setup();
    wrap(
      <PageHeader
        title="部门用户（命题部）"
        search={{ placeholder: '请输入姓名', onSearch }}
        tabs={{
          items: [
            { value: 'users', label: '用户信息' },
            { value: 'roles', label: '部门角色' },
          ],
          value: 'users',
          onChange,
          'aria-label': '页签',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: '部门用户（命题部）' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '请输入姓名' }), ' 王强 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('王强');
    await user.clear(screen.getByRole('searchbox', { name: '请输入姓名' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.click(screen.getByRole('tab', { name: '部门角色' }));
    expect(onChange).toHaveBeenCalledWith('roles');
  });
});
