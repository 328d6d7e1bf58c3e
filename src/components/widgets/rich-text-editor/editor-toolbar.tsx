import { useCallback, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import {
  Button,
  Field,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  ImageRegular,
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader1Regular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode, $toggleLink } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  type HeadingTagType,
} from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { $createImageNode } from './image-node';
import { uploadEditorImage } from './editor-upload';

/** A link the editor accepts: http(s), mailto or a same-site path. */
export const isSafeLink = (url: string) => /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(url.trim());

/** Toolbar texts (Chinese, also the buttons' accessible names). */
export const TOOLBAR_LABELS = {
  toolbar: '编辑工具栏',
  undo: '撤销',
  redo: '重做',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strikethrough: '删除线',
  h1: '标题1',
  h2: '标题2',
  h3: '标题3',
  quote: '引用',
  bullet: '无序列表',
  number: '有序列表',
  link: '插入链接',
  image: '插入图片',
  chooseImage: '选择图片',
  uploading: '图片上传中',
  linkAddress: '链接地址',
  linkInvalid: '请输入正确的网址!',
  confirm: '确定',
  removeLink: '移除链接',
} as const;

type BlockType = 'paragraph' | HeadingTagType | 'quote' | 'bullet' | 'number';

interface ToolbarState {
  formats: Record<'bold' | 'italic' | 'underline' | 'strikethrough', boolean>;
  block: BlockType;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const INITIAL: ToolbarState = {
  formats: { bold: false, italic: false, underline: false, strikethrough: false },
  block: 'paragraph',
  link: false,
  canUndo: false,
  canRedo: false,
};

const useStyles = makeStyles({
  toolbar: {
    flexWrap: 'wrap',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
  },
  pressed: { backgroundColor: tokens.colorNeutralBackground1Selected },
  linkForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '260px' },
  linkActions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  hidden: { display: 'none' },
});

/** What the selection has: its formats, its block, whether it is in a link. */
function readState(): Pick<ToolbarState, 'formats' | 'block' | 'link'> | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? anchor
      : ($findMatchingParent(anchor, (node) => {
          const parent = node.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        }) ?? anchor.getTopLevelElementOrThrow());
  let block: BlockType = 'paragraph';
  if ($isHeadingNode(top)) block = top.getTag();
  else if ($isQuoteNode(top)) block = 'quote';
  else if ($isListNode(top)) block = top.getListType() === 'number' ? 'number' : 'bullet';
  const link = $findMatchingParent(anchor, $isLinkNode) !== null;
  return {
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      underline: selection.hasFormat('underline'),
      strikethrough: selection.hasFormat('strikethrough'),
    },
    block,
    link,
  };
}

/** The saved selection back, else the end of the text (a picture chosen without a caret goes last). */
function $restoreSelection(saved: BaseSelection | null) {
  if (saved) $setSelection(saved.clone());
  else if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
}

