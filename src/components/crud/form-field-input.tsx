import type { ComponentType, ReactNode } from 'react';
import { Input, Switch, Textarea } from '@fluentui/react-components';
import type { FieldDef, FieldType } from '@/domain/entities/entity-types';
import { valueText } from '@/domain/validation';
import { DateInput } from '@/components/widgets/date-input';
import { DictCheckbox } from '@/components/widgets/dict/dict-checkbox';
import { DictMultiSelect } from '@/components/widgets/dict/dict-multi-select';
import { DictRadio } from '@/components/widgets/dict/dict-radio';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { UrlTreeSelect } from '@/components/widgets/dict/url-tree-select';
import { FileUploadInput, ImageUploadInput } from '@/components/widgets/upload';
import { AreaSelect } from '@/components/widgets/area-select/area-select';
import { CodeEditor } from '@/components/widgets/code-editor';
import { MarkdownEditor } from '@/components/widgets/markdown-editor';
import { RichTextEditor } from '@/components/widgets/rich-text-editor';
import { DepartPicker } from '@/components/widgets/depart-picker';
import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { PositionPicker } from '@/components/widgets/position-picker';
import { RolePicker } from '@/components/widgets/role-picker';
import { UserPicker } from '@/components/widgets/user-picker';

export interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
}

/** A form widget: what it shows for a field of its type, or null when the field lacks what it needs. */
export type FieldWidget = (props: FieldInputProps & { text: string }) => ReactNode;

/** The text box every other widget falls back to (number, integer, password, string). */
const textWidget: FieldWidget = ({ field, text, disabled, onChange, onBlur }) => {
  const numeric = field.type === 'number' || field.type === 'integer';
  return (
    <Input
      type={field.type === 'password' ? 'password' : numeric ? 'number' : 'text'}
      step={field.type === 'integer' ? 1 : undefined}
      value={text}
      placeholder={field.placeholder ?? `请输入${field.label}`}
      disabled={disabled}
      autoComplete={field.type === 'password' ? 'new-password' : undefined}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onBlur}
    />
  );
};

const dateWidget: FieldWidget = ({ field, text, disabled, onChange, onBlur }) =>
  field.type === 'date' || field.type === 'datetime' || field.type === 'time' ? (
    <DateInput kind={field.type} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />
  ) : null;

interface DictWidgetProps {
  dictCode: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A dictionary widget for fields with a dictCode. */
const dictWidget =
  (Widget: ComponentType<DictWidgetProps>): FieldWidget =>
  ({ field, text, disabled, onChange, onBlur }) =>
    field.dictCode ? (
      <Widget dictCode={field.dictCode} value={text} disabled={disabled} onChange={onChange} onBlur={onBlur} />
    ) : null;

/** File and image fields (comma-joined stored paths); the upload code loads with the first form showing one. */
const uploadWidget: FieldWidget = ({ field, text, disabled, onChange, onBlur }) => {
  const Widget = field.type === 'image' ? ImageUploadInput : FileUploadInput;
  const { biz, maxCount } = field.upload ?? {};
  return (
    <Widget
      value={text}
      biz={biz}
      maxCount={maxCount}
      multiple={maxCount !== 1}
      aria-label={field.label}
      disabled={disabled}
      onChange={(v) => {
        onChange(v);
        onBlur();
      }}
    />
  );
};

/** Picker fields (user, depart, position, role): chips and a dialog, loaded when first opened. */
const pickerWidget =
  (Picker: ComponentType<PickerProps>): FieldWidget =>
  ({ field, text, disabled, onChange, onBlur }) => (
    <Picker
      label={field.label}
      multiple={field.multiple}
      value={text}
      disabled={disabled}
      onChange={(value) => {
        onChange(value);
        onBlur();
      }}
    />
  );

interface EditorFieldProps {
  value: string;
  language?: string;
  height?: number;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A rich-text, Markdown or code field: the field's height, language and placeholder go to its editor. */
const editorWidget =
  (Editor: (props: EditorFieldProps) => ReactNode): FieldWidget =>
  ({ field, text, disabled, onChange, onBlur }) => (
    <Editor
      value={text}
      language={field.language}
      height={field.height}
      disabled={disabled}
      placeholder={field.placeholder}
      aria-label={field.label}
      onChange={onChange}
      onBlur={onBlur}
    />
  );

/**
 * The widget of each field type (the widget kit and the editable grid add theirs with registerFieldWidget). A type
 * without one, or a widget answering null, gets the text box.
 */
const FIELD_WIDGETS: Partial<Record<FieldType, FieldWidget>> = {
  textarea: ({ field, text, disabled, onChange, onBlur }) => (
    <Textarea
      value={text}
      placeholder={field.placeholder ?? `请输入${field.label}`}
      disabled={disabled}
      resize="vertical"
      onChange={(_, d) => onChange(d.value)}
      onBlur={onBlur}
    />
  ),
  select: dictWidget(DictSelect),
  radio: dictWidget(DictRadio),
  checkbox: dictWidget(DictCheckbox),
  multiSelect: dictWidget(DictMultiSelect),
  date: dateWidget,
  datetime: dateWidget,
  time: dateWidget,
  switch: ({ field, text, disabled, onChange, onBlur }) => {
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
  },
  treeSelect: ({ field, text, disabled, onChange, onBlur }) =>
    field.tree ? (
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
    ) : null,
  file: uploadWidget,
  image: uploadWidget,
  // The editors are lazy chunks of their own (Lexical, markdown-it, CodeMirror): loaded with the first such field.
  richText: editorWidget(RichTextEditor),
  markdown: editorWidget(MarkdownEditor),
  code: editorWidget(CodeEditor),
  area: ({ field, text, disabled, onChange, onBlur }) => (
    <AreaSelect
      value={text}
      type={field.areaType}
      disabled={disabled}
      placeholder={field.placeholder}
      aria-label={field.label}
      onChange={(code) => {
        onChange(code);
        onBlur();
      }}
      onBlur={onBlur}
    />
  ),
  user: pickerWidget(UserPicker),
  depart: pickerWidget(DepartPicker),
  position: pickerWidget(PositionPicker),
  role: pickerWidget(RolePicker),
};

/** Field types whose widget wants the whole width of the form (the editors). */
export const WIDE_FIELD_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'textarea',
  'richText',
  'markdown',
  'code',
]);

/** Adds or replaces the widget of a field type; returns the function that puts the previous one back. */
export function registerFieldWidget(type: FieldType, widget: FieldWidget): () => void {
  const previous = FIELD_WIDGETS[type];
  FIELD_WIDGETS[type] = widget;
  return () => {
    if (FIELD_WIDGETS[type] !== widget) return; // replaced since: leave the newer one
    if (previous) FIELD_WIDGETS[type] = previous;
    else delete FIELD_WIDGETS[type];
  };
}

/** The input of a form field by its type. It sits inside a Fluent Field, which labels it. */
export function FormFieldInput(props: FieldInputProps) {
  const widgetProps = { ...props, text: valueText(props.value) };
  return FIELD_WIDGETS[props.field.type]?.(widgetProps) ?? textWidget(widgetProps);
}
