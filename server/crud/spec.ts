/** What a screen adds to the generic CRUD of an entity: extra filters, decorations, write hooks. */
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest, HTTPMethods } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/db-type';
import type { SysUserRow } from '../db/schema';
import type { EntityTable } from './entity-table';
import type { Query } from './list-query';
import type { RuleMenus } from '../services/data-rules';

/** The database or a transaction on it. */
export type DbLike = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

export type Row = Record<string, unknown>;

export interface WriteContext {
  ctx: AppContext;
  db: DbLike;
  request: FastifyRequest;
  user: SysUserRow;
  /** 'yyyy-MM-dd HH:mm:ss' (GMT+8). */
  now: string;
  mode: 'add' | 'edit' | 'import';
  /** Shared by the rows of one import (e.g. one password hash for every imported user). */
  batch: Map<string, unknown>;
}

export interface CrudSpec {
  et: EntityTable;
  /** Who may list and read the rows (services/readers); a spec whose list is registered must say. */
  readers?: readonly string[];
  /** Valid contacts read the rows too (the customer portal), held to their institution by `scope`. */
  contacts?: boolean;
  /** The writes (add, edit, delete, deleteBatch, importExcel) need the admin role besides their button. */
  adminWrites?: boolean;
  /** The menus whose 数据规则 filter the list and export (default: the definition's `screen`). */
  ruleScreen?: RuleMenus;
  /** Query parameters of the screen that are not field filters. */
  listParams?: string[];
  listWhere?(ctx: AppContext, query: Query): Promise<(SQL | undefined)[]> | (SQL | undefined)[];
  /**
   * The rows this request may reach at all (e.g. its tenant's): applied to lists, exports, queryById, edits and
   * deletes; a row outside it is answered as not found.
   */
  scope?(ctx: AppContext, request: FastifyRequest): Promise<SQL | undefined>;
  /**
   * The version of the table's data, raised by every write to it: deep list pages then start at kept bookmarks
   * (crud/list-bookmarks). Only for tables whose every write raises it.
   */
  listVersion?(ctx: AppContext): Promise<string>;
  /** Adds computed values (virtual fields) to records of lists, exports and queryById. */
  decorate?(ctx: AppContext, records: Row[]): Promise<void>;
  /**
   * A body in another JeecgBoot version's shape as this server's (e.g. 3.9's 职务级别 as the 职级), before any check;
   * throws BizError for a value it cannot take.
   */
  normalizeBody?(body: Row, w: WriteContext): Row | Promise<Row>;
  /** Checks before a write, in its transaction like the hooks below; throws BizError to refuse. */
  check?(w: WriteContext, body: Row, existing?: Row): Promise<void>;
  /**
   * May change `values` (the columns to insert); `body` is the request body or the import row.
   * This and the other hooks run inside the write's transaction, with the checks, the id and the row: `w.db` and
   * `w.ctx.db` are both the transaction.
   */
  beforeAdd?(w: WriteContext, values: Row, body: Row): Promise<void>;
  afterAdd?(w: WriteContext, row: Row, body: Row): Promise<void>;
  beforeEdit?(w: WriteContext, values: Row, body: Row, existing: Row): Promise<void>;
  afterEdit?(w: WriteContext, row: Row, body: Row): Promise<void>;
  /** Refuses (throws BizError) or prepares a delete of these rows, in the delete's transaction (`ctx.db` is it). */
  beforeDelete?(ctx: AppContext, rows: Row[], request: FastifyRequest): Promise<void>;
  afterDelete?(db: DbLike, ids: unknown[]): Promise<void>;
  /** After an edit committed (e.g. starts background work on the new data). */
  edited?(ctx: AppContext, record: Row): void;
  /** After a delete committed (e.g. removes the rows' stored files). */
  deleted?(ctx: AppContext, rows: Row[]): Promise<void>;
  /**
   * Virtual list columns an import reads back, by field name: the body property the cell goes to and the table
   * dictionary (`table,text,code`) its texts are looked up in, e.g. the user's 部门 names → `selecteddeparts` ids.
   */
  importAs?: Record<string, { into: string; dictCode: string }>;
  /** Default DELETE. */
  deleteMethods?: HTTPMethods[];
  /** Default PUT and POST. */
  editMethods?: HTTPMethods[];
}
