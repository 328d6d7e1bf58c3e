import type { ReactNode } from 'react';
import { Checkbox, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  buildField,
  readField,
  type CronMode,
  type FieldEditorSpec,
  type ModeValues,
  type NumberKey,
} from './cron-field-model';
import { CronNumberInput, CronWeekdaySelect } from './cron-number-input';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: '6px' },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: '8px', rowGap: '4px' },
  radio: { minWidth: '112px' },
  hint: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
    paddingLeft: '32px',
    width: '100%',
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/** Accessible names of the inputs, in Chinese (each input sits in the sentence of its mode). */
const INPUT_LABELS: Record<NumberKey, string> = {
  rangeStart: '周期开始',
  rangeEnd: '周期结束',
  loopStart: '循环开始',
  loopInterval: '循环间隔',
  workDay: '工作日日期',
  lastOffset: '最后一天之前的天数',
  nth: '第几周',
  nthWeekday: '第几周的星期',
  lastWeekday: '最后一个星期',
};

const WEEKDAY_KEYS: ReadonlySet<NumberKey> = new Set([
  'rangeStart',
  'rangeEnd',
  'loopStart',
  'nthWeekday',
  'lastWeekday',
]);

interface CronFieldPanelProps {
  spec: FieldEditorSpec;
  text: string;
  /** Numbers of modes used earlier in this field, so switching modes back keeps them. */
  remembered: Partial<ModeValues> | undefined;
  onChange: (text: string, remembered: Partial<ModeValues>) => void;
}

/** One tab of the cron editor: a radio per mode, each followed by the inputs of its sentence. */
export function CronFieldPanel({ spec, text, remembered, onChange }: CronFieldPanelProps) {
  const styles = useStyles();
  const reading = readField(spec.key, text);
  const current: ModeValues = { ...spec.defaults(), ...remembered, ...reading.values };
  const isWeek = spec.key === 'week';

  const emit = (mode: CronMode, patch: Partial<ModeValues> = {}) =>
    onChange(buildField(spec.key, mode, { ...current, ...patch }, text), {
      ...remembered,
      ...reading.values,
      ...patch,
    });

  const input = (key: NumberKey, mode: CronMode) => {
    const label = INPUT_LABELS[key];
    const change = (value: number) => emit(mode, { [key]: value });
    if (isWeek && WEEKDAY_KEYS.has(key)) {
      return <CronWeekdaySelect label={label} value={current[key]} onChange={change} />;
    }
    const bounds = spec.bounds[key] ?? { min: 0, max: 59 };
    return <CronNumberInput label={label} value={current[key]} bounds={bounds} onChange={change} />;
  };

  const unit = isWeek ? '' : spec.unit;
  const rows: Record<CronMode, () => ReactNode> = {
    unset: () => (
      <Text className={styles.hint}>{spec.key === 'year' ? '表达式不含年字段' : '日和周只能设置其中之一'}</Text>
    ),
    every: () => null,
    range: () => (
      <>
        <span>从</span>
        {input('rangeStart', 'range')}
        <span>到</span>
        {input('rangeEnd', 'range')}
        {unit && <span>{unit}</span>}
      </>
    ),
    loop: () => (
      <>
        <span>从</span>
        {input('loopStart', 'loop')}
        <span>{unit}开始，每</span>
        {input('loopInterval', 'loop')}
        <span>{isWeek ? '天' : unit}执行一次</span>
      </>
    ),
    work: () => (
      <>
        <span>每月</span>
        {input('workDay', 'work')}
        <span>号最近的那个工作日</span>
      </>
    ),
    last: () => null,
    lastOffset: () => (
      <>
        <span>本月最后一天的前</span>
        {input('lastOffset', 'lastOffset')}
        <span>天</span>
      </>
    ),
    nth: () => (
      <>
        <span>第</span>
        {input('nth', 'nth')}
        <span>周的</span>
        {input('nthWeekday', 'nth')}
      </>
    ),
    lastWeekday: () => input('lastWeekday', 'lastWeekday'),
    specify: () => {
      const checked = reading.mode === 'specify' ? (reading.values.specified ?? []) : current.specified;
      const toggle = (value: number, on: boolean) => {
        const list = on ? [...checked, value] : checked.filter((v) => v !== value);
        if (list.length) emit('specify', { specified: [...new Set(list)].sort((x, y) => x - y) });
      };
      return (
        <div className={styles.grid} role="group" aria-label={`指定${spec.label}`}>
          {spec.options.map((option) => {
            const on = checked.includes(option.value);
            return (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={on}
                disabled={on && checked.length === 1 && reading.mode === 'specify'}
                onChange={(_, data) => toggle(option.value, data.checked === true)}
              />
            );
          })}
        </div>
      );
    },
    custom: () => <code className={styles.code}>{text}</code>,
  };

  const labels: Record<CronMode, string> = {
    unset: '不设置',
    every: `每${spec.label}`,
    range: '周期',
    loop: '循环',
    work: '工作日',
    last: '本月最后一天',
    lastOffset: '最后一天之前',
    nth: '第几周',
    lastWeekday: '本月最后一个',
    specify: '指定',
    custom: '自定义',
  };
  const modes = reading.mode === 'custom' ? [...spec.modes, 'custom' as const] : spec.modes;

  return (
    <RadioGroup
      className={styles.group}
      aria-label={`${spec.label}的设置方式`}
      value={reading.mode}
      onChange={(_, data) => {
        const mode = data.value as CronMode;
        // 指定 with nothing chosen yet starts from the first value (an empty list is no expression)
        const first = spec.options[0]?.value ?? 0;
        if (mode === 'specify') emit(mode, { specified: current.specified.length ? current.specified : [first] });
        else if (mode !== 'custom') emit(mode);
      }}
    >
      {modes.map((mode) => (
        <div key={mode} className={styles.row}>
          <Radio className={styles.radio} value={mode} label={labels[mode]} />
          {rows[mode]()}
        </div>
      ))}
    </RadioGroup>
  );
}
