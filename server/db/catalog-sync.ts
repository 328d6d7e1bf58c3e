/**
 * The catalog: menus and buttons (sys_permission), the seeded roles' grants of them, dictionaries and their items.
 * The seed writes it into a new database; at every start, after the migrations, `syncCatalog` brings what a newer
 * version added to the catalog into an existing database. So a new menu, button, dictionary or item is a seed change
 * only, never a data migration.
 *
 * Every catalog row has a stable key that does not depend on its position in the seed (seed ids are numbered in
 * tree order and move when an entry is added before them): a group `group:<url>`, a page `menu:<url>`, a button
 * `button:<perms>`, a dictionary `dict:<code>`, an item `dict-item:<code>:<value>`. sys_catalog_sync lists the keys
 * this database has received. The sync only looks at keys not listed yet:
 * - a row with that key is there already (seeded, or an administrator made one like it): it is recorded, unchanged;
 * - otherwise it is inserted (with the seed's id when that id is free), and recorded.
 * A listed key is never looked at again: whatever an administrator did to that row since (renamed, disabled,
 * deleted) stays. A new menu is granted to the roles the seed grants it to; grants of rows already there are never
 * touched. Renaming a seeded value is not the sync's job: that stays a data migration which updates only rows still
 * carrying the old seeded value.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db-type';
import { newId, SEED_TIME, seedId } from './ids';
import { DICTS } from './seed-dicts';
import { buildPermissions, type PermissionSeed } from './seed-menu';
import { ROLES } from './seed-org';
import { sysCatalogSync, sysDict, sysDictItem, sysPermission, sysRole, sysRolePermission } from './schema';

/** Serialises the sync when several server instances start against one PostgreSQL. */
const CATALOG_LOCK_ID = 7_243_003;

const audit = { createBy: 'admin', createTime: SEED_TIME };

export interface RolePermissionSeed {
  id: string;
  roleId: string;
  permissionId: string;
}

/** The seeded catalog rows, ids as a new database gets them. */
export function buildCatalog() {
  const { rows: permissions, grants } = buildPermissions();
  const rolePermissions: RolePermissionSeed[] = [];
  const grant = (roleCode: string, ids: string[]) => {
    const roleId = ROLES.find((r) => r.roleCode === roleCode)!.id;
    for (const permissionId of ids)
      rolePermissions.push({ id: seedId(7, rolePermissions.length + 1), roleId, permissionId });
  };
  grant(
    'admin',
    permissions.map((p) => p.id),
  );
  grant('staff', grants.staff);
  grant('customer', grants.customer);

  const dicts = DICTS.map((d, index) => ({
    id: seedId(8, index + 1),
    dictName: d.name,
    dictCode: d.code,
    description: d.name,
    type: d.type ?? 0,
    ...audit,
  }));
  const dictItems = DICTS.flatMap((d, dIndex) =>
    d.items.map(([value, text, status], iIndex) => ({
      id: seedId(9, dIndex * 100 + iIndex + 1),
      dictId: seedId(8, dIndex + 1),
      itemValue: value,
      itemText: text,
      sortOrder: iIndex + 1,
      status: status ?? 1,
      ...audit,
    })),
  );
  const catalog = { permissions, rolePermissions, dicts, dictItems };
  if (permissions.some((p) => permissionKey(p) === null))
    throw new Error('catalog: a seeded entry has no url or perms');
  const keys = catalogKeys(catalog);
  if (new Set(keys).size !== keys.length) throw new Error('catalog: two seeded rows share a key (url or perms)');
  return catalog;
}

export type Catalog = ReturnType<typeof buildCatalog>;

type PermissionKeyFields = Pick<PermissionSeed, 'menuType' | 'url' | 'perms'>;

function permissionKey(p: PermissionKeyFields): string | null {
  if (p.menuType === 2) return p.perms ? `button:${p.perms}` : null;
  if (!p.url) return null;
  return `${p.menuType === 0 ? 'group' : 'menu'}:${p.url}`;
}
const dictKey = (code: string) => `dict:${code}`;
const itemKey = (code: string, value: string) => `dict-item:${code}:${value}`;

function catalogKeys(catalog: Pick<Catalog, 'permissions' | 'dicts' | 'dictItems'>): string[] {
  const codeById = new Map(catalog.dicts.map((d) => [d.id, d.dictCode]));
  return [
    ...catalog.permissions.map((p) => permissionKey(p)!),
    ...catalog.dicts.map((d) => dictKey(d.dictCode)),
    ...catalog.dictItems.map((i) => itemKey(codeById.get(i.dictId)!, i.itemValue)),
  ];
}

export interface CatalogSyncResult {
  /** Catalog rows inserted (menus, buttons, grants, dictionaries, items). */
  inserted: number;
  /** Keys newly recorded in sys_catalog_sync. */
  recorded: number;
}

