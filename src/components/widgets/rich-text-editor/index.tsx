import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { RichTextEditorProps } from './rich-text-editor';

export type { RichTextEditorProps } from './rich-text-editor';

// Lexical and the toolbar load with the first rich-text field shown (their own chunk), never with a list page.
const RichTextEditorPart = lazy(() => import('./rich-text-editor'));

/** JEditor (see rich-text-editor.tsx), loaded on first use; the fallback keeps its height. */
export function RichTextEditor(props: RichTextEditorProps) {
  const fallback = (
    <div style={{ height: props.height ?? 300, display: 'grid', placeItems: 'center' }}>
      <Spinner size="tiny" aria-label="加载中" />
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <RichTextEditorPart {...props} />
    </Suspense>
  );
}
