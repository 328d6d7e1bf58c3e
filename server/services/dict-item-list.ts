/**
 * 数据字典's master form (JeecgBoot's one-to-many forms): the add and edit bodies may carry the dictionary's items as
 * `dictItemList`, every row of the sub-table (new ones without an id). They are saved in the dictionary's own
 * transaction: rows without an id are added, rows with one are updated when changed, the dictionary's rows missing
 * from the list are deleted. Left out (or null), the items stay as they are. Each row is checked with the 字典项
 * form's rules and its values are unique within the list; a refusal names the row (字典项第N行：…). The list needs
 * the 字典项 buttons its changes use (add, edit, delete), as the item routes do.
 */
import { eq, inArray } from 'drizzle-orm';
import { permissionCode } from '../../src/domain/entities/crud-actions';
import { dictItemEntity } from '../../src/domain/entities';
import { DICT_ITEM_TABLE } from '../crud/entity-tables';
import { toRecord } from '../crud/entity-table';
import type { Row, WriteContext } from '../crud/spec';
import { validationMessage } from '../crud/validate';
import { buildValues } from '../crud/writes';
import { newId } from '../db/ids';
import { sysDictItem } from '../db/schema';
import { BizError, NO_PERMISSION_MESSAGE } from '../http/envelope';
import { userPermissionCodes } from './permissions';

/** The body property of the items (JeecgBoot names a sub-table's rows `<entity>List`). */
export const DICT_ITEM_LIST = 'dictItemList';
export const DICT_ITEM_LIST_MAX = 1000;
export const ITEM_LIST_MESSAGES = {
  notList: '字典项格式不正确',
  tooMany: `字典项一次最多保存${DICT_ITEM_LIST_MAX}条`,
  row: (index: number) => `字典项第${index + 1}行：`,
  notRow: '格式不正确',
  duplicate: (value: string) => `数据值「${value}」已存在`,
} as const;

const COMPARED = ['itemText', 'itemValue', 'description', 'sortOrder', 'status'] as const;

interface Planned {
  adds: Row[];
  updates: { id: string; values: Row }[];
  deletes: string[];
}

const rowError = (index: number, message: string) => new BizError(`${ITEM_LIST_MESSAGES.row(index)}${message}`);

/** The typed columns of one row, its errors named by the row. */
function rowValues(index: number, item: Row, existing: Row | undefined, dictId: string): Row {
  const mode = existing ? 'edit' : 'add';
  const message = validationMessage(
    DICT_ITEM_TABLE,
    existing ? { ...toRecord(DICT_ITEM_TABLE, existing), ...item } : item,
    mode,
  );
  if (message) throw rowError(index, message);
  try {
    const values = buildValues(DICT_ITEM_TABLE, { ...item, dictId }, mode);
    delete values.id;
    return values;
  } catch (error) {
    if (error instanceof BizError) throw rowError(index, error.message);
    throw error;
  }
}

/** What the list changes in the dictionary's items. */
function plan(list: unknown[], existing: Row[], dictId: string): Planned {
  const byId = new Map(existing.map((row) => [String(row.id), row]));
  const kept = new Set<string>();
  const seen = new Set<string>();
  const planned: Planned = { adds: [], updates: [], deletes: [] };
  list.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw rowError(index, ITEM_LIST_MESSAGES.notRow);
    const item = raw as Row;
    const id = item.id === undefined || item.id === null ? '' : String(item.id).trim();
    const current = id ? byId.get(id) : undefined;
    if (id && (!current || kept.has(id))) throw rowError(index, '未找到对应数据');
    const values = rowValues(index, item, current, dictId);
    const itemValue = String(values.itemValue ?? current?.itemValue ?? '');
    if (seen.has(itemValue)) throw rowError(index, ITEM_LIST_MESSAGES.duplicate(itemValue));
    seen.add(itemValue);
    if (!current) {
      planned.adds.push(values);
      return;
    }
    kept.add(id);
    const changed = COMPARED.some((key) => key in values && (values[key] ?? '') !== (current[key] ?? ''));
    if (changed) planned.updates.push({ id, values });
  });
  planned.deletes = existing.map((row) => String(row.id)).filter((id) => !kept.has(id));
  return planned;
}

/** The item buttons the planned changes use, as the item routes require them. */
async function checkPermissions(w: WriteContext, planned: Planned): Promise<void> {
  const needed = [
    planned.adds.length > 0 && 'add',
    planned.updates.length > 0 && 'edit',
    planned.deletes.length > 0 && 'delete',
  ].filter((action): action is string => Boolean(action));
  if (needed.length === 0) return;
  const codes = await userPermissionCodes(w.ctx, w.user.id);
  if (needed.some((action) => !codes.has(permissionCode(dictItemEntity, action)))) {
    throw new BizError(NO_PERMISSION_MESSAGE, 510);
  }
}

/** Saves `body.dictItemList` (when given) as the items of dictionary `dictId`, in the write's transaction. */
export async function saveDictItemList(w: WriteContext, dictId: string, body: Row): Promise<void> {
  const list = body[DICT_ITEM_LIST];
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw new BizError(ITEM_LIST_MESSAGES.notList);
  if (list.length > DICT_ITEM_LIST_MAX) throw new BizError(ITEM_LIST_MESSAGES.tooMany);
  const existing = (await w.db.select().from(sysDictItem).where(eq(sysDictItem.dictId, dictId))) as Row[];
  const planned = plan(list, existing, dictId);
  await checkPermissions(w, planned);
  if (planned.deletes.length > 0) await w.db.delete(sysDictItem).where(inArray(sysDictItem.id, planned.deletes));
  for (const { id, values } of planned.updates) {
    await w.db
      .update(sysDictItem)
      .set({ ...values, updateBy: w.user.username, updateTime: w.now } as Row)
      .where(eq(sysDictItem.id, id));
  }
  if (planned.adds.length > 0) {
    const nowMs = w.ctx.now();
    await w.db.insert(sysDictItem).values(
      planned.adds.map((values) => ({
        ...values,
        id: newId(nowMs),
        createBy: w.user.username,
        createTime: w.now,
      })) as (typeof sysDictItem.$inferInsert)[],
    );
  }
}
