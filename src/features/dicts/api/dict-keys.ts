/** Mutation keys of the dictionaries feature (its lists use the entity keys of the list platform). */
export const dictMutations = {
  refreshCache: ['dicts', 'refresh-cache'] as const,
};
