import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DateInput, type DateKind } from '@/components/widgets/date-input';
import {
  dayPart,
  joinDateTime,
  parseDayText,
  parseTimeText,
  timePart,
} from '@/components/widgets/date-input/date-text';
import { useDialogLayout } from './test-utils';

useDialogLayout();

function Harness({ kind, initial = '', onValue }: { kind: DateKind; initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      kind={kind}
      aria-label="生日"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

async function typeInto(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.input(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

describe('date text (our formats whatever the browser language)', () => {
  it('reads typed days strictly', () => {
    expect(parseDayText('2026-01-31')?.getDate()).toBe(31);
    expect(parseDayText('2026/1/5')?.getMonth()).toBe(0);
    expect(parseDayText('20260105')?.getDate()).toBe(5);
    expect(parseDayText('2026-02-30')).toBeNull();
    expect(parseDayText('01/31/2026')).toBeNull(); // the US order is not one of our date formats
  });

  it('reads typed times and splits stored values', () => {
    expect(parseTimeText('8:30')).toBe('08:30:00');
    expect(parseTimeText('23:59:59')).toBe('23:59:59');
    expect(parseTimeText('24:00:00')).toBeNull();
    expect(dayPart('2024-05-01 10:20:30')).toBe('2024-05-01');
    expect(timePart('datetime', '2024-05-01 10:20:30')).toBe('10:20:30');
    expect(timePart('time', '10:20:30')).toBe('10:20:30');
    expect(joinDateTime('2024-05-01', '')).toBe('2024-05-01 00:00:00');
    expect(joinDateTime('', '10:00:00')).toBe('');
  });
});

describe('DateInput', () => {
  it('shows a stored day as YYYY-MM-DD and takes a typed one', async () => {
    const onValue = vi.fn();
    render(<Harness kind="date" initial="2024-05-01" onValue={onValue} />);
    const input = await screen.findByRole('combobox', { name: '生日' });
    expect(input).toHaveValue('2024-05-01');
    await typeInto(input, '2026-01-31');
    expect(onValue).toHaveBeenLastCalledWith('2026-01-31');
    expect(input).toHaveValue('2026-01-31');
  });

  it('refuses a day that does not exist with a Chinese hint and keeps the stored day', async () => {
    const onValue = vi.fn();
    render(<Harness kind="date" initial="2024-05-01" onValue={onValue} />);
    const input = await screen.findByRole('combobox', { name: '生日' });
    await typeInto(input, '2026-02-30');
    expect(await screen.findByRole('alert')).toHaveTextContent('请按 YYYY-MM-DD 输入日期');
    expect(onValue).not.toHaveBeenCalledWith('2026-02-30');
    expect(input).toHaveValue('2024-05-01'); // the stored day is kept, never a day that does not exist
    await typeInto(input, '2026-02-28');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('opens a Chinese calendar starting on Monday; a click picks the day', async () => {
    const onValue = vi.fn();
    render(<Harness kind="date" initial="2026-11-25" onValue={onValue} />);
    const input = await screen.findByRole('combobox', { name: '生日' });
    await act(async () => fireEvent.click(input));
    const [grid] = await screen.findAllByRole('grid');
    const headers = Array.from(grid!.querySelectorAll('th')).map((th) => th.textContent);
    expect(headers.slice(0, 2)).toEqual(['一', '二']);
    expect(screen.getByText('十一月 2026')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('gridcell', { name: /^12/ }).querySelector('button')!));
    expect(onValue).toHaveBeenLastCalledWith('2026-11-12');
  });

  it('a date-time is a day and a time; typing the time keeps the day', async () => {
    const onValue = vi.fn();
    render(<Harness kind="datetime" initial="2024-05-01 10:20:30" onValue={onValue} />);
    expect(await screen.findByRole('combobox', { name: '生日 日期' })).toHaveValue('2024-05-01');
    const time = screen.getByRole('combobox', { name: '生日 时间' });
    expect(time).toHaveValue('10:20:30');
    await typeInto(time, '8:05');
    expect(onValue).toHaveBeenLastCalledWith('2024-05-01 08:05:00');
    await typeInto(time, '25:00');
    expect(await screen.findByRole('alert')).toHaveTextContent('请按 HH:mm:ss 输入时间');
    expect(time).toHaveValue('25:00'); // what was typed stays
  });
});
