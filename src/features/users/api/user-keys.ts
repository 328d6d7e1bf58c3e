/** Query keys of the users feature, ordered resource → list/detail → params (design §1). */
export const userKeys = {
  all: () => ['users'] as const,
  roleOptions: () => ['users', 'role-options'] as const,
  departTree: () => ['users', 'depart-tree'] as const,
  roles: (userId: string) => ['users', 'detail', userId, 'roles'] as const,
  departs: (userId: string) => ['users', 'detail', userId, 'departs'] as const,
};

/** Mutation keys (outbox and devtools name the edits by them). */
export const userMutations = {
  freeze: ['users', 'freeze'] as const,
  changePassword: ['users', 'change-password'] as const,
};
