import { useState } from 'react';
import { Button, Input, makeStyles, ProgressBar, Textarea, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { cellText } from '../grid-rules';
import { acceptsNumberText, formatTags, progressPercent, splitTags } from '../cell-values';
import { controlSize, VIEW_TEXT, type CellProps } from './cell-props';

const useStyles = makeStyles({
  wide: { width: '100%', minWidth: 0 },
  inline: { display: 'flex', alignItems: 'center', width: '100%', minWidth: 0 },
  // Pop-up text boxes open over the rows below, inside the cell (no portal: the focus stays in the cell).
  pop: {
    position: 'absolute',
    top: '2px',
    left: '2px',
    zIndex: 3,
    boxShadow: tokens.shadow16,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
  },
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

/** Only an optional minus sign, digits and one point can be typed; anything else is reverted (§5). */
export const NumberEditor = textEditor((text) => (acceptsNumberText(text) ? text : null), 'decimal');

/** Tags: typed semicolons are dropped and one is put after every 2 characters (§5). */
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

/** A text box over the cell: textarea 300 by 210, input-pop 200 by 150 (§9). */
function PopText({ column, value, onChange, width, height }: CellProps & { width: number; height: number }) {
  const styles = useStyles();
  return (
    <div className={styles.pop} style={{ width, height }}>
      <Textarea
        className={styles.popBox}
        textarea={{ style: { height: '100%', maxHeight: 'none' } }}
        resize="none"
        aria-label={column.title}
        placeholder={column.placeholder}
        value={cellText(value)}
        onChange={(_, data) => onChange(data.value)}
      />
    </div>
  );
}

/** textarea: the text box pops up over the rows (Shift+Enter starts a new line, Enter keeps the text). */
export function TextareaEditor(props: CellProps) {
  return <PopText {...props} width={300} height={210} />;
}

/** input_pop: a one-line input; its button opens the text box (200 by 150) for longer text. */
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
      {open && <PopText {...props} width={200} height={150} />}
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
