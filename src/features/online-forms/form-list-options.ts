import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { onlineFormEntity } from '@/domain/entities/online-form';

/** Originals only (copyType 0, as JeecgBoot's designer asks): views are listed under 视图管理. */
const ORIGINALS = { copyType: 0 };

/** 表单开发's list options, shared by the page and its prefetch (the same first request). */
export const formListOptions = { entity: onlineFormEntity, extraParams: ORIGINALS } satisfies ListPrefetchOptions;

export const prefetchFormList = async () => {
  await prefetchList(formListOptions);
};
