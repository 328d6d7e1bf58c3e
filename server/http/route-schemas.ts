/**
 * The JSON schemas of the hand-written API routes' parameters (query, path and JSON body). They check only the shape
 * at the door, so a handler never gets a list where it reads one value (`?id=1&id=2`) or an object where it reads text
 * (`{"username": {"$ne": ""}}`); a refusal names the field by its `title` in Chinese (server/plugins/errors.ts). They
 * are lenient exactly as JeecgBoot clients send data: a scalar may come as text or a number, a switch as
 * 'true' / 'false' text, null stands for a missing value, extra keys pass, and nothing is `required` (handlers answer
 * missing values with their own messages). The first type of a value is what the refusal says it expects.
 *
 * Every API route of the route files declares either a schema or one of the exemption markers below, so the
 * decision is visible in the code; the route table records it (plugins/auth.ts).
 */
import type { FastifySchema } from 'fastify';
import { LIST_QUERY_SCHEMA } from '../crud/list-query';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

export interface ValueSchema {
  title: string;
  type: JsonType[];
  items?: ValueSchema;
  properties?: Properties;
}

export type Properties = Record<string, ValueSchema>;

export interface ObjectSchema {
  type: JsonType[];
  properties: Properties;
}

/** One value: text as sent, or a number, switch or null a JeecgBoot client may send in its place. */
export const text = (title: string): ValueSchema => ({ title, type: ['string', 'number', 'boolean', 'null'] });

/** A whole number (page size, status, type), as a number or its text. */
export const whole = (title: string): ValueSchema => ({ title, type: ['integer', 'number', 'string', 'null'] });

/** A number (sort order), as a number or its text. */
export const decimal = (title: string): ValueSchema => ({ title, type: ['number', 'string', 'null'] });

/** A switch: true / false, 'true' / 'false', 1 / 0 or '1' / '0'. */
export const flag = (title: string): ValueSchema => ({ title, type: ['boolean', 'string', 'number', 'null'] });

/** One record's id. */
export const id = text('编号');

/** Ids joined by commas. */
export const ids = text('编号列表');

/** A download link's `?token=` (plugins/auth.ts requestToken). */
export const token = text('令牌');

/** Values sent as a list, or as their comma-joined text. */
export const list = (title: string): ValueSchema => ({ title, type: ['array', 'string', 'null'], items: text(title) });

/** A list of anything, or its JSON text (a gateway route's predicates). */
export const jsonList = (title: string): ValueSchema => ({ title, type: ['array', 'string', 'null'] });

/** A JSON object (form data, a nested record); its keys are the handler's business. */
export const record = (title: string, properties: Properties = {}): ValueSchema => ({
  title,
  type: ['object', 'null'],
  properties,
});

/** A list of JSON objects (batch operations). */
export const records = (title: string, item: ValueSchema): ValueSchema => ({
  title,
  type: ['array', 'null'],
  items: item,
});

/** The query string, path parameters or body holding these values. A body may be absent (null): handlers read {}. */
export const object = (properties: Properties): ObjectSchema => ({ type: ['object', 'null'], properties });

/** A paged list's query: the paging parameters of LIST_QUERY_SCHEMA and the route's own filters. */
export const pagedQuery = (properties: Properties = {}): ObjectSchema =>
  object({ ...(LIST_QUERY_SCHEMA.properties as unknown as Properties), ...properties });

/** A route's schema from the values it reads in each part. */
export function routeSchema(parts: {
  query?: Properties | ObjectSchema;
  params?: Properties;
  body?: Properties | ObjectSchema | ValueSchema;
}): FastifySchema {
  const asObject = (part: Properties | ObjectSchema | ValueSchema) =>
    Array.isArray((part as { type?: unknown }).type) ? part : object(part as Properties);
  const schema: FastifySchema = {};
  if (parts.query) schema.querystring = asObject(parts.query);
  if (parts.params) schema.params = object(parts.params);
  if (parts.body) schema.body = asObject(parts.body);
  return schema;
}

/** Common shapes, one object each (ajv compiles a shared schema once). */
export const ID_QUERY = routeSchema({ query: { id } });
export const IDS_QUERY = routeSchema({ query: { ids } });
/** A delete: the id in the query, or in a JSON body (JeecgBoot clients send either). */
export const ID_QUERY_OR_BODY = routeSchema({ query: { id }, body: { id } });
export const IDS_QUERY_OR_BODY = routeSchema({ query: { ids }, body: { ids } });
/** An export: the chosen rows (comma-joined ids) and the download link's token, besides the list's filters. */
export const EXPORT_QUERY = routeSchema({
  query: { selections: text('所选数据'), token, paramsStr: text('导出参数') },
});

/** Exemption: the route reads no parameter (a GET of fixed data, a call whose body is ignored). */
export const NO_PARAMETERS: FastifySchema = {};
/** Exemption: a multipart upload, read as a stream by services/uploads.ts and checked there. */
export const MULTIPART_UPLOAD: FastifySchema = {};

/** Whether a route states its parameters' shape: a schema of its query, path or body, or an exemption marker. */
export function declaresSchema(schema: FastifySchema | undefined): boolean {
  if (!schema) return false;
  if (schema === NO_PARAMETERS || schema === MULTIPART_UPLOAD) return true;
  return schema.querystring !== undefined || schema.params !== undefined || schema.body !== undefined;
}
