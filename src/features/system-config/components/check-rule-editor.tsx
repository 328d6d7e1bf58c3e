import { useState } from 'react';
import {
  Button,
  FieldContextProvider,
  Input,
  makeStyles,
  mergeClasses,
  Select,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { joinRuleJson, splitRuleJson, type DesignRuleRow, type GlobalRuleRow } from '@/domain/entities/check-rule';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  rows: { display: 'flex', flexDirection: 'column', gap: '8px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '140px minmax(0, 2fr) minmax(0, 1.5fr) auto',
    gap: '8px',
    alignItems: 'start',
    '@media (max-width: 767.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      paddingBottom: '8px',
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  wideOnPhone: { '@media (max-width: 767.98px)': { gridColumn: '1 / -1' } },
  /** On a phone: 位数 / 优先级 and 删除 on the first line, the rule and its text each on a line of their own. */
  removeOnPhone: { '@media (max-width: 767.98px)': { gridColumn: '2', gridRow: '1' } },
  cell: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** What is wrong with one row (null: nothing). */
function rowProblem(row: { digits?: string; pattern: string; message: string }): string | null {
  if (row.digits !== undefined && !/^[1-9]\d{0,3}$/.test(row.digits.trim())) return '位数必须是正整数';
  if (!row.pattern.trim()) return '请输入规则（正则表达式）';
  try {
    new RegExp(row.pattern);
  } catch {
    return '正则表达式不正确';
  }
  if (!row.message.trim()) return '请输入提示文本';
  return null;
}

/** Problems of the editor's rows, for the form's own check before saving. */
export function ruleRowsProblem(ruleJson: unknown): string | null {
  const { globals, designs } = splitRuleJson(ruleJson);
  if (globals.length + designs.length === 0) return '请至少添加一条规则';
  for (const [i, row] of designs.entries()) {
    const problem = rowProblem(row);
    if (problem) return `局部规则第${i + 1}行：${problem}`;
  }
  for (const [i, row] of globals.entries()) {
    const problem = rowProblem(row);
    if (problem) return `全局规则第${i + 1}行：${problem}`;
  }
  return null;
}

export interface CheckRuleEditorProps {
  /** The stored ruleJson (a JSON array of {digits, pattern, message}). */
  value: unknown;
  onChange: (ruleJson: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * The rule editor of JeecgBoot's SysCheckRuleModal: 局部规则 (位数, 规则, 提示文本: the next N characters) and
 * 全局规则 (优先级, 规则, 提示文本: the whole value, before or after the 局部规则). Saved as one ruleJson, globals of
 * priority 1 first, then the 局部规则, then the rest (joinRuleJson).
 */
export function CheckRuleEditor({ value, onChange, onBlur, disabled = false }: CheckRuleEditorProps) {
  const styles = useStyles();
  const [rows, setRows] = useState(() => splitRuleJson(value));
  const [tab, setTab] = useState<'design' | 'global'>(() =>
    rows.designs.length === 0 && rows.globals.length > 0 ? 'global' : 'design',
  );
  const [touched, setTouched] = useState<Set<string>>(new Set());

  const update = (next: { globals: GlobalRuleRow[]; designs: DesignRuleRow[] }) => {
    setRows(next);
    onChange(joinRuleJson(next.globals, next.designs));
  };
  const setDesign = (index: number, patch: Partial<DesignRuleRow>) =>
    update({ ...rows, designs: rows.designs.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const setGlobal = (index: number, patch: Partial<GlobalRuleRow>) =>
    update({ ...rows, globals: rows.globals.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const touch = (key: string) => {
    setTouched((prev) => new Set(prev).add(key));
    onBlur?.();
  };

  const problem = (key: string, row: { digits?: string; pattern: string; message: string }) => {
    const text = touched.has(key) ? rowProblem(row) : null;
    return text ? (
      <Text size={200} className={styles.error} role="alert">
        {text}
      </Text>
    ) : null;
  };

  const remove = (label: string, onClick: () => void) => (
    <Button
      appearance="subtle"
      className={styles.removeOnPhone}
      icon={<DeleteRegular />}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    />
  );

  // The form's Field context is cut off: each input here has its own name (not the Field's 规则) and id.
  return (
    <FieldContextProvider value={undefined}>
      <div className={styles.root}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'design' | 'global')} size="small">
          <Tab value="design">局部规则（{rows.designs.length}）</Tab>
          <Tab value="global">全局规则（{rows.globals.length}）</Tab>
        </TabList>
        {tab === 'design' ? (
          <div className={styles.rows} role="group" aria-label="局部规则">
            <Text size={200} className={styles.hint}>
              从左到右依次校验：每条规则校验接下来“位数”个字符。
            </Text>
            {rows.designs.map((row, i) => {
              const key = `d${i}`;
              return (
                <div key={i} className={styles.row}>
                  <Input
                    type="number"
                    min={1}
                    step={1}
                    aria-label={`局部规则第${i + 1}行 位数`}
                    placeholder="位数"
                    value={row.digits}
                    disabled={disabled}
                    onChange={(_, d) => setDesign(i, { digits: d.value })}
                    onBlur={() => touch(key)}
                  />
                  <div className={mergeClasses(styles.cell, styles.wideOnPhone)}>
                    <Input
                      aria-label={`局部规则第${i + 1}行 规则（正则表达式）`}
                      placeholder="规则（正则表达式）"
                      value={row.pattern}
                      disabled={disabled}
                      onChange={(_, d) => setDesign(i, { pattern: d.value })}
                      onBlur={() => touch(key)}
                    />
                    {problem(key, row)}
                  </div>
                  <Input
                    className={styles.wideOnPhone}
                    aria-label={`局部规则第${i + 1}行 提示文本`}
                    placeholder="提示文本"
                    value={row.message}
                    disabled={disabled}
                    onChange={(_, d) => setDesign(i, { message: d.value })}
                    onBlur={() => touch(key)}
                  />
                  {remove(`删除局部规则第${i + 1}行`, () =>
                    update({ ...rows, designs: rows.designs.filter((_, j) => j !== i) }),
                  )}
                </div>
              );
            })}
            <Button
              icon={<AddRegular />}
              disabled={disabled}
              onClick={() => update({ ...rows, designs: [...rows.designs, { digits: '', pattern: '', message: '' }] })}
            >
              新增局部规则
            </Button>
          </div>
        ) : (
          <div className={styles.rows} role="group" aria-label="全局规则">
            <Text size={200} className={styles.hint}>
              校验整个值；“优先运行”的在局部规则之前校验，“最后运行”的在之后。
            </Text>
            {rows.globals.map((row, i) => {
              const key = `g${i}`;
              return (
                <div key={i} className={styles.row}>
                  <Select
                    aria-label={`全局规则第${i + 1}行 优先级`}
                    value={row.priority}
                    disabled={disabled}
                    onChange={(_, d) => setGlobal(i, { priority: d.value === '0' ? '0' : '1' })}
                  >
                    <option value="1">优先运行</option>
                    <option value="0">最后运行</option>
                  </Select>
                  <div className={mergeClasses(styles.cell, styles.wideOnPhone)}>
                    <Input
                      aria-label={`全局规则第${i + 1}行 规则（正则表达式）`}
                      placeholder="规则（正则表达式）"
                      value={row.pattern}
                      disabled={disabled}
                      onChange={(_, d) => setGlobal(i, { pattern: d.value })}
                      onBlur={() => touch(key)}
                    />
                    {problem(key, row)}
                  </div>
                  <Input
                    className={styles.wideOnPhone}
                    aria-label={`全局规则第${i + 1}行 提示文本`}
                    placeholder="提示文本"
                    value={row.message}
                    disabled={disabled}
                    onChange={(_, d) => setGlobal(i, { message: d.value })}
                    onBlur={() => touch(key)}
                  />
                  {remove(`删除全局规则第${i + 1}行`, () =>
                    update({ ...rows, globals: rows.globals.filter((_, j) => j !== i) }),
                  )}
                </div>
              );
            })}
            <Button
              icon={<AddRegular />}
              disabled={disabled}
              onClick={() =>
                update({ ...rows, globals: [...rows.globals, { priority: '1', pattern: '', message: '' }] })
              }
            >
              新增全局规则
            </Button>
          </div>
        )}
      </div>
    </FieldContextProvider>
  );
}
