import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { onlineFormEntity } from '@/domain/entities/online-form';

/** 表单开发's list options, shared by the page and its prefetch (the same first request). */
export const formListOptions = { entity: onlineFormEntity } satisfies ListPrefetchOptions;

export const prefetchFormList = async () => {
  await prefetchList(formListOptions);
};
