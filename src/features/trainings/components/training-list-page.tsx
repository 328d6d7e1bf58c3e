import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { EntityListPage } from '@/components/crud';
import { defineEntity } from '@/domain/entities/entity-types';
import { trainingEntity } from '@/domain/entities/training';
import type { Training } from '../api/customer-training-api';
import { enrollmentText } from './customer-talent-card';
import { TrainingDetailDialog } from './training-detail-dialog';
import { TRAINING_TEXTS, trainingFieldRenderers } from './training-fields';
import { TrainingFilters } from './training-filters';

/** The list's view: 已报名/名额 in one column. */
const LIST_ENTITY = defineEntity({
  ...trainingEntity,
  fields: [
    ...trainingEntity.fields,
    {
      name: 'enrollment',
      label: '已报名/名额',
      type: 'string',
      virtual: true,
      readOnly: true,
      form: false,
      excel: false,
    },
  ],
});

// The title first: it names each row (its actions, its card on a phone).
const COLUMNS = [
  'title',
  'trainingType',
  'organizationId',
  'testId',
  'startDate',
  'endDate',
  'location',
  'enrollment',
  'status',
];

const CELLS = {
  organizationId: (r: Training) => r.organizationId_dictText || TRAINING_TEXTS.allInstitutions,
  enrollment: enrollmentText,
};

const FORM = { fieldRenderers: trainingFieldRenderers };

/**
 * 人才培养 (cpc/TalentTrainingList, /talent/training): courses, lectures and seminars, open to every institution or
 * for one (and one of its colleges), possibly following a test. The server's rules (dates, quota, the college of the
 * institution) come back as its messages, the form keeping what was typed; 详情 reads the training again (queryById)
 * and shows the 培训内容 cleaned.
 */
export default function TrainingListPage() {
  const [viewing, setViewing] = useState<Training>();
  return (
    <>
      <EntityListPage
        entity={LIST_ENTITY}
        columns={COLUMNS}
        cells={CELLS}
        form={FORM}
        actions={{ detail: false }}
        queryForm={(props) => <TrainingFilters {...props} />}
        rowActionsExtra={(record) => (
          <Button size="small" appearance="transparent" onClick={() => setViewing(record)}>
            详情
          </Button>
        )}
      />
      {viewing && <TrainingDetailDialog record={viewing} fresh onClose={() => setViewing(undefined)} />}
    </>
  );
}
