import { useId, useState } from 'react';
import { Field, Input, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { CRON_DEFAULT_EXPRESSION, type CronFieldKey } from '@/domain/cron';
import {
  FIELD_KEYS,
  FIELD_SPECS,
  joinExpression,
  splitExpression,
  withField,
  type ModeValues,
} from './cron-field-model';
import { CronFieldPanel } from './cron-field-panel';
import { CronPreview } from './cron-preview';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px' },
  panel: {
    minHeight: '220px',
    padding: '12px 4px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  footer: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'flex-start' },
  expression: { flexGrow: 1, minWidth: '240px' },
});

export interface CronEditorProps {
  /** A Quartz expression; empty means the default `* * * * * ? *`. */
  value: string;
  onChange: (value: string) => void;
  /** Hides the 秒 tab; the seconds field then stays as it is, `*` becoming `0` on the next change. */
  hideSeconds?: boolean;
  /** Hides the 年 tab; expressions are then written without a year field. */
  hideYear?: boolean;
}

/**
 * Quartz cron editor (tabs 秒/分/时/日/月/周/年, modes and bounds as JeecgBoot's): reads the
 * expression back into the tabs, starts on 分 (with or without the 秒 tab), keeps day
 * and week exclusive, and previews the next 10 run times.
 */
export function CronEditor({ value, onChange, hideSeconds = false, hideYear = false }: CronEditorProps) {
  const styles = useStyles();
  const baseId = useId();
  const keys = FIELD_KEYS.filter((key) => !(hideSeconds && key === 'second') && !(hideYear && key === 'year'));
  // The editor opens on 分 (the second tab, or the first when 秒 is hidden).
  const [tab, setTab] = useState<CronFieldKey>('minute');
  const [remembered, setRemembered] = useState<Partial<Record<CronFieldKey, Partial<ModeValues>>>>({});
  const expression = value.trim() || CRON_DEFAULT_EXPRESSION;
  const texts = splitExpression(expression);
  const spec = FIELD_SPECS[tab];

  const changeField = (key: CronFieldKey, text: string, values: Partial<ModeValues>) => {
    setRemembered((all) => ({ ...all, [key]: values }));
    const next = withField(texts, key, text);
    if (hideSeconds && next.second === '*') next.second = '0';
    if (hideYear) next.year = '';
    onChange(joinExpression(next));
  };

  return (
    <div className={styles.root}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as CronFieldKey)}>
        {keys.map((key) => (
          <Tab key={key} id={`${baseId}-tab-${key}`} value={key}>
            {FIELD_SPECS[key].label}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`}>
        <CronFieldPanel
          key={tab}
          spec={spec}
          text={texts[tab]}
          remembered={remembered[tab]}
          onChange={(text, values) => changeField(tab, text, values)}
        />
      </div>
      <div className={styles.footer}>
        <Field className={styles.expression} label="Cron 表达式" hint="可直接输入，离开输入框或按回车后生效">
          <ExpressionInput key={expression} expression={expression} onCommit={onChange} />
        </Field>
        <CronPreview expression={expression} />
      </div>
    </div>
  );
}

/** Free typing of the whole expression; committed on blur or Enter (remounted when the value changes). */
function ExpressionInput({ expression, onCommit }: { expression: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(expression);
  const commit = () => {
    const next = draft.trim().replace(/\s+/g, ' ');
    if (next && next !== expression) onCommit(next);
  };
  return (
    <Input
      value={draft}
      onChange={(_, data) => setDraft(data.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
