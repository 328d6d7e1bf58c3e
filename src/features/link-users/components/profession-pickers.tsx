import { useState } from 'react';
import { Field, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { fetchListPage } from '@/components/crud/entity-list-api';
import { PROGRAMME_KINDS, ProgrammePicker, type ProgrammeKind } from '@/components/widgets/business-pickers';
import { splitValues } from '@/components/widgets/dict';
import { restoreParams } from '@/components/widgets/picker-parts/picked';
import { collegeProgrammeEntity } from '@/domain/entities/college';
import { resourceKeys } from '@/lib/resource-keys';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '8px 16px',
    marginTop: '4px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const KINDS = Object.keys(PROGRAMME_KINDS) as ProgrammeKind[];
type Parts = Record<ProgrammeKind, string>;
const EMPTY: Parts = { undergraduate: '', professionalMaster: '', firstMaster: '', firstDoctor: '' };
const joined = (parts: Parts) => KINDS.flatMap((kind) => splitValues(parts[kind])).join(',');

/** Which kind each saved programme is: each kind's picker list restores the ids of its own kind only. */
async function fetchParts(ids: string[]): Promise<Parts> {
  const pages = await Promise.all(
    KINDS.map((kind) =>
      fetchListPage(`${collegeProgrammeEntity.apiPath}/${PROGRAMME_KINDS[kind].path}`, restoreParams('id', ids)),
    ),
  );
  const parts = { ...EMPTY };
  KINDS.forEach((kind, i) => (parts[kind] = (pages[i]?.records ?? []).map((r) => String(r.id)).join(',')));
  return parts;
}

export interface ProfessionPickersProps {
  /** Programme ids of every kind, comma-joined. */
  value: string;
  onChange: (value: string) => void;
  institutionId?: string;
  collegeId?: string;
  disabled?: boolean;
}

/** 负责专业: one programme picker per kind, limited to the institution (and college); one comma-joined value. */
export function ProfessionPickers({ value, onChange, institutionId, collegeId, disabled }: ProfessionPickersProps) {
  const styles = useStyles();
  const ids = splitValues(value);
  // Once the user picks, the split is his; before, it is the saved value's (found by kind).
  const [picked, setPicked] = useState<Parts | null>(null);
  const saved = useQuery({
    queryKey: resourceKeys(collegeProgrammeEntity.name).part('kinds', ids.join(',')),
    queryFn: () => fetchParts(ids),
    enabled: ids.length > 0 && picked === null,
  });
  const parts = ids.length === 0 ? EMPTY : (picked ?? saved.data);
  return (
    <div role="group" aria-label="负责专业">
      <Text weight="semibold">负责专业</Text>
      {parts ? (
        <div className={styles.grid}>
          {KINDS.map((kind) => (
            <Field key={kind} label={PROGRAMME_KINDS[kind].label} size="small">
              <ProgrammePicker
                kind={kind}
                multiple
                value={parts[kind]}
                institutionId={institutionId || undefined}
                collegeId={collegeId || undefined}
                disabled={disabled}
                onChange={(v) => {
                  const next = { ...parts, [kind]: v };
                  setPicked(next);
                  onChange(joined(next));
                }}
              />
            </Field>
          ))}
        </div>
      ) : saved.isError ? (
        <Text role="alert">负责专业加载失败，请关闭后重试</Text>
      ) : (
        <Spinner size="tiny" label="加载中…" />
      )}
    </div>
  );
}
