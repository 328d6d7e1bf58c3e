import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { HISTORY_MERGE_TAG } from 'lexical';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { $getHtml, $setHtml } from './editor-html';
import { ImageNode } from './image-node';
import { EditorToolbar, isSafeLink } from './editor-toolbar';
import { JEDITOR_BIZ } from './editor-upload';

export interface RichTextEditorProps {
  /** HTML ('' when empty). */
  value: string | undefined;
  /** The edited HTML, sanitised. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Height of the whole editor, toolbar included (300 by default). */
  height?: number;
  /** Upload sub-directory of pictures (default jeditor). */
  biz?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** Rich-text editor height 300. */
export const RICH_TEXT_HEIGHT = 300;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled },
  body: { position: 'relative', flex: '1 1 auto', overflowY: 'auto', minHeight: 0 },
  content: {
    minHeight: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    outlineStyle: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  placeholder: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground4,
    pointerEvents: 'none',
    margin: '1em 0',
  },
  paragraph: { margin: '0.5em 0' },
  bold: { fontWeight: tokens.fontWeightBold },
  italic: { fontStyle: 'italic' },
  underline: { textDecorationLine: 'underline' },
  strikethrough: { textDecorationLine: 'line-through' },
  underlineStrikethrough: { textDecorationLine: 'underline line-through' },
  quote: {
    margin: '0.5em 0',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Keeps the editor and `value` in step: an outside value replaces the content, an edit is sent sanitised. */
function ValuePlugin({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const emitted = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.update(() => $setHtml(editor, sanitizeHtml(value)), { tag: ['external', HISTORY_MERGE_TAG] });
  }, [editor, value]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has('external') || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = sanitizeHtml(editor.read(() => $getHtml(editor)));
        if (html === emitted.current) return;
        emitted.current = html;
        onChangeRef.current(html);
      }),
    [editor],
  );
  return null;
}

function EditablePlugin({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  return null;
}

/**
 * JEditor: a rich-text editor (Lexical) with a Chinese toolbar, 300 px high; pictures are uploaded with
 * biz=jeditor. The value is HTML, and everything it emits passes sanitizeHtml.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const styles = useStyles();
  const disabled = Boolean(props.disabled);
  const label = props['aria-label'] ?? '富文本编辑器';
  const config: InitialConfigType = {
    namespace: 'jeditor',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    editable: !disabled,
    onError: (error) => {
      throw error;
    },
    theme: {
      paragraph: styles.paragraph,
      quote: styles.quote,
      link: styles.link,
      text: {
        bold: styles.bold,
        italic: styles.italic,
        underline: styles.underline,
        strikethrough: styles.strikethrough,
        underlineStrikethrough: styles.underlineStrikethrough,
      },
    },
  };
  const placeholder = props.placeholder ?? '请输入内容';

  return (
    <div
      className={mergeClasses(styles.root, disabled && styles.disabled)}
      style={{ height: props.height ?? RICH_TEXT_HEIGHT }}
      data-testid="rich-text-editor"
    >
      <LexicalComposer initialConfig={config}>
        <EditorToolbar disabled={disabled} biz={props.biz ?? JEDITOR_BIZ} />
        <div className={styles.body}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.content}
                aria-label={label}
                aria-placeholder={placeholder}
                placeholder={<div className={styles.placeholder}>{placeholder}</div>}
                onBlur={props.onBlur}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLink} />
        <EditablePlugin disabled={disabled} />
        <ValuePlugin value={props.value ?? ''} onChange={props.onChange} />
      </LexicalComposer>
    </div>
  );
}

export default RichTextEditor;
