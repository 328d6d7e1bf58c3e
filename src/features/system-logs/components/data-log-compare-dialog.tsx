import { useState } from 'react';
import {
  Field,
  Input,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { compareLines, useCompare, useDataVersions, type DataLogRow } from '../api/data-log-api';

const useStyles = makeStyles({
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '8px 16px',
    marginBottom: '12px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  scroll: { overflowX: 'auto', maxHeight: '60vh' },
  value: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  key: { whiteSpace: 'nowrap', fontFamily: tokens.fontFamilyMonospace },
  arrow: { width: '32px' },
  differs: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  changed: { color: tokens.colorPaletteRedForeground1 },
});

export interface DataLogCompareDialogProps {
  dataTable: string;
  dataId: string;
  /** The two log rows chosen in the list (older first). */
  initial: [string, string];
  onClose: () => void;
}

const versionLabel = (rows: DataLogRow[], id: string) => rows.find((r) => r.id === id)?.dataVersion ?? '';

/**
 * 数据对比窗口 (VUE2 DataLogModal + DataLogCompareModal): 数据库表名 and 数据ID, 版本号1 / 版本号2 chosen among the
 * record's versions, then each field present in both, the changed ones marked.
 */
export function DataLogCompareDialog({ dataTable, dataId, initial, onClose }: DataLogCompareDialogProps) {
  const styles = useStyles();
  const [first, setFirst] = useState(initial[0]);
  const [second, setSecond] = useState(initial[1]);
  const versions = useDataVersions(dataTable, dataId);
  const compare = useCompare(first, second);
  const rows = versions.data ?? [];
  const pair = compare.data;
  const lines = pair && pair.length === 2 ? compareLines(pair[0]!, pair[1]!) : null;
  const changed = lines?.filter((l) => l.differs).length ?? 0;

  const versionSelect = (label: string, value: string, onChange: (id: string) => void) => (
    <Field label={label}>
      <Select value={value} onChange={(_, d) => onChange(d.value)} disabled={versions.isPending}>
        {rows.map((row) => (
          <option key={row.id} value={row.id}>
            {row.dataVersion}
            {row.createTime ? `（${row.createTime}）` : ''}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <ViewDialog title="数据对比窗口" width="1000px" onClose={onClose}>
      <div className={styles.fields}>
        <Field label="数据库表名">
          <Input value={dataTable} disabled />
        </Field>
        <Field label="数据ID">
          <Input value={dataId} disabled />
        </Field>
        {versionSelect('版本号1', first, setFirst)}
        {versionSelect('版本号2', second, setSecond)}
      </div>
      {versions.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{versions.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {compare.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{compare.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {compare.isPending && <Spinner size="small" label="加载中…" />}
      {pair && !lines && (
        <MessageBar intent="warning">
          <MessageBarBody>数据内容不是 JSON，无法比较</MessageBarBody>
        </MessageBar>
      )}
      {lines && (
        <>
          <p role="status">{changed === 0 ? '两个版本的数据相同' : `有 ${changed} 个字段不同`}</p>
          <div className={styles.scroll}>
            <Table size="small" aria-label="版本比较">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>字段名</TableHeaderCell>
                  <TableHeaderCell>版本:{versionLabel(rows, first) || pair?.[0]?.dataVersion}</TableHeaderCell>
                  <TableHeaderCell className={styles.arrow} aria-label="变化" />
                  <TableHeaderCell>版本:{versionLabel(rows, second) || pair?.[1]?.dataVersion}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((line) => (
                  <TableRow
                    key={line.key}
                    className={line.differs ? styles.differs : undefined}
                    aria-label={line.differs ? `${line.key} 已改变` : undefined}
                  >
                    <TableCell className={styles.key}>{line.key}</TableCell>
                    <TableCell className={styles.value}>{line.first}</TableCell>
                    <TableCell className={styles.arrow}>
                      {line.differs && <ArrowRightRegular className={styles.changed} aria-hidden />}
                    </TableCell>
                    <TableCell className={mergeClasses(styles.value, line.differs && styles.changed)}>
                      {line.second}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </ViewDialog>
  );
}
