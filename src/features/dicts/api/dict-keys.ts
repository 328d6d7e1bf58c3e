import { resourceKeys } from '@/lib/resource-keys';

/** Mutation keys of the dictionaries feature (its lists use the list platform's keys). */
export const dictMutations = {
  refreshCache: resourceKeys('dict').mutation('refresh-cache'),
};
