import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderText,
} from '@codemirror/view';
import { codeLanguage } from './code-languages';
import { loadLanguage } from './language-loaders';

export interface CodeEditorProps {
  value: string | undefined;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** One of CODE_LANGUAGES (css, javascript, html, java, objective-c, python, R, shell, sql, swift, vue, markdown). */
  language?: string;
  disabled?: boolean;
  /** Height in px (default 300). */
  height?: number;
  placeholder?: string;
  'aria-label'?: string;
}

/** Code editor tab size 2. */
export const CODE_TAB_SIZE = 2;

/** CodeMirror's own texts in Chinese. */
const PHRASES = {
  'Control character': '控制字符',
  'Selection deleted': '已删除所选内容',
  'folded code': '已折叠代码',
  unfold: '展开',
  to: '至',
  close: '关闭',
};

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    minWidth: 0,
    '& .cm-editor': { height: '100%' },
    '& .cm-editor.cm-focused': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '& .cm-scroller': { fontFamily: tokens.fontFamilyMonospace },
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled },
});

/**
 * JCodeEditor: CodeMirror 6 with line numbers, history, bracket matching and the language's highlighting (loaded
 * when first used); tab size 2, Tab indents (Esc then Tab leaves the editor).
 */
export function CodeEditor(props: CodeEditorProps) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), editable: new Compartment(), label: new Compartment() });
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const { language, editable, label } = compartments.current;
    const initial = latest.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.value ?? '',
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
          EditorState.phrases.of(PHRASES),
          placeholderText(initial.placeholder ?? '请输入代码'),
          language.of([]),
          editable.of([EditorView.editable.of(!initial.disabled), EditorState.readOnly.of(Boolean(initial.disabled))]),
          label.of(EditorView.contentAttributes.of({ 'aria-label': initial['aria-label'] ?? '代码编辑器' })),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            blur: () => {
              latest.current.onBlur?.();
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // An outside value replaces the text (not an echo of what was typed).
  useEffect(() => {
    const editor = view.current;
    const next = props.value ?? '';
    if (!editor || editor.state.doc.toString() === next) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: next } });
  }, [props.value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({
      effects: compartments.current.editable.reconfigure([
        EditorView.editable.of(!props.disabled),
        EditorState.readOnly.of(Boolean(props.disabled)),
      ]),
    });
  }, [props.disabled]);

  const ariaLabel = props['aria-label'];
  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.label.reconfigure(
        EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '代码编辑器' }),
      ),
    });
  }, [ariaLabel]);

  const language = codeLanguage(props.language);
  useEffect(() => {
    let current = true;
    void loadLanguage(language).then((support) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <div
      ref={host}
      className={mergeClasses(styles.root, props.disabled && styles.disabled)}
      style={{ height: props.height ?? 300 }}
      data-language={language ?? 'text'}
    />
  );
}

export default CodeEditor;
