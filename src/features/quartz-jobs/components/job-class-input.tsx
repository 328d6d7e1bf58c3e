import { useState } from 'react';
import { Combobox, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldInputProps } from '@/components/crud';
import { QUARTZ_JOB_CLASSES, quartzJobClass } from '@/domain/entities/quartz-job';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px' },
  option: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The class name after its package, e.g. SampleParamJob. */
export const shortClassName = (className: string) => className.slice(className.lastIndexOf('.') + 1);

/**
 * 任务类名: a combobox of the job classes the server ships (typing filters them); any other class name may
 * be typed too (a real JeecgBoot backend has its own). Under it, what the chosen class does and what its
 * 参数 means.
 */
export function JobClassInput({ value, onChange, onBlur, disabled, field }: FieldInputProps) {
  const styles = useStyles();
  const text = valueText(value);
  const [typing, setTyping] = useState<string | null>(null);
  const query = (typing ?? '').trim().toLowerCase();
  const shown = QUARTZ_JOB_CLASSES.filter(
    (c) => !query || c.className.toLowerCase().includes(query) || c.title.includes(query),
  );
  const chosen = quartzJobClass(text);
  return (
    <div className={styles.root}>
      <Combobox
        freeform
        disabled={disabled}
        placeholder={field.placeholder}
        value={typing ?? text}
        selectedOptions={chosen ? [chosen.className] : []}
        onChange={(event) => {
          setTyping(event.target.value);
          onChange(event.target.value);
        }}
        onOptionSelect={(_, data) => {
          if (!data.optionValue) return;
          setTyping(null);
          onChange(data.optionValue);
        }}
        onBlur={() => {
          setTyping(null);
          onBlur();
        }}
      >
        {shown.map((c) => (
          <Option key={c.className} value={c.className} text={c.className}>
            <span className={styles.option}>
              <span>{shortClassName(c.className)}</span>
              <Text size={200} className={styles.hint}>
                {c.title}
              </Text>
            </span>
          </Option>
        ))}
      </Combobox>
      {chosen && (
        <Text size={200} className={styles.hint}>
          {chosen.title}
          {chosen.parameterHint ? `；参数：${chosen.parameterHint}` : '；不需要参数'}
        </Text>
      )}
    </div>
  );
}
