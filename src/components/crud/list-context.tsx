import { createContext, useContext, type ReactNode } from 'react';
import { useEntityListController, type EntityListController, type EntityListOptions } from './list-controller';

const EntityListContext = createContext<EntityListController | null>(null);

/** Gives the parts of a list (query form, toolbar, table, pager, dialogs) the controller they show. */
export function EntityListProvider({ value, children }: { value: EntityListController; children: ReactNode }) {
  return <EntityListContext.Provider value={value}>{children}</EntityListContext.Provider>;
}

/** A list's controller and its provider in one (ra-core's ListBase): the parts go inside. */
export function EntityListBase({ children, ...options }: EntityListOptions & { children: ReactNode }) {
  return <EntityListProvider value={useEntityListController(options)}>{children}</EntityListProvider>;
}

export function useEntityListContext(): EntityListController {
  const controller = useContext(EntityListContext);
  if (!controller) throw new Error('useEntityListContext needs an EntityListProvider');
  return controller;
}
