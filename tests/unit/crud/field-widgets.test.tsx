import { describe, expect, it, onTestFinished } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormFieldInput, registerFieldWidget } from '@/components/crud/forms';
import type { FieldDef } from '@/domain/entities';

const noop = () => undefined;
const show = (field: FieldDef, value: unknown = '') =>
  render(<FormFieldInput field={field} value={value} onChange={noop} onBlur={noop} disabled={false} />);

describe('field-widget registry', () => {
  it('picks the widget of the field type; one lacking what it needs falls back to the text box', () => {
    show({ name: 'memo', label: '备注', type: 'textarea' }, '第一行');
    expect(screen.getByRole('textbox')).toHaveValue('第一行');
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA');
    cleanup();
    show({ name: 'kind', label: '类型', type: 'select' }); // no dictCode
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', '请输入类型');
    cleanup();
    show({ name: 'score', label: '分数', type: 'integer' }, 7);
    expect(screen.getByRole('spinbutton')).toHaveValue(7);
  });

  it('takes widgets registered later (the widget kit, the editable grid); unregistering puts the previous back', () => {
    const unregister = registerFieldWidget('integer', ({ field, text }) => (
      <output aria-label={field.label}>{`${text} 分`}</output>
    ));
    onTestFinished(unregister); // the registry is shared by every test of the worker
    show({ name: 'score', label: '分数', type: 'integer' }, 7);
    expect(screen.getByLabelText('分数')).toHaveTextContent('7 分');
    cleanup();
    unregister();
    show({ name: 'score', label: '分数', type: 'integer' }, 7);
    expect(screen.getByRole('spinbutton')).toHaveValue(7);
  });
});
