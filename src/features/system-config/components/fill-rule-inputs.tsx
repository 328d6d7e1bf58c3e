import { Input, makeStyles, Select, Text, Textarea, tokens } from '@fluentui/react-components';
import type { FieldInputProps, FormContext } from '@/components/crud';
import { FILL_RULE_CLASSES, fillRuleClass, fillRuleParamsError } from '@/domain/entities/fill-rule';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** 规则Code: typed on add, shown disabled on edit (the server keeps it). */
export function FillRuleCodeInput({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  mode,
}: FieldInputProps & { mode: FormContext['mode'] }) {
  return (
    <Input
      value={valueText(value)}
      placeholder={`请输入${field.label}`}
      disabled={disabled || mode !== 'add'}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onBlur}
    />
  );
}

/** 规则实现类: the rule classes this server runs; a stored class it does not know stays selectable. */
export function FillRuleClassInput({ value, onChange, onBlur, disabled }: FieldInputProps) {
  const styles = useStyles();
  const text = valueText(value);
  const chosen = fillRuleClass(text);
  return (
    <div className={styles.root}>
      <Select value={text} disabled={disabled} onChange={(_, d) => onChange(d.value)} onBlur={onBlur}>
        <option value="">请选择规则实现类</option>
        {FILL_RULE_CLASSES.map((c) => (
          <option key={c.className} value={c.className}>
            {c.className}
          </option>
        ))}
        {text && !chosen && <option value={text}>{text}（本服务器不支持）</option>}
      </Select>
      {chosen && (
        <Text size={200} className={styles.hint}>
          {chosen.title}；参数示例：{chosen.paramsHint}
        </Text>
      )}
    </div>
  );
}

/** 规则参数: a JSON object; what is wrong with it shows as it is typed. */
export function FillRuleParamsInput({ value, onChange, onBlur, disabled }: FieldInputProps) {
  const styles = useStyles();
  const text = valueText(value);
  const error = fillRuleParamsError(text);
  return (
    <div className={styles.root}>
      <Textarea
        value={text}
        resize="vertical"
        placeholder='例如 {"prefix":"CN"}'
        disabled={disabled}
        onChange={(_, d) => onChange(d.value)}
        onBlur={onBlur}
      />
      {error && (
        <Text size={200} className={styles.error} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
