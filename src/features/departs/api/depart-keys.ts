import { resourceKeys } from '@/lib/resource-keys';

const depart = resourceKeys('depart');

/** Keys of the departments feature, from the one resource-keyed builder. */
export const departKeys = {
  all: depart.all,
  tree: () => depart.part('tree'),
  search: (keyWord: string) => depart.part('search', keyWord),
};
