import { lazyEditor } from '@/components/widgets/lazy-editor';
import type { MarkdownEditorProps } from './markdown-editor';

export type { MarkdownEditorProps, MarkdownMode } from './markdown-editor';

/**
 * JMarkdownEditor (see markdown-editor.tsx), loaded on first use: markdown-it and the preview load with the first
 * Markdown field shown (their own chunk).
 */
export const MarkdownEditor = lazyEditor<MarkdownEditorProps>(
  () => import('./markdown-editor'),
  (props) => Math.max(200, props.height ?? 300),
);
