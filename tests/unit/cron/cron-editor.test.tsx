import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CronEditor, type CronEditorProps } from '@/components/widgets/cron-editor';

function Harness({ initial, ...props }: { initial: string } & Omit<CronEditorProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState(initial);
  return <CronEditor value={value} onChange={setValue} {...props} />;
}

const expression = () => (screen.getByRole('textbox', { name: 'Cron 表达式' }) as HTMLInputElement).value;
const panel = () => screen.getByRole('tabpanel');
const radio = (name: string) => within(panel()).getByRole('radio', { name });
const spin = (name: string) => within(panel()).getByRole('spinbutton', { name }) as HTMLInputElement;

async function setup(initial = '* * * * * ? *', props: Omit<CronEditorProps, 'value' | 'onChange'> = {}) {
  const user = userEvent.setup();
  render(<Harness initial={initial} {...props} />);
  const openTab = (name: string) => user.click(screen.getByRole('tab', { name }));
  const typeInto = async (input: HTMLInputElement, text: string) => {
    await user.clear(input);
    await user.type(input, `${text}{Enter}`);
  };
  return { user, openTab, typeInto };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('value') ?? tab.id.split('-tab-')[1]);

describe('CronEditor tabs', () => {
  it('shows 秒/分/时/日/月/周/年 and starts on the second tab', async () => {
    await setup();
    for (const name of ['秒', '分', '时', '日', '月', '周', '年'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(tabNames()).toEqual(['second', 'minute', 'hour', 'day', 'month', 'week', 'year']);
    expect(screen.getByRole('tab', { name: '分' })).toHaveAttribute('aria-selected', 'true');
    expect(radio('每分')).toBeChecked();
    expect(expression()).toBe('* * * * * ? *');
  });

  it('starts on 分 when seconds are hidden too, and hides the year on request', async () => {
    await setup('0 0 12 * * ?', { hideSeconds: true, hideYear: true });
    expect(tabNames()).toEqual(['minute', 'hour', 'day', 'month', 'week']);
    expect(screen.queryByRole('tab', { name: '秒' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '分' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('checkbox', { name: '0' })).toBeChecked();
  });

  it('with seconds hidden writes second 0 instead of *, with the year hidden drops the year', async () => {
    const { user } = await setup('* * * * * ? 2030', { hideSeconds: true, hideYear: true });
    await user.click(radio('周期'));
    expect(expression()).toMatch(/^0 \d+-\d+ \* \* \* \?$/);
  });

  it('has no axe violations', async () => {
    const { openTab } = await setup('0 0/5 14,18 ? 3-11 2#1 2026-2030');
    for (const tab of ['分', '日', '周']) {
      await openTab(tab);
      // no layout in jsdom (contrast), and the widget is rendered without the page's landmarks (region)
      const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
      const results = await axe.run(document.body, { rules });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    }
  });
});

describe('CronEditor modes produce the field text', () => {
  it('seconds: every, range, loop, specify', async () => {
    const { user, openTab, typeInto } = await setup();
    await openTab('秒');
    await user.click(radio('周期'));
    expect(expression()).toBe('1-59 * * * * ? *');
    await typeInto(spin('周期结束'), '30');
    expect(expression()).toBe('1-30 * * * * ? *');
    await user.click(radio('循环'));
    expect(expression()).toBe('0/1 * * * * ? *');
    await typeInto(spin('循环间隔'), '15');
    expect(expression()).toBe('0/15 * * * * ? *');
    await user.click(radio('指定'));
    expect(expression()).toBe('0 * * * * ? *');
    await user.click(within(panel()).getByRole('checkbox', { name: '30' }));
    expect(expression()).toBe('0,30 * * * * ? *');
    await user.click(radio('每秒'));
    expect(expression()).toBe('* * * * * ? *');
    // the range typed earlier is remembered when switching back
    await user.click(radio('周期'));
    expect(expression()).toBe('1-30 * * * * ? *');
  });

  it('minutes and hours offer every, range, loop and specify only', async () => {
    const { user, openTab } = await setup();
    const names = () =>
      within(panel())
        .getAllByRole('radio')
        .map((r) => r.closest('div')?.textContent ?? '');
    expect(within(panel()).getAllByRole('radio')).toHaveLength(4);
    expect(names()[0]).toContain('每分');
    await user.click(radio('周期'));
    expect(expression()).toBe('* 0-59 * * * ? *');
    await user.click(radio('循环'));
    expect(expression()).toBe('* 0/1 * * * ? *');
    await openTab('时');
    expect(within(panel()).getAllByRole('radio')).toHaveLength(4);
    await user.click(radio('周期'));
    expect(expression()).toBe('* 0/1 0-23 * * ? *');
    await user.click(radio('指定'));
    await user.click(within(panel()).getByRole('checkbox', { name: '14' }));
    await user.click(within(panel()).getByRole('checkbox', { name: '18' }));
    await user.click(within(panel()).getByRole('checkbox', { name: '0' }));
    expect(expression()).toBe('* 0/1 14,18 * * ? *');
  });

  it('day: work day, last day, days before the end, not set', async () => {
    const { user, openTab, typeInto } = await setup('0 0 12 * * ?');
    await openTab('日');
    await user.click(radio('工作日'));
    expect(expression()).toBe('0 0 12 1W * ?');
    await typeInto(spin('工作日日期'), '15');
    expect(expression()).toBe('0 0 12 15W * ?');
    await user.click(radio('本月最后一天'));
    expect(expression()).toBe('0 0 12 L * ?');
    await user.click(radio('最后一天之前'));
    expect(expression()).toBe('0 0 12 L-1 * ?');
    await user.click(radio('循环'));
    expect(expression()).toBe('0 0 12 1/1 * ?');
    await user.click(radio('不设置'));
    expect(expression()).toBe('0 0 12 ? * *');
  });

  it('month: range and specify', async () => {
    const { user, openTab } = await setup('0 0 12 * * ?');
    await openTab('月');
    await user.click(radio('周期'));
    expect(expression()).toBe('0 0 12 * 1-12 ?');
    await user.click(radio('指定'));
    await user.click(within(panel()).getByRole('checkbox', { name: '3月' }));
    expect(expression()).toBe('0 0 12 * 1,3 ?');
  });

  it('week: shows 周日…周六, emits 1–7 and forces the day to ?', async () => {
    const { user, openTab } = await setup('0 0 12 15 * ?');
    await openTab('周');
    await user.click(radio('指定'));
    expect(expression()).toBe('0 0 12 ? * 1');
    const days = within(panel()).getAllByRole('checkbox');
    expect(days.map((box) => box.closest('span, div')?.textContent)).toEqual([
      '周日',
      '周一',
      '周二',
      '周三',
      '周四',
      '周五',
      '周六',
    ]);
    await user.click(within(panel()).getByRole('checkbox', { name: '周六' }));
    expect(expression()).toBe('0 0 12 ? * 1,7');
    await user.click(radio('周期'));
    expect(expression()).toBe('0 0 12 ? * 2-6');
    await user.selectOptions(within(panel()).getByRole('combobox', { name: '周期开始' }), '周日');
    expect(expression()).toBe('0 0 12 ? * 1-6');
    await user.click(radio('第几周'));
    expect(expression()).toBe('0 0 12 ? * 2#1');
    await user.selectOptions(within(panel()).getByRole('combobox', { name: '第几周的星期' }), '周五');
    expect(expression()).toBe('0 0 12 ? * 6#1');
    await user.click(radio('本月最后一个'));
    expect(expression()).toBe('0 0 12 ? * 6L');
    await openTab('日');
    expect(radio('不设置')).toBeChecked();
    await user.click(radio('每日'));
    expect(expression()).toBe('0 0 12 * * ?');
  });

  it('year: not set drops the field, range and loop use the current year', async () => {
    const year = new Date().getFullYear();
    const { user, openTab } = await setup('0 0 12 * * ? *');
    await openTab('年');
    await user.click(radio('周期'));
    expect(expression()).toBe(`0 0 12 * * ? ${year}-${year + 100}`);
    await user.click(radio('循环'));
    expect(expression()).toBe(`0 0 12 * * ? ${year}/1`);
    await user.click(radio('不设置'));
    expect(expression()).toBe('0 0 12 * * ?');
  });
});

describe('CronEditor bounds', () => {
  it('clamps typed values to whole numbers within the field’s bounds', async () => {
    const { user, openTab, typeInto } = await setup('0 0 12 * * ? *');
    await user.click(radio('循环'));
    await typeInto(spin('循环间隔'), '99');
    expect(expression()).toBe('0 0/59 12 * * ? *');
    await typeInto(spin('循环间隔'), '0');
    expect(expression()).toBe('0 0/1 12 * * ? *');
    await typeInto(spin('循环间隔'), '2.6');
    expect(expression()).toBe('0 0/3 12 * * ? *');
    expect(spin('循环开始')).toHaveAttribute('aria-valuemin', '0');
    expect(spin('循环开始')).toHaveAttribute('aria-valuemax', '59');

    await openTab('秒');
    await user.click(radio('周期'));
    expect(spin('周期开始')).toHaveAttribute('aria-valuemin', '1');
    await typeInto(spin('周期开始'), '0');
    expect(expression()).toBe('1-59 0/3 12 * * ? *');

    await openTab('日');
    await user.click(radio('最后一天之前'));
    await typeInto(spin('最后一天之前的天数'), '31');
    expect(expression()).toBe('1-59 0/3 12 L-30 * ? *');

    await openTab('周');
    await user.click(radio('第几周'));
    await typeInto(spin('第几周'), '9');
    expect(expression()).toBe('1-59 0/3 12 ? * 2#5 *');

    await openTab('年');
    await user.click(radio('周期'));
    await typeInto(spin('周期开始'), '1999');
    expect(spin('周期开始').value).toBe('2019');
    await typeInto(spin('周期结束'), '2300');
    expect(expression()).toBe(`1-59 0/3 12 ? * 2#5 2019-${new Date().getFullYear() + 100}`);
    await user.click(radio('循环'));
    await typeInto(spin('循环间隔'), '150');
    expect(expression()).toBe(`1-59 0/3 12 ? * 2#5 ${new Date().getFullYear()}/99`);
  });
});

describe('CronEditor reads an expression back into the tabs', () => {
  it('shows each field in its mode and leaves the expression unchanged', async () => {
    const { openTab } = await setup('0 0/5 14,18 ? 3-11 2#1 2026-2030');
    expect(radio('循环')).toBeChecked();
    expect(spin('循环开始').value).toBe('0');
    expect(spin('循环间隔').value).toBe('5');
    await openTab('秒');
    expect(within(panel()).getByRole('checkbox', { name: '0' })).toBeChecked();
    await openTab('时');
    expect(radio('指定')).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: '14' })).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: '18' })).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: '15' })).not.toBeChecked();
    await openTab('日');
    expect(radio('不设置')).toBeChecked();
    await openTab('月');
    expect(radio('周期')).toBeChecked();
    expect([spin('周期开始').value, spin('周期结束').value]).toEqual(['3', '11']);
    await openTab('周');
    expect(radio('第几周')).toBeChecked();
    expect(spin('第几周').value).toBe('1');
    expect(within(panel()).getByRole('combobox', { name: '第几周的星期' })).toHaveValue('2');
    await openTab('年');
    expect(radio('周期')).toBeChecked();
    expect([spin('周期开始').value, spin('周期结束').value]).toEqual(['2026', '2030']);
    expect(expression()).toBe('0 0/5 14,18 ? 3-11 2#1 2026-2030');
  });

  it('keeps forms the tabs cannot express as 自定义, untouched', async () => {
    const { user, openTab } = await setup('0 15 10 L-2W * ? 2026-2030');
    await openTab('日');
    expect(radio('自定义')).toBeChecked();
    expect(within(panel()).getByText('L-2W')).toBeInTheDocument();
    await openTab('分');
    await user.click(radio('周期'));
    expect(expression()).toBe('0 0-59 10 L-2W * ? 2026-2030');
  });

  it('applies an expression typed into the Cron 表达式 box', async () => {
    const { user } = await setup();
    const box = screen.getByRole('textbox', { name: 'Cron 表达式' });
    await user.clear(box);
    await user.type(box, '0 30 9 ? * MON-FRI{Enter}');
    expect(expression()).toBe('0 30 9 ? * MON-FRI');
    expect(radio('指定')).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: '30' })).toBeChecked();
  });
});

