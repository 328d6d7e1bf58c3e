import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import {
  CollegePicker,
  InstitutionPicker,
  PROGRAMME_KINDS,
  ProgrammePicker,
  type ProgrammeKind,
} from '@/components/widgets/business-pickers';
import type { StatsFilter, TestOption } from '../api/statistics-api';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  field: { minWidth: '220px', maxWidth: '100%', flex: '1 1 220px' },
});

export interface StatisticsFiltersProps {
  tests: TestOption[];
  filter: StatsFilter;
  onChange: (next: StatsFilter) => void;
  programmeKind: ProgrammeKind;
  onProgrammeKind: (kind: ProgrammeKind) => void;
}

/** 考试, then 院校 → 学院 → 专业 (changing one clears what depends on it); each change applies at once. */
export function StatisticsFilters({ tests, filter, onChange, programmeKind, onProgrammeKind }: StatisticsFiltersProps) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Field label="考试" className={styles.field}>
        <Select value={filter.testId} onChange={(_, d) => onChange({ ...filter, testId: d.value })}>
          {filter.testId === '' && <option value="">请选择考试</option>}
          {tests.map((t) => (
            <option key={t.id} value={t.id}>
              {t.testName}（{t.testCode}）
            </option>
          ))}
        </Select>
      </Field>
      <Field label="院校" className={styles.field}>
        <InstitutionPicker
          label="院校"
          value={filter.organizationId}
          onChange={(v) => onChange({ testId: filter.testId, organizationId: v || undefined })}
        />
      </Field>
      <Field label="学院" className={styles.field}>
        <CollegePicker
          institutionId={filter.organizationId}
          value={filter.collegeId}
          onChange={(v) => onChange({ ...filter, collegeId: v || undefined, programmeId: undefined })}
        />
      </Field>
      <Field label="专业类别" className={styles.field}>
        <Select value={programmeKind} onChange={(_, d) => onProgrammeKind(d.value as ProgrammeKind)}>
          {Object.entries(PROGRAMME_KINDS).map(([kind, k]) => (
            <option key={kind} value={kind}>
              {k.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="专业" className={styles.field}>
        <ProgrammePicker
          kind={programmeKind}
          label="专业"
          institutionId={filter.organizationId}
          collegeId={filter.collegeId}
          value={filter.programmeId}
          onChange={(v) => onChange({ ...filter, programmeId: v || undefined })}
        />
      </Field>
    </div>
  );
}
