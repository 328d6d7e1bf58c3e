import type { FormMode, FormValues } from '@/components/crud';
import type { FieldDef } from '@/domain/entities/entity-types';
import { LINK_ROLE, linkUserEntity } from '@/domain/entities/link-user';
import { valueText } from '@/domain/validation';

export const PASSWORD_PLACEHOLDER = '留空则使用初始密码 123456';

const passwordField: FieldDef = {
  ...linkUserEntity.fields.find((f) => f.name === 'password')!,
  // Not stored with the contact (virtual), but typed on add: it becomes the new account's password.
  virtual: false,
  placeholder: PASSWORD_PLACEHOLDER,
};

/**
 * The contact form's fields for the values typed: 登录密码 after 登录账号 on add only, 所属学院 required for a
 * 学院联系人, 负责专业 left to its own pickers (under the fields).
 */
export function linkUserFormFields(fields: FieldDef[], values: FormValues, mode: FormMode): FieldDef[] {
  const collegeRole = valueText(values.linkRole) === LINK_ROLE.college;
  return fields.flatMap((field) => {
    if (field.name === 'professionIds') return [];
    if (field.name === 'collegeId') return [{ ...field, required: collegeRole }];
    if (field.name === 'username' && mode === 'add') return [field, passwordField];
    return [field];
  });
}

/** An empty password is left out: the server then gives the new account the initial password. */
export function linkUserPayload(payload: FormValues, mode: 'add' | 'edit'): FormValues {
  if (mode === 'add' && valueText(payload.password) !== '') return payload;
  const rest = { ...payload };
  delete rest.password;
  return rest;
}

interface AddAnswer {
  username?: string;
  account?: 'created' | 'linked';
}

/** What became of the account after 新增 (the answer's `account`). */
export function linkUserSavedMessage(result: unknown, mode: 'add' | 'edit'): string | undefined {
  if (mode !== 'add' || !result || typeof result !== 'object') return undefined;
  const { username, account } = result as AddAnswer;
  if (account === 'created') return `添加成功！已创建登录账号「${username}」`;
  if (account === 'linked') return `添加成功！已关联已有账号「${username}」`;
  return undefined;
}
