import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { rowId, type EntityRecord } from './entity-list-api';

const useStyles = makeStyles({
  // The spec's selected table: 240 px high (scrolls beyond), a 60 px action column.
  scroller: { maxHeight: '240px', overflowY: 'auto', marginTop: '8px' },
  action: { width: '60px' },
});

export interface ChosenRecordsProps {
  chosen: EntityRecord[];
  textOf: (record: EntityRecord) => string;
  /** What one is called, e.g. 用户 (the column and the table name 已选用户). */
  noun: string;
  onRemove: (record: EntityRecord) => void;
}

/** The records a picker has chosen, across pages and searches, each with 删除. */
export function ChosenRecords({ chosen, textOf, noun, onRemove }: ChosenRecordsProps) {
  const styles = useStyles();
  if (chosen.length === 0) return <Text>尚未选择{noun}</Text>;
  return (
    <div className={styles.scroller}>
      <Table size="extra-small" aria-label={`已选${noun}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              已选{noun}（{chosen.length}）
            </TableHeaderCell>
            <TableHeaderCell className={styles.action}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {chosen.map((record) => {
            const text = textOf(record);
            return (
              <TableRow key={rowId(record)}>
                <TableCell>
                  <TableCellLayout truncate title={text}>
                    {text}
                  </TableCellLayout>
                </TableCell>
                <TableCell className={styles.action}>
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={`删除 ${text}`}
                    onClick={() => onRemove(record)}
                  >
                    删除
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
