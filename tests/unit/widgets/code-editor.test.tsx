import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderControlled } from './test-utils';
import { EditorView } from '@codemirror/view';
import { indentUnit, language as languageFacet } from '@codemirror/language';
import { CodeEditor, CODE_LANGUAGES, codeLanguage, type CodeEditorProps } from '@/components/widgets/code-editor';
import { loadLanguage } from '@/components/widgets/code-editor/language-loaders';
import { useRangeRects } from './editor-helpers';

useRangeRects();

function setup(props: Partial<CodeEditorProps> = {}, initial = '') {
  const { onValue } = renderControlled(CodeEditor, { 'aria-label': '脚本', ...props }, initial, (setValue) => (
    <button type="button" onClick={() => setValue('select 1')}>
      换值
    </button>
  ));
  const content = () => screen.findByRole('textbox', { name: '脚本' });
  const view = async () => EditorView.findFromDOM(await content())!;
  return { onValue, user: userEvent.setup(), content, view };
}

describe('CodeEditor (JCodeEditor, CodeMirror 6)', () => {
  it('shows the value and sends what is typed; tab size and indent unit are 2', async () => {
    const { content, view, onValue } = setup({}, 'let a = 1;');
    expect(await content()).toHaveTextContent('let a = 1;');
    const editor = await view();
    expect(editor.state.tabSize).toBe(2);
    expect(editor.state.facet(indentUnit)).toBe('  ');
    editor.dispatch({ changes: { from: editor.state.doc.length, insert: '\nlet b = 2;' } });
    expect(onValue).toHaveBeenLastCalledWith('let a = 1;\nlet b = 2;');
  });

  it('Tab indents by two spaces', async () => {
    const { content, user, onValue } = setup({}, 'x');
    await user.click(await content());
    await user.keyboard('{Tab}');
    expect(onValue).toHaveBeenLastCalledWith('  x');
  });

  it('an outside value replaces the text', async () => {
    const { content, user, onValue } = setup({}, 'old');
    await user.click(screen.getByRole('button', { name: '换值' }));
    await waitFor(async () => expect(await content()).toHaveTextContent('select 1'));
    expect(onValue).toHaveBeenCalledTimes(1); // the replacement itself, sent once as the new value
  });

  it('loads the language named (any case) and highlights with it; an unknown one is plain text', async () => {
    const { view, content } = setup({ language: 'SQL' }, 'select 1');
    await waitFor(async () => expect((await view()).state.facet(languageFacet)?.name).toBe('sql'));
    expect((await content()).closest('[data-language]')).toHaveAttribute('data-language', 'sql');
    expect(codeLanguage('R')).toBe('r');
    expect(codeLanguage('Objective-C')).toBe('objective-c');
    expect(codeLanguage('js')).toBe('javascript');
    expect(codeLanguage('cobol')).toBeUndefined();
  });

  it('every supported language loads', async () => {
    expect(CODE_LANGUAGES).toEqual([
      'css',
      'javascript',
      'html',
      'java',
      'objective-c',
      'python',
      'r',
      'shell',
      'sql',
      'swift',
      'vue',
      'markdown',
    ]);
    for (const name of CODE_LANGUAGES) {
      const support = await loadLanguage(name);
      expect(support, name).toBeTruthy();
      expect(Array.isArray(support) && support.length === 0, name).toBe(false);
    }
    expect(await loadLanguage(undefined)).toEqual([]);
  });

  it('disabled: read-only', async () => {
    const { content, view } = setup({ disabled: true }, 'x');
    expect(await content()).toHaveAttribute('contenteditable', 'false');
    expect((await view()).state.readOnly).toBe(true);
  });
});
