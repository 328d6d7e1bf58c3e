import { COLLEGE_DICT, ORGANIZATION_DICT, PROGRAMME_DICT } from './college';
import { defineEntity } from './entity-types';

/** link_role: 1 院校负责人, 2 院校联系人, 3 学院联系人 (who sees only his college). */
export const LINK_ROLE = { principal: '1', institution: '2', college: '3' } as const;

/**
 * 联系人 (cpc_link_user): a contact of an institution, whose account signs into the customer portal.
 * Adding one creates the account `username` (sys_user with the customer role; `password`, else the initial 123456)
 * or links the existing customer account of that name; `userId` is set by the server. `Phone` is spelled as the API
 * spells it. `professionIds` are programmes (cpc_college_programme ids), comma-joined. A 学院联系人 needs a college.
 */
export const linkUserEntity = defineEntity({
  name: 'linkUser',
  title: '联系人',
  table: 'cpc_link_user',
  apiPath: '/linkUser/cpcLinkUserV',
  permissionPrefix: 'cpc:linkUser',
  labelField: 'realname',
  exportFileName: '联系人信息',
  fields: [
    {
      name: 'institutionId',
      label: '所属院校',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'collegeId',
      label: '所属学院',
      type: 'select',
      dictCode: COLLEGE_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'realname', label: '姓名', type: 'string', required: true, maxLength: 50, list: true, search: 'like' },
    {
      name: 'username',
      label: '登录账号',
      type: 'string',
      required: true,
      rules: ['userName'],
      unique: true,
      maxLength: 100,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'password',
      label: '登录密码',
      type: 'password',
      rules: ['password'],
      virtual: true,
      writeOnly: true,
      placeholder: '新建账号时的登录密码，留空则为初始密码',
    },
    { name: 'Phone', label: '手机号码', type: 'string', rules: ['mobile'], maxLength: 20, list: true, search: 'like' },
    { name: 'email', label: '电子邮箱', type: 'string', rules: ['email'], maxLength: 100, list: true },
    {
      name: 'linkRole',
      label: '联系人角色',
      type: 'select',
      dictCode: 'link_role',
      required: true,
      defaultValue: LINK_ROLE.institution,
      column: { length: 10 },
      list: true,
      search: 'eq',
    },
    {
      name: 'professionIds',
      label: '负责专业',
      type: 'multiSelect',
      dictCode: PROGRAMME_DICT,
      column: { length: 2000 },
      excel: false,
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'valid_status',
      defaultValue: 1,
      column: { integer: true, notNull: true, default: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'userId',
      label: '系统账号',
      type: 'user',
      readOnly: true,
      form: false,
      unique: true,
      column: { length: 32 },
    },
  ],
});