/** Inserts the catalog rows this database has never received; see the file comment. */
export async function syncCatalog(db: Db, catalog: Catalog = buildCatalog()): Promise<CatalogSyncResult> {
  const keys = catalogKeys(catalog);
  const delivered = async (tx: Pick<Db, 'select'>) =>
    new Set((await tx.select({ key: sysCatalogSync.key }).from(sysCatalogSync)).map((r) => r.key));
  // The usual start: everything delivered, one read and no transaction.
  const done = await delivered(db);
  if (keys.every((key) => done.has(key))) return { inserted: 0, recorded: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK_ID})`);
    return insertMissing(tx as unknown as Db, catalog, await delivered(tx));
  });
}

/** A free id: the seed's when no row has it (an older seed numbered its rows differently), else a new one. */
function freeId(taken: Set<string>, seeded: string): string {
  const id = taken.has(seeded) ? newId() : seeded;
  taken.add(id);
  return id;
}

async function insertMissing(tx: Db, catalog: Catalog, done: Set<string>): Promise<CatalogSyncResult> {
  const record: string[] = [];
  const existing = await tx
    .select({
      id: sysPermission.id,
      menuType: sysPermission.menuType,
      url: sysPermission.url,
      perms: sysPermission.perms,
    })
    .from(sysPermission);
  const permissionIds = new Set(existing.map((r) => r.id));
  const idByKey = new Map<string, string>();
  for (const row of existing) {
    const key = permissionKey(row);
    if (key && !idByKey.has(key)) idByKey.set(key, row.id);
  }
  // Seed id -> this database's id of the same catalog row.
  const actualId = new Map<string, string>();
  const newPermissions: PermissionSeed[] = [];
  for (const p of catalog.permissions) {
    const key = permissionKey(p)!;
    const found = idByKey.get(key);
    if (found) actualId.set(p.id, found);
    if (done.has(key)) continue;
    record.push(key);
    if (found) continue;
    const parentId = p.parentId === null ? null : actualId.get(p.parentId);
    // Under a menu an administrator deleted: its new entries are not wanted either.
    if (parentId === undefined) continue;
    const id = freeId(permissionIds, p.id);
    actualId.set(p.id, id);
    newPermissions.push({ ...p, id, parentId });
  }

  const roles = await tx.select({ id: sysRole.id, roleCode: sysRole.roleCode }).from(sysRole);
  const roleIdByCode = new Map(roles.map((r) => [r.roleCode, r.id]));
  const seededRoleCode = new Map(ROLES.map((r) => [r.id, r.roleCode]));
  const newIds = new Set(newPermissions.map((p) => p.id));
  const grantIds = newPermissions.length
    ? new Set((await tx.select({ id: sysRolePermission.id }).from(sysRolePermission)).map((r) => r.id))
    : new Set<string>();
  const newGrants = catalog.rolePermissions.flatMap((g) => {
    const permissionId = actualId.get(g.permissionId);
    const roleId = roleIdByCode.get(seededRoleCode.get(g.roleId)!);
    if (!permissionId || !newIds.has(permissionId) || !roleId) return [];
    return [{ id: freeId(grantIds, g.id), roleId, permissionId }];
  });

  const dictRows = await tx.select({ id: sysDict.id, dictCode: sysDict.dictCode }).from(sysDict);
  const dictIds = new Set(dictRows.map((d) => d.id));
  const dictIdByCode = new Map(dictRows.map((d) => [d.dictCode, d.id]));
  const itemRows = await tx
    .select({ id: sysDictItem.id, dictId: sysDictItem.dictId, itemValue: sysDictItem.itemValue })
    .from(sysDictItem);
  const itemIds = new Set(itemRows.map((i) => i.id));
  const items = new Set(itemRows.map((i) => `${i.dictId}:${i.itemValue}`));
  const codeBySeedId = new Map(catalog.dicts.map((d) => [d.id, d.dictCode]));
  const newDicts: Catalog['dicts'] = [];
  for (const d of catalog.dicts) {
    const key = dictKey(d.dictCode);
    if (done.has(key)) continue;
    record.push(key);
    if (dictIdByCode.has(d.dictCode)) continue;
    const id = freeId(dictIds, d.id);
    dictIdByCode.set(d.dictCode, id);
    newDicts.push({ ...d, id });
  }
  const newItems: Catalog['dictItems'] = [];
  for (const item of catalog.dictItems) {
    const code = codeBySeedId.get(item.dictId)!;
    const key = itemKey(code, item.itemValue);
    if (done.has(key)) continue;
    record.push(key);
    const dictId = dictIdByCode.get(code);
    // An item of a dictionary an administrator deleted is not wanted either.
    if (!dictId || items.has(`${dictId}:${item.itemValue}`)) continue;
    newItems.push({ ...item, id: freeId(itemIds, item.id), dictId });
  }

  if (newPermissions.length) {
    await tx.insert(sysPermission).values(newPermissions);
    const parents = [...new Set(newPermissions.map((p) => p.parentId).filter((id) => id !== null))];
    // A page that gets its first entry is no longer a leaf (the stock client shows children of non-leaves only).
    if (parents.length)
      await tx.execute(
        sql`update sys_permission set is_leaf = false where is_leaf and id in (${sql.join(parents, sql`, `)})`,
      );
  }
  if (newGrants.length) await tx.insert(sysRolePermission).values(newGrants).onConflictDoNothing();
  if (newDicts.length) await tx.insert(sysDict).values(newDicts);
  if (newItems.length) await tx.insert(sysDictItem).values(newItems);
  const syncedAt = Date.now();
  for (let i = 0; i < record.length; i += 1000)
    await tx.insert(sysCatalogSync).values(record.slice(i, i + 1000).map((key) => ({ key, syncedAt })));
  return {
    inserted: newPermissions.length + newGrants.length + newDicts.length + newItems.length,
    recorded: record.length,
  };
}
