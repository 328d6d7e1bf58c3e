/**
 * One definition per entity. The server derives its CRUD routes, validation, import and
 * export from it; the client derives its list page (query form, columns, paging, selection, export,
 * import, advanced query) and its add / edit / detail dialog. Pure data: no React, no server code.
 */

/** Validation rule codes of the forms (messages live in src/domain/validation.ts). */
export type RuleCode =
  | 'mobile'
  | 'userName'
  | 'email'
  | 'naturalNumber'
  | 'letters'
  | 'landline'
  | 'bankCard'
  | 'idNumber'
  | 'nationalId'
  | 'qq'
  | 'url'
  | 'code20'
  | 'chineseEnglish'
  | 'maxLength255'
  /** The password policy: at least 8 characters with letters and digits. */
  | 'password'
  /** A Quartz cron expression (src/domain/cron `validateCron`; its message names the field and the problem). */
  | 'cron';

export type FieldType =
  | 'string'
  | 'password'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'time'
  /** A single value chosen from a dictionary (`dictCode`), shown as a dropdown. */
  | 'select'
  | 'radio'
  /** Several values from a dictionary, stored comma-joined. */
  | 'checkbox'
  | 'multiSelect'
  /** Y / N (or the pair in `switchValues`). */
  | 'switch'
  /** A value from a tree (`tree`), e.g. a department. */
  | 'treeSelect'
  /** Uploaded files (JUpload), stored as comma-joined paths. */
  | 'file'
  /** Uploaded images (JImageUpload), stored as comma-joined paths. */
  | 'image'
  /** Pickers: users, departments and roles by id, positions by code; comma-joined when `multiple`. */
  | 'user'
  | 'depart'
  | 'position'
  | 'role'
  /** HTML from the rich-text editor (JEditor); lists show its text. */
  | 'richText'
  /** Markdown text with a preview (JMarkdownEditor). */
  | 'markdown'
  /** Source code (JCodeEditor) in `language`. */
  | 'code'
  /** A province / city / district code (JAreaLinkage, `areaType`); lists show its text. */
  | 'area';

/**
 * Where the table built from a definition (server/db/definition-table.ts) differs from what the field implies:
 * column `snake_case(name)`, varchar(maxLength, else 255) — integer, double precision, date, timestamp(0) or text
 * by the field type — NOT NULL when required.
 */
export interface ColumnFacts {
  name?: string;
  length?: number;
  notNull?: boolean;
  /** Stored as an integer although the form shows a choice (a dictionary of integer codes). */
  integer?: boolean;
  /** The column's default value. */
  default?: string | number;
  /** A unique field's index, where not `uniq_<table>_<column>`; false: none (the server's check only). */
  uniqueIndex?: string | false;
}

export interface FieldDef {
  /** JSON property name (camelCase), also the drizzle property name. */
  name: string;
  /** Chinese label shown in lists, forms, exports and import headers. */
  label: string;
  type: FieldType;
  /** Dictionary code: a plain code (`sex`) or the table form `table,text,code`. */
  dictCode?: string;
  /** For treeSelect: where the tree comes from (an API path answering key/title/children). */
  tree?: {
    url: string;
    multiple?: boolean;
    /** Whose tree (its writes refresh it), e.g. 'depart'. */ resource?: string;
  };
  switchValues?: [on: string, off: string];
  /** For code fields: the language (css, javascript, html, java, objective-c, python, R, shell, sql, swift, vue, markdown). */
  language?: string;
  /** For area fields: 'cascader' (default) or 'select'. */
  areaType?: string;
  /** For richText, markdown and code fields: the editor's height in px. */
  height?: number;
  /** A picker field (user, depart, position, role) holding several values, comma-joined. */
  multiple?: boolean;
  /** For file and image fields: the server folder (`biz`, default temp) and the most files kept (the newest). */
  upload?: { biz?: string; maxCount?: number };
  required?: boolean;
  rules?: RuleCode[];
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Checked with /sys/duplicate/check (table and field of this entity). */
  unique?: boolean;
  /**
   * A unique field's own check instead of /sys/duplicate/check: GET `<url>?<name>=value&id=<record id>`,
   * `success:false` carrying the message (the user form's 账号: /sys/user/checkOnlyUser).
   */
  uniqueCheckUrl?: string;
  /** Checked with /sys/checkRule/checkByCode. */
  checkRule?: string;
  /** Shown as a list column (true or column options). Default false. */
  list?: boolean | { width?: number; sorter?: boolean; ellipsis?: number };
  /** In the query form: 'eq' exact, 'like' wildcard, 'range' begin/end. Default: not searchable. */
  search?: 'eq' | 'like' | 'range';
  /** In the form dialog (default true unless readOnly or the entity lists formFields). */
  form?: boolean;
  /** Never written by the client (server-generated, e.g. orgCode). */
  readOnly?: boolean;
  /** Accepted on add, never returned (passwords). */
  writeOnly?: boolean;
  /**
   * Not a table column: the server computes it for list records (e.g. the user's department names,
   * `orgCodeTxt`). Never filtered, sorted, written or imported; exported when it is a list column.
   */
  virtual?: boolean;
  defaultValue?: string | number | boolean | null;
  /** In exports and imports (default: true for list columns). */
  excel?: boolean;
  placeholder?: string;
  /** Column facts for a table built from the definition, where the defaults do not fit. */
  column?: ColumnFacts;
}

