import { resourceKeys } from '@/lib/resource-keys';

const user = resourceKeys('user');

/** Keys of the users feature, from the one resource-keyed builder. */
export const userKeys = {
  all: user.all,
  roleOptions: () => resourceKeys('role').part('options'),
  roles: (userId: string) => user.detail(userId, 'roles'),
  departs: (userId: string) => user.detail(userId, 'departs'),
  phoneEditable: (userId: string) => user.detail(userId, 'phone-editable'),
};

/** Mutation keys (outbox and devtools name the edits by them). */
/** Password changes are sent directly, never through the outbox: a password is not kept on the device. */
export const userMutations = {
  changePassword: user.mutation('change-password'),
};
