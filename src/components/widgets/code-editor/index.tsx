import { lazyEditor } from '@/components/widgets/lazy-editor';
import type { CodeEditorProps } from './code-editor';

export type { CodeEditorProps } from './code-editor';
export { CODE_LANGUAGES, codeLanguage, type CodeLanguage } from './code-languages';

/**
 * JCodeEditor (see code-editor.tsx), loaded on first use: CodeMirror loads with the first code field shown (its own
 * chunk); each language's support after it, when used.
 */
export const CodeEditor = lazyEditor<CodeEditorProps>(
  () => import('./code-editor'),
  (props) => props.height ?? 300,
);
