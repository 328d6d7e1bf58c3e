import { makeStyles } from '@fluentui/react-components';
import { DateInput } from '@/components/widgets/date-input';
import { cellText } from '../grid-rules';
import { dateText } from '../cell-values';
import { VIEW_TEXT, type CellProps } from './cell-props';

const useStyles = makeStyles({
  wide: { width: '100%', minWidth: 0 },
});

/** date / datetime in the column's format (stored YYYY-MM-DD or YYYY-MM-DD HH:mm:ss). */
export function DateView({ column, value }: CellProps) {
  return <span style={VIEW_TEXT}>{dateText(value, column.format)}</span>;
}

/** The widget kit's date field (typed text or the calendar; the calendar loads on first use). */
export function DateEditor({ column, value, onChange }: CellProps) {
  const styles = useStyles();
  return (
    <DateInput
      className={styles.wide}
      kind={column.type === 'datetime' ? 'datetime' : 'date'}
      aria-label={column.title}
      value={cellText(value)}
      onChange={onChange}
    />
  );
}