function useToolbarState(editor: LexicalEditor) {
  const [state, setState] = useState(INITIAL);
  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read(readState, { editor });
          if (next) setState((s) => ({ ...s, ...next }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((s) => ({ ...s, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((s) => ({ ...s, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );
  return state;
}

function LinkButton({ editor, disabled, active }: { editor: LexicalEditor; disabled: boolean; active: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const saved = useRef<BaseSelection | null>(null);
  const id = useId();

  const apply = (next: string | null) => {
    editor.update(() => {
      $restoreSelection(saved.current);
      $toggleLink(next);
    });
    setOpen(false);
  };
  const confirm = () => {
    if (!isSafeLink(url)) {
      setError(TOOLBAR_LABELS.linkInvalid);
      return;
    }
    apply(url.trim());
  };

  return (
    <Popover
      open={open}
      trapFocus
      onOpenChange={(_, data) => {
        if (data.open) {
          saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
          const current = editor.getEditorState().read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return '';
            const link = $findMatchingParent(selection.anchor.getNode(), $isLinkNode);
            return $isLinkNode(link) ? link.getURL() : '';
          });
          setUrl(current);
          setError(undefined);
        }
        setOpen(data.open);
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton
          aria-label={TOOLBAR_LABELS.link}
          title={TOOLBAR_LABELS.link}
          aria-pressed={active}
          className={active ? styles.pressed : undefined}
          icon={<LinkRegular />}
          disabled={disabled}
        />
      </PopoverTrigger>
      <PopoverSurface aria-label={TOOLBAR_LABELS.link}>
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field label={TOOLBAR_LABELS.linkAddress} validationMessage={error}>
            <Input id={id} value={url} placeholder="https://" onChange={(_, data) => setUrl(data.value)} />
          </Field>
          <div className={styles.linkActions}>
            {active && <Button onClick={() => apply(null)}>{TOOLBAR_LABELS.removeLink}</Button>}
            <Button appearance="primary" type="submit">
              {TOOLBAR_LABELS.confirm}
            </Button>
          </div>
        </form>
      </PopoverSurface>
    </Popover>
  );
}

/** The editor's toolbar: history, text formats, headings, quote, lists, link and picture (uploaded). */
export function EditorToolbar({ disabled, biz }: { disabled: boolean; biz: string }) {
  const [editor] = useLexicalComposerContext();
  const styles = useStyles();
  const state = useToolbarState(editor);
  const fileInput = useRef<HTMLInputElement>(null);
  const savedForImage = useRef<BaseSelection | null>(null);
  const [uploading, setUploading] = useState(0);

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  const setBlock = useCallback(
    (type: 'paragraph' | HeadingTagType | 'quote') =>
      editor.update(() => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) return;
        if (type === 'paragraph') $setBlocksType(selection, () => $createParagraphNode());
        else if (type === 'quote') $setBlocksType(selection, () => $createQuoteNode());
        else $setBlocksType(selection, () => $createHeadingNode(type));
      }),
    [editor],
  );
  const toggleBlock = (type: HeadingTagType | 'quote') => setBlock(state.block === type ? 'paragraph' : type);
  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  const insertImages = async (files: File[]) => {
    const saved = savedForImage.current;
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        const src = await uploadEditorImage(file, biz);
        if (src) {
          editor.update(() => {
            $restoreSelection(saved);
            $insertNodes([$createImageNode(src, file.name)]);
          });
        }
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const chooseImage = () => {
    savedForImage.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    fileInput.current?.click();
  };

  const button = (label: string, icon: ReactElement, onClick: () => void, pressed?: boolean, extraDisabled = false) => (
    <ToolbarButton
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={pressed ? styles.pressed : undefined}
      icon={icon}
      disabled={disabled || extraDisabled}
      onClick={onClick}
    />
  );

  return (
    <Toolbar aria-label={TOOLBAR_LABELS.toolbar} size="small" className={styles.toolbar}>
      {button(
        TOOLBAR_LABELS.undo,
        <ArrowUndoRegular />,
        () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        undefined,
        !state.canUndo,
      )}
      {button(
        TOOLBAR_LABELS.redo,
        <ArrowRedoRegular />,
        () => editor.dispatchCommand(REDO_COMMAND, undefined),
        undefined,
        !state.canRedo,
      )}
      <ToolbarDivider />
      {button(TOOLBAR_LABELS.bold, <TextBoldRegular />, () => format('bold'), state.formats.bold)}
      {button(TOOLBAR_LABELS.italic, <TextItalicRegular />, () => format('italic'), state.formats.italic)}
      {button(TOOLBAR_LABELS.underline, <TextUnderlineRegular />, () => format('underline'), state.formats.underline)}
      {button(
        TOOLBAR_LABELS.strikethrough,
        <TextStrikethroughRegular />,
        () => format('strikethrough'),
        state.formats.strikethrough,
      )}
      <ToolbarDivider />
      {button(TOOLBAR_LABELS.h1, <TextHeader1Regular />, () => toggleBlock('h1'), state.block === 'h1')}
      {button(TOOLBAR_LABELS.h2, <TextHeader2Regular />, () => toggleBlock('h2'), state.block === 'h2')}
      {button(TOOLBAR_LABELS.h3, <TextHeader3Regular />, () => toggleBlock('h3'), state.block === 'h3')}
      {button(TOOLBAR_LABELS.quote, <TextQuoteRegular />, () => toggleBlock('quote'), state.block === 'quote')}
      {button(
        TOOLBAR_LABELS.bullet,
        <TextBulletListLtrRegular />,
        () => toggleList('bullet'),
        state.block === 'bullet',
      )}
      {button(
        TOOLBAR_LABELS.number,
        <TextNumberListLtrRegular />,
        () => toggleList('number'),
        state.block === 'number',
      )}
      <ToolbarDivider />
      <LinkButton editor={editor} disabled={disabled} active={state.link} />
      <ToolbarButton
        aria-label={TOOLBAR_LABELS.image}
        title={TOOLBAR_LABELS.image}
        icon={<ImageRegular />}
        disabled={disabled}
        onClick={chooseImage}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        aria-label={TOOLBAR_LABELS.chooseImage}
        className={styles.hidden}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void insertImages(files);
        }}
      />
      {uploading > 0 && <Spinner size="extra-tiny" label={TOOLBAR_LABELS.uploading} />}
    </Toolbar>
  );
}