export interface EntityDef {
  /** Short name, e.g. `position`. */
  name: string;
  /** Chinese name of one record, e.g. 职务. */
  title: string;
  /** Database table, e.g. `sys_position`. */
  table: string;
  /** API base relative to /jeecg-boot, e.g. `/sys/position` (list, add, edit, delete, deleteBatch …). */
  apiPath: string;
  /** Button permission prefix, e.g. `system:position` → `system:position:add` (see permissionCode). */
  permissionPrefix: string;
  /**
   * Menu component key of the plain list screen this definition alone makes (e.g. `system/SysPositionList`): the
   * screen registry serves it with EntityListPage, no page file. Left out when a feature builds the screen.
   */
  screen?: string;
  fields: FieldDef[];
  /** Default sort (createTime desc). */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** Logical delete through delFlag instead of a row delete. */
  softDelete?: boolean;
  /** The field that names a record in the list (its 操作 group, checkbox and card title); default the first column. */
  labelField?: string;
  /** Export file name without extension (default 导出文件). */
  exportFileName?: string;
}

/**
 * A definition keeping its literal types (field names, types, column facts), so the server's table built from it
 * (server/db/definition-table.ts) has drizzle's column types.
 */
export const defineEntity = <const D extends EntityDef>(def: D): D => def;

/** A field's value as the API sends it: a number for number and integer fields (and integer-coded choices). */
type JsonValue<F> = F extends { column: { integer: true } }
  ? number
  : F extends { type: 'integer' | 'number' }
    ? number
    : string;

/** Fields the server names in `<field>_dictText`: a dictionary, or a picker's table dictionary (field-dict.ts). */
type NamedField = { dictCode: string } | { type: 'user' | 'depart' | 'role' | 'position' };

/** A stored NOT NULL column (as server/db/definition-table.ts builds it): every record has a value. */
type AlwaysSet<F> = F extends { virtual: true } | { writeOnly: true }
  ? false
  : F extends { column: { notNull: infer N } }
    ? N
    : F extends { required: true }
      ? true
      : false;

type Fields<D extends EntityDef> = D['fields'][number];

/**
 * One record of a definition as the API sends it: `id`, each field (a NOT NULL column always; any other null when
 * empty, absent when the server leaves it out, e.g. a write-only password), `<field>_dictText` for a dictionary or
 * picker field, and the audit columns. Screens read records through this type instead of coercing
 * `Record<string, unknown>` values.
 */
export type RecordOf<D extends EntityDef> = {
  id: [Extract<Fields<D>, { name: 'id'; type: 'integer' }>] extends [never] ? string : number;
  createBy?: string | null;
  createTime?: string | null;
  updateBy?: string | null;
  updateTime?: string | null;
} & { [F in Fields<D> as AlwaysSet<F> extends true ? Exclude<F['name'], 'id'> : never]: JsonValue<F> } & {
  [F in Fields<D> as AlwaysSet<F> extends true ? never : Exclude<F['name'], 'id'>]?: JsonValue<F> | null;
} & {
  [F in Fields<D> as F extends NamedField ? `${F['name']}_dictText` : never]?: string | null;
};
