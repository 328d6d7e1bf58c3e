import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { OrgCascadeFields } from '@/components/widgets/business-pickers/org-cascade-fields';
import type { StatsFilter, TestOption } from '../api/statistics-api';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  // A field never grows past its share: a long test name is cut in the select instead of covering the next field.
  field: { minWidth: 'min(220px, 100%)', maxWidth: '100%', flex: '1 1 220px', gridTemplateColumns: 'minmax(0, 1fr)' },
  select: { minWidth: 0, maxWidth: '100%' },
  selectInner: { minWidth: 0, maxWidth: '100%', textOverflow: 'ellipsis' },
});

export interface StatisticsFiltersProps {
  tests: TestOption[];
  filter: StatsFilter;
  onChange: (next: StatsFilter) => void;
  /** The customer portal: the test only (the server holds a contact to his institution). */
  portal?: boolean;
}

/** 考试, then 院校 → 学院 → 专业 (changing one clears what depends on it); each change applies at once. */
export function StatisticsFilters({ tests, filter, onChange, portal = false }: StatisticsFiltersProps) {
  const styles = useStyles();
  // A test reached by address that is not offered (unpublished, another institution's) is not shown as chosen.
  const offered = tests.some((t) => t.id === filter.testId);
  return (
    <div className={styles.row}>
      <Field label="考试" className={styles.field}>
        <Select
          className={styles.select}
          select={{ className: styles.selectInner }}
          value={offered ? filter.testId : ''}
          onChange={(_, d) => onChange({ ...filter, testId: d.value })}
        >
          {!offered && <option value="">请选择考试</option>}
          {tests.map((t) => (
            <option key={t.id} value={t.id}>
              {t.testName}（{t.testCode}）
            </option>
          ))}
        </Select>
      </Field>
      {!portal && (
        <OrgCascadeFields
          value={filter}
          onChange={(place) => onChange({ testId: filter.testId, ...place })}
          fieldClassName={styles.field}
        />
      )}
    </div>
  );
}
