import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { CodeEditorProps } from './code-editor';

export type { CodeEditorProps } from './code-editor';
export { CODE_LANGUAGES, codeLanguage, type CodeLanguage } from './code-languages';

// CodeMirror loads with the first code field shown (its own chunk); each language's support after it, when used.
const CodeEditorPart = lazy(() => import('./code-editor'));

/** JCodeEditor (see code-editor.tsx), loaded on first use; the fallback keeps its height. */
export function CodeEditor(props: CodeEditorProps) {
  const fallback = (
    <div style={{ height: props.height ?? 300, display: 'grid', placeItems: 'center' }}>
      <Spinner size="tiny" aria-label="加载中" />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <CodeEditorPart {...props} />
    </Suspense>
  );
}
