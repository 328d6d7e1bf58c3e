import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { MarkdownEditorProps } from './markdown-editor';

export type { MarkdownEditorProps, MarkdownMode } from './markdown-editor';

// markdown-it and the preview load with the first Markdown field shown (their own chunk).
const MarkdownEditorPart = lazy(() => import('./markdown-editor'));

/** JMarkdownEditor (see markdown-editor.tsx), loaded on first use; the fallback keeps its height. */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const fallback = (
    <div style={{ height: Math.max(200, props.height ?? 300), display: 'grid', placeItems: 'center' }}>
      <Spinner size="tiny" aria-label="加载中" />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <MarkdownEditorPart {...props} />
    </Suspense>
  );
}
