/** Every entity definition bound to the drizzle table of its name (checked at start-up). */
import {
  departEntity,
  departRoleEntity,
  dictEntity,
  dictItemEntity,
  ENTITIES,
  positionEntity,
  quartzJobEntity,
  roleEntity,
  tenantEntity,
  userEntity,
  type EntityDef,
} from '../../src/domain/entities';
import { schemaTable } from '../db/schema-tables';
import { bindEntity, type EntityTable } from './entity-table';

export const ENTITY_TABLES: readonly EntityTable[] = ENTITIES.map((def) => {
  const table = schemaTable(def.table);
  if (!table) throw new Error(`entity ${def.name}: no table ${def.table} in server/db/schema.ts`);
  return bindEntity(def, table);
});

function tableOf(def: EntityDef): EntityTable {
  return ENTITY_TABLES.find((et) => et.def === def)!;
}

export const USER_TABLE = tableOf(userEntity);
export const ROLE_TABLE = tableOf(roleEntity);
export const DEPART_TABLE = tableOf(departEntity);
export const DEPART_ROLE_TABLE = tableOf(departRoleEntity);
export const POSITION_TABLE = tableOf(positionEntity);
export const DICT_TABLE = tableOf(dictEntity);
export const DICT_ITEM_TABLE = tableOf(dictItemEntity);
export const TENANT_TABLE = tableOf(tenantEntity);
export const QUARTZ_JOB_TABLE = tableOf(quartzJobEntity);

/** The bound entity of a database table name (e.g. sys_user), or undefined. */
export function entityTableByName(tableName: string): EntityTable | undefined {
  return ENTITY_TABLES.find((et) => et.tableName === tableName);
}
