import { makeStyles, TableCell, TableRow } from '@fluentui/react-components';

const useStyles = makeStyles({ empty: { textAlign: 'center' } });

/** The row a table shows with no records: 暂无数据 across all its columns. */
export function EmptyRow({ colSpan }: { colSpan: number }) {
  const styles = useStyles();
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className={styles.empty}>
        暂无数据
      </TableCell>
    </TableRow>
  );
}
