import { Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FieldInputProps, FormContext } from '@/components/crud';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import type { FieldDef } from '@/domain/entities/entity-types';
import {
  DATA_SOURCE_CODE_MESSAGE,
  DATA_SOURCE_CODE_PATTERN,
  dataSourceUrlError,
  DB_TYPE_PRESETS,
} from '@/domain/entities/data-source';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function Problem({ text }: { text: string | null }) {
  const styles = useStyles();
  return text ? (
    <Text size={200} className={styles.error} role="alert">
      {text}
    </Text>
  ) : null;
}

/** A text input that says, as it is typed, what the server would refuse. */
function CheckedInput({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  problem,
}: FieldInputProps & { problem: (text: string) => string | null }) {
  const styles = useStyles();
  const text = valueText(value);
  return (
    <div className={styles.root}>
      <Input
        value={text}
        placeholder={`请输入${field.label}`}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value)}
        onBlur={onBlur}
      />
      <Problem text={text.trim() ? problem(text.trim()) : null} />
    </div>
  );
}

/** 数据源编码: starts with a letter; letters, digits, _ and -. */
export function DataSourceCodeInput(props: FieldInputProps) {
  return (
    <CheckedInput
      {...props}
      problem={(text) => (DATA_SOURCE_CODE_PATTERN.test(text) ? null : DATA_SOURCE_CODE_MESSAGE)}
    />
  );
}

/** 数据源地址: a JDBC address without options that read local files or run code. */
export function DataSourceUrlInput(props: FieldInputProps) {
  return <CheckedInput {...props} problem={dataSourceUrlError} />;
}

const PRESET_VALUES = {
  dbDriver: new Set(Object.values(DB_TYPE_PRESETS).map((p) => p.driver)),
  dbUrl: new Set(Object.values(DB_TYPE_PRESETS).map((p) => p.url)),
};

/**
 * 数据库类型: choosing one fills in its driver class and an address to complete (as JeecgBoot's form), unless the
 * user has typed their own there.
 */
export function DbTypeInput({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  form,
}: FieldInputProps & { form: FormContext }) {
  return (
    <DictSelect
      dictCode={field.dictCode ?? 'database_type'}
      value={valueText(value)}
      disabled={disabled}
      placeholder={`请选择${field.label}`}
      onBlur={onBlur}
      onChange={(next) => {
        onChange(next);
        const preset = DB_TYPE_PRESETS[next];
        if (!preset) return;
        for (const name of ['dbDriver', 'dbUrl'] as const) {
          const current = valueText(form.values[name]).trim();
          if (!current || PRESET_VALUES[name].has(current))
            form.setValue(name, name === 'dbDriver' ? preset.driver : preset.url);
        }
      }}
    />
  );
}

/** The form's fields: 密码 on edit too (left empty, the stored one stays), never in 详情. */
export function dataSourceFormFields(passwordField: FieldDef) {
  return (fields: FieldDef[], _values: unknown, mode: FormContext['mode']): FieldDef[] => {
    if (mode !== 'edit' || fields.some((f) => f.name === passwordField.name)) return fields;
    const at = fields.findIndex((f) => f.name === 'dbUsername') + 1;
    const edited = { ...passwordField, placeholder: '不修改请留空' };
    return [...fields.slice(0, at), edited, ...fields.slice(at)];
  };
}