describe('CronEditor preview', () => {
  it("previews in the server's zone (GMT+8), whatever the browser's, and says so", () => {
    vi.useFakeTimers();
    // 20:00 UTC on 1 January is already 04:00 on 2 January in Beijing: a daily 03:00 job next runs on the 3rd.
    vi.setSystemTime(Date.UTC(2026, 0, 1, 20, 0, 0));
    render(<Harness initial="0 0 3 * * ?" />);
    const region = screen.getByRole('region', { name: '近十次执行时间' });
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('2026-01-03 03:00:00');
    expect(region).toHaveTextContent('按服务器时间计算：北京时间（GMT+8）');
  });

  it('lists the next 10 run times 500 ms after a change, or the validation message', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 0, 1, 0, 0, 0));
    render(<Harness initial="0 0/5 14 * * ?" />);
    // the box is remounted with each new value, so it is looked up again every time
    const typeExpression = (text: string) => {
      const box = screen.getByRole('textbox', { name: 'Cron 表达式' });
      fireEvent.change(box, { target: { value: text } });
      fireEvent.blur(box);
    };
    const list = () => within(screen.getByRole('region', { name: '近十次执行时间' })).queryAllByRole('listitem');
    expect(list().map((item) => item.textContent)).toEqual([
      '2026-01-01 14:00:00',
      '2026-01-01 14:05:00',
      '2026-01-01 14:10:00',
      '2026-01-01 14:15:00',
      '2026-01-01 14:20:00',
      '2026-01-01 14:25:00',
      '2026-01-01 14:30:00',
      '2026-01-01 14:35:00',
      '2026-01-01 14:40:00',
      '2026-01-01 14:45:00',
    ]);

    typeExpression('0 15 10 ? * 6L 2026');
    act(() => vi.advanceTimersByTime(499));
    expect(list()[0]).toHaveTextContent('2026-01-01 14:00:00');
    act(() => vi.advanceTimersByTime(1));
    // the year is honoured: only the last Fridays of 2026, so 10 of them are not all there
    expect(list().map((item) => item.textContent)).toEqual([
      '2026-01-30 10:15:00',
      '2026-02-27 10:15:00',
      '2026-03-27 10:15:00',
      '2026-04-24 10:15:00',
      '2026-05-29 10:15:00',
      '2026-06-26 10:15:00',
      '2026-07-31 10:15:00',
      '2026-08-28 10:15:00',
      '2026-09-25 10:15:00',
      '2026-10-30 10:15:00',
    ]);

    typeExpression('0 0 0 L-31 * ?');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('日字段：L-n 中 n 必须在 0 到 30 之间');

    typeExpression('0 15 10 * * ? 2005');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('无执行时间');
  });
});
