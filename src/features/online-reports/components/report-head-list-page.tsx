import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, type FieldInputProps, type ListFormProps } from '@/components/crud';
import { reportRunPath } from '../api/report-api';
import { useReportSubTables } from '../hooks/use-report-sub-tables';
import { reportListOptions } from '../report-list-options';

// The form's part: loaded when the form first opens.
const ReportSqlInput = lazy(() => import('./report-sql-input').then((m) => ({ default: m.ReportSqlInput })));

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

/**
 * Online报表配置 (OnlCgreportHeadList): the reports, their form with 报表SQL and SQL解析, and its two tabs
 * (动态报表配置明细, 报表参数) saved with the head; 功能测试 runs a report (/online/cgreport/<id>).
 */
export default function ReportHeadListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { subTables, parseSql } = useReportSubTables();
  const form = useMemo(
    (): ListFormProps => ({
      subTables,
      fieldRenderers: {
        cgrSql: (input: FieldInputProps) => (
          <Suspense fallback={null}>
            <ReportSqlInput input={input} onParse={parseSql} />
          </Suspense>
        ),
      },
    }),
    [subTables, parseSql],
  );
  return (
    <EntityListPage
      {...reportListOptions}
      form={form}
      rowActionsExtra={(record) => (
        <Button
          size="small"
          appearance="transparent"
          className={styles.compact}
          onClick={() => void navigate(reportRunPath(record.id))}
        >
          功能测试
        </Button>
      )}
    />
  );
}
