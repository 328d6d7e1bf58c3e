import { useMemo, useState } from 'react';
import { makeStyles, mergeClasses, Tab, TabList, Textarea, tokens } from '@fluentui/react-components';
import { SafeHtml } from '@/components/widgets/safe-html';
import { renderMarkdown } from './markdown-render';

export type MarkdownMode = 'edit' | 'preview' | 'split';

export interface MarkdownEditorProps {
  value: string | undefined;
  onChange: (text: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Height of the text and the preview in px (default 300, at least 200). */
  height?: number;
  /** What shows first (default split: text and preview side by side). */
  mode?: MarkdownMode;
  placeholder?: string;
  'aria-label'?: string;
}

/** Markdown editor min height 200px, default 300px. */
export const MARKDOWN_MIN_HEIGHT = 200;
export const MARKDOWN_DEFAULT_HEIGHT = 300;

export const MARKDOWN_LABELS = { edit: '编辑', preview: '预览', split: '分屏', modes: '显示方式', empty: '暂无内容' };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  panes: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 0 },
  pane: { flex: '1 1 0', minWidth: 0 },
  text: { width: '100%', height: '100%', '& textarea': { maxHeight: 'none', fontFamily: tokens.fontFamilyMonospace } },
  preview: {
    boxSizing: 'border-box',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    '& img': { maxWidth: '100%' },
    '& pre': { overflowX: 'auto' },
  },
  empty: { color: tokens.colorNeutralForeground4 },
});

/** JMarkdownEditor: Markdown text with a live preview (markdown-it, shown through sanitizeHtml). */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const styles = useStyles();
  const [mode, setMode] = useState<MarkdownMode>(props.mode ?? 'split');
  const height = Math.max(MARKDOWN_MIN_HEIGHT, props.height ?? MARKDOWN_DEFAULT_HEIGHT);
  const text = props.value ?? '';
  const html = useMemo(() => renderMarkdown(text), [text]);
  const label = props['aria-label'];

  return (
    <div className={styles.root}>
      <TabList
        size="small"
        aria-label={MARKDOWN_LABELS.modes}
        selectedValue={mode}
        onTabSelect={(_, data) => setMode(data.value as MarkdownMode)}
      >
        <Tab value="edit">{MARKDOWN_LABELS.edit}</Tab>
        <Tab value="preview">{MARKDOWN_LABELS.preview}</Tab>
        <Tab value="split">{MARKDOWN_LABELS.split}</Tab>
      </TabList>
      <div className={styles.panes} style={{ height }}>
        {mode !== 'preview' && (
          <div className={styles.pane}>
            <Textarea
              className={styles.text}
              aria-label={label}
              value={text}
              disabled={props.disabled}
              placeholder={props.placeholder ?? '请输入Markdown内容'}
              resize="none"
              onChange={(_, data) => props.onChange(data.value)}
              onBlur={props.onBlur}
            />
          </div>
        )}
        {mode !== 'edit' && (
          <div
            className={mergeClasses(styles.pane, styles.preview)}
            role="region"
            aria-label={MARKDOWN_LABELS.preview}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (keyboard scrolling)
            tabIndex={0}
          >
            {html ? <SafeHtml html={html} /> : <p className={styles.empty}>{MARKDOWN_LABELS.empty}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

export default MarkdownEditor;
