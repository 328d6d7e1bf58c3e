import { useMemo, useState } from 'react';
import { Button, Field, makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import {
  EntityListProvider,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  READ_ONLY_LIST,
  rowId,
  useEntityListController,
  type EntityRecord,
} from '@/components/crud';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { organizationEntity } from '@/domain/entities';
import type { EntityDef } from '@/domain/entities/entity-types';
import { InstitutionLink, institutionPath } from './institution-link';

/** Searched by name, code and type here (the province has its own select: the area's first two digits). */
const SEARCHED = new Set(['orgName', 'orgCode', 'orgType']);

const INSTITUTIONS: EntityDef = {
  ...organizationEntity,
  fields: organizationEntity.fields.map((f) => (SEARCHED.has(f.name) ? f : { ...f, search: undefined })),
};

const COLUMNS = ['orgName', 'orgCode', 'orgType', 'area', 'collegeCount', 'studentCount', 'linkUserCount', 'status'];
const ACTIONS = { ...READ_ONLY_LIST, detail: false, superQuery: false };

const CELLS = {
  orgName: (record: EntityRecord) => (
    <InstitutionLink id={rowId(record)}>{String(record.orgName ?? '')}</InstitutionLink>
  ),
};

const useStyles = makeStyles({
  province: { maxWidth: '320px', marginBottom: '12px' },
  compact: { minWidth: 'auto' },
});

/** The province filter: the organisations whose area code starts with the province's two digits (`11*`). */
const provinceParams = (province: string) => (province ? { area: `${province.slice(0, 2)}*` } : undefined);

/** 院校机构's list: the institutions, searchable, read only; a row opens its page. */
export function InstitutionList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [province, setProvince] = useState('');
  const extraParams = useMemo(() => provinceParams(province), [province]);
  const controller = useEntityListController({
    entity: INSTITUTIONS,
    title: '院校',
    columns: COLUMNS,
    actions: ACTIONS,
    extraParams,
  });
  return (
    <EntityListProvider value={controller}>
      <section aria-label="院校机构" aria-busy={controller.list.isFetching}>
        <ListQueryForm />
        <Field label="所在省份" className={styles.province}>
          <DictSelect dictCode="province" placeholder="全部省份" value={province} onChange={setProvince} />
        </Field>
        <ListStatus />
        <ListRecords
          cells={CELLS}
          rowActionsExtra={(record) => (
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => void navigate(institutionPath(rowId(record)))}
            >
              详情
            </Button>
          )}
        />
        <ListPagination />
      </section>
    </EntityListProvider>
  );
}
