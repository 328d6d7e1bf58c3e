import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { onlineReportEntity } from '@/domain/entities/online-report';

/** 报表配置's list options, shared by the page and its prefetch (the same first request). */
export const reportListOptions = { entity: onlineReportEntity } satisfies ListPrefetchOptions;

export const prefetchReportList = async () => {
  await prefetchList(reportListOptions);
};
