import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AREA_ROOT,
  AreaSelect,
  AreaText,
  areaPath,
  areaText,
  loadAreaData,
  type AreaData,
  type AreaSelectProps,
} from '@/components/widgets/area-select';
import { useDialogLayout, renderControlled } from './test-utils';

useDialogLayout();
let data: AreaData;
beforeAll(async () => {
  data = await loadAreaData();
});

function setup(props: Partial<AreaSelectProps> = {}, initial = '') {
  const { onValue } = renderControlled(AreaSelect, { 'aria-label': '所在地区', ...props }, initial);
  return { onValue, user: userEvent.setup() };
}

describe('area data (GB/T 2260, root 86)', () => {
  it('has the 34 provincial divisions under 86, cities and districts under them', () => {
    const provinces = data.children.get(AREA_ROOT)!;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '110000', text: '北京市', parent: '86' });
    expect(provinces.map((p) => p.text)).toEqual(expect.arrayContaining(['广东省', '台湾省', '香港特别行政区']));
    expect(data.children.get('440000')!.map((c) => c.text)).toContain('深圳市');
    expect(data.children.get('440300')!.map((d) => d.text)).toContain('南山区');
  });

  it('gives a code its path and text; an unknown code stays as it is', () => {
    expect(areaPath(data, '110101').map((n) => n.code)).toEqual(['110000', '110100', '110101']);
    expect(areaText(data, '110101')).toBe('北京市/北京市/东城区');
    expect(areaText(data, '440300')).toBe('广东省/深圳市');
    expect(areaText(data, '999999')).toBe('999999');
    expect(areaText(data, '')).toBe('');
  });
});

describe('AreaSelect (JAreaLinkage)', () => {
  it('a type other than cascader or select shows Bad type value', () => {
    setup({ type: 'tree' });
    expect(screen.getByText('Bad type value: tree')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '所在地区' })).toBeNull();
  });

  it('select: 省, 市, 区 drop-downs, each choice stores the deepest code', async () => {
    const { user, onValue } = setup({ type: 'select' });
    const group = await screen.findByRole('group', { name: '所在地区' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(1);
    await user.selectOptions(within(group).getByRole('combobox', { name: '省' }), '广东省');
    expect(onValue).toHaveBeenLastCalledWith('440000');
    await user.selectOptions(within(group).getByRole('combobox', { name: '市' }), '深圳市');
    expect(onValue).toHaveBeenLastCalledWith('440300');
    await user.selectOptions(within(group).getByRole('combobox', { name: '区' }), '南山区');
    expect(onValue).toHaveBeenLastCalledWith('440305');
    await user.selectOptions(within(group).getByRole('combobox', { name: '市' }), '请选择');
    expect(onValue).toHaveBeenLastCalledWith('440000');
  });

  it('cascader (default): shows the text; its pop-up chooses down to the district and 确定 stores the code', async () => {
    const { user, onValue } = setup({}, '110101');
    const trigger = await screen.findByRole('button', { name: '所在地区' });
    expect(trigger).toHaveTextContent('北京市/北京市/东城区');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '所在地区' });
    expect(within(dialog).getByRole('listbox', { name: '区' })).toHaveValue('110101');
    await user.selectOptions(within(dialog).getByRole('listbox', { name: '省' }), '广东省');
    expect(within(dialog).queryByRole('listbox', { name: '区' })).toBeNull();
    await user.selectOptions(within(dialog).getByRole('listbox', { name: '市' }), '深圳市');
    await user.selectOptions(within(dialog).getByRole('listbox', { name: '区' }), '南山区');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onValue).toHaveBeenLastCalledWith('440305');
    expect(await screen.findByRole('button', { name: '所在地区' })).toHaveTextContent('广东省/深圳市/南山区');
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('button', { name: '所在地区' })).toHaveTextContent('请选择省市区');
  });

  it('Enter in a list confirms the deepest choice', async () => {
    const { user, onValue } = setup();
    await user.click(await screen.findByRole('button', { name: '所在地区' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('listbox', { name: '省' }), '上海市');
    await user.type(within(dialog).getByRole('listbox', { name: '省' }), '{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('310000');
  });

  it('AreaText shows a code as its text', async () => {
    render(<AreaText value="440305" />);
    await waitFor(() => expect(document.body).toHaveTextContent('广东省/深圳市/南山区'));
  });
});
