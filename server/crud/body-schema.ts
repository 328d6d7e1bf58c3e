/**
 * The JSON schema of an add / edit body, built from the entity definition: the shape is checked at the door (a JSON
 * object; no object or list where a field takes one value; lists only in multi-value fields), and a refusal names
 * the field by its label (`title`, read back by server/plugins/errors.ts). The rules themselves — required, lengths,
 * number and date formats, rule codes — stay with validateRecord and the writer (values.ts), so each rule keeps its
 * one Chinese message: no `required`, no `maxLength` here, and numeric fields let any text through for 请输入整数!.
 * Extra keys (the JeecgBoot client's `*_dictText`, `selectedroles`) pass; fastify's ajv does not coerce
 * (server/app.ts), so the writer gets the body as sent.
 */
import type { FieldDef } from '../../src/domain/entities/entity-types';
import type { EntityTable } from './entity-table';
import { writableFields } from './writes';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

/** `type[0]` is what the field expects (the refusal says so); the other types pass on to the form rules. */
export interface FieldSchema {
  title: string;
  type: JsonType[];
  items?: FieldSchema;
}

export interface BodySchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
}

const SCALAR: JsonType[] = ['string', 'number', 'boolean', 'null'];

function isMultiValue(field: FieldDef): boolean {
  return (
    field.type === 'checkbox' || field.type === 'multiSelect' || (field.type === 'treeSelect' && !!field.tree?.multiple)
  );
}

function fieldSchema(field: FieldDef): FieldSchema {
  const title = field.label;
  if (field.type === 'integer') return { title, type: ['integer', 'number', 'string', 'null'] };
  if (field.type === 'number') return { title, type: ['number', 'string', 'null'] };
  // A multi-value may come as a list of values; the writer stores it comma-joined.
  if (isMultiValue(field)) return { title, type: [...SCALAR, 'array'], items: { title, type: ['string', 'number'] } };
  return { title, type: SCALAR };
}

/** The body of an add or edit: the fields the writer reads in that mode (writableFields). */
export function bodySchema(et: EntityTable, mode: 'add' | 'edit'): BodySchema {
  return {
    type: 'object',
    properties: Object.fromEntries(writableFields(et, mode).map((f) => [f.name, fieldSchema(f)])),
  };
}
