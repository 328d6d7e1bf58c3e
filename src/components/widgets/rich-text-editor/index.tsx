import { lazyEditor } from '@/components/widgets/lazy-editor';
import type { RichTextEditorProps } from './rich-text-editor';

export type { RichTextEditorProps } from './rich-text-editor';

/**
 * JEditor (see rich-text-editor.tsx), loaded on first use: Lexical and the toolbar load with the first rich-text
 * field shown (their own chunk), never with a list page.
 */
export const RichTextEditor = lazyEditor<RichTextEditorProps>(
  () => import('./rich-text-editor'),
  (props) => props.height ?? 300,
);
