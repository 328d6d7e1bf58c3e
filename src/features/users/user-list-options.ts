import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { userEntity } from '@/domain/entities';

/** The user list's options, shared by the page and its prefetch (the same first request). */
export const userListOptions = { entity: userEntity } satisfies ListPrefetchOptions;

export const prefetchUserList = async () => {
  await prefetchList(userListOptions);
};
