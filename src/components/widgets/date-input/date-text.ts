import dayjs from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT } from '@/domain/constants';

export type DateKind = 'date' | 'datetime' | 'time';

export const DATE_PLACEHOLDERS: Record<DateKind, string> = {
  date: '请选择日期',
  datetime: '请选择日期时间',
  time: '请选择时间',
};

/**
 * A typed day: YYYY-MM-DD, also with / or . between the parts, one-digit month and day, or YYYYMMDD.
 * Null when the text is no real day (2026-02-30 is none).
 */
export function parseDayText(text: string): Date | null {
  const trimmed = text.trim();
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A typed time of day: HH:mm:ss, HH:mm (seconds 00) or H:mm; null when out of range. */
export function parseTimeText(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

export const formatDay = (date: Date | null | undefined): string => (date ? dayjs(date).format(DATE_FORMAT) : '');

export const formatTime = (date: Date): string => dayjs(date).format(TIME_FORMAT);

/** The day part of a stored value (a date-time's too); '' when it holds none. */
export function dayPart(value: string | undefined): string {
  const day = value?.trim().slice(0, 10) ?? '';
  return parseDayText(day) ? day : '';
}

/** The time part of a stored date-time or time value; '' when it holds none. */
export function timePart(kind: DateKind, value: string | undefined): string {
  const text = value?.trim() ?? '';
  return parseTimeText(kind === 'time' ? text : text.slice(11)) ?? '';
}

/** A date-time from its parts; a day alone starts at midnight, a time alone is no value. */
export const joinDateTime = (day: string, time: string): string => (day ? `${day} ${time || '00:00:00'}` : '');

/** Chinese texts of the calendar (months, weekdays, buttons). */
export const CALENDAR_STRINGS = {
  months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
  shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  shortDays: ['日', '一', '二', '三', '四', '五', '六'],
  goToToday: '今天',
  prevMonthAriaLabel: '上个月',
  nextMonthAriaLabel: '下个月',
  prevYearAriaLabel: '上一年',
  nextYearAriaLabel: '下一年',
  prevYearRangeAriaLabel: '上一个年份范围',
  nextYearRangeAriaLabel: '下一个年份范围',
  closeButtonAriaLabel: '关闭',
  selectedDateFormatString: '已选择 {0}',
  todayDateFormatString: '今天 {0}',
  weekNumberFormatString: '第 {0} 周',
  dayMarkedAriaLabel: '已标记',
};
