import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Field, FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { FieldDef } from '@/domain/entities/entity-types';
import { isBlankHtml, requiredMessage, validateField } from '@/domain/validation';
import { FormFieldInput, WIDE_FIELD_TYPES } from '@/components/crud/form-field-input';
import { CellValue } from '@/components/crud/cell-value';
import { loadAreaData } from '@/components/widgets/area-select';
import { useRangeRects } from './editor-helpers';

const RICH: FieldDef = { name: 'content', label: '内容', type: 'richText', required: true };
const MD: FieldDef = { name: 'readme', label: '说明', type: 'markdown', required: true };
const CODE: FieldDef = { name: 'script', label: '脚本', type: 'code', language: 'sql', required: true };
const AREA: FieldDef = { name: 'region', label: '地区', type: 'area', required: true };

useRangeRects();

describe('required messages of the editor and area fields', () => {
  it('typed fields say 请输入, the area says 请选择', () => {
    expect(validateField(RICH, '')).toBe('请输入内容!');
    expect(validateField(MD, '  ')).toBe('请输入说明!');
    expect(validateField(CODE, '')).toBe('请输入脚本!');
    expect(validateField(AREA, '')).toBe('请选择地区!');
    expect(requiredMessage(AREA)).toBe('请选择地区!');
    expect(validateField(AREA, '110101')).toBeNull();
  });

  it('rich text with nothing to show is empty; a picture alone is not', () => {
    expect(validateField(RICH, '<p><br></p>')).toBe('请输入内容!');
    expect(validateField(RICH, '<p>&nbsp; </p><h1></h1>')).toBe('请输入内容!');
    expect(validateField(RICH, '<p>正文</p>')).toBeNull();
    expect(validateField(RICH, '<p><img src="/a.png"></p>')).toBeNull();
    expect(isBlankHtml('<p> <b> </b></p>')).toBe(true);
    expect(validateField({ ...RICH, required: false }, '<p><br></p>')).toBeNull();
  });
});

function FormHost({ field, initial = '' }: { field: FieldDef; initial?: string }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <Field label={field.label}>
        <FormFieldInput field={field} value={value} onChange={setValue} onBlur={() => undefined} disabled={false} />
      </Field>
      <output data-testid="value">{String(value)}</output>
    </FluentProvider>
  );
}

describe('the form widgets of the new field types (each loads its own chunk)', () => {
  it('richText: the rich-text editor', async () => {
    render(<FormHost field={RICH} initial="<p>你好</p>" />);
    expect(await screen.findByRole('textbox', { name: '内容' })).toHaveTextContent('你好');
    expect(screen.getByRole('toolbar', { name: '编辑工具栏' })).toBeInTheDocument();
  });

  it('markdown: the Markdown editor with its preview', async () => {
    render(<FormHost field={MD} initial="**粗**" />);
    expect(await screen.findByRole('textbox', { name: '说明' })).toHaveValue('**粗**');
    expect((await screen.findByRole('region', { name: '预览' })).querySelector('strong')).toHaveTextContent('粗');
  });

  it('code: the code editor in the field language', async () => {
    render(<FormHost field={CODE} initial="select 1" />);
    const content = await screen.findByRole('textbox', { name: '脚本' });
    expect(content).toHaveTextContent('select 1');
    await waitFor(() => expect(content.closest('[data-language]')).toHaveAttribute('data-language', 'sql'));
  });

  it('area: the area picker showing the text of the code', async () => {
    render(<FormHost field={AREA} initial="440305" />);
    expect(await screen.findByRole('button', { name: '地区' })).toHaveTextContent('广东省/深圳市/南山区');
  });

  it('the editors take the whole width of the form', () => {
    expect([...WIDE_FIELD_TYPES]).toEqual(['textarea', 'richText', 'markdown', 'code']);
  });
});

describe('list cells of the new field types', () => {
  it('rich text shows its plain text (never its HTML), cut at 25 characters', () => {
    const html =
      '<h1>通知</h1><p><img src=x onerror="alert(1)">请于本周五前提交全部材料，逾期将不予受理，谢谢配合与支持！</p>';
    const { container } = render(<CellValue field={RICH} record={{ content: html }} />);
    expect(container.querySelector('img, h1')).toBeNull();
    const text = '通知 请于本周五前提交全部材料，逾期将不予受理，谢谢配合与支持！';
    expect(container).toHaveTextContent(`${[...text].slice(0, 25).join('')}...`);
  });

  it('a column ellipsis option still rules; markdown and code are cut the same way', () => {
    const { container } = render(
      <CellValue field={{ ...RICH, list: { ellipsis: 4 } }} record={{ content: '<p>一二三四五六</p>' }} />,
    );
    expect(container).toHaveTextContent('一二三四...');
    const md = render(<CellValue field={MD} record={{ readme: 'x'.repeat(30) }} />);
    expect(md.container).toHaveTextContent(`${'x'.repeat(25)}...`);
  });

  it('an area shows its text', async () => {
    await loadAreaData();
    const { container } = render(<CellValue field={AREA} record={{ region: '110101' }} />);
    expect(container).toHaveTextContent('北京市/北京市/东城区');
  });
});
