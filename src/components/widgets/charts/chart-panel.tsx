import { useState, type ReactNode } from 'react';
import { Button, Card, makeStyles, Subtitle2, ToggleButton, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
  body: { minWidth: 0, width: '100%' },
});

export interface ChartPanelProps {
  title: string;
  /** Without a chart the panel is the table alone. */
  chart?: () => ReactNode;
  table: () => ReactNode;
  /** Controls beside the title (a grouping switch). */
  extra?: ReactNode;
  /** 导出 downloads the table. */
  onExport?: () => void;
}

/** A chart with its 表格 view (the same numbers in an accessible table) and, when given, 导出. */
export function ChartPanel({ title, chart, table, extra, onExport }: ChartPanelProps) {
  const styles = useStyles();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <div className={styles.head}>
        <Subtitle2 className={styles.title}>{title}</Subtitle2>
        {extra}
        {chart && (
          <ToggleButton size="small" checked={asTable} onClick={() => setAsTable((v) => !v)}>
            表格
          </ToggleButton>
        )}
        {onExport && (
          <Button size="small" onClick={onExport}>
            导出
          </Button>
        )}
      </div>
      <div className={styles.body}>{asTable || !chart ? table() : chart()}</div>
    </Card>
  );
}
