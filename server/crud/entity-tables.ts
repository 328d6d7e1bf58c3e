/** Every entity definition bound to its drizzle table (checked at start-up). */
import {
  departEntity,
  dictEntity,
  dictItemEntity,
  ENTITIES,
  positionEntity,
  quartzJobEntity,
  roleEntity,
  tenantEntity,
  userEntity,
} from '../../src/domain/entities';
import { quartzJob, sysDepart, sysDict, sysDictItem, sysPosition, sysRole, sysTenant, sysUser } from '../db/schema';
import { bindEntity, type EntityTable } from './entity-table';

export const USER_TABLE = bindEntity(userEntity, sysUser, ['password', 'salt']);
export const ROLE_TABLE = bindEntity(roleEntity, sysRole);
export const DEPART_TABLE = bindEntity(departEntity, sysDepart);
export const POSITION_TABLE = bindEntity(positionEntity, sysPosition);
export const DICT_TABLE = bindEntity(dictEntity, sysDict);
export const DICT_ITEM_TABLE = bindEntity(dictItemEntity, sysDictItem);
export const TENANT_TABLE = bindEntity(tenantEntity, sysTenant);
export const QUARTZ_JOB_TABLE = bindEntity(quartzJobEntity, quartzJob);

export const ENTITY_TABLES: readonly EntityTable[] = [
  USER_TABLE,
  ROLE_TABLE,
  DEPART_TABLE,
  POSITION_TABLE,
  DICT_TABLE,
  DICT_ITEM_TABLE,
  TENANT_TABLE,
  QUARTZ_JOB_TABLE,
];

if (ENTITY_TABLES.length !== ENTITIES.length) throw new Error('every entity definition needs its table binding');

/** The bound entity of a database table name (e.g. sys_user), or undefined. */
export function entityTableByName(tableName: string): EntityTable | undefined {
  return ENTITY_TABLES.find((et) => et.tableName === tableName);
}
