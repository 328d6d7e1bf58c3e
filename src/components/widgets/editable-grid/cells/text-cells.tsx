import { useCallback, useState } from 'react';
import {
  Button,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  ProgressBar,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { cellText } from '../grid-rules';
import { acceptsNumberText, formatTags, progressPercent, splitTags } from '../cell-values';
import { controlSize, VIEW_TEXT, type CellProps } from './cell-props';

const useStyles = makeStyles({
  wide: { width: '100%', minWidth: 0 },
  inline: { display: 'flex', alignItems: 'center', width: '100%', minWidth: 0 },
  // The cell's place while its text box is open in a pop-up.
  anchor: { display: 'block', width: '100%', height: '100%', minHeight: '1px' },
  pop: { display: 'flex', padding: tokens.spacingHorizontalXS },
  popBox: { width: '100%', height: '100%' },
});

/** The tags and progress views (small: they mount with every row). */
const useViewStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'nowrap', gap: '4px', overflow: 'hidden' },
  tag: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
  },
  progress: { display: 'flex', alignItems: 'center', gap: '6px', width: '100%' },
  bar: { flex: 1 },
});

/** Text shown as it is, cut with … (the whole text on hover). */
export function TextView({ value }: CellProps) {
  const text = cellText(value);
  return (
    <span style={VIEW_TEXT} title={text || undefined}>
      {text}
    </span>
  );
}

/** A text box editor; `accept` turns typed text into the cell's value, or refuses it (null: the keystroke is undone). */
function textEditor(accept: (text: string) => string | null, inputMode?: 'decimal') {
  return function TextEditor({ column, value, onChange, size }: CellProps) {
    const styles = useStyles();
    return (
      <Input
        className={styles.wide}
        size={controlSize(size)}
        aria-label={column.title}
        placeholder={column.placeholder}
        inputMode={inputMode}
        value={cellText(value)}
        onChange={(_, data) => {
          const next = accept(data.value);
          if (next !== null) onChange(next);
        }}
      />
    );
  };
}

export const InputEditor = textEditor((text) => text);

/** Only an optional minus sign, digits and one point can be typed; anything else is reverted. */
export const NumberEditor = textEditor((text) => (acceptsNumberText(text) ? text : null), 'decimal');

/** Tags: typed semicolons are dropped and one is put after every 2 characters. */
export const TagsEditor = textEditor(formatTags);

export function TagsView({ value }: CellProps) {
  const styles = useViewStyles();
  const tags = splitTags(value);
  return (
    <span className={styles.tags} title={cellText(value) || undefined}>
      {tags.map((tag, index) => (
        <span key={`${index}-${tag}`} className={styles.tag}>
          {tag}
        </span>
      ))}
    </span>
  );
}

/**
 * A text box in a pop-up below the cell (textarea 210 px high; input-pop 200 high, at least 150 wide — JInputPop's
 * size): in a portal above the grid, so the
 * rows never clip it, and no wider than its column, so it never lies over the other cells of its row. The grid does
 * not see keys in a pop-up: Enter keeps the text (Shift+Enter starts a line), Escape restores it, Tab keeps it. A
 * click elsewhere is the grid's: the edit ends there, and the clicked cell gets the click.
 */
function PopText({
  column,
  value,
  onChange,
  onDone,
  height,
  minWidth = 160,
}: CellProps & { height: number; minWidth?: number }) {
  const styles = useStyles();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const cell = anchor?.closest<HTMLElement>('[data-col-key]') ?? anchor;
  // Once, when the box mounts: the focus, typing on after the text.
  const focusAtEnd = useCallback((box: HTMLTextAreaElement | null) => {
    box?.focus({ preventScroll: true });
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);
  return (
    <>
      <span ref={setAnchor} className={styles.anchor} />
      {cell && (
        <Popover open inline={false} positioning={{ target: cell, position: 'below', align: 'start' }}>
          <PopoverSurface
            className={styles.pop}
            aria-label={column.title}
            style={{ width: Math.max(cell.offsetWidth, minWidth), height, boxSizing: 'border-box' }}
          >
            <Textarea
              className={styles.popBox}
              textarea={{ style: { height: '100%', maxHeight: 'none' }, ref: focusAtEnd }}
              resize="none"
              aria-label={column.title}
              placeholder={column.placeholder}
              value={cellText(value)}
              onChange={(_, data) => onChange(data.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') onDone(false);
                else if (event.key === 'Tab' || (event.key === 'Enter' && !event.shiftKey && !event.altKey)) onDone();
                else return;
                event.preventDefault();
              }}
            />
          </PopoverSurface>
        </Popover>
      )}
    </>
  );
}

/** textarea: the text box pops up over the rows (Shift+Enter starts a new line, Enter keeps the text). */
export function TextareaEditor(props: CellProps) {
  return <PopText {...props} height={210} />;
}

/** input_pop: a one-line input; its button opens the text box (150 wide by 200 high, JInputPop's) for longer text. */
export function InputPopEditor(props: CellProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.inline}>
      <Input
        className={styles.wide}
        size={controlSize(props.size)}
        aria-label={props.column.title}
        placeholder={props.column.placeholder}
        value={cellText(props.value)}
        onChange={(_, data) => props.onChange(data.value)}
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={<ChevronDownRegular />}
            aria-label="展开输入"
            aria-expanded={open}
            onClick={() => setOpen((on) => !on)}
          />
        }
      />
      {open && <PopText {...props} height={200} minWidth={150} />}
    </div>
  );
}

export function ProgressView({ column, value }: CellProps) {
  const styles = useViewStyles();
  const percent = progressPercent(value);
  return (
    <span className={styles.progress}>
      <ProgressBar className={styles.bar} value={percent / 100} aria-label={column.title} />
      <span>{percent}%</span>
    </span>
  );
}

/** slot: the grid's renderer named by the column. */
export function SlotView(props: CellProps) {
  if (!props.slot) return null;
  return (
    <>
      {props.slot({
        row: props.row,
        rowId: props.rowId,
        rowIndex: props.rowIndex,
        column: props.column,
        value: props.value,
        setValue: props.onChange,
      })}
    </>
  );
}
