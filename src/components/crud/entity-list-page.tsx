import type { ReactNode } from 'react';
import type { EntityDef, RecordOf } from '@/domain/entities';
import { EntityListProvider, useEntityListContext } from './list-context';
import { useEntityListController, type EntityListOptions, type ListContext } from './list-controller';
import {
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  type ListFormProps,
  type ListRecordsProps,
  type QueryFormRender,
} from './list-parts';

/**
 * A list page's options; `cells` and `rowActionsExtra` get the records typed by the definition (RecordOf), as the API
 * sends them.
 */
export interface EntityListPageProps<D extends EntityDef = EntityDef>
  extends EntityListOptions, ListRecordsProps<RecordOf<D>> {
  entity: D;
  toolbarExtra?: (context: ListContext) => ReactNode;
  /** Custom form content. */
  form?: ListFormProps;
  /** Own query form instead of the definition's search fields. */
  queryForm?: QueryFormRender;
}

function ListSection({ children }: { children: ReactNode }) {
  const { entity, list } = useEntityListContext();
  return (
    <section aria-label={`${entity.title}管理`} aria-busy={list.isFetching}>
      {children}
    </section>
  );
}

/** The standard parts of a list in their usual order; compose them yourself for anything else. */
export function EntityListLayout<D extends EntityDef>(props: Omit<EntityListPageProps<D>, keyof EntityListOptions>) {
  return (
    <ListSection>
      <ListQueryForm render={props.queryForm} />
      <ListActions extra={props.toolbarExtra} />
      <ListStatus />
      <ListRecords<RecordOf<D>>
        cells={props.cells}
        rowActionsExtra={props.rowActionsExtra}
        cardsOnPhone={props.cardsOnPhone}
      />
      <ListPagination />
      <ListDialogs form={props.form} />
    </ListSection>
  );
}

/** A complete JeecgBoot list page from an entity definition. */
export function EntityListPage<D extends EntityDef>(props: EntityListPageProps<D>) {
  const controller = useEntityListController(props);
  return (
    <EntityListProvider value={controller}>
      <EntityListLayout {...props} />
    </EntityListProvider>
  );
}
