import { useState, type KeyboardEvent } from 'react';
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons';
import { AREA_ROOT, areaPath, areaText, type AreaData } from './area-data';
import { useAreaData } from './use-area-data';

/** JAreaLinkage's types: one control with a pop-up of three columns, or three drop-downs side by side. */
export const AREA_TYPES = ['cascader', 'select'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
/** As JeecgBoot's: a bad type value shows this (followed by the value). */
export const AREA_BAD_TYPE = 'Bad type value';
export const AREA_LEVELS = ['省', '市', '区'] as const;
export const AREA_LABELS = { placeholder: '请选择省市区', confirm: '确定', clear: '清空', loading: '加载中' };

export interface AreaSelectProps {
  /** The chosen area's code (the deepest level chosen), '' when none. */
  value: string | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** 'cascader' (default) or 'select'; anything else shows 'Bad type value: …'. */
  type?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

const useStyles = makeStyles({
  bad: { color: tokens.colorPaletteRedForeground1 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  select: { flex: '1 1 120px', minWidth: '110px' },
  trigger: { width: '100%', justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular },
  placeholder: { color: tokens.colorNeutralForeground4 },
  field: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, width: '100%' },
  columns: { display: 'flex', gap: tokens.spacingHorizontalS },
  column: {
    width: '140px',
    height: '220px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXXS,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
  },
  actions: { display: 'flex', justifyContent: 'flex-end', marginTop: tokens.spacingVerticalS },
});

const childrenOf = (data: AreaData, code: string | undefined) => (code ? (data.children.get(code) ?? []) : []);
const deepest = (path: string[]) => path[path.length - 1] ?? '';

/** Three drop-downs (省, 市, 区): each choice emits the deepest code chosen. */
function AreaDropdowns({ data, props }: { data: AreaData; props: AreaSelectProps }) {
  const styles = useStyles();
  const path = areaPath(data, props.value).map((node) => node.code);
  const parents = [AREA_ROOT, path[0], path[1]];
  return (
    <div className={styles.row} role="group" aria-label={props['aria-label']}>
      {AREA_LEVELS.map((level, i) => {
        const options = childrenOf(data, parents[i]);
        if (i > 0 && options.length === 0) return null;
        return (
          <Select
            key={level}
            className={styles.select}
            aria-label={level}
            value={path[i] ?? ''}
            disabled={props.disabled}
            onBlur={props.onBlur}
            onChange={(_, d) => props.onChange(d.value || (path[i - 1] ?? ''))}
          >
            <option value="">请选择</option>
            {options.map((node) => (
              <option key={node.code} value={node.code}>
                {node.text}
              </option>
            ))}
          </Select>
        );
      })}
    </div>
  );
}

/** One control showing the text; its pop-up has a list per level and 确定 (Enter or a double click on a name). */
function AreaCascader({ data, props }: { data: AreaData; props: AreaSelectProps }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const text = areaText(data, props.value);
  const parents = [AREA_ROOT, draft[0], draft[1]];

  const choose = (level: number, code: string) => setDraft([...draft.slice(0, level), ...(code ? [code] : [])]);
  const confirm = () => {
    props.onChange(deepest(draft));
    setOpen(false);
    props.onBlur?.();
  };
  const onKey = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <div className={styles.field}>
      <Popover
        open={open}
        trapFocus
        positioning="below-start"
        onOpenChange={(_, d) => {
          if (d.open) setDraft(areaPath(data, props.value).map((node) => node.code));
          setOpen(d.open);
        }}
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            className={styles.trigger}
            aria-label={props['aria-label']}
            aria-haspopup="dialog"
            disabled={props.disabled}
            icon={<ChevronDownRegular />}
            iconPosition="after"
          >
            {text || <span className={styles.placeholder}>{props.placeholder ?? AREA_LABELS.placeholder}</span>}
          </Button>
        </PopoverTrigger>
        <PopoverSurface aria-label={props['aria-label'] ?? AREA_LABELS.placeholder}>
          <div className={styles.columns}>
            {AREA_LEVELS.map((level, i) => {
              const options = childrenOf(data, parents[i]);
              if (i > 0 && options.length === 0) return null;
              return (
                <select
                  key={level}
                  size={8}
                  className={styles.column}
                  aria-label={level}
                  value={draft[i] ?? ''}
                  onChange={(event) => choose(i, event.target.value)}
                  onKeyDown={onKey}
                  onDoubleClick={confirm}
                >
                  {options.map((node) => (
                    <option key={node.code} value={node.code}>
                      {node.text}
                    </option>
                  ))}
                </select>
              );
            })}
          </div>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={draft.length === 0} onClick={confirm}>
              {AREA_LABELS.confirm}
            </Button>
          </div>
        </PopoverSurface>
      </Popover>
      {props.value && !props.disabled && (
        <Button
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label={AREA_LABELS.clear}
          title={AREA_LABELS.clear}
          onClick={() => props.onChange('')}
        />
      )}
    </div>
  );
}

/**
 * JAreaLinkage: province / city / district (GB/T 2260 codes under the root 86). The code of the deepest level
 * chosen is stored, its text shown; the data loads on first use.
 */
export function AreaSelect(props: AreaSelectProps) {
  const styles = useStyles();
  const data = useAreaData();
  const type = props.type ?? 'cascader';
  if (!(AREA_TYPES as readonly string[]).includes(type)) {
    return <span className={styles.bad}>{`${AREA_BAD_TYPE}: ${type}`}</span>;
  }
  if (!data) return <Spinner size="tiny" aria-label={AREA_LABELS.loading} />;
  return type === 'select' ? <AreaDropdowns data={data} props={props} /> : <AreaCascader data={data} props={props} />;
}
