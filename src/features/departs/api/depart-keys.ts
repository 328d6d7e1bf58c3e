/** Query keys of the departments feature, ordered resource → list/detail → params (design §1). */
export const departKeys = {
  all: () => ['departs'] as const,
  tree: () => ['departs', 'tree'] as const,
  search: (keyWord: string) => ['departs', 'search', keyWord] as const,
};

export const departMutations = {
  remove: ['departs', 'delete'] as const,
  addUsers: ['departs', 'add-users'] as const,
  removeUsers: ['departs', 'remove-users'] as const,
};
