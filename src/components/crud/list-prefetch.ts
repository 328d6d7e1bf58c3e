/**
 * What a list page asks for first, computed without the list's React code: a cold load starts that request while
 * the page's code still loads (ScreenDescriptor.prefetch), and the page's list query takes over the answer.
 */
import type { EntityDef } from '@/domain/entities/entity-types';
import { startEarlyGet } from '@/lib/api-client';
import { entityUrls } from './entity-urls';
import type { EntityListOptions } from './list-controller';
import { INITIAL_LIST_STATE, listRequestParams } from './list-params';

export type ListPrefetchOptions = Pick<EntityListOptions, 'entity' | 'urls' | 'extraParams' | 'columns' | 'title'>;

/** The definition as this list shows it: chosen columns, fixed filters out of the query form. */
export function viewOf(
  entity: EntityDef,
  columns?: readonly string[],
  fixed?: Record<string, unknown>,
  title?: string,
): EntityDef {
  if (!columns && !fixed) return title ? { ...entity, title } : entity;
  const order = columns ? new Map(columns.map((name, i) => [name, i])) : null;
  const fields = entity.fields.map((f) => ({
    ...f,
    list: order ? (order.has(f.name) ? (f.list ?? true) : undefined) : f.list,
    search: fixed && f.name in fixed ? undefined : f.search,
  }));
  if (order) fields.sort((a, b) => (order.get(a.name) ?? 1e6) - (order.get(b.name) ?? 1e6));
  return { ...entity, title: title ?? entity.title, fields };
}

/**
 * Starts a list's first request before its page has rendered (a cold load: the menu has just named the screen);
 * the page's list query then takes over the answer instead of asking again. Same options as the page's list; the
 * answer (for whoever wants to wait for it) is returned.
 */
export function prefetchList(options: ListPrefetchOptions): Promise<unknown> | undefined {
  const urls = entityUrls(options.entity, options.urls);
  if (!urls.list) return undefined;
  const view = viewOf(options.entity, options.columns, options.extraParams, options.title);
  return startEarlyGet(urls.list, listRequestParams(view, INITIAL_LIST_STATE, options.extraParams));
}
