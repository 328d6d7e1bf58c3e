import { useState } from 'react';
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { PagedCards, SearchForm, usePagedSearch, useSearchFieldClass } from '@/components/widgets/paged-cards';
import { TALENT_PAGE_SIZE, talentPageQuery, type TalentFilter, type Training } from '../api/customer-training-api';
import { TalentCard } from './customer-talent-card';
import { TrainingDetailDialog } from './training-detail-dialog';

export const TALENT_TEXTS = { empty: '暂无人才培养', loading: '加载中…', loadFailed: '人才培养加载失败' } as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
});

/**
 * 人才列表 of the customer portal (customer/TalentList, /cpctest/customer/talents): the trainings open to the contact
 * (getTalnet: open to all or for his institution, a 学院联系人 also for his college), newest first, as cards searched
 * by 培训名称 and 培训类型; 详情 shows the facts and the content cleaned.
 */
export default function CustomerTalentListPage() {
  const styles = useStyles();
  const field = useSearchFieldClass();
  const { typed, setTyped, filter, pageNo, setPageNo, search } = usePagedSearch<TalentFilter>();
  const [viewing, setViewing] = useState<Training>();
  const list = useQuery({ ...talentPageQuery(filter, pageNo), placeholderData: keepPreviousData });
  return (
    <div className={styles.root}>
      <SearchForm onSearch={() => search(typed)}>
        <Field label="培训名称" className={field}>
          <Input
            value={typed.title ?? ''}
            placeholder="请输入培训名称"
            onChange={(_, d) => setTyped({ ...typed, title: d.value })}
          />
        </Field>
        <Field label="培训类型" className={field}>
          <DictSelect
            dictCode="training_type"
            placeholder="全部"
            value={typed.trainingType ?? ''}
            onChange={(value) => {
              const next = { ...typed, trainingType: value };
              setTyped(next);
              search(next);
            }}
          />
        </Field>
      </SearchForm>
      <PagedCards
        list={list}
        pageNo={pageNo}
        pageSize={TALENT_PAGE_SIZE}
        onPage={setPageNo}
        label="人才培养"
        texts={TALENT_TEXTS}
        card={(r) => <TalentCard key={r.id} record={r} onDetail={() => setViewing(r)} />}
      />
      {viewing && <TrainingDetailDialog record={viewing} onClose={() => setViewing(undefined)} />}
    </div>
  );
}
