import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { checkRuleEntity } from '@/domain/entities/check-rule';
import { dataSourceEntity } from '@/domain/entities/data-source';
import { fillRuleEntity } from '@/domain/entities/fill-rule';

/** The lists' options, shared by each page and its prefetch (the same first request). */
export const checkRuleListOptions = { entity: checkRuleEntity } satisfies ListPrefetchOptions;
export const fillRuleListOptions = { entity: fillRuleEntity } satisfies ListPrefetchOptions;
export const dataSourceListOptions = { entity: dataSourceEntity } satisfies ListPrefetchOptions;

export const prefetchCheckRuleList = async () => {
  await prefetchList(checkRuleListOptions);
};
export const prefetchFillRuleList = async () => {
  await prefetchList(fillRuleListOptions);
};
export const prefetchDataSourceList = async () => {
  await prefetchList(dataSourceListOptions);
};
