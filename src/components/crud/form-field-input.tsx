import { Input, Switch, Textarea } from '@fluentui/react-components';
import type { FieldDef } from '@/domain/entities/entity-types';
import { valueText } from '@/domain/validation';
import { DateInput } from '@/components/widgets/date-input';
import { DictCheckbox } from '@/components/widgets/dict/dict-checkbox';
import { DictMultiSelect } from '@/components/widgets/dict/dict-multi-select';
import { DictRadio } from '@/components/widgets/dict/dict-radio';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { UrlTreeSelect } from '@/components/widgets/dict/url-tree-select';

export interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
}

/** The input of a form field by its type. It sits inside a Fluent Field, which labels it. */
export function FormFieldInput({ field, value, onChange, onBlur, disabled }: FieldInputProps) {
  const text = valueText(value);
  const placeholder = field.placeholder;
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          value={text}
          placeholder={placeholder ?? `请输入${field.label}`}
          disabled={disabled}
          resize="vertical"
          onChange={(_, d) => onChange(d.value)}
          onBlur={onBlur}
        />
      );
    case 'select':
      if (!field.dictCode) break;
      return (
        <DictSelect dictCode={field.dictCode} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />
      );
    case 'radio':
      if (!field.dictCode) break;
      return (
        <DictRadio dictCode={field.dictCode} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />
      );
    case 'checkbox':
      if (!field.dictCode) break;
      return (
        <DictCheckbox dictCode={field.dictCode} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />
      );
    case 'multiSelect':
      if (!field.dictCode) break;
      return (
        <DictMultiSelect
          dictCode={field.dictCode}
          value={text}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    case 'date':
    case 'datetime':
    case 'time':
      return <DateInput kind={field.type} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />;
    case 'switch': {
      const [on, off] = field.switchValues ?? ['Y', 'N'];
      return (
        <Switch
          checked={text === on}
          disabled={disabled}
          label={text === on ? '是' : '否'}
          onChange={(_, d) => {
            onChange(d.checked ? on : off);
            onBlur();
          }}
        />
      );
    }
    case 'treeSelect':
      if (!field.tree) break;
      return (
        <UrlTreeSelect
          url={field.tree.url}
          resource={field.tree.resource}
          multiple={field.tree.multiple}
          value={text}
          disabled={disabled}
          onChange={(v) => {
            onChange(v);
            onBlur();
          }}
        />
      );
    default:
      break;
  }
  const numeric = field.type === 'number' || field.type === 'integer';
  return (
    <Input
      type={field.type === 'password' ? 'password' : numeric ? 'number' : 'text'}
      step={field.type === 'integer' ? 1 : undefined}
      value={text}
      placeholder={placeholder ?? `请输入${field.label}`}
      disabled={disabled}
      autoComplete={field.type === 'password' ? 'new-password' : undefined}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onBlur}
    />
  );
}
